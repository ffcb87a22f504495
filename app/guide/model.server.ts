import OpenAI from "openai";
import { env } from "~/utils/env.server";
import type { Lang } from "~/i18n/config";
import type { CardHit } from "./cards";
import { topicPath } from "./compose";
import type { ChatTurn } from "./types";

/**
 * The model answerer: an OpenAI-compatible chat completion, grounded with the protocol card the
 * offline matcher chose (issue 29), or told the safe fallback rule when none was chosen. It throws
 * on any failure; answer.server.ts falls back to offline and checks the reply's opening.
 */

export interface ModelConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}

export const MODEL_TIMEOUT_MS = 12_000;
/** How many earlier messages (user and assistant) go to the model as context. */
export const MODEL_HISTORY_MESSAGES = 6;
const HISTORY_CHARS = 1_500;

export function modelConfigFromEnv(): ModelConfig | null {
  if (!env.openaiApiKey) return null;
  return { apiKey: env.openaiApiKey, baseURL: env.openaiBaseUrl, model: env.openaiModel, timeoutMs: MODEL_TIMEOUT_MS };
}

export const GUIDE_SYSTEM_PROMPT = `You are the AI Emergency Preparedness Guide of a national network of local community emergency-response chapters (CERT-style volunteer teams). A frightened person may be reading your answer in the first minute of an emergency.

Rules:
- Lead with the key action. If anyone's life may be in danger, your first sentence tells them to call 911 (or to get out, or the first step the passage gives, with 911 right after). Never open with background.
- Keep the steps in exactly the order the passages give them (for example Run, Hide, Fight; Drop, Cover, Hold On; Face, Arms, Speech, Time). Do not reorder, merge or skip steps, and do not add steps of your own.
- Stay within the passages below. Use only the parts that fit the question. If they do not answer it, say so plainly, tell the person to call 911 if anyone is in danger, and do not give another emergency's steps.
- Keep every "Do not" warning that applies; never advise what first-aid guidance warns against.
- Cite your sources: end with the source named in the passage you used and a link to its topic page, as given.
- Be brief: under 200 words, simple markdown (short headings, numbered steps, bold). No HTML or images.
- Only help with emergencies, preparedness, first aid and CERT volunteering. Politely decline anything else, and refuse requests that could hurt people.`;

const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", es: "Spanish", fr: "French" };
/** The register the catalogues and cards use (docs/i18n.md), so a model's reply reads like the page around it. */
const REGISTER: Record<Lang, string> = {
  en: "",
  es: " Address the reader informally, as tú (never usted).",
  fr: " Address the reader as vous.",
};

/** What the model is grounded with: the matched card, or the fallback rule when none matched. */
export type Grounding = { card: CardHit; lang: Lang; keyShown?: boolean } | { card: null; lang: Lang; opening: string };

/** The matched card as the one passage: its key action, steps in order, don'ts, 911, source and page. */
export function cardPassage(card: CardHit): string {
  const t = card.text;
  return [
    `[1] ${t.title}`,
    `Source: ${card.card.source} (${card.card.sourceUrl})`,
    `Topic page: ${topicPath({ id: card.card.topic })}`,
    "",
    `Key action: ${t.key}`,
    "",
    "Steps (in this order):",
    ...t.steps.map((step, i) => `${i + 1}. ${step}`),
    ...(t.donts.length ? ["", "Do not:", ...t.donts.map((d) => `- ${d}`)] : []),
    "",
    `Call 911: ${t.call911}`,
  ].join("\n");
}

function contextMessage(grounding: Grounding) {
  const language = `Answer in ${LANGUAGE_NAMES[grounding.lang]}.${REGISTER[grounding.lang]}`;
  if (!grounding.card)
    return `No passage in the guide's knowledge base matches this question with confidence. Open with exactly: "${grounding.opening.replace(/\*\*/g, "")}" Then say plainly that you are not sure which situation it is, tell the person to call 911 if anyone is hurt or in danger, and suggest browsing /guide/topics. Do not give steps. ${language}`;
  const opening = grounding.keyShown
    ? "The key action has already been shown to the reader, in bold, above your reply: do not repeat it; go on with the steps."
    : "Open with the key action, word for word, in bold.";
  return `The protocol card that matches this question (reviewed text, paraphrased from public guidance):\n\n${cardPassage(grounding.card)}\n\n${opening} ${language}`;
}

const clients = new Map<string, OpenAI>();
function clientFor(config: ModelConfig) {
  const key = `${config.baseURL ?? ""}|${config.apiKey}|${config.timeoutMs}`;
  let client = clients.get(key);
  if (!client) {
    // No retries: a slow or failing model should fall back to the offline answer quickly.
    client = new OpenAI({ apiKey: config.apiKey, baseURL: config.baseURL, timeout: config.timeoutMs, maxRetries: 0 });
    clients.set(key, client);
  }
  return client;
}

function requestBody(question: string, config: ModelConfig, history: ChatTurn[], grounding: Grounding) {
  const recent = history.slice(-MODEL_HISTORY_MESSAGES).map((t) => ({
    role: t.role,
    content: t.content.slice(0, HISTORY_CHARS),
  }));
  return {
    model: config.model,
    temperature: 0.3,
    max_tokens: 700,
    messages: [
      { role: "system" as const, content: `${GUIDE_SYSTEM_PROMPT}\n\n${contextMessage(grounding)}` },
      ...recent,
      { role: "user" as const, content: question },
    ],
  };
}

export async function askGuideModel(
  question: string,
  { config, history = [], grounding }: { config: ModelConfig; history?: ChatTurn[]; grounding: Grounding },
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const completion = await clientFor(config).chat.completions.create(
      requestBody(question, config, history, grounding),
      {
        signal: controller.signal,
        timeout: config.timeoutMs,
      },
    );
    const text = completion.choices?.[0]?.message?.content?.trim();
    if (!text) throw new Error("The model returned an empty reply");
    return text;
  } finally {
    clearTimeout(timer);
  }
}

/** Longest a streamed reply may take in total, however steadily tokens arrive. */
export const MODEL_STREAM_MAX_MS = 60_000;

/**
 * The same request, streamed: onDelta receives each piece of text as it arrives. Gives up (throws)
 * when no token arrives for `timeoutMs`, or after MODEL_STREAM_MAX_MS in total.
 */
export async function streamGuideModel(
  question: string,
  {
    config,
    history = [],
    onDelta,
    grounding,
  }: { config: ModelConfig; history?: ChatTurn[]; onDelta: (text: string) => void; grounding: Grounding },
): Promise<string> {
  const controller = new AbortController();
  let idle = setTimeout(() => controller.abort(), config.timeoutMs);
  const overall = setTimeout(() => controller.abort(), Math.max(MODEL_STREAM_MAX_MS, config.timeoutMs));
  try {
    const stream = await clientFor(config).chat.completions.create(
      { ...requestBody(question, config, history, grounding), stream: true },
      { signal: controller.signal, timeout: config.timeoutMs },
    );
    let text = "";
    for await (const chunk of stream) {
      clearTimeout(idle);
      idle = setTimeout(() => controller.abort(), config.timeoutMs);
      const delta = chunk.choices?.[0]?.delta?.content ?? "";
      if (delta) {
        text += delta;
        onDelta(delta);
      }
    }
    // The SDK ends the iteration quietly when aborted: a timed-out stream is a failure, not a reply.
    if (controller.signal.aborted) throw new Error("The model stream timed out");
    if (!text.trim()) throw new Error("The model returned an empty reply");
    return text.trim();
  } finally {
    clearTimeout(idle);
    clearTimeout(overall);
  }
}
