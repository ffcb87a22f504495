import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GuideChat } from "~/components/guide-chat";
import { getGuideConversation } from "~/guide/conversation.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { guideKnowledgeUrl } from "~/offline/guide-knowledge.server";
import { guideSuggestions } from "~/guide/suggestions.server";
import { pageMeta } from "~/utils/page-meta";

/** The guide on a page of its own (linkable, and light for low-bandwidth visitors). */
export async function loader({ request }: LoaderFunctionArgs) {
  const i18n = await getI18n(request);
  return json({
    messages: await getGuideConversation(request),
    // Offline, the chat answers on the device from this file (the service worker keeps it).
    knowledgeUrl: guideKnowledgeUrl(),
    suggestions: guideSuggestions(i18n.lang, i18n.t),
    i18n: i18n.messages("guide"),
    meta: { title: i18n.t("guide.page.metaTitle"), description: i18n.t("guide.page.metaDescription") },
  });
}

/** A sentence with one link in it: `{{link}}` in the catalogue text marks where the link goes. */
function WithLink({ text, link }: { text: string; link: React.ReactNode }) {
  const [before = "", after = ""] = text.split("{{link}}");
  return (
    <>
      {before}
      {link}
      {after}
    </>
  );
}

export default function GuidePage() {
  const { messages, knowledgeUrl, suggestions } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section id="guide" className="mx-auto max-w-3xl scroll-mt-4 px-4 py-10" aria-labelledby="guide-page-title">
      <h1 id="guide-page-title" className="mb-2 text-3xl font-extrabold tracking-tight">
        {t("guide.page.title")}
      </h1>
      <p className="mb-6 text-slate-700 dark:text-slate-300">
        {t("guide.page.intro")}{" "}
        <WithLink
          text={t("guide.page.readAll", { link: "{{link}}" })}
          link={
            <Link to="/guide/topics" className="link">
              {t("guide.page.readAllLink")}
            </Link>
          }
        />
      </p>
      <GuideChat
        initialMessages={messages}
        redirectTo="/guide#guide"
        knowledgeUrl={knowledgeUrl}
        suggestions={suggestions}
      />
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.meta.title ?? "Emergency Preparedness Guide — CERT Chapters", data?.meta.description ?? "");
