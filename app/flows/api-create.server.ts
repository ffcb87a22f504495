import { json } from "@remix-run/node";
import type { z } from "zod";
import { requireApiActor, type Actor } from "~/access/actor.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";

/**
 * A POST to the API (`/api/chapters`, `/api/rsvps`, ...): any other method is a 405 naming the
 * route's `methods`, the caller must be signed in (401), the JSON body is parsed with the same schema
 * as the page's form (400 with field errors), and what `create` returns is answered with `status`
 * (201: something new). The model's refusals become their JSON status through `handleApi`.
 */
export function apiCreate<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  create: (user: Actor, input: z.output<Schema>) => unknown,
  { methods = ["GET", "POST"], status = 201 }: { methods?: string[]; status?: number } = {},
) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(methods);
    const user = await requireApiActor(request);
    const input = await parseJsonBody(request, schema);
    return json(await create(user, input), { status });
  });
}
