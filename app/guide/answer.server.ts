import type { Lang } from "~/i18n/config";
import { getErrorMessage } from "~/utils/misc";
import { detectEmergency, emergencyLead } from "./emergency";
import { askGuideModel, modelConfigFromEnv, streamGuideModel, type ModelConfig } from "./model.server";
import { answerOffline } from "./offline.server";
import type { ChatTurn, GuideAnswer } from "./types";

/**
 * The one entry point for answering a guide question, used by the JSON API and the chat form.
 * With a model configured it asks the model and falls back to the offline answer on any error or
 * timeout; without one it answers offline. It never throws for a question and never returns blank.
 *
 * With `onDelta`, the model's reply is streamed: each piece of text is passed on as it arrives.
 * If the stream fails part-way, the offline answer is returned in full (callers replace whatever
 * they showed with the returned markdown).
 *
 * `lang` is the page's language; the question's own language wins when it shows one. Questions
 * answered in another language than English are answered offline from the translated topics (or
 * the English topic with a notice), even with a model configured: the model's passages, rules and
 * 911 leads are English, and the translated topics are the reviewed text.
 */
export async function answerGuideQuestion(
  question: string,
  opts: { history?: ChatTurn[]; model?: ModelConfig | null; onDelta?: (text: string) => void; lang?: Lang } = {},
): Promise<GuideAnswer> {
  const offline = answerOffline(question, { lang: opts.lang });
  const config = opts.model === undefined ? modelConfigFromEnv() : opts.model;
  if (!config || offline.lang !== "en") return offline;
  // Greetings, refusals and off-topic requests need no model; neither do harmful ones.
  if (offline.kind === "redirect" || offline.kind === "greeting") return offline;
  const detected = detectEmergency(question);
  // For a life-threatening topic the key action is the topic's own first paragraph (911 first);
  // for an emergency no topic fits, the general 911 lead.
  const topicLead = offline.kind === "emergency" ? offline.markdown.split("\n\n")[0] : null;
  const lead = detected ? (topicLead ?? emergencyLead(detected)) : null;
  const emergency = lead !== null || offline.kind === "emergency";
  try {
    let markdown: string;
    if (opts.onDelta) {
      // Streaming cannot look at the reply first: for an emergency in progress, 911 goes out first.
      const prefix = lead ? `${lead}\n\n` : "";
      if (prefix) opts.onDelta(prefix);
      markdown = prefix + (await streamGuideModel(question, { config, history: opts.history, onDelta: opts.onDelta }));
    } else {
      markdown = await askGuideModel(question, { config, history: opts.history });
      // The model is told to open with 911 for an emergency in progress; make sure of it.
      const firstLines = markdown
        .split(/(?<=[.!?])\s+/)
        .slice(0, 2)
        .join(" ");
      const mustLead = lead ?? topicLead;
      if (mustLead && !/\b911\b/.test(firstLines)) markdown = `${mustLead}\n\n${markdown}`;
    }
    return {
      markdown,
      sources: offline.sources,
      kind: emergency ? "emergency" : offline.kind === "fallback" ? "fallback" : "answer",
      answeredBy: "model",
    };
  } catch (error) {
    console.warn(`[guide] model unavailable, answering offline: ${getErrorMessage(error)}`);
    return offline;
  }
}
