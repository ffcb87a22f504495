/* global self, caches */
/* The offline go-kit's service worker (issue 19; docs/i18n-and-offline.md). Hand-written and small:
 * - /build/* and the catalogue scripts /i18n/* (fingerprinted, decision 039): cache first.
 * - Pages and Remix data: network first; a copy is kept of the public guide pages and, per signed-in
 *   user, of their go-kit and household plan. Offline: the copy, else the /offline page.
 * - Personal copies live in a cache named after the user. Each page tells the worker who is signed
 *   in; any other user's cache (or every one, after sign-out) is deleted before anything is served.
 * - The guide's knowledge base (/guide/knowledge.json?v=<hash>, versioned): cache first; a new version
 *   replaces the old one; offline with no copy of that version, the one kept.
 * - Forms are not touched here: the page queues them offline (app/offline/queue.client.ts).
 * - Call-out alerts by Web Push (decision 034): `push` shows the notification the server composed;
 *   its Available / Unavailable actions post the reply to the member's reply link (the token is the
 *   credential, as in an SMS: no sign-in); a plain tap opens the reply page. Signing out unsubscribes
 *   this browser, so a shared phone stops showing the last member's call-outs.
 */
const SHELL = "shell-v1";
const ASSETS = "assets-v1";
const PAGES = "pages-v1";
const PERSONAL = "personal-";
const KEEP = [SHELL, ASSETS, PAGES];
const PERSONAL_PATH = /^\/go-kit(\/plan)?\/?$/;
const PUBLIC_PATH = /^\/guide((\/topics(\/[a-z0-9-]+)?)?\/?|\/knowledge\.json)$/;
const KNOWLEDGE = "/guide/knowledge.json";
const FILE_BUDGET = 5 * 1024 * 1024;

let userId; // undefined: not told yet (read back from the shell cache)

async function currentUser() {
  if (userId !== undefined) return userId;
  const saved = await (await caches.open(SHELL)).match("/__sw/user");
  userId = saved ? (await saved.json()).id : null;
  return userId;
}

async function setUser(id) {
  userId = id || null;
  await (await caches.open(SHELL)).put("/__sw/user", new Response(JSON.stringify({ id: userId })));
  const keep = userId ? PERSONAL + userId : null;
  for (const name of await caches.keys()) if (name.startsWith(PERSONAL) && name !== keep) await caches.delete(name);
}

function kindOf(url) {
  if (url.origin !== self.location.origin) return null;
  if (PERSONAL_PATH.test(url.pathname)) return "personal";
  if (PUBLIC_PATH.test(url.pathname)) return "public";
  return null;
}

async function cacheFor(kind) {
  if (kind === "public") return caches.open(PAGES);
  const id = await currentUser();
  return id ? caches.open(PERSONAL + id) : null;
}

/**
 * The offline page is fetched as a visitor (no cookies: it must not carry anyone's name), in the
 * language the page asked for, and kept under "/offline", with the language it came in (its
 * `<html lang>`) under "/__sw/offline-lang".
 */
async function cacheOfflinePage(cache, lang) {
  const response = await fetch(lang ? `/offline?lng=${encodeURIComponent(lang)}` : "/offline", { credentials: "omit" });
  if (!response.ok) throw new Error(String(response.status));
  const html = await response.clone().text();
  await keepAssets(html);
  await cache.put("/offline", response);
  const kept = /<html[^>]*\slang="([^"]*)"/.exec(html);
  await cache.put("/__sw/offline-lang", new Response(kept ? kept[1] : ""));
}

let offlinePageTurn = Promise.resolve();

/**
 * Every page says which language its reader has. The kept offline page is fetched again only when
 * it is in another one: not on a first visit whose install already fetched it in that language
 * (the page would otherwise be downloaded twice), and again after an update re-fetched it in the
 * browser's language rather than the reader's. One request at a time: two tabs asking at once fetch
 * it once.
 */
function offlinePageIn(lang) {
  const turn = offlinePageTurn.then(() => keepOfflinePageIn(lang));
  offlinePageTurn = turn.catch(() => {});
  return turn;
}

async function keepOfflinePageIn(lang) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match("/__sw/offline-lang");
  if (kept && (await kept.text()) === lang && (await cache.match("/offline"))) return;
  await cacheOfflinePage(cache, lang);
}

/** Keeps the scripts (its catalogue scripts too) and styles a page loads, so it also runs (hydrates) offline. */
async function keepAssets(html) {
  const cache = await caches.open(ASSETS);
  for (const match of new Set([...html.matchAll(/\/(?:build|i18n)\/[^"'\s)]+\.(?:js|css)/g)].map((m) => m[0]))) {
    if (!(await cache.match(match))) await cache.add(match).catch(() => {});
  }
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) =>
        Promise.all([cacheOfflinePage(cache, null), cache.addAll(["/manifest.webmanifest", "/icons/icon.svg"])]),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => !KEEP.includes(n) && !n.startsWith(PERSONAL)).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(event, request, url) {
  const kind = kindOf(url);
  try {
    const response = await fetch(request);
    if (kind && response.ok && !response.redirected) {
      const cache = await cacheFor(kind);
      if (cache) await cache.put(request, response.clone());
      // A kept page also keeps its scripts and styles, so it runs offline once visited.
      if (cache && request.mode === "navigate")
        event.waitUntil(
          response
            .clone()
            .text()
            .then(keepAssets)
            .catch(() => {}),
        );
    }
    return response;
  } catch (error) {
    if (kind) {
      const cache = await cacheFor(kind);
      const copy = cache && (await cache.match(request));
      if (copy) return copy;
    }
    if (request.mode === "navigate") {
      // Sent to /offline rather than shown here: the page's scripts must see the URL it was made for.
      if (url.pathname !== "/offline") return Response.redirect("/offline", 303);
      const offline = await (await caches.open(SHELL)).match("/offline");
      if (offline) return offline;
    }
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The knowledge base: each version never changes, so a kept copy is served without asking. */
async function knowledge(request) {
  const cache = await caches.open(PAGES);
  const hit = await cache.match(request);
  if (hit) return hit;
  try {
    const response = await fetch(request);
    if (response.ok) {
      for (const old of await cache.keys()) if (new URL(old.url).pathname === KNOWLEDGE) await cache.delete(old);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await cache.match(KNOWLEDGE, { ignoreSearch: true });
    if (kept) return kept;
    throw error;
  }
}

async function fromAnyCache(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const id = await currentUser();
    const copy =
      (await caches.match(request, { cacheName: PAGES })) ||
      (id && (await caches.match(request, { cacheName: PERSONAL + id })));
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === "/sw.js") return;
  if (url.pathname.startsWith("/build/") || url.pathname.startsWith("/i18n/")) event.respondWith(cacheFirst(request));
  else if (url.pathname === KNOWLEDGE) event.respondWith(knowledge(request));
  else if (request.mode === "navigate" || url.searchParams.has("_data"))
    event.respondWith(networkFirst(event, request, url));
  else event.respondWith(fromAnyCache(request));
});

/** How many pages are fetched at once while saving: quick on a good line, gentle on a poor one. */
const SAVE_PARALLEL = 4;

/**
 * Fetches and keeps pages (and the scripts and styles they load) for offline use, a few at a time,
 * telling `progress(done, total)` after each one so the page can show how far it has got.
 */
async function save(urls, fileUrls, progress) {
  let saved = 0;
  let failed = 0;
  let done = 0;
  const total = urls.length + (fileUrls || []).length;
  const personal = await cacheFor("personal");
  const jobs = [
    ...urls.map((path) => async () => {
      const url = new URL(path, self.location.origin);
      const kind = kindOf(url);
      const cache = kind ? await cacheFor(kind) : null;
      try {
        const response = await fetch(url, { credentials: "same-origin" });
        if (!response.ok || response.redirected || !cache) throw new Error(String(response.status));
        await keepAssets(await response.clone().text());
        await cache.put(url, response);
        saved++;
      } catch {
        failed++;
      }
    }),
    ...(fileUrls || []).map((path) => async () => {
      try {
        const response = await fetch(path, { credentials: "same-origin" });
        const size = Number(response.headers.get("content-length") || 0);
        if (response.ok && personal && size <= FILE_BUDGET) await personal.put(path, response);
      } catch {
        failed++;
      }
    }),
  ];
  let next = 0;
  async function worker() {
    while (next < jobs.length) {
      const job = jobs[next++];
      await job();
      done++;
      progress(done, total);
    }
  }
  await Promise.all(Array.from({ length: Math.min(SAVE_PARALLEL, jobs.length) }, worker));
  return { saved, failed };
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  const reply = (value) => event.ports[0] && event.ports[0].postMessage(value);
  if (data.type === "user") event.waitUntil(setUser(data.id).then(() => reply({ ok: true })));
  else if (data.type === "logout")
    event.waitUntil(Promise.all([setUser(null), unsubscribePush()]).then(() => reply({ ok: true })));
  else if (data.type === "save")
    event.waitUntil(
      save(data.urls || [], data.fileUrls, (done, total) => reply({ type: "progress", done, total })).then((result) =>
        reply({ type: "result", ...result }),
      ),
    );
  else if (data.type === "refresh-offline")
    event.waitUntil(
      offlinePageIn(data.lang).then(
        () => reply({ ok: true }),
        () => reply({ ok: false }),
      ),
    );
});

// ---- call-out alerts (Web Push) ----

const NOTIFICATION_ICON = "/icons/icon-192.png";

async function unsubscribePush() {
  const subscription = self.registration.pushManager && (await self.registration.pushManager.getSubscription());
  if (subscription) await subscription.unsubscribe().catch(() => {});
}

/** The payload the server composed (app/messaging/push.server.ts, PushPayload) as a notification. */
function showCallOut(payload) {
  const actions = Array.isArray(payload.actions) ? payload.actions : [];
  return self.registration.showNotification(payload.title || "CERT", {
    body: payload.body || "",
    tag: payload.tag || undefined,
    // A reminder or an update replaces the alert on the device, and still sounds.
    renotify: !!payload.tag,
    // A call-out waits for an answer instead of fading after a few seconds.
    requireInteraction: actions.length > 0,
    icon: NOTIFICATION_ICON,
    badge: NOTIFICATION_ICON,
    actions: actions.map((a) => ({ action: a.action, title: a.title })),
    data: { url: payload.url || null, done: payload.done || null, actions },
  });
}

self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(showCallOut(payload));
});

/**
 * Posts the reply to the member's reply link as the page's script would (`enhanced=1`, Remix's data
 * request, so the answer is JSON rather than a page), without cookies: the token in the link is the
 * credential. True when the server recorded it.
 */
async function postReply(url, reply) {
  const target = new URL(url);
  if (target.origin !== self.location.origin || !target.pathname.startsWith("/respond/")) return false;
  target.searchParams.set("_data", "routes/respond.$token");
  const body = new URLSearchParams({
    intent: "reply",
    reply,
    via: "push",
    enhanced: "1",
    // Guards against the same post arriving twice (app/models/idempotency.server.ts); each tap is its own.
    idempotencyKey: crypto.randomUUID(),
  });
  try {
    const response = await fetch(target, { method: "POST", body, credentials: "omit", redirect: "manual" });
    if (!response.ok) return false;
    const answer = await response.json();
    return !!(answer && answer.ok);
  } catch {
    return false;
  }
}

/** Opens the page (or brings a tab already showing it forward). */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open && "focus" in open) return open.focus();
  return self.clients.openWindow(url);
}

/**
 * A tap on a call-out: an action (Available / Unavailable) posts the reply and then says whether it
 * was recorded (a tap on that note opens the reply page); a plain tap opens the reply page.
 */
async function onNotificationClick(notification, action) {
  const data = notification.data || {};
  notification.close();
  const chosen = (data.actions || []).find((a) => a.action === action);
  if (!chosen || !data.url) return data.url ? openPage(data.url) : undefined;
  const ok = await postReply(data.url, chosen.action);
  const done = data.done || {};
  return self.registration.showNotification(notification.title, {
    body: `${chosen.title}: ${ok ? done.ok || "" : done.failed || ""}`,
    tag: notification.tag || undefined,
    icon: NOTIFICATION_ICON,
    data: { url: data.url, done: data.done, actions: [] },
  });
}

self.addEventListener("notificationclick", (event) => {
  event.waitUntil(onNotificationClick(event.notification, event.action));
});
