import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ResendSchema } from "~/models/activation.schema";
import { resendToNonResponders } from "~/models/activation-escalation.server";

/**
 * POST /api/activations/:id/resend `{ expectedResends? }` (the chapter's leaders, admins): the alert
 * again, marked as a reminder, to every member alerted who has not replied. 201 with the resend;
 * 200 with `replayed: true` when this press was already counted (nothing more sent); 409 once the
 * activation is closed.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const actor = await requireApiActor(request);
    const input = await parseJsonBody(request, ResendSchema);
    const { replayed, wave } = resendToNonResponders(actor, params.id ?? "", {
      baseUrl: appBaseUrl(request),
      expectedResends: input.expectedResends ?? null,
    });
    return json(
      {
        replayed,
        resend: wave
          ? {
              id: wave.id,
              activationId: wave.activationId,
              recipients: wave.recipients,
              queued: wave.queued,
              at: (wave.ranAt ?? wave.createdAt).toISOString(),
            }
          : null,
      },
      { status: replayed ? 200 : 201 },
    );
  });
}

export async function loader() {
  return methodNotAllowed(["POST"]);
}
