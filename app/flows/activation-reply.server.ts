import type { ActivationResponse } from "~/db/schema";
import type { TFunction } from "~/i18n/translate";
import type { ToastInput } from "~/utils/toast.server";

/**
 * What the activation pages say after a reply, and how they word the model's refusals, in the
 * reader's language. The models keep English messages (the API answers in English); the pages look
 * them up here.
 */

const REPLY_KEYS = {
  Available: "activations.reply.available",
  Delayed: "activations.reply.delayed",
  Unavailable: "activations.reply.unavailable",
} as const;

/** "Reply recorded: Delayed, ETA 20 min." (plus standby when the number needed is reached). */
export function replyRecordedToast(t: TFunction, saved: Pick<ActivationResponse, "reply" | "etaMinutes" | "standby">) {
  const reply =
    saved.reply === "Delayed"
      ? t("activations.toast.delayedEta", { minutes: saved.etaMinutes })
      : t(saved.reply ? REPLY_KEYS[saved.reply] : "activations.reply.none");
  return {
    type: "success",
    title: t("activations.toast.replyRecorded"),
    description: saved.standby
      ? t("activations.toast.replyStandby", { reply })
      : t("activations.toast.reply", { reply }),
  } satisfies ToastInput;
}

const REFUSAL_KEYS: Record<string, string> = {
  "This activation has been stood down. Replies are closed.": "activations.refusal.closed",
  "This reply link is not valid.": "activations.refusal.invalidLink",
  "You were not alerted to this activation.": "activations.refusal.notAlerted",
  "This activation is closed: nobody can check in any more.": "activations.refusal.checkInClosed",
  "Already checked in.": "activations.refusal.alreadyIn",
  "Check in first.": "activations.refusal.checkInFirst",
  "Already checked out.": "activations.refusal.alreadyOut",
  "Reply Available or Delayed before checking in.": "activations.refusal.replyFirst",
  "That member is not on this activation's roster.": "activations.refusal.notOnRoster",
  "This activation is closed: updates can no longer be sent.": "activations.refusal.updatesClosed",
  "This activation is already closed.": "activations.refusal.alreadyClosed",
  "Only approved chapters can be activated": "activations.refusal.notApproved",
  "Chapter not found": "activations.refusal.chapterNotFound",
};

/** A model's refusal in the reader's language (its English text when it is not one of ours). */
export function translateRefusal(t: TFunction, message: string) {
  const key = REFUSAL_KEYS[message];
  return key ? t(key) : message;
}
