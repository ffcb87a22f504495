import OpenAI from "openai";
import { env } from "~/utils/env.server";
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

export const GUIDE_SYSTEM_PROMPT = `You are the AI Emergency Preparedness Guide of a national network of local community emergency-response chapters (CERT-style volunteer teams).

Rules:
- Only help with emergency preparedness, disaster response and recovery, personal and community safety, first aid, CPR, and volunteering in emergency response. If asked about anything else, say politely that you can only help with emergency preparedness and suggest a preparedness question instead.
- If the user describes an emergency happening right now (someone bleeding, not breathing, a fire, a shooter, a gas leak), begin your answer with: call 911 (or the local emergency number). Then give the few most important immediate steps.
- Give practical, specific, accurate guidance consistent with Ready.gov, FEMA, CDC, NWS and American Red Cross recommendations. Do not invent statistics, phone numbers or laws. Say when local officials' instructions take priority.
- Be concise: a short paragraph or a few bullet points, at most about 250 words. Use simple markdown (short headings, bullet lists, bold). Do not use HTML or images.
- When training or community help is relevant, mention that local chapters offer hands-on training and can be found at /chapters.`;

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

function referenceNotes(question: string) {
  const hits = searchGuide(question, 3);
  if (!hits.length) return "";
  const notes = hits.map((h) => `### ${h.ref.topicTitle} › ${h.ref.heading}\n${h.ref.body}`).join("\n\n");
  return `\n\nReference notes from our knowledge base (use them when relevant; they may not cover everything):\n\n${notes}`;
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
      { role: "system" as const, content: GUIDE_SYSTEM_PROMPT + referenceNotes(question) },
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
