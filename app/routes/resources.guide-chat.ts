import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { parseGuideQuestion, runGuideTurn, streamGuideTurn } from "~/guide/chat.server";
import { clearGuideConversation, ensureGuideVisitor } from "~/guide/conversation.server";
import { modelConfigFromEnv } from "~/guide/model.server";
import { GUIDE_FALLBACK_MESSAGE } from "~/guide/topics";
import { safeRedirect } from "~/utils/misc";
import { enforceRateLimit } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isEnhanced } from "~/utils/enhanced";

/**
 * The landing-page chat form. Without JS it is a plain form post: the exchange is stored in the
 * visitor's conversation and the browser is sent back to the chat (/#guide), where the landing
 * loader renders it. With JS the chat card posts here with `enhanced=1` (utils/enhanced.ts) and gets the
 * stored messages back as JSON, with the reply already rendered to HTML. When a model is configured
 * and the card accepts `text/event-stream`, the reply is streamed as it is written instead.
 */

const INTENTS = ["ask", "clear"] as const;

export async function loader() {
  return redirect("/#guide");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const wantsJson = !!form && isEnhanced(form);
  const redirectTo = safeRedirect(form?.get("redirectTo"), "/#guide");
  const intent = String(form?.get("intent") ?? "ask");
  if (!(INTENTS as readonly string[]).includes(intent)) {
    return json({ error: "Unknown intent." }, { status: 400 });
  }

  if (intent === "clear") {
    const { visitorId, setCookie } = await ensureGuideVisitor(request);
    clearGuideConversation(visitorId);
    const headers = { "Set-Cookie": setCookie };
    return wantsJson ? json({ ok: true }, { headers }) : redirect(redirectTo, { headers });
  }

  const parsed = parseGuideQuestion(form?.get("message"));
  if (!parsed.ok) {
    if (wantsJson) return json({ error: parsed.error }, { status: 400 });
    // A blank message is simply ignored; a too-long one explains itself.
    if (parsed.blank) return redirect(redirectTo);
    return redirectWithToast(redirectTo, { type: "error", title: "Message too long", description: parsed.error });
  }

  try {
    await enforceRateLimit(context, "chat");
  } catch (error) {
    if (wantsJson || !(error instanceof Response)) throw error;
    const body = (await error.json().catch(() => null)) as { error?: string } | null;
    return redirectWithToast(redirectTo, {
      type: "error",
      title: "Slow down",
      description: body?.error ?? "Too many questions. Please wait a moment and try again.",
    });
  }

  const { visitorId, setCookie } = await ensureGuideVisitor(request);
  const headers = { "Set-Cookie": setCookie };
  // Accept only picks the streamed format of an enhanced post; it never decides "JS or not".
  if (wantsJson && (request.headers.get("Accept") ?? "").includes("text/event-stream") && modelConfigFromEnv()) {
    return new Response(streamGuideTurn(visitorId, parsed.message), {
      headers: {
        ...headers,
        "Content-Type": "text/event-stream; charset=utf-8",
        // no-transform also keeps the compression middleware from buffering the stream.
        "Cache-Control": "no-cache, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  }
  try {
    const turn = await runGuideTurn(visitorId, parsed.message);
    if (wantsJson) return json({ messages: [turn.user, turn.reply] }, { headers });
    return redirect(redirectTo, { headers });
  } catch (error) {
    console.error("[guide] chat turn failed", error);
    if (wantsJson) return json({ error: GUIDE_FALLBACK_MESSAGE }, { status: 503, headers });
    return redirectWithToast(
      redirectTo,
      { type: "error", title: "Guide unavailable", description: GUIDE_FALLBACK_MESSAGE },
      { headers },
    );
  }
}
