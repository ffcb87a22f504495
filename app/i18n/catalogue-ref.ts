// What a loader's `i18n` holds, and how a page turns it into messages (decision 039). Client-safe.
//
// On a document request a loader returns a reference to catalogue scripts, not the messages: the
// page loads each script (`/i18n/<lang>/<bundle>.<hash>.js`, immutable, cached by the browser and
// the service worker) with a `<script src>` before Remix's own scripts, and the script registers
// its messages in `window.__i18n` under its id. On a data request (`?_data=`: a client navigation,
// a revalidation after a form) the loader returns the messages themselves, which the page needs at
// once. The server renders a reference from its own catalogues (`setCatalogueSource`, installed by
// ~/i18n/catalogue-scripts.server).
import type { Messages } from "./translate";

/** The catalogue scripts' ids, like `es/admin.3fa9c1d2e0`: language, bundle and content hash. */
export interface CatalogueRef {
  $catalogues: string[];
}

/** A loader's `i18n`: the messages (data requests) or a reference to catalogue scripts (documents). */
export type LoaderMessages = Messages | CatalogueRef;

declare global {
  interface Window {
    /** Filled by the catalogue scripts: id to messages. */
    __i18n?: Record<string, Messages>;
  }
}

export function isCatalogueRef(value: unknown): value is CatalogueRef {
  return typeof value === "object" && value !== null && Array.isArray((value as Partial<CatalogueRef>).$catalogues);
}

/** Where a catalogue script is served (app/routes/i18n.$lang.$file.ts). */
export function catalogueScriptSrc(id: string) {
  return `/i18n/${id}.js`;
}

type Source = (id: string) => Messages | undefined;

/** In the browser: what the catalogue scripts registered. */
export const browserCatalogueSource: Source = (id) => (typeof window === "undefined" ? undefined : window.__i18n?.[id]);
let source: Source = browserCatalogueSource;

/** The server's catalogues answer references during its render (set once, at import, on the server). */
export function setCatalogueSource(next: Source) {
  source = next;
}

/**
 * The messages objects a loader's `i18n` stands for, in order; an empty list when there is none, or
 * when a referenced script has not registered its messages (the page then shows keys, which
 * `missingCatalogues` lets the browser entry avoid before it hydrates). No copy is made: callers
 * look a key up in each part.
 */
export function messageParts(value: LoaderMessages | null | undefined): Messages[] {
  if (!value) return [];
  if (!isCatalogueRef(value)) return [value];
  const parts: Messages[] = [];
  for (const id of value.$catalogues) {
    const messages = source(id);
    if (messages) parts.push(messages);
  }
  return parts;
}

/** One text of a loader's `i18n` (for `meta` functions, which cannot call `useT`). */
export function messageOf(value: LoaderMessages | null | undefined, key: string): string | undefined {
  for (const part of messageParts(value)) {
    if (Object.prototype.hasOwnProperty.call(part, key)) return part[key];
  }
  return undefined;
}

/** The catalogue script ids referenced by some loaders' data (each loader's `i18n`), each once. */
export function referencedCatalogues(loaderData: Iterable<unknown>): string[] {
  const ids = new Set<string>();
  for (const data of loaderData) {
    const i18n = typeof data === "object" && data !== null ? (data as { i18n?: unknown }).i18n : undefined;
    if (isCatalogueRef(i18n)) for (const id of i18n.$catalogues) ids.add(id);
  }
  return [...ids];
}

/** Of `ids`, those no catalogue script has registered in this browser yet. */
export function missingCatalogues(ids: string[]): string[] {
  return ids.filter((id) => !source(id));
}
