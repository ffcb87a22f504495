import { answerQuestion, createKnowledge, type GuideKnowledge } from "~/guide/offline";
import { isLanguage, LANGUAGES, type Lang } from "~/i18n/config";
import { createT, type TFunction } from "~/i18n/translate";
import type { GuideKnowledgeFile } from "./guide-knowledge.server";

/**
 * The offline guide in the browser (issue 19 item 6). Loaded lazily, only when a question cannot
 * reach the server: it fetches /guide/knowledge.json (the service worker keeps it), builds the
 * same knowledge bases the server builds and answers with the same code (`answerQuestion` in
 * app/guide/offline.ts), then renders the answer's small markdown (paragraphs, headings, lists,
 * bold, links) to escaped HTML.
 */

interface Loaded {
  knowledge: (lang: Lang) => GuideKnowledge | undefined;
  texts: (lang: Lang) => TFunction;
}

let loaded: { url: string; promise: Promise<Loaded> } | null = null;

async function fetchKnowledge(url: string): Promise<GuideKnowledgeFile> {
  const response = await fetch(url, { credentials: "omit" });
  if (!response.ok) throw new Error(`knowledge ${response.status}`);
  return (await response.json()) as GuideKnowledgeFile;
}

function build(file: GuideKnowledgeFile): Loaded {
  const english = file.content.en?.topics ?? [];
  const bases = new Map<Lang, GuideKnowledge>();
  for (const lang of LANGUAGES) {
    const c = file.content[lang];
    if (c) bases.set(lang, createKnowledge(lang, c.topics, c.synonyms, { stubs: c.stubs, english, cards: file.cards }));
  }
  const texts = new Map(LANGUAGES.map((lang) => [lang, createT(lang, file.messages[lang] ?? {})]));
  return { knowledge: (lang) => bases.get(lang), texts: (lang) => texts.get(lang)! };
}

function load(url: string) {
  if (!loaded || loaded.url !== url) {
    const promise = fetchKnowledge(url).then(build);
    // A failed load (not saved yet) is tried again next time.
    promise.catch(() => (loaded = null));
    loaded = { url, promise };
  }
  return loaded.promise;
}

/** Fetches the knowledge base while online so the service worker keeps a copy for offline use. */
export async function keepKnowledge(url: string) {
  await fetchKnowledge(url);
}

export async function answerInBrowser(
  url: string,
  question: string,
  pageLang: string,
): Promise<{ markdown: string; html: string }> {
  const { knowledge, texts } = await load(url);
  const answer = answerQuestion(question, { pageLang: isLanguage(pageLang) ? pageLang : "en", knowledge, texts });
  return { markdown: answer.markdown, html: markdownToHtml(answer.markdown) };
}

/**
 * `escapeHtml` of app/utils/html.ts, copied: imported, it would split that module's chunk, one more
 * script on the overview and readiness pages (see there). `&#39;` for `'` reads the same in innerHTML.
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Relative links and http(s)/mailto only, as on the server (markdown.server.tsx). */
function safeHref(href: string) {
  return /^(\/(?!\/)|#|https?:|mailto:)/i.test(href) ? href : "";
}

/** Bold and links inside a line; everything else is escaped text. */
function inline(text: string): string {
  let out = "";
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    out += escapeHtml(text.slice(last, match.index));
    if (match[1] !== undefined) out += `<strong>${inline(match[1])}</strong>`;
    else {
      const href = safeHref(match[3]!);
      const label = inline(match[2]!);
      const external = /^https?:/i.test(href);
      out += !href
        ? `<span>${label}</span>`
        : `<a href="${escapeHtml(href)}"${external ? ' target="_blank" rel="noopener noreferrer nofollow"' : ""}>${label}</a>`;
    }
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

type Run = { kind: "ol" | "ul" | "p"; lines: string[] };

/** The markdown the answerer writes: headings, numbered and bulleted lists, paragraphs (blank-line separated). */
export function markdownToHtml(markdown: string): string {
  const html: string[] = [];
  const runs: Run[] = [];
  const flush = () => {
    for (const run of runs.splice(0)) {
      if (run.kind === "p") html.push(`<p>${inline(run.lines.join(" "))}</p>`);
      else html.push(`<${run.kind}>${run.lines.map((l) => `<li>${inline(l)}</li>`).join("")}</${run.kind}>`);
    }
  };
  for (const line of markdown.split("\n")) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const step = /^\s*\d+\.\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      flush();
    } else if (heading) {
      flush();
      html.push(`<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>`);
    } else {
      const kind = step ? "ol" : bullet ? "ul" : "p";
      const text = step ? step[1]! : bullet ? bullet[1]! : line.trim();
      const open = runs.at(-1);
      if (open && open.kind === kind) open.lines.push(text);
      else runs.push({ kind, lines: [text] });
    }
  }
  flush();
  return html.join("\n");
}
