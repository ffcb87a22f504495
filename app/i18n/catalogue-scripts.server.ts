// The catalogue scripts (decision 039): each bundle of messages (a namespace, or root's `common`
// plus the public forms' texts) in each language as a small script that registers it in
// `window.__i18n`, named by a hash of its content so the browser and the service worker keep it for
// good. A document's loaders return references to these (`{ $catalogues: [ids] }`) instead of the
// messages; data requests get the messages themselves (see `loaderMessages`).
import crypto from "node:crypto";
import { messagesFor, NAMESPACES, type Namespace } from "./catalogue.server";
import { catalogueScriptSrc, setCatalogueSource, type CatalogueRef, type LoaderMessages } from "./catalogue-ref";
import { isLanguage, type Lang } from "./config";
import { rootMessages } from "./public-form-messages.server";
import type { Messages } from "./translate";

/** A namespace, or `root`: what the root loader sends on every page (`rootMessages`). */
export type Bundle = Namespace | "root";

const BUNDLES: readonly string[] = [...NAMESPACES, "root"];

/** Bumped when the script's wrapper changes, so a browser never keeps an old wrapper under a new name. */
const FORMAT = "1";

export interface CatalogueScript {
  /** `es/admin.3fa9c1d2e0` */
  id: string;
  src: string;
  messages: Messages;
  body: string;
}

const scripts = new Map<string, CatalogueScript>();
const byId = new Map<string, CatalogueScript>();

function bundleMessages(lang: Lang, bundle: Bundle): Messages {
  return bundle === "root" ? rootMessages(lang) : messagesFor(lang, bundle);
}

/** A bundle's script in a language, built once per process (the catalogues do not change while it runs). */
export function catalogueScript(lang: Lang, bundle: Bundle): CatalogueScript {
  const key = `${lang}/${bundle}`;
  let script = scripts.get(key);
  if (!script) {
    const messages = bundleMessages(lang, bundle);
    const json = JSON.stringify(messages);
    const hash = crypto.createHash("sha256").update(FORMAT).update(json).digest("hex").slice(0, 12);
    const id = `${key}.${hash}`;
    // JSON.parse of a string literal is quicker for the browser than the same object as a literal.
    const body = `(self.__i18n=self.__i18n||{})[${JSON.stringify(id)}]=JSON.parse(${JSON.stringify(json)});\n`;
    script = { id, src: catalogueScriptSrc(id), messages, body };
    scripts.set(key, script);
    byId.set(id, script);
  }
  return script;
}

/** On the server: the scripts this process made (every reference its loaders returned). */
export const serverCatalogueSource = (id: string) => byId.get(id)?.messages;

// The server's render resolves references from the same catalogues.
setCatalogueSource(serverCatalogueSource);

/**
 * The script a `/i18n/<lang>/<bundle>.<hash>.js` request names, or null: an unknown language or
 * bundle, or a hash that is not this build's (a page from an older deploy; answered 404, never the
 * current messages under an old name, which the browser would then keep for good).
 */
export function catalogueScriptFor(lang: string, file: string): CatalogueScript | null {
  const match = /^([a-z]+)\.([0-9a-f]{12})\.js$/.exec(file);
  if (!match || !isLanguage(lang) || !BUNDLES.includes(match[1]!)) return null;
  const script = catalogueScript(lang, match[1] as Bundle);
  return script.id === `${lang}/${match[1]}.${match[2]}` ? script : null;
}

const refs = new Map<string, CatalogueRef>();

function refTo(lang: Lang, bundles: Bundle[]): CatalogueRef {
  const key = `${lang}|${bundles.join(",")}`;
  let ref = refs.get(key);
  if (!ref) {
    ref = { $catalogues: bundles.map((bundle) => catalogueScript(lang, bundle).id) };
    refs.set(key, ref);
  }
  return ref;
}

/**
 * What a loader returns as `i18n`: on a document request (`document`), a reference to the
 * namespaces' scripts, which the page loads before its own scripts; on a data request, the messages
 * themselves (a client navigation needs them at once). English pages carry no `validation`
 * namespace (see `messagesFor`).
 */
export function loaderMessages(lang: Lang, document: boolean, namespaces: Namespace[]): LoaderMessages {
  if (!document) return messagesFor(lang, ...namespaces);
  return refTo(lang, lang === "en" ? namespaces.filter((ns) => ns !== "validation") : namespaces);
}

/** The root loader's `i18n` (`rootMessages`: `common` and the public forms' texts), the same way. */
export function rootLoaderMessages(lang: Lang, document: boolean): LoaderMessages {
  return document ? refTo(lang, ["root"]) : rootMessages(lang);
}
