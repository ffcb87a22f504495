import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { topicPage } from "~/guide/pages.server";

/**
 * One guide topic in full: the key action first, then every section in the source's order, and
 * the source it paraphrases. Plain HTML (no JavaScript needed) with print styles, so it can be
 * printed for a fridge door or a go-bag.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const page = await topicPage(params.slug ?? "");
  if (!page) throw json({ error: "Topic not found" }, { status: 404 });
  return json(page, {
    headers: { "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400" },
  });
}

const PROSE =
  "[overflow-wrap:anywhere] [&_a]:underline [&_h2]:mb-2 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_li]:my-1 " +
  "[&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_strong]:font-semibold [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 " +
  "print:[&_h2]:break-after-avoid print:[&_li]:break-inside-avoid";

/** Print: only the topic, black on white, with link targets written out. */
const PRINT_CSS = `@media print {
  header, footer, nav, [data-print-hide] { display: none !important; }
  body { background: #fff !important; color: #000 !important; font-size: 12pt; }
  main a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 10pt; }
}`;

export default function GuideTopicPage() {
  const { title, category, keyHtml, bodyHtml, source, sourceUrl, urgent } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:px-0 print:py-0" aria-labelledby="topic-title">
      <style>{PRINT_CSS}</style>
      <nav aria-label="Guide" className="mb-4 text-sm" data-print-hide>
        <Link to="/guide/topics" className="link">
          ← All topics
        </Link>
        {" · "}
        <Link to="/guide" className="link">
          Ask the guide
        </Link>
      </nav>
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400 print:text-black">
        {category}
      </p>
      <h1 id="topic-title" className="mb-4 text-3xl font-extrabold tracking-tight">
        {title}
      </h1>
      <div
        className={`mb-6 rounded-lg border-l-4 p-4 print:border print:border-black print:bg-white ${
          urgent ? "border-red-600 bg-red-50 dark:bg-red-950/40" : "border-slate-400 bg-slate-50 dark:bg-slate-900"
        } ${PROSE}`}
        // Rendered on the server by react-markdown with raw HTML off and safe link protocols.
        dangerouslySetInnerHTML={{ __html: keyHtml }}
      />
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <p className="mt-8 border-t border-slate-200 pt-4 text-sm dark:border-slate-800 print:border-black">
        Source:{" "}
        <a href={sourceUrl} className="link" rel="noopener noreferrer">
          {source}
        </a>
        . Paraphrased in our own words; in an emergency, call 911 and follow the dispatcher's and local officials'
        instructions.
      </p>
    </main>
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "",
});

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.title} — Emergency guide` }, { name: "description", content: data.description }]
    : [{ title: "Topic not found — Emergency guide" }];

export function ErrorBoundary() {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{missing ? "Topic not found" : "Something went wrong"}</h1>
      <p>
        <Link to="/guide/topics" className="link">
          See all guide topics
        </Link>
      </p>
    </main>
  );
}
