// Catalogue scripts (decision 039): a document's loaders refer to immutable, content-named scripts
// instead of sending the messages; data requests send the messages; the server's render and the
// browser resolve a reference to the very messages the loader would have sent.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import vm from "node:vm";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { messagesFor, NAMESPACES } from "~/i18n/catalogue.server";
import {
  browserCatalogueSource,
  isCatalogueRef,
  messageOf,
  messageParts,
  missingCatalogues,
  referencedCatalogues,
  setCatalogueSource,
  type CatalogueRef,
} from "~/i18n/catalogue-ref";
import {
  catalogueScript,
  catalogueScriptFor,
  loaderMessages,
  rootLoaderMessages,
  serverCatalogueSource,
} from "~/i18n/catalogue-scripts.server";
import { LANGUAGES } from "~/i18n/config";
import { DOCUMENT_REQUEST_HEADER, getI18n } from "~/i18n/i18n.server";
import { rootMessages } from "~/i18n/public-form-messages.server";
import type { Messages } from "~/i18n/translate";
import { loader as scriptLoader } from "~/routes/i18n.$lang.$file";
import { createRemixRequest } from "../../server/index.js";

/** What a browser does with a catalogue script: run it, then read `self.__i18n`. */
function runScript(body: string): Record<string, Messages> {
  const self: { __i18n?: Record<string, Messages> } = {};
  vm.runInNewContext(body, { self, JSON });
  return self.__i18n ?? {};
}

/** The messages a reference stands for, merged as the page's lookup answers them. */
function merged(parts: Messages[]): Messages {
  return Object.assign({}, ...parts) as Messages;
}

afterEach(() => setCatalogueSource(serverCatalogueSource));

describe("loader messages", () => {
  it("a document gets a reference; a data request the messages, for every language and namespace", () => {
    for (const lang of LANGUAGES) {
      for (const ns of NAMESPACES) {
        const data = loaderMessages(lang, false, [ns]);
        expect(isCatalogueRef(data)).toBe(false);
        expect(data).toEqual(messagesFor(lang, ns));
        const ref = loaderMessages(lang, true, [ns]);
        expect(isCatalogueRef(ref)).toBe(true);
        // English pages carry no validation texts either way (the schemas' English is shown).
        if (lang === "en" && ns === "validation") expect((ref as CatalogueRef).$catalogues).toEqual([]);
        else
          expect((ref as CatalogueRef).$catalogues).toEqual([expect.stringMatching(`^${lang}/${ns}\\.[0-9a-f]{12}$`)]);
        // The server's render reads through the reference the same messages.
        expect(merged(messageParts(ref))).toEqual(messagesFor(lang, ns));
      }
    }
  });

  it("several namespaces and root's bundle resolve to what the loader would have sent", () => {
    for (const lang of LANGUAGES) {
      const ref = loaderMessages(lang, true, ["content", "validation"]);
      expect(merged(messageParts(ref))).toEqual(messagesFor(lang, "content", "validation"));
      expect(rootLoaderMessages(lang, false)).toBe(rootMessages(lang));
      const root = rootLoaderMessages(lang, true) as CatalogueRef;
      expect(root.$catalogues).toEqual([expect.stringMatching(`^${lang}/root\\.[0-9a-f]{12}$`)]);
      expect(merged(messageParts(root))).toEqual(rootMessages(lang));
      expect(messageOf(root, "common.meta.title")).toBe(rootMessages(lang)["common.meta.title"]);
      expect(messageOf(root, "no.such.key")).toBeUndefined();
      // The same reference each time: a page's render compares its parts by identity.
      expect(rootLoaderMessages(lang, true)).toBe(root);
    }
  });

  it("plain messages pass through; nothing gives no parts", () => {
    const messages = { "x.a": "A" };
    expect(messageParts(messages)).toEqual([messages]);
    expect(messageParts(messages)[0]).toBe(messages);
    expect(messageParts(undefined)).toEqual([]);
    expect(messageParts(null)).toEqual([]);
    expect(messageOf(messages, "x.a")).toBe("A");
    expect(messageOf(undefined, "x.a")).toBeUndefined();
  });
});

describe("catalogue scripts", () => {
  it("each script registers exactly its bundle's messages under its id", () => {
    for (const lang of LANGUAGES) {
      for (const bundle of [...NAMESPACES, "root"] as const) {
        const script = catalogueScript(lang, bundle);
        const registered = runScript(script.body);
        expect(Object.keys(registered)).toEqual([script.id]);
        expect(registered[script.id]).toEqual(bundle === "root" ? rootMessages(lang) : messagesFor(lang, bundle));
        expect(script.src).toBe(`/i18n/${script.id}.js`);
      }
    }
  });

  it("names differ between languages and bundles, and a script keeps its name", () => {
    const ids = new Set<string>();
    for (const lang of LANGUAGES)
      for (const bundle of [...NAMESPACES, "root"] as const) ids.add(catalogueScript(lang, bundle).id);
    expect(ids.size).toBe(LANGUAGES.length * (NAMESPACES.length + 1));
    expect(catalogueScript("es", "admin")).toBe(catalogueScript("es", "admin"));
  });

  it("the route serves a current name for a year and refuses any other name", async () => {
    const script = catalogueScript("fr", "dashboard");
    const [lang, file] = script.id.split("/") as [string, string];
    const serve = (l: string, f: string) =>
      scriptLoader({ params: { lang: l, file: f }, request: new Request("http://x/"), context: {} });
    const ok = await serve(lang, `${file}.js`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(ok.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(runScript(await ok.text())[script.id]).toEqual(messagesFor("fr", "dashboard"));
    expect(catalogueScriptFor(lang, `${file}.js`)).toBe(script);
    const stale = `${file.replace(/\.[0-9a-f]{12}$/, ".000000000000")}.js`;
    for (const [l, f] of [
      [lang, stale],
      ["de", `${file}.js`],
      ["es", `${file}.js`],
      [lang, "nosuch.0123456789ab.js"],
      [lang, `${file}`],
      [lang, "../../etc/passwd"],
    ] as const) {
      const refused = await serve(l, f);
      expect(refused.status, `${l}/${f}`).toBe(404);
      expect(refused.headers.get("Cache-Control")).toBe("no-store");
    }
  });
});

describe("in the browser", () => {
  it("references resolve from what the scripts registered; missing ones are named", () => {
    const window = { __i18n: {} as Record<string, Messages> };
    const root = rootLoaderMessages("es", true) as CatalogueRef;
    const page = loaderMessages("es", true, ["admin", "validation"]) as CatalogueRef;
    const [rootId] = root.$catalogues;
    Object.assign(globalThis, { window });
    try {
      setCatalogueSource(browserCatalogueSource);
      const loaderData = [{ i18n: root, user: null }, null, { i18n: page }, { i18n: { "x.a": "A" } }, "text"];
      const ids = referencedCatalogues(loaderData);
      expect(ids).toEqual([...root.$catalogues, ...page.$catalogues]);
      expect(missingCatalogues(ids)).toEqual(ids);
      expect(messageParts(root)).toEqual([]);
      Object.assign(window.__i18n, runScript(catalogueScript("es", "root").body));
      expect(missingCatalogues(ids)).toEqual(page.$catalogues);
      expect(messageParts(root)[0]).toBe(window.__i18n[rootId!]);
      for (const id of page.$catalogues) {
        const [lang, file] = id.split("/") as [string, string];
        Object.assign(window.__i18n, runScript(catalogueScriptFor(lang, `${file}.js`)!.body));
      }
      expect(missingCatalogues(ids)).toEqual([]);
      expect(merged(messageParts(page))).toEqual(messagesFor("es", "admin", "validation"));
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});

describe("which requests are documents", () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const app = express();
    app.all("*", async (req, res) => {
      const request = createRemixRequest(req, res);
      const i18n = await getI18n(request);
      res.json({ header: request.headers.get(DOCUMENT_REQUEST_HEADER), ref: isCatalogueRef(i18n.messages("auth")) });
    });
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  async function get(path: string, headers: Record<string, string> = {}) {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return (await response.json()) as { header: string | null; ref: boolean };
  }

  it("the server marks every request without ?_data, and only those, whatever the client sends", async () => {
    expect(await get("/auth/login")).toEqual({ header: "1", ref: true });
    expect(await get("/auth/login?_data=routes%2Fauth.login")).toEqual({ header: null, ref: false });
    expect(await get("/auth/login?_data=root", { [DOCUMENT_REQUEST_HEADER]: "1" })).toEqual({
      header: null,
      ref: false,
    });
    expect(await get("/auth/login", { [DOCUMENT_REQUEST_HEADER]: "0" })).toEqual({ header: "1", ref: true });
  });

  it("a request nobody marked (a test calling a loader) gets the messages", async () => {
    const i18n = await getI18n(new Request("http://x/auth/login", { headers: { "Accept-Language": "fr" } }));
    expect(i18n.messages("auth")).toEqual(messagesFor("fr", "auth"));
    expect(i18n.rootMessages()).toBe(rootMessages("fr"));
  });
});
