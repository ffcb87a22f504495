import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { pageMeta, siteTitle } from "~/utils/page-meta";

/**
 * The page is kept as a visitor's copy and shown to whoever is offline, signed in or not: the header
 * shows no account links on it (a signed-in member would otherwise be offered "Sign in").
 */
export const handle = { anonymousCopy: true };

/**
 * What the service worker shows for a page it has no copy of while offline. Cached at install and
 * again whenever the language changes, so it speaks the user's language.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const i18n = await getI18n(request);
  return json(
    { i18n: i18n.messages("gokit", "guide"), meta: { title: i18n.t("gokit.offline.title") } },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function OfflinePage() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("gokit.offline.title")}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t("gokit.offline.text")}</p>
      <h2 className="mt-6 text-xl font-semibold">{t("gokit.offline.availableTitle")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>
          <Link to="/go-kit" className="link" reloadDocument>
            {t("gokit.offline.goKit")}
          </Link>
        </li>
        <li>
          <Link to="/guide/topics" className="link" reloadDocument>
            {t("gokit.offline.guide")}
          </Link>
        </li>
        <li>
          <Link to="/guide" className="link" reloadDocument>
            {t("guide.offline.ask")}
          </Link>
        </li>
        <li>{t("gokit.offline.forms")}</li>
      </ul>
      <p className="mt-6 font-semibold">{t("gokit.offline.emergency")}</p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.meta.title ?? "Offline"));
