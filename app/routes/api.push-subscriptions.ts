import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { PushSubscriptionSchema, PushUnsubscribeSchema } from "~/models/push.schema";
import { countMyPushDevices, removePushSubscription, savePushSubscription, vapidPublicKey } from "~/models/push.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";

/**
 * Call-out alerts by Web Push on this browser (the settings page's script, decision 034); signed in,
 * one's own subscriptions only.
 * - GET: `{ publicKey, devices }`: the server's VAPID public key a browser subscribes with, and on
 *   how many browsers the member gets call-out alerts.
 * - POST `PushSubscription.toJSON()` (`{ endpoint, keys: { p256dh, auth } }`): 201 `{ devices }`.
 *   The same endpoint again updates it; an endpoint that is not https (http on loopback aside) or a
 *   missing key is a 400 with field errors.
 * - DELETE `{ endpoint }`: 200 `{ removed, devices }` (0 removed for an endpoint that is not theirs).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    return json(
      { publicKey: vapidPublicKey(), devices: countMyPushDevices(actor) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  });
}

export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST" && request.method !== "DELETE") return methodNotAllowed(["GET", "POST", "DELETE"]);
    const actor = await requireApiActor(request);
    if (request.method === "POST") {
      const input = await parseJsonBody(request, PushSubscriptionSchema);
      const saved = savePushSubscription(actor, input);
      return json({ devices: saved.devices }, { status: 201 });
    }
    const input = await parseJsonBody(request, PushUnsubscribeSchema);
    return json(removePushSubscription(actor, input.endpoint));
  });
}
