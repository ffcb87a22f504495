import type { LoaderFunctionArgs } from "@remix-run/node";
import { catalogueScriptFor } from "~/i18n/catalogue-scripts.server";

/**
 * A catalogue script (decision 039): `/i18n/es/admin.3fa9c1d2e0f1.js` registers the `admin`
 * namespace's Spanish messages in `window.__i18n`. Public, the same for everyone, and never changed
 * under its name (the name holds a hash of the content), so browsers and the service worker keep it
 * for a year. A name this build does not make (a page from an older deploy) is a 404 that nothing
 * keeps.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const script = catalogueScriptFor(params.lang ?? "", params.file ?? "");
  if (!script) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(script.body, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
