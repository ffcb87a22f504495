import type { Lang } from "~/i18n/config";
import { getGuideTopic, getGuideTopics } from "./knowledge.server";
import { renderGuideMarkdown } from "./markdown.server";
import type { GuideCategory } from "./parse";

/** What the public topic pages (/guide/topics, /guide/topics/:slug) show. */

const CATEGORY_TITLES: Record<GuideCategory, string> = {
  "first-aid": "First aid",
  hazard: "Hazards: at home, outdoors and on the road",
  preparedness: "Preparedness",
  cert: "CERT",
};

/** A topic in the page's language when it is written in it, else in English. */
function topicIn(id: string, lang: Lang) {
  return (lang !== "en" ? getGuideTopic(id, lang) : undefined) ?? getGuideTopic(id);
}

/** `lang`: the page's language; each topic's title is in it when the topic is written in it. */
export function topicIndex(lang: Lang = "en") {
  const topics = getGuideTopics().map((t) => topicIn(t.id, lang) ?? t);
  return (Object.keys(CATEGORY_TITLES) as GuideCategory[]).map((category) => ({
    category,
    title: CATEGORY_TITLES[category],
    topics: topics.filter((t) => t.category === category).map((t) => ({ id: t.id, title: t.title, lang: t.lang })),
  }));
}

/**
 * `lang`: the page's language. The topic comes in it when written in it; `lang` in the result says
 * which language the text is in (so the page can mark it and say when it is still English).
 */
export async function topicPage(slug: string, lang: Lang = "en") {
  const topic = topicIn(slug, lang);
  if (!topic) return null;
  const body = topic.sections.map((s) => `## ${s.heading}\n\n${s.body}`).join("\n\n");
  return {
    id: topic.id,
    lang: topic.lang,
    title: topic.title,
    category: CATEGORY_TITLES[topic.category],
    urgent: topic.urgent,
    keyHtml: await renderGuideMarkdown(topic.intro),
    bodyHtml: await renderGuideMarkdown(body),
    source: topic.source,
    sourceUrl: topic.sourceUrl,
    description: topic.intro.replace(/\*\*/g, "").slice(0, 160),
  };
}
