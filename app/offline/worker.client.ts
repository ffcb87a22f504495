// Registers /sw.js (scope /) and keeps it told who is signed in, so personal copies are only ever
// served to the person they were made for.

function post<T>(message: unknown): Promise<T | null> {
  return navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<T | null>((resolve) => {
        const worker = registration.active;
        if (!worker) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data as T);
        worker.postMessage(message, [channel.port2]);
      }),
  );
}

/**
 * `userId` is who the server says is signed in. `fromServer` is false on the offline page (served by
 * the worker, rendered for a visitor): it says nothing about who is signed in, so nothing is cleared.
 */
export async function startWorker(userId: string | null, lang: string, fromServer: boolean) {
  if (!("serviceWorker" in navigator)) return;
  await navigator.serviceWorker.register("/sw.js", { scope: "/" });
  if (fromServer && navigator.onLine) await post({ type: "user", id: userId });
  // The worker keeps the offline page in one language: it fetches it again only if that is not the
  // reader's (public/sw.js, offlinePageIn).
  if (navigator.onLine) await post({ type: "refresh-offline", lang });
}

/** Asks the worker to keep these pages and files; `onProgress` hears after each one. */
export function saveForOffline(
  urls: string[],
  fileUrls: string[],
  onProgress: (done: number, total: number) => void,
): Promise<{ saved: number; failed: number } | null> {
  return navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise((resolve) => {
        const worker = registration.active;
        if (!worker) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => {
          const data = event.data as { type: string; done?: number; total?: number; saved?: number; failed?: number };
          if (data.type === "progress") onProgress(data.done ?? 0, data.total ?? 0);
          else resolve({ saved: data.saved ?? 0, failed: data.failed ?? 0 });
        };
        worker.postMessage({ type: "save", urls, fileUrls }, [channel.port2]);
      }),
  );
}

export function forgetUser() {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return Promise.resolve(null);
  return post({ type: "logout" });
}
