import { appBaseUrl } from "~/messaging/links.server";
import { runDueWaves } from "~/models/activation-escalation.server";

/** Sends the escalation waves that are due (stopping those no longer needed); see runDueWaves. */
export function runActivationWaves(now = new Date()) {
  return runDueWaves({ baseUrl: appBaseUrl(), now });
}
