import { requireActor } from "~/access/actor.server";
import { refuse } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { getEventRoster } from "~/models/event-roster.server";

/**
 * The roster page and its CSV file: the signed-in leader (or admin), the reader's language, and the
 * event's roster; anyone else gets the refusal page in their language.
 */
export async function requireEventRoster(request: Request, eventId: string | undefined) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  try {
    return { actor, i18n, ...getEventRoster(actor, eventId ?? "") };
  } catch (error) {
    throw await refuse(error, request);
  }
}
