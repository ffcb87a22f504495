/**
 * The knowledge base's shape and its markdown parser (pure: no Node imports, so the browser can
 * use the same topics later). One topic per file in app/content/guide:
 *
 *   front matter: title, label, category, urgent, source, sourceUrl, keywords
 *   # Title
 *   The key action: one or two sentences, the most important thing first.
 *   ## Section heading
 *   numbered steps (kept in the source's order) or bullets
 */

import type { Lang } from "~/i18n/config";

export type GuideCategory = "first-aid" | "hazard" | "preparedness" | "cert";

export interface GuideItem {
  text: string;
  kind: "bullet" | "step" | "paragraph";
}

export interface GuideSection {
  /** "seizures#do-not" */
  id: string;
  topicId: string;
  topicTitle: string;
  heading: string;
  /** The section's markdown body, without its heading. */
  body: string;
  items: GuideItem[];
  /** Position in the topic (0 = first section). */
  index: number;
}

export interface GuideTopic {
  id: string;
  /** The language the topic is written in. */
  lang: Lang;
  title: string;
  /** Short name for menus and links. */
  label: string;
  category: GuideCategory;
  /** Life-threatening: the key action names 911 and comes first in every answer. */
  urgent: boolean;
  source: string;
  sourceUrl: string;
  keywords: string[];
  /** The key action paragraph (markdown). */
  intro: string;
  sections: GuideSection[];
}

const CATEGORIES: GuideCategory[] = ["first-aid", "hazard", "preparedness", "cert"];

export function slugify(text: string) {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

function parseFrontMatter(source: string): { meta: Record<string, string>; content: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { meta: {}, content: source };
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) meta[line.slice(0, i).trim()] = line.slice(i + 1).trim();
  }
  return { meta, content: source.slice(match[0].length) };
}

/** Split a section body into list items (joining wrapped lines) or paragraphs. */
function splitItems(body: string): GuideItem[] {
  const items: GuideItem[] = [];
  let current: string | null = null;
  let kind: GuideItem["kind"] = "paragraph";
  const flush = () => {
    if (current !== null && current.trim()) items.push({ text: current.trim(), kind });
    current = null;
  };
  for (const line of body.split(/\r?\n/)) {
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (bullet || numbered) {
      flush();
      kind = numbered ? "step" : "bullet";
      current = (bullet ?? numbered)![1]!;
    } else if (!line.trim()) {
      flush();
    } else if (current === null) {
      kind = "paragraph";
      current = line.trim();
    } else {
      current = `${current} ${line.trim()}`;
    }
  }
  flush();
  return items;
}

export function parseTopic(id: string, source: string, lang: Lang = "en"): GuideTopic {
  const { meta, content } = parseFrontMatter(source);
  let title = meta.title ?? id;
  const introLines: string[] = [];
  const sections: GuideSection[] = [];
  let heading: string | null = null;
  let bodyLines: string[] = [];
  const flushSection = () => {
    if (heading === null) return;
    const body = bodyLines.join("\n").trim();
    sections.push({
      id: `${id}#${slugify(heading)}`,
      topicId: id,
      topicTitle: title,
      heading,
      body,
      items: splitItems(body),
      index: sections.length,
    });
  };
  for (const line of content.split(/\r?\n/)) {
    const h1 = /^#\s+(.+)$/.exec(line);
    const h2 = /^##\s+(.+)$/.exec(line);
    if (h1 && !meta.title) title = h1[1]!.trim();
    else if (h2) {
      flushSection();
      heading = h2[1]!.trim();
      bodyLines = [];
    } else if (heading === null) {
      if (!h1) introLines.push(line);
    } else bodyLines.push(line);
  }
  flushSection();
  for (const s of sections) s.topicTitle = title;
  const category = (CATEGORIES as string[]).includes(meta.category ?? "")
    ? (meta.category as GuideCategory)
    : "preparedness";
  return {
    id,
    lang,
    title,
    label: meta.label || title,
    category,
    urgent: /^(yes|true)$/i.test(meta.urgent ?? ""),
    source: meta.source ?? "",
    sourceUrl: meta.sourceUrl ?? "",
    keywords: (meta.keywords ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean),
    intro: introLines.join("\n").trim(),
    sections,
  };
}

/**
 * The synonym table (content/guide/synonyms.txt): one line per group, "words => expansion".
 * A question containing any of the words (as a phrase) is searched with the expansion added.
 */
export interface SynonymRule {
  phrases: string[];
  expansion: string;
  /** Words that only say who or where ("baby", "my office"): they count for less in the search. */
  weak?: boolean;
}

export function parseSynonyms(source: string): SynonymRule[] {
  const rules: SynonymRule[] = [];
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, "").trim();
    if (line.startsWith("weak:")) {
      // "weak: baby, kid, ..." words that say who is involved rather than what is happening.
      const words = line
        .slice(5)
        .split(",")
        .map((w) => w.trim())
        .filter(Boolean);
      if (words.length) rules.push({ phrases: words, expansion: "", weak: true });
      continue;
    }
    const i = line.indexOf("=>");
    if (!line || i < 0) continue;
    const phrases = line
      .slice(0, i)
      .split(",")
      .map((p) => p.trim())
      .filter(Boolean);
    const expansion = line.slice(i + 2).trim();
    if (phrases.length && expansion) rules.push({ phrases, expansion });
  }
  return rules;
}
