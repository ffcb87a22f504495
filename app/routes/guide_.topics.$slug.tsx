import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, isRouteErrorResponse, useLoaderData, useRouteError } from "@remix-run/react";
import { getGuideTopic } from "~/guide/knowledge.server";
import { topicPage } from "~/guide/pages.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { CATEGORY_KEYS } from "~/offline/guide-categories";
import { publicPageHandle } from "~/utils/cache-control";
import { pageMeta } from "~/utils/page-meta";
import { DotLinks } from "~/components/dot-links";

/** The same for every visitor in a language: shared caches may keep it (entry.server sets the headers). */
export const handle = publicPageHandle;

/**
 * The 404's own texts travel with it (the page's loader data is missing then): the few its page
 * shows, not a reference to the namespace's catalogue script, which the page would not load.
 */
function notFoundTexts(t: (key: string) => string) {
  const keys = ["guide.topic.notFound", "guide.topic.seeAll", "guide.topic.notFoundMetaTitle"];
  return Object.fromEntries(keys.map((key) => [key, t(key)]));
}

/**
 * One guide topic in full: the key action first, then every section in the source's order, and
 * the source it paraphrases. Plain HTML (no JavaScript needed) with print styles, so it can be
 * printed for a fridge door or a go-bag.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const i18n = await getI18n(request);
  const page = await topicPage(params.slug ?? "", i18n.lang);
  if (!page) throw json({ error: "Topic not found", i18n: notFoundTexts(i18n.t) }, { status: 404 });
  return json({
    ...page,
    categoryKey: CATEGORY_KEYS[getGuideTopic(page.id)?.category ?? "preparedness"],
    i18n: i18n.messages("guide"),
    metaTitle: i18n.t("guide.topic.metaTitle", { title: page.title }),
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
  const {
    title,
    categoryKey,
    keyHtml,
    bodyHtml,
    source,
    sourceUrl,
    urgent,
    lang: topicLang,
  } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  // A topic not written in the page's language yet comes in English, marked as such.
  const contentLang = topicLang !== lang ? topicLang : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:px-0 print:py-0" aria-labelledby="topic-title">
      {/* As raw text: a text child is HTML-escaped on the server (quotes as &quot;), which breaks the rule
          and makes React's hydration see different text (errors #418/#425/#423). */}
      <style dangerouslySetInnerHTML={{ __html: PRINT_CSS }} />
      <nav aria-label={t("guide.topic.nav")} className="mb-4 text-sm" data-print-hide>
        <DotLinks
          links={[
            { to: "/guide/topics", label: t("guide.topic.allTopics") },
            { to: "/guide", label: t("guide.topic.ask") },
          ]}
        />
      </nav>
      <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400 print:text-black">
        {t(categoryKey)}
      </p>
      {contentLang ? (
        <p role="note" className="mb-4 text-sm font-medium" data-print-hide>
          {t("guide.topic.englishOnly")}
        </p>
      ) : null}
      <div lang={contentLang}>
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
      </div>
      <p className="mt-8 border-t border-slate-200 pt-4 text-sm dark:border-slate-800 print:border-black">
        {t("guide.topic.source")}{" "}
        <a href={sourceUrl} className="link" rel="noopener noreferrer" lang={contentLang}>
          {source}
        </a>
        . {t("guide.topic.sourceNote")}
      </p>
    </main>
  );
}

/** The thrown 404 carries the guide's texts (the page's loader data is missing then). */
function errorTexts(error: unknown) {
  return isRouteErrorResponse(error) ? (error.data as { i18n?: Record<string, string> } | null)?.i18n : undefined;
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (data) return pageMeta(data.metaTitle, data.description);
  return pageMeta(errorTexts(error)?.["guide.topic.notFoundMetaTitle"] ?? "Topic not found — Emergency guide");
};

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const texts = errorTexts(error);
  const say = (key: string) => texts?.[key] ?? t(key);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-2 text-2xl font-bold">{missing ? say("guide.topic.notFound") : say("guide.topic.error")}</h1>
      <p>
        <Link to="/guide/topics" className="link">
          {say("guide.topic.seeAll")}
        </Link>
      </p>
    </main>
  );
}
