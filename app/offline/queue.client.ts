// The browser's offline form queue (issue 19). A form that carries a hidden `idempotencyKey` gets a
// fresh key at every submit; posted while offline it is kept in IndexedDB instead and replayed when
// the connection returns. The server applies a key once (app/models/idempotency.server.ts), so a
// replay that raced another tab, or a reply that was lost, never applies the form twice.

export interface QueuedForm {
  key: string;
  url: string;
  body: string;
  label: string;
  queuedAt: number;
  sentAt: number | null;
  failed: boolean;
}

const DB = "offline-forms";
const STORE = "queue";
const listeners = new Set<() => void>();

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "key" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(mode: IDBTransactionMode, fn: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = fn(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error);
  });
}

export const listQueued = () => withStore<QueuedForm[]>("readonly", (s) => s.getAll() as IDBRequest<QueuedForm[]>);
const putQueued = (item: QueuedForm) => withStore("readwrite", (s) => s.put(item));
const notify = () => listeners.forEach((fn) => fn());

export function onQueueChange(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Forgets everything queued (sign-out: another person must not send this person's forms). */
export async function clearQueue() {
  await withStore("readwrite", (s) => s.clear());
  notify();
}

function newKey() {
  return crypto.randomUUID().replace(/-/g, "");
}

let replaying = false;

/** Sends what is waiting, oldest first; stops at the first network failure (still offline). */
export async function replayQueue() {
  if (replaying || !navigator.onLine) return;
  replaying = true;
  try {
    const waiting = (await listQueued())
      .filter((item) => !item.sentAt && !item.failed)
      .sort((a, b) => a.queuedAt - b.queuedAt);
    for (const item of waiting) {
      let response: Response;
      try {
        response = await fetch(item.url, {
          method: "POST",
          body: item.body,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          credentials: "same-origin",
          redirect: "manual",
        });
      } catch {
        break;
      }
      if (response.status >= 500) break;
      // A redirect (plain form post) or 2xx means the server took it; 4xx will not get better.
      const ok = response.type === "opaqueredirect" || response.ok;
      await putQueued({ ...item, sentAt: ok ? Date.now() : null, failed: !ok });
      notify();
    }
  } finally {
    replaying = false;
  }
}

function onSubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") return;
  const keyInput = form.querySelector<HTMLInputElement>('input[name="idempotencyKey"]');
  if (!keyInput) return;
  keyInput.value = newKey();
  if (navigator.onLine) return;
  // Offline: keep it for later instead of letting Remix (or the browser) try and fail.
  event.preventDefault();
  event.stopImmediatePropagation();
  const data = new FormData(form, event.submitter);
  const body = new URLSearchParams();
  for (const [name, value] of data) if (typeof value === "string") body.append(name, value);
  const label =
    form.dataset.offlineLabel ?? (event.submitter as HTMLButtonElement | null)?.textContent?.trim() ?? document.title;
  void putQueued({
    key: keyInput.value,
    url: form.action,
    body: body.toString(),
    label,
    queuedAt: Date.now(),
    sentAt: null,
    failed: false,
  }).then(notify);
}

/** Offline, a link would ask the server for data and fail: load the page instead (the worker has it or /offline). */
function onClick(event: MouseEvent) {
  if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  location.href = link.href;
}

let installed = false;

export function installOfflineQueue() {
  if (installed || typeof indexedDB === "undefined") return;
  installed = true;
  window.addEventListener("submit", onSubmit, true);
  window.addEventListener("click", onClick, true);
  window.addEventListener("online", () => void replayQueue());
  setInterval(() => void replayQueue(), 15_000);
  void replayQueue();
}
