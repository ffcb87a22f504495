import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { answerGuideQuestion } from "~/guide/answer.server";
import { parseGuideQuestion } from "~/guide/chat.server";
import { enforceRateLimit } from "~/utils/rate-limit.server";

/**
 * POST /api/emergency-guide/chat  {"message": "..."}  ->  {"response": "<markdown>"}
 * 400 {error} for a body that is not JSON, a blank or too-long message; 429 when rate limited.
 */

const MAX_BODY_CHARS = 20_000;

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
    const text = await request.text();
    if (text.length > MAX_BODY_CHARS) return json({ error: "Request body is too large." }, { status: 400 });
    body = JSON.parse(text);
  } catch {
    return json({ error: 'Request body must be JSON like {"message": "..."}.' }, { status: 400 });
  }
  const message =
    body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>).message : undefined;
  const parsed = parseGuideQuestion(message);
  if (!parsed.ok) return json({ error: parsed.error }, { status: 400 });

  const answer = await answerGuideQuestion(parsed.message);
  return json({ response: answer.markdown });
}
