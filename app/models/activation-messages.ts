import type { TFunction } from "~/i18n/translate";
import { DRILL_WORD } from "~/utils/activation-format";

/**
 * The texts of every activation message, in the recipient's language (`t` is `serverT(lang)` of the
 * member the message goes to; the leader's own title, situation, location and updates stay as
 * written). A drill says "DRILL" first, in every language, in the subject and in the first words of
 * the body and the SMS; the catalogues only add their translation after it ("DRILL / SIMULACRO").
 * Alerts carry only the title and kind (a scanner or a lost phone learns nothing more); the
 * situation and staging location go only to members who replied Available or Delayed.
 */

export interface ActivationFacts {
  kind: "Drill" | "Real";
  title: string;
  chapterName: string;
  /** The call-out's short number ("A7" in a text reply), when it has one. */
  shortNumber?: number | null;
}

export interface ComposedMessage {
  subject: string;
  text: string;
  sms: string;
  /**
   * A push notification's body: the SMS's words without the link (a tap opens it) and without the
   * GSM-7 folding (a notification shows every accent). pushPayload falls back to the SMS.
   */
  push?: string;
}

/** "DRILL" (+ its translation) or "REAL ACTIVATION", in the recipient's language. */
export function kindPrefix(t: TFunction, kind: "Drill" | "Real") {
  return kind === "Drill" ? t("activations.kind.drill", { word: DRILL_WORD }) : t("activations.kind.real");
}

/**
 * SMS length budget: a typical call-out (title up to 60 characters, chapter name up to 30, the
 * reply link) fits in this many concatenated segments in every language, so a phone shows it as
 * one message and the provider bills it as at most three. tests/unit/activation-messages.test.ts
 * checks every SMS kind in en, es and fr against it.
 */
export const SMS_SEGMENT_BUDGET = 3;

// GSM 03.38 basic set (and its extension table, which costs two characters each).
const GSM7 = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const GSM7_EXTENSION = new Set("^{}\\[~]|€");

/** How many SMS segments a text takes: GSM-7 (160, or 153 per part) or UCS-2 (70, or 67 per part). */
export function smsSegments(text: string) {
  const chars = [...text];
  const gsm = chars.every((c) => GSM7.has(c) || GSM7_EXTENSION.has(c));
  if (gsm) {
    const units = chars.reduce((n, c) => n + (GSM7_EXTENSION.has(c) ? 2 : 1), 0);
    return units <= 160 ? 1 : Math.ceil(units / 153);
  }
  const units = text.length; // UTF-16 code units, as UCS-2 counts them
  return units <= 70 ? 1 : Math.ceil(units / 67);
}

// Typography that GSM-7 lacks, and what a phone shows instead.
const GSM7_FOLDS: Record<string, string> = {
  "’": "'",
  "‘": "'",
  "“": '"',
  "”": '"',
  "«": '"',
  "»": '"',
  "–": "-",
  "—": "-",
  "−": "-",
  "…": "...",
  "\u00a0": " ",
  "\u202f": " ",
  ç: "c",
};

/**
 * An SMS body folded to the GSM-7 alphabet, as SMS gateways' "smart encoding" does: one accented
 * letter outside it (á, ó, ê, a curly apostrophe, Intl's minus sign in "UTC−6") would otherwise send
 * the whole message as UCS-2, at 70 characters a segment instead of 160. Letters lose only the accent
 * GSM-7 cannot carry (é, è, à, ñ, ü stay). The email keeps every character.
 */
export function toGsm7(text: string) {
  let out = "";
  for (const c of text) {
    if (GSM7.has(c) || GSM7_EXTENSION.has(c)) out += c;
    else if (GSM7_FOLDS[c] !== undefined) out += GSM7_FOLDS[c];
    else {
      const bare = c.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += [...bare].every((b) => GSM7.has(b)) ? bare : c;
    }
  }
  return out;
}

/**
 * The alert: chapter, kind, title and the report-by time (in the chapter's zone, written in the
 * member's language) in every channel, so a member can decide from the notification alone.
 */
export function alertMessage(t: TFunction, a: ActivationFacts, link: string, reportByLabel: string): ComposedMessage {
  const prefix = kindPrefix(t, a.kind);
  const vars = { prefix, title: a.title, chapter: a.chapterName, link, reportBy: reportByLabel };
  // A member with no data signal answers by text: the SMS says how, with the call-out's code (#30).
  const code = a.shortNumber ? `A${a.shortNumber} ` : "";
  return {
    subject: t("activations.msg.alert.subject", vars),
    text: [
      t("activations.msg.alert.intro", vars),
      a.kind === "Drill" ? t("activations.msg.alert.isDrill") : t("activations.msg.alert.isReal"),
      "",
      a.title,
      t("activations.msg.details.reportBy", vars),
      "",
      t("activations.msg.alert.replyPrompt"),
      link,
      "",
      t("activations.msg.alert.detailsLater"),
    ].join("\n"),
    sms: toGsm7(t("activations.msg.alert.sms", { ...vars, code })),
    push: t("activations.msg.alert.push", vars),
  };
}

export interface ActivationDetails extends ActivationFacts {
  details: string;
  location: string;
  reportByLabel: string;
  standby: boolean;
}

export function detailsMessage(t: TFunction, a: ActivationDetails, link: string): ComposedMessage {
  const prefix = kindPrefix(t, a.kind);
  const vars = { prefix, title: a.title, location: a.location, reportBy: a.reportByLabel, link };
  const standby = a.standby ? `${t("activations.msg.details.standby")}\n\n` : "";
  return {
    subject: t("activations.msg.details.subject", vars),
    text: [
      `${prefix}: ${a.title}`,
      "",
      `${standby}${t("activations.msg.details.situation", { details: a.details })}`,
      t("activations.msg.details.location", vars),
      t("activations.msg.details.reportBy", vars),
      "",
      t("activations.msg.details.linkPrompt"),
      link,
    ].join("\n"),
    sms: toGsm7(a.standby ? t("activations.msg.details.smsStandby", vars) : t("activations.msg.details.sms", vars)),
    push: (a.standby
      ? t("activations.msg.details.smsStandby", { ...vars, link: "" })
      : t("activations.msg.details.sms", { ...vars, link: "" })
    ).trim(),
  };
}

export function updateMessage(t: TFunction, a: ActivationFacts, message: string, link: string): ComposedMessage {
  const vars = { prefix: kindPrefix(t, a.kind), title: a.title, message, link };
  const subject = t("activations.msg.update.subject", vars);
  return {
    subject,
    text: [subject, "", message, "", t("activations.msg.update.linkPrompt"), link].join("\n"),
    sms: toGsm7(t("activations.msg.update.sms", vars)),
    push: t("activations.msg.update.sms", { ...vars, link: "" }).trim(),
  };
}

export function standDownMessage(t: TFunction, a: ActivationFacts): ComposedMessage {
  const vars = { prefix: kindPrefix(t, a.kind), title: a.title };
  return {
    subject: t("activations.msg.standDown.subject", vars),
    text: [t("activations.msg.standDown.heading", vars), "", t("activations.msg.standDown.body")].join("\n"),
    sms: toGsm7(t("activations.msg.standDown.sms", vars)),
    push: t("activations.msg.standDown.sms", vars),
  };
}

export function checkoutAlertMessage(
  t: TFunction,
  a: ActivationFacts,
  names: string[],
  rosterLink: string,
): ComposedMessage {
  const vars = {
    prefix: kindPrefix(t, a.kind),
    title: a.title,
    n: names.length,
    names: names.join(", "),
    link: rosterLink,
  };
  return {
    subject: t("activations.msg.checkout.subject", vars),
    text: [
      t("activations.msg.checkout.intro", vars),
      "",
      names.map((n) => `- ${n}`).join("\n"),
      "",
      t("activations.msg.checkout.prompt"),
      rosterLink,
    ].join("\n"),
    sms: toGsm7(t("activations.msg.checkout.sms", vars)),
    push: t("activations.msg.checkout.sms", { ...vars, link: "" }).trim(),
  };
}

/** What an edit changed, as a member is told it (times already written in the chapter's zone). */
export interface ActivationChanges {
  location?: { from: string; to: string };
  reportBy?: { from: string; to: string };
  needed?: { from: number; to: number };
  /** The new situation text (the old one is not repeated). */
  details?: string;
  /** The higher number needed took this member off standby. */
  promoted?: boolean;
}

/**
 * The change notice to members who replied Available or Delayed: each change with what it was,
 * the new situation in full by email, and the reply link. The SMS says the new staging location and
 * report-by time, and that the situation changed (read it through the link).
 */
export function changeMessage(t: TFunction, a: ActivationFacts, c: ActivationChanges, link: string): ComposedMessage {
  const prefix = kindPrefix(t, a.kind);
  const vars = { prefix, title: a.title };
  const lines = [
    c.promoted ? t("activations.msg.edit.promoted") : null,
    c.location ? t("activations.msg.edit.location", c.location) : null,
    c.reportBy ? t("activations.msg.edit.reportBy", c.reportBy) : null,
    c.needed ? t("activations.msg.edit.needed", c.needed) : null,
    c.details ? t("activations.msg.details.situation", { details: c.details }) : null,
  ].filter((line): line is string => line !== null);
  const smsParts = [
    c.promoted ? t("activations.msg.edit.smsPromoted") : null,
    c.location ? t("activations.msg.edit.smsLocation", c.location) : null,
    c.reportBy ? t("activations.msg.edit.smsReportBy", c.reportBy) : null,
    c.needed ? t("activations.msg.edit.smsNeeded", c.needed) : null,
    c.details ? t("activations.msg.edit.smsDetails") : null,
  ].filter((part): part is string => part !== null);
  return {
    subject: t("activations.msg.edit.subject", vars),
    text: [
      `${prefix}: ${a.title}`,
      "",
      t("activations.msg.edit.intro"),
      ...lines,
      "",
      t("activations.msg.details.linkPrompt"),
      link,
    ].join("\n"),
    sms: toGsm7(t("activations.msg.edit.sms", { ...vars, changes: smsParts.join(" "), link })),
    push: t("activations.msg.edit.sms", { ...vars, changes: smsParts.join(" "), link: "" }).trim(),
  };
}

/** A resend to someone who has not replied: the alert again, marked as a reminder in every channel. */
export function reminderMessage(
  t: TFunction,
  a: ActivationFacts,
  link: string,
  reportByLabel: string,
): ComposedMessage {
  const alert = alertMessage(t, a, link, reportByLabel);
  const reminder = t("activations.msg.reminder.prefix");
  return {
    subject: `${reminder}: ${alert.subject}`,
    text: `${reminder}: ${t("activations.msg.reminder.intro")}\n\n${alert.text}`,
    sms: toGsm7(`${reminder}: ${alert.sms}`),
    push: `${reminder}: ${alert.push}`,
  };
}

/**
 * A wave to the chapter's other leaders: too few Available after so many minutes, with the roster
 * link (they decide whom to phone; they are not asked to reply).
 */
export function escalationMessage(
  t: TFunction,
  a: ActivationFacts,
  figures: { committed: number; needed: number; minutes: number },
  rosterLink: string,
): ComposedMessage {
  const vars = { prefix: kindPrefix(t, a.kind), title: a.title, chapter: a.chapterName, link: rosterLink, ...figures };
  return {
    subject: t("activations.msg.escalation.subject", vars),
    text: [t("activations.msg.escalation.intro", vars), "", t("activations.msg.escalation.prompt"), rosterLink].join(
      "\n",
    ),
    sms: toGsm7(t("activations.msg.escalation.sms", vars)),
    push: t("activations.msg.escalation.push", vars),
  };
}
