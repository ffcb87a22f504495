import OpenAI from "openai";
import { env } from "~/utils/env.server";
import { topicMarkdown, topicPath } from "./compose";
import { searchGuide } from "./offline.server";
import type { ChatTurn } from "./types";

/**
 * The model answerer: an OpenAI-compatible chat completion, grounded with the best-matching
 * knowledge-base sections. It throws on any failure; answer.server.ts falls back to offline.
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

/**
 * The retrieved passages, numbered, each with its source and topic page: the best-matching topic
 * in full (its steps in order) and the intro of a second one that also fits.
 */
export function guidePassages(question: string): string {
  const hits = searchGuide(question, 2).filter((h) => h.strong);
  if (!hits.length) return "";
  return hits
    .map((hit, i) => {
      const t = hit.topic;
      const body = i === 0 ? topicMarkdown(t) : t.intro;
      return `[${i + 1}] ${t.title}\nSource: ${t.source} (${t.sourceUrl})\nTopic page: ${topicPath(t)}\n\n${body}`;
    })
    .join("\n\n---\n\n");
}

function contextMessage(question: string) {
  const passages = guidePassages(question);
  return passages
    ? `Passages from the guide's knowledge base (paraphrased from public guidance):\n\n${passages}`
    : "No passage in the guide's knowledge base matches this question. Say plainly that you are not sure, tell the person to call 911 if anyone is hurt or in danger, and suggest browsing /guide/topics. Do not give steps.";
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

function requestBody(question: string, config: ModelConfig, history: ChatTurn[]) {
  const recent = history.slice(-MODEL_HISTORY_MESSAGES).map((t) => ({
    role: t.role,
    content: t.content.slice(0, HISTORY_CHARS),
  }));
  return {
    model: config.model,
    temperature: 0.3,
    max_tokens: 700,
    messages: [
      { role: "system" as const, content: `${GUIDE_SYSTEM_PROMPT}\n\n${contextMessage(question)}` },
      ...recent,
      { role: "user" as const, content: question },
    ],
  };
}

export async function askGuideModel(
  question: string,
  { config, history = [] }: { config: ModelConfig; history?: ChatTurn[] },
): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const completion = await clientFor(config).chat.completions.create(requestBody(question, config, history), {
      signal: controller.signal,
      timeout: config.timeoutMs,
    });
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
  { config, history = [], onDelta }: { config: ModelConfig; history?: ChatTurn[]; onDelta: (text: string) => void },
): Promise<string> {
  const controller = new AbortController();
  let idle = setTimeout(() => controller.abort(), config.timeoutMs);
  const overall = setTimeout(() => controller.abort(), Math.max(MODEL_STREAM_MAX_MS, config.timeoutMs));
  try {
    const stream = await clientFor(config).chat.completions.create(
      { ...requestBody(question, config, history), stream: true },
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
