import { kindLabel } from "~/models/activation.schema";

/**
 * The texts of every activation message. A drill says "DRILL" first, in the subject and in the
 * first words of the body and the SMS. Alerts carry only the title and kind (a scanner or a lost
 * phone learns nothing more); the situation and staging location go only to members who replied
 * Available or Delayed.
 */

export interface ActivationFacts {
  kind: "Drill" | "Real";
  title: string;
  chapterName: string;
}

export interface ComposedMessage {
  subject: string;
  text: string;
  sms: string;
}

const prefix = (a: ActivationFacts) => kindLabel(a.kind);

export function alertMessage(a: ActivationFacts, link: string): ComposedMessage {
  const p = prefix(a);
  return {
    subject: `${p}: ${a.title} (${a.chapterName} call-out)`,
    text: [
      `${p}: ${a.chapterName} is calling out its CERT members.`,
      a.kind === "Drill" ? "This is a drill." : "This is a real activation.",
      "",
      a.title,
      "",
      "Reply with one tap (Available, Delayed or Unavailable). No sign-in needed:",
      link,
      "",
      "The situation and the staging location are sent once you reply Available or Delayed.",
    ].join("\n"),
    sms: `${p}: ${a.chapterName} call-out: ${a.title}. Reply: ${link}`,
  };
}

export interface ActivationDetails extends ActivationFacts {
  details: string;
  location: string;
  reportByLabel: string;
  standby: boolean;
}

export function detailsMessage(a: ActivationDetails, link: string): ComposedMessage {
  const p = prefix(a);
  const standby = a.standby
    ? "The number needed is reached: you are on STANDBY. Stay ready; a leader may call you in.\n\n"
    : "";
  return {
    subject: `${p}: ${a.title}: details for responders`,
    text: [
      `${p}: ${a.title}`,
      "",
      `${standby}Situation: ${a.details}`,
      `Staging location: ${a.location}`,
      `Report by: ${a.reportByLabel}`,
      "",
      "Change your reply, check in on arrival or check out at the end:",
      link,
    ].join("\n"),
    sms: `${p}: ${a.title}. ${a.standby ? "STANDBY. " : ""}Staging: ${a.location}. Report by ${a.reportByLabel}. ${link}`,
  };
}

export function updateMessage(a: ActivationFacts, message: string, link: string): ComposedMessage {
  const p = prefix(a);
  return {
    subject: `${p}: Update on ${a.title}`,
    text: [`${p}: Update on ${a.title}`, "", message, "", "Your reply link:", link].join("\n"),
    sms: `${p}: Update on ${a.title}: ${message} ${link}`,
  };
}

export function standDownMessage(a: ActivationFacts): ComposedMessage {
  const p = prefix(a);
  return {
    subject: `${p}: STAND DOWN: ${a.title}`,
    text: [
      `${p}: STAND DOWN. ${a.title} is closed.`,
      "",
      "Thank you for answering. If you are on scene, report to a leader to be checked out before you leave.",
    ].join("\n"),
    sms: `${p}: STAND DOWN. ${a.title} is closed. If on scene, get checked out by a leader before leaving.`,
  };
}

export function checkoutAlertMessage(a: ActivationFacts, names: string[], rosterLink: string): ComposedMessage {
  const p = prefix(a);
  const list = names.map((n) => `- ${n}`).join("\n");
  return {
    subject: `${p}: ${names.length} still not checked out: ${a.title}`,
    text: [
      `${p}: An hour after stand-down, ${names.length} responder(s) of ${a.title} are still not checked out:`,
      "",
      list,
      "",
      "Confirm they are safe and check them out on the roster:",
      rosterLink,
    ].join("\n"),
    sms: `${p}: ${names.length} not checked out after ${a.title}: ${names.join(", ")}. ${rosterLink}`,
  };
}
