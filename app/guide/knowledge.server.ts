import fs from "node:fs";
import path from "node:path";

/**
 * The knowledge base: markdown files in app/content/guide, one topic per file, split into `##`
 * sections. They are read from disk at runtime (relative to the working directory, which is the
 * repo root both for the built server and for vitest) and kept in memory after the first read.
 */

export interface GuideSection {
  /** "emergency-kits#go-bag-for-evacuation" */
  id: string;
  topicId: string;
  topicTitle: string;
  heading: string;
  /** The section's markdown body, without its heading. */
  body: string;
  /** Bullet points, numbered steps or paragraphs, in order, as markdown. */
  items: GuideItem[];
  keywords: string[];
}

export interface GuideItem {
  text: string;
  kind: "bullet" | "step" | "paragraph";
}

export interface GuideTopic {
  id: string;
  title: string;
  keywords: string[];
  intro: string;
  sections: GuideSection[];
}

export function guideContentDir() {
  return process.env.GUIDE_CONTENT_DIR || path.join(process.cwd(), "app", "content", "guide");
}

function slug(text: string) {
  return text
    .toLowerCase()
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

export function parseTopic(id: string, source: string): GuideTopic {
  const { meta, content } = parseFrontMatter(source);
  const lines = content.split(/\r?\n/);
  let title = meta.title ?? id;
  const keywords = (meta.keywords ?? "")
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
  const introLines: string[] = [];
  const sections: GuideSection[] = [];
  let heading: string | null = null;
  let bodyLines: string[] = [];
  const flushSection = () => {
    if (heading === null) return;
    const body = bodyLines.join("\n").trim();
    const items = splitItems(body);
    sections.push({
      id: `${id}#${slug(heading)}`,
      topicId: id,
      topicTitle: title,
      heading,
      body,
      items,
      keywords,
    });
  };
  for (const line of lines) {
    const h1 = /^#\s+(.+)$/.exec(line);
    const h2 = /^##\s+(.+)$/.exec(line);
    if (h1 && !meta.title) {
      title = h1[1]!.trim();
    } else if (h2) {
      flushSection();
      heading = h2[1]!.trim();
      bodyLines = [];
    } else if (heading === null) {
      if (!h1) introLines.push(line);
    } else {
      bodyLines.push(line);
    }
  }
  flushSection();
  for (const s of sections) s.topicTitle = title;
  return { id, title, keywords, intro: introLines.join("\n").trim(), sections };
}

export function loadTopicsFromDir(dir: string): GuideTopic[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => parseTopic(f.replace(/\.md$/, ""), fs.readFileSync(path.join(dir, f), "utf8")));
}

let cached: { dir: string; topics: GuideTopic[] } | null = null;

/** All topics, read once per process (per content directory). */
export function getGuideTopics(): GuideTopic[] {
  const dir = guideContentDir();
  if (!cached || cached.dir !== dir) cached = { dir, topics: loadTopicsFromDir(dir) };
  return cached.topics;
}
