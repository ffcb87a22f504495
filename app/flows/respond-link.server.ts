import { refuse } from "./respond.server";
import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getI18n } from "~/i18n/i18n.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ReplySchema } from "~/models/activation.schema";
import { recordLinkOpened } from "~/models/activation-delivery.server";
import { checkByToken } from "~/models/activation-roster.server";
import { getReplyLinkState, replyByToken } from "~/models/activation-reply.server";
import { idempotencyKeyOf } from "~/models/idempotency.server";
import { formatInZone } from "~/utils/activation-format";
import { isEnhanced } from "~/utils/enhanced";
import { redirectWithToast } from "~/utils/toast.server";
import { replyRecordedToast } from "./activation-reply.server";

/**
 * The reply link's loader and action (/respond/<token>). They live here, not in the route, so the
 * page a member opens from an SMS on a bad connection never downloads the schema and Conform's server
 * parser (a public page: ≤ 110 KB of JS).
 */

export const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  // The token is in the URL: never send it to another site. ("no-referrer" would also make Chrome
  // send `Origin: null` on the reply post, which Remix refuses as a possible CSRF.)
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
};

export type Gone = { linkState: "invalid" | "closed" };

async function goneResponse(request: Request, state: Gone["linkState"]) {
  const i18n = await getI18n(request);
  return json(
    { linkState: state, i18n: i18n.messages("activations") },
    {
      status: state === "invalid" ? 404 : 410,
      headers: PRIVATE_HEADERS,
    },
  );
}

export async function respondLoader({ request, params }: LoaderFunctionArgs) {
  const link = getReplyLinkState(params.token ?? "");
  if (link.state !== "open") return goneResponse(request, link.state);
  // Delivery status "link opened" (the first view only; never a reply: a GET records no reply).
  recordLinkOpened(params.token ?? "");
  const { lang, messages } = await getI18n(request);
  return json(
    {
      linkState: "open" as const,
      i18n: messages("activations", "validation"),
      kind: link.activation.kind,
      title: link.activation.title,
      chapterName: link.chapterName,
      reportBy: formatInZone(link.activation.reportAt, link.timeZone, lang),
      reply: link.reply,
      etaMinutes: link.etaMinutes,
      standby: link.standby,
      checkedInAt: link.checkedInAt?.toISOString() ?? null,
      checkedOutAt: link.checkedOutAt?.toISOString() ?? null,
      confirmed: link.confirmed
        ? {
            details: link.confirmed.details,
            location: link.confirmed.location,
            reportBy: formatInZone(link.confirmed.reportAt, link.confirmed.timeZone, lang),
            chapterName: link.confirmed.chapterName,
            updates: link.confirmed.updates.map((u) => ({
              id: u.id,
              message: u.message,
              at: formatInZone(u.createdAt, link.confirmed!.timeZone, lang),
            })),
          }
        : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function respondAction({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const formData = await request.formData();
  const intent = formData.get("intent");
  const here = new URL(request.url).pathname;
  const { t } = await getI18n(request);
  try {
    if (intent === "reply") {
      const submission = parseSubmission(formData, { schema: ReplySchema });
      if (submission.status !== "success") {
        // Say nothing about the activation behind a bad link, even in a validation error.
        const link = getReplyLinkState(token);
        if (link.state !== "open") return goneResponse(request, link.state);
        return json({ result: submission.reply() }, { status: 400, headers: PRIVATE_HEADERS });
      }
      // A push notification's action (public/sw.js) posts here too, marked via=push.
      const viaPush = formData.get("via") === "push";
      const saved = replyByToken(token, submission.value, {
        baseUrl: appBaseUrl(request),
        idempotencyKey: idempotencyKeyOf(formData),
        via: viaPush ? "push" : "link",
      });
      // A script's post (the service worker's, a notification action) reads the answer, not a page.
      if (isEnhanced(formData)) return json({ ok: true, reply: saved.reply }, { headers: PRIVATE_HEADERS });
      return redirectWithToast(here, replyRecordedToast(t, saved));
    }
    if (intent === "checkin" || intent === "checkout") {
      checkByToken(token, intent === "checkin" ? "in" : "out");
      return redirectWithToast(here, {
        type: "success",
        title: intent === "checkin" ? t("activations.toast.checkedIn") : t("activations.toast.checkedOut"),
        description:
          intent === "checkin" ? t("activations.toast.checkedInBody") : t("activations.toast.checkedOutBody"),
      });
    }
  } catch (error) {
    // A link that closed meanwhile (stand-down, expiry) says so; any other refusal is a toast.
    const link = getReplyLinkState(token);
    if (link.state !== "open") return goneResponse(request, link.state);
    return refuse(error, request, { title: "activations.toast.notRecorded", back: here, formData });
  }
  return json({ error: "Unknown action" }, { status: 400, headers: PRIVATE_HEADERS });
}
