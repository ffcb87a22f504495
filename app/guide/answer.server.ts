import type { Lang } from "~/i18n/config";
import { getErrorMessage } from "~/utils/misc";
import { cardWords } from "./cards";
import { detectEmergency } from "./emergency";
import { askGuideModel, modelConfigFromEnv, streamGuideModel, type Grounding, type ModelConfig } from "./model.server";
import { names911 } from "./offline";
import { answerOffline, guideTexts } from "./offline.server";
import type { ChatTurn, GuideAnswer } from "./types";

/**
 * The one entry point for answering a guide question, used by the JSON API and the chat form.
 * Without a model it answers offline from the protocol cards. With a model configured, the card
 * the offline matcher chose goes to the model as its grounding (in the question's language), and
 * the reply must open with the card's key action: a check after generation puts it first if the
 * model did not (and 911 before it when the question names a life threat). Without a confident
 * card, the model gets the safe fallback rule and the reply must open with the 911 sentence.
 * Harmful, off-topic and greeting messages never reach the model. On any model error or timeout
 * the offline answer is returned; it never throws for a question and never returns blank.
 *
 * With `onDelta`, the reply is streamed: the required opening goes out first, then the model's
 * text as it arrives. If the stream fails part-way, the offline answer is returned in full
 * (callers replace whatever they showed with the returned markdown).
 *
 * `lang` is the page's language; the question's own language wins when it shows one.
 */

/** Whether `markdown` already opens with `lead` (same words, ignoring marks and case). */
export function opensWith(markdown: string, lead: string): boolean {
  const want = cardWords(lead.replace(/\*\*/g, "")).join(" ");
  return cardWords(markdown.replace(/\*\*/g, "")).join(" ").startsWith(want);
}

export async function answerGuideQuestion(
  question: string,
  opts: { history?: ChatTurn[]; model?: ModelConfig | null; onDelta?: (text: string) => void; lang?: Lang } = {},
): Promise<GuideAnswer> {
  const offline = answerOffline(question, { lang: opts.lang });
  const config = opts.model === undefined ? modelConfigFromEnv() : opts.model;
  if (!config) return offline;
  // Greetings, refusals and off-topic requests need no model; neither do harmful ones.
  if (offline.kind === "redirect" || offline.kind === "greeting") return offline;
  const t = guideTexts(offline.lang);
  const card = offline.match?.chosen;
  const lifeThreat = detectEmergency(question) !== null;
  // What the answer must open with: the card's key action (911 first when the question names a
  // life threat and the key action does not), or the safe fallback's 911 sentence.
  const lead = card
    ? [lifeThreat && !names911(card.text.key) ? t("guide.card.call911First") : "", `**${card.text.key}**`]
        .filter(Boolean)
        .join("\n\n")
    : t("guide.fallback.danger");
  const grounding: Grounding = card
    ? { card, lang: offline.lang, keyShown: Boolean(opts.onDelta) }
    : { card: null, lang: offline.lang, opening: t("guide.fallback.danger") };
  try {
    let markdown: string;
    if (opts.onDelta) {
      // Streaming cannot look at the reply first: the required opening goes out first.
      const prefix = `${lead}\n\n`;
      opts.onDelta(prefix);
      const reply = await streamGuideModel(question, {
        config,
        history: opts.history,
        onDelta: opts.onDelta,
        grounding,
      });
      markdown = prefix + reply;
    } else {
      markdown = await askGuideModel(question, { config, history: opts.history, grounding });
      // The post-check: the key action (or the 911 sentence) first, whatever the model wrote.
      if (!opensWith(markdown, lead)) markdown = `${lead}\n\n${markdown}`;
    }
    return {
      markdown,
      sources: offline.sources,
      kind: offline.kind === "fallback" ? "fallback" : offline.kind,
      answeredBy: "model",
    };
  } catch (error) {
    console.warn(`[guide] model unavailable, answering offline: ${getErrorMessage(error)}`);
    return offline;
  }
}
