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
 */
export async function answerGuideQuestion(
  question: string,
  opts: { history?: ChatTurn[]; model?: ModelConfig | null; onDelta?: (text: string) => void } = {},
): Promise<GuideAnswer> {
  const offline = answerOffline(question);
  const config = opts.model === undefined ? modelConfigFromEnv() : opts.model;
  if (!config) return offline;
  const emergency = detectEmergency(question);
  try {
    let markdown: string;
    if (opts.onDelta) {
      // Streaming cannot look at the reply first: for an emergency in progress, 911 goes out first.
      const lead = emergency ? `${emergencyLead(emergency)}\n\n` : "";
      if (lead) opts.onDelta(lead);
      markdown = lead + (await streamGuideModel(question, { config, history: opts.history, onDelta: opts.onDelta }));
    } else {
      markdown = await askGuideModel(question, { config, history: opts.history });
      // The model is told to open with 911 for an emergency in progress; make sure of it.
      if (emergency && !/\b911\b/.test(markdown.slice(0, 300))) markdown = `${emergencyLead(emergency)}\n\n${markdown}`;
    }
    return {
      markdown,
      sources: offline.sources,
      kind: emergency ? "emergency" : offline.kind === "greeting" || offline.kind === "redirect" ? offline.kind : "answer",
      answeredBy: "model",
    };
  } catch (error) {
    console.warn(`[guide] model unavailable, answering offline: ${getErrorMessage(error)}`);
    return offline;
  }
}
