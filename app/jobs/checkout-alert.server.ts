import { appBaseUrl } from "~/messaging/links.server";
import { sendDueCheckoutAlerts } from "~/models/activation-escalation.server";

/** An hour after stand-down, tells the leaders who is still checked in (once per activation). */
export function runCheckoutAlerts(now = new Date()) {
  return sendDueCheckoutAlerts({ baseUrl: appBaseUrl(), now });
}
