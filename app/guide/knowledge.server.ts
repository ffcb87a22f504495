import fs from "node:fs";
import path from "node:path";
import { parseSynonyms, parseTopic, type GuideTopic, type SynonymRule } from "./parse";

export type { GuideItem, GuideSection, GuideTopic, SynonymRule } from "./parse";

/**
 * Reads the knowledge base (markdown topics and the synonym table in app/content/guide) from disk
 * at runtime, relative to the working directory (the repo root for the built server and for
 * vitest), and keeps it in memory after the first read.
 */

export function guideContentDir() {
  return process.env.GUIDE_CONTENT_DIR || path.join(process.cwd(), "app", "content", "guide");
}

export function loadTopicsFromDir(dir: string): GuideTopic[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md") && !f.startsWith("_"))
    .sort()
    .map((f) => parseTopic(f.replace(/\.md$/, ""), fs.readFileSync(path.join(dir, f), "utf8")));
}

function loadSynonymsFromDir(dir: string): SynonymRule[] {
  const file = path.join(dir, "synonyms.txt");
  return fs.existsSync(file) ? parseSynonyms(fs.readFileSync(file, "utf8")) : [];
}

let cached: { dir: string; topics: GuideTopic[]; synonyms: SynonymRule[] } | null = null;

function load() {
  const dir = guideContentDir();
  if (!cached || cached.dir !== dir)
    cached = { dir, topics: loadTopicsFromDir(dir), synonyms: loadSynonymsFromDir(dir) };
  return cached;
}

/** All topics, read once per process (per content directory). */
export function getGuideTopics(): GuideTopic[] {
  return load().topics;
}

export function getGuideSynonyms(): SynonymRule[] {
  return load().synonyms;
}

export function getGuideTopic(id: string): GuideTopic | undefined {
  return load().topics.find((t) => t.id === id);
}
