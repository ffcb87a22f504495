import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { topicIndex } from "~/guide/pages.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { CATEGORY_KEYS } from "~/offline/guide-categories";
import { publicPageHandle } from "~/utils/cache-control";
import { pageMeta } from "~/utils/page-meta";

/** The same for every visitor in a language: shared caches may keep it (entry.server sets the headers). */
export const handle = publicPageHandle;

/** Every guide topic, grouped, as plain links: readable without JavaScript and in print. */
export async function loader({ request }: LoaderFunctionArgs) {
  const i18n = await getI18n(request);
  return json({
    groups: topicIndex(i18n.lang),
    i18n: i18n.messages("guide"),
    meta: { title: i18n.t("guide.topics.metaTitle"), description: i18n.t("guide.topics.metaDescription") },
  });
}

export default function GuideTopicsPage() {
  const { groups } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 print:py-0" aria-labelledby="topics-title">
      <p className="mb-2 text-sm print:hidden">
        <Link to="/guide" className="link">
          {t("guide.topics.back")}
        </Link>
      </p>
      <h1 id="topics-title" className="mb-2 text-3xl font-extrabold tracking-tight">
        {t("guide.topics.title")}
      </h1>
      <p className="mb-6 text-slate-700 dark:text-slate-300 print:text-black">{t("guide.topics.intro")}</p>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`group-${group.category}`} className="mb-8">
          <h2 id={`group-${group.category}`} className="mb-3 text-xl font-bold">
            {t(CATEGORY_KEYS[group.category])}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.topics.map((t) => (
              <li key={t.id}>
                <Link to={`/guide/topics/${t.id}`} className="link" lang={t.lang !== lang ? t.lang : undefined}>
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.meta.title ?? "Emergency guide topics — CERT Chapters", data?.meta.description ?? "");
