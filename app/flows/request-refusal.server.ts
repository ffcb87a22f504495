import { getI18n } from "~/i18n/i18n.server";
import { escapeHtml } from "~/utils/html";

/**
 * The page the Express server's request guard (server/request-guard.js) answers a refused document
 * request with: a too-large body, a write from another site, a truncated form, an unknown method.
 * It runs before any route, so it is a plain page (no layout, no script) in the reader's language,
 * reached through the server build's entry module (entry.server.tsx re-exports it).
 */
const TEXTS = {
  413: { title: "common.error.refused.tooLargeTitle", text: "common.error.refused.tooLargeText" },
  403: { title: "common.error.refused.crossSiteTitle", text: "common.error.refused.crossSiteText" },
  400: { title: "common.error.refused.malformedTitle", text: "common.error.refused.malformedText" },
  415: { title: "common.error.refused.mediaTypeTitle", text: "common.error.refused.mediaTypeText" },
  405: { title: "common.error.refused.methodTitle", text: "common.error.refused.methodText" },
} as const;

export type RefusalStatus = keyof typeof TEXTS;

/** `request` carries only the refused request's URL and headers (cookies, Accept-Language). */
export async function requestRefusalPage(request: Request, status: RefusalStatus): Promise<Response> {
  const { lang, t } = await getI18n(request);
  const keys = TEXTS[status];
  const title = escapeHtml(t(keys.title));
  const html = `<!DOCTYPE html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<main><h1>${title}</h1><p>${escapeHtml(t(keys.text))}</p><p><a href="/">${escapeHtml(t("common.error.goHome"))}</a></p></main>
</body></html>`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
