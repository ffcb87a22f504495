import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { answerGuideQuestion } from "~/guide/answer.server";
import { parseGuideQuestion } from "~/guide/chat.server";
import { readJsonObject } from "~/utils/api.server";
import { enforceRateLimit } from "~/utils/rate-limit.server";

/**
 * POST /api/emergency-guide/chat  {"message": "..."}  ->  {"response": "<markdown>"}
 * 400 {error} for a body that is not JSON, a blank or too-long message; 429 when rate limited.
 */

export async function loader() {
  return json(
    { error: 'Use POST with a JSON body like {"message": "..."}.' },
    { status: 405, headers: { Allow: "POST" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    return json({ error: "Method not allowed." }, { status: 405, headers: { Allow: "POST" } });
  }
  await enforceRateLimit(context, "chat");

  let body: unknown;
  try {
    body = await readJsonObject(request);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  const message =
    body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>).message : undefined;
  const parsed = parseGuideQuestion(message);
  if (!parsed.ok) return json({ error: parsed.error }, { status: 400 });

  const answer = await answerGuideQuestion(parsed.message);
  return json({ response: answer.markdown });
}
