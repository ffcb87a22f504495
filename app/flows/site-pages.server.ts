import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { helpPage } from "~/content/pages/help";
import { privacyPage } from "~/content/pages/privacy";
import { termsPage } from "~/content/pages/terms";
import { getI18n } from "~/i18n/i18n.server";

const PAGES = { help: helpPage, privacy: privacyPage, terms: termsPage };

/** A footer page in the reader's language (only that language's text goes to the browser). */
export async function sitePageLoader({ request }: LoaderFunctionArgs, name: keyof typeof PAGES) {
  const i18n = await getI18n(request);
  return json({ page: PAGES[name][i18n.lang] });
}
