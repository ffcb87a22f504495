import type { ActionFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { parseGuideQuestion, runGuideTurn, streamGuideTurn } from "~/guide/chat.server";
import { clearGuideConversation, ensureGuideVisitor } from "~/guide/conversation.server";
import { modelConfigFromEnv } from "~/guide/model.server";
import { GUIDE_FALLBACK_MESSAGE } from "~/guide/topics";
import { getI18n } from "~/i18n/i18n.server";
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

  const i18n = await getI18n(request);
  const parsed = parseGuideQuestion(form?.get("message"));
  if (!parsed.ok) {
    if (wantsJson) return json({ error: parsed.error }, { status: 400 });
    // A blank message is simply ignored; a too-long one explains itself.
    if (parsed.blank) return redirect(redirectTo);
    return redirectWithToast(redirectTo, {
      type: "error",
      title: i18n.t("guide.chat.tooLong"),
      description: parsed.error,
    });
  }

  try {
    await enforceRateLimit(context, "chat");
  } catch (error) {
    if (wantsJson || !(error instanceof Response)) throw error;
    const body = (await error.json().catch(() => null)) as { error?: string } | null;
    return redirectWithToast(redirectTo, {
      type: "error",
      title: i18n.t("guide.chat.slowDown"),
      description: body?.error ?? "Too many questions. Please wait a moment and try again.",
    });
  }

  const { visitorId, setCookie } = await ensureGuideVisitor(request);
  const headers = { "Set-Cookie": setCookie };
  // Accept only picks the streamed format of an enhanced post; it never decides "JS or not".
  if (wantsJson && (request.headers.get("Accept") ?? "").includes("text/event-stream") && modelConfigFromEnv()) {
    return new Response(streamGuideTurn(visitorId, parsed.message, { lang: i18n.lang }), {
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
    // The page's language answers a question that does not show its own.
    const turn = await runGuideTurn(visitorId, parsed.message, { lang: i18n.lang });
    if (wantsJson) return json({ messages: [turn.user, turn.reply] }, { headers });
    return redirect(redirectTo, { headers });
  } catch (error) {
    console.error("[guide] chat turn failed", error);
    if (wantsJson) return json({ error: GUIDE_FALLBACK_MESSAGE }, { status: 503, headers });
    return redirectWithToast(
      redirectTo,
      { type: "error", title: i18n.t("guide.chat.unavailable"), description: i18n.t("guide.chat.failed") },
      { headers },
    );
  }
}
