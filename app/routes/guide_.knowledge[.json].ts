import type { LoaderFunctionArgs } from "@remix-run/node";
import { guideKnowledge } from "~/offline/guide-knowledge.server";

/**
 * The guide's knowledge base for the offline guide in the browser: public and the same for
 * everyone (every language is in it). With the current `v` it never changes, so it is kept for a
 * year; without it, browsers check again each time.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { version, body } = guideKnowledge();
  const current = new URL(request.url).searchParams.get("v") === version;
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      ETag: `"${version}"`,
    },
  });
}
