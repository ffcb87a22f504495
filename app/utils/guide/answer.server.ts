import { getErrorMessage } from "../misc";
import { detectEmergency, emergencyLead } from "./emergency";
import { askGuideModel, modelConfigFromEnv, type ModelConfig } from "./model.server";
import { answerOffline } from "./offline.server";
import type { ChatTurn, GuideAnswer } from "./types";

/**
 * The one entry point for answering a guide question, used by the JSON API and the chat form.
 * With a model configured it asks the model and falls back to the offline answer on any error or
 * timeout; without one it answers offline. It never throws for a question and never returns blank.
 */
export async function answerGuideQuestion(
  question: string,
  opts: { history?: ChatTurn[]; model?: ModelConfig | null } = {},
): Promise<GuideAnswer> {
  const offline = answerOffline(question);
  const config = opts.model === undefined ? modelConfigFromEnv() : opts.model;
  if (!config) return offline;
  try {
    let markdown = await askGuideModel(question, { config, history: opts.history });
    const emergency = detectEmergency(question);
    // The model is told to open with 911 for an emergency in progress; make sure of it.
    if (emergency && !/\b911\b/.test(markdown.slice(0, 300))) markdown = `${emergencyLead(emergency)}\n\n${markdown}`;
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
