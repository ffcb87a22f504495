import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
import { DRILL_WORD } from "~/utils/activation-format";

/** The reply labels, as literal keys (see tests/unit/i18n-catalogue.test.ts). */
export const REPLY_KEYS = {
  Available: "activations.reply.available",
  Delayed: "activations.reply.delayed",
  Unavailable: "activations.reply.unavailable",
  NoReply: "activations.reply.none",
} as const;

export type ReplyState = keyof typeof REPLY_KEYS;

/** "DRILL" (+ its translation, never instead of it) or "REAL ACTIVATION". */
export function kindTitle(t: TFunction, kind: "Drill" | "Real") {
  return kind === "Drill" ? t("activations.kind.drill", { word: DRILL_WORD }) : t("activations.kind.real");
}

/** "Available" / "Delayed (ETA 20 min)" / "No reply yet": a member's reply as they read it. */
export function ReplySummary({ reply, etaMinutes }: { reply: ReplyState; etaMinutes: number | null }) {
  const { t } = useT();
  return (
    <>
      {t("activations.reply.yours")}{" "}
      <strong>{reply === "NoReply" ? t("activations.reply.noneYet") : t(REPLY_KEYS[reply])}</strong>
      {reply === "Delayed" && etaMinutes ? ` (${t("activations.reply.eta", { minutes: etaMinutes })})` : ""}
    </>
  );
}

/** One reply button of a reply form (`name="reply"`), so every form submits the same values. */
export function ReplyButton({
  reply,
  busy,
  pressed,
  className,
}: {
  reply: Exclude<ReplyState, "NoReply">;
  busy: boolean;
  pressed?: boolean;
  className: string;
}) {
  const { t } = useT();
  return (
    <button type="submit" name="reply" value={reply} className={className} disabled={busy} aria-pressed={pressed}>
      {t(REPLY_KEYS[reply])}
    </button>
  );
}

/**
 * The hidden key the offline form queue fills at every submit (app/offline/queue.client.ts): a reply
 * queued offline and replayed later, or posted twice, is applied once.
 */
export function IdempotencyField() {
  return <input type="hidden" name="idempotencyKey" defaultValue="" />;
}
