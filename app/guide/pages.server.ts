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

export function topicIndex() {
  const topics = getGuideTopics();
  return (Object.keys(CATEGORY_TITLES) as GuideCategory[]).map((category) => ({
    category,
    title: CATEGORY_TITLES[category],
    topics: topics.filter((t) => t.category === category).map((t) => ({ id: t.id, title: t.title })),
  }));
}

export async function topicPage(slug: string) {
  const topic = getGuideTopic(slug);
  if (!topic) return null;
  const body = topic.sections.map((s) => `## ${s.heading}\n\n${s.body}`).join("\n\n");
  return {
    id: topic.id,
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
