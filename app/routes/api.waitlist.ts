import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { WaitlistSchema } from "~/models/waitlist.schema";
import { joinWaitlist } from "~/models/waitlist.server";
import { getActor } from "~/access/actor.server";
import { emptyAsMissing, readJsonObject } from "~/utils/api.server";
import { enforceRateLimit } from "~/utils/rate-limit.server";
import { getI18n } from "~/i18n/i18n.server";

/** GET is not part of the API; the admin list lives at /api/admin/waitlist. */
export function loader() {
  return json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * POST /api/waitlist (spec section 7): { email, firstName, lastName, interestLevel, city, state,
 * interests }. Same schema and model as the /waitlist page. The answer does not say whether the
 * email was already listed, so the endpoint cannot be used to probe who signed up.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  await enforceRateLimit(context, "waitlist");
  // The API's one body reader: JSON only (the server refuses other types), 64 KB at most.
  let body: Record<string, unknown>;
  try {
    body = emptyAsMissing(await readJsonObject(request));
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  const parsed = WaitlistSchema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors = parsed.error.flatten().fieldErrors;
    const first = Object.values(fieldErrors).flat()[0] ?? "Invalid input";
    return json({ error: first, fieldErrors }, { status: 400 });
  }
  const [user, i18n] = await Promise.all([getActor(request), getI18n(request)]);
  // The answer stays English (the API's language); the welcome email speaks the caller's
  // (saved preference, `lng` cookie, then Accept-Language), like the page's.
  await joinWaitlist(parsed.data, user?.id ?? null, i18n.lang);
  return json({ success: true, message: "You'll be among the first to know when we launch." });
}
