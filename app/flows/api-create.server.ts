import { json } from "@remix-run/node";
import type { z } from "zod";
import { requireApiActor, type Actor } from "~/access/actor.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";

/**
 * POST to an API collection (`/api/chapters`, `/api/events`, ...): anything but POST is a 405, the
 * caller must be signed in (401), the JSON body is parsed with the same schema as the page's form
 * (400 with field errors), and what `create` returns is answered with 201. The model's refusals
 * become their JSON status through `handleApi`.
 */
export function apiCreate<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  create: (user: Actor, input: z.output<Schema>) => unknown,
) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const user = await requireApiActor(request);
    const input = await parseJsonBody(request, schema);
    return json(await create(user, input), { status: 201 });
  });
}
