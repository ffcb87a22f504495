import type { ActivationResponse } from "~/db/schema";
import type { TFunction } from "~/i18n/translate";
import type { ToastInput } from "~/utils/toast.server";

/**
 * What the activation pages say after a reply, in the reader's language. (The model's refusals are
 * translated like every other refusal: `translateValidation`, see refuse in flows/respond.server.)
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
