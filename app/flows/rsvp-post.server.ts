import { json } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { translateValidation } from "~/i18n/validation";
import { idempotencyKeyOf, once } from "~/models/idempotency.server";
import { RsvpSchema } from "~/models/rsvp.schema";
import { setRsvp } from "~/models/rsvp.server";
import { isEnhanced, redirectTarget, respondWithToast } from "~/utils/enhanced-response.server";
import { redirectWithToast } from "~/utils/toast.server";
import { refuse } from "./respond.server";

/**
 * An RSVP form's post (`intent=rsvp`), from an event card on the events list or from the event's own
 * page: the answer is saved by `setRsvp` (which applies the `event.rsvp` rule), and the reply is JSON
 * for a script or, for a plain post, a redirect back to the page it came from (`redirectTo`, which
 * may carry an anchor so the page opens where the form was) with a toast. A refusal reads the same
 * both ways, in the reader's language.
 */
export async function handleRsvpPost(request: Request, formData: FormData, fallback: string) {
  const user = await requireActor(request);
  const { t } = await getI18n(request);
  const back = redirectTarget(formData, fallback);
  const fail = async (message: string, status: number) =>
    isEnhanced(formData)
      ? json({ ok: false as const, error: message }, { status })
      : redirectWithToast(back, { title: t("content.events.rsvp.failed"), description: message, type: "error" });

  const parsed = RsvpSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return fail(translateValidation(t, parsed.error.issues[0]?.message ?? "Invalid input"), 400);
  let result;
  try {
    // A form replayed from the offline queue (issue 19) is recognised by its key and not applied twice.
    const applied = once(user.id, idempotencyKeyOf(formData), "rsvp", () => setRsvp(user, parsed.data));
    result = applied.replayed ? { waitlisted: false } : applied.value;
  } catch (error) {
    // A post the page never offered (not in the chapter, an event one may not see) is a forged or
    // stale form: without JS it gets the 403/404 page, like every page action; a script shows it inline.
    return refuse(error, request, { title: "content.events.rsvp.failed", back, formData, inline: true });
  }
  return respondWithToast(formData, {
    redirectTo: back,
    fallback,
    toast: result.waitlisted
      ? {
          title: t("content.events.rsvp.waitlisted"),
          description: t("content.events.rsvp.waitlistedText"),
          type: "success",
        }
      : { title: t("content.events.rsvp.updated"), description: t("content.events.rsvp.updatedText"), type: "success" },
  });
}
