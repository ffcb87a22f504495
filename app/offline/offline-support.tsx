import { useMatches, useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/react";
import type { QueuedForm } from "./queue.client";

/**
 * Mounted once by the root: registers the service worker, tells it who is signed in, installs the
 * offline form queue, and shows what is queued or was sent from the queue. Loaded after hydration
 * in its own chunk, so pages do not pay for it up front.
 */
export function OfflineSupport({ userId }: { userId: string | null }) {
  const { t, lang, dateTime } = useT();
  const [items, setItems] = useState<QueuedForm[]>([]);
  const onOfflinePage = useMatches().some((match) => match.id === "routes/offline");
  const revalidator = useRevalidator();
  const sentCount = useRef<number | null>(null);

  // A queued form just reached the server (an RSVP sent on reconnect): show the page's new state
  // without a reload.
  const sentNow = items.filter((item) => item.sentAt).length;
  useEffect(() => {
    if (sentCount.current !== null && sentNow > sentCount.current && revalidator.state === "idle") {
      revalidator.revalidate();
    }
    sentCount.current = sentNow;
  }, [sentNow, revalidator]);

  useEffect(() => {
    let stop = () => {};
    void Promise.all([import("./worker.client"), import("./queue.client")]).then(([worker, queue]) => {
      const refresh = () => void queue.listQueued().then(setItems);
      const off = queue.onQueueChange(refresh);
      stop = () => void off();
      queue.installOfflineQueue();
      refresh();
      // Another person signs in on this device: nothing of the previous one may be sent or shown.
      const owner = localStorage.getItem("offline-owner");
      if (!onOfflinePage && owner !== (userId ?? "")) {
        void queue.clearQueue();
        localStorage.setItem("offline-owner", userId ?? "");
      }
      void worker.startWorker(userId, lang, !onOfflinePage).catch(() => {});
    });
    return () => stop();
  }, [userId, lang, onOfflinePage]);

  const recent = items.filter((item) => !item.sentAt || Date.now() - item.sentAt < 10 * 60_000);
  if (recent.length === 0) return null;
  const pending = recent.filter((item) => !item.sentAt && !item.failed).length;
  return (
    // In the page's flow at its top (the root puts it first in <main>), so it never covers a button.
    <aside
      aria-live="polite"
      data-testid="offline-queue"
      className="mx-auto mt-3 max-w-7xl rounded-lg border border-slate-300 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900 sm:mx-4 xl:mx-auto"
    >
      {pending ? <p className="font-semibold">{t("common.offline.pending", { count: pending })}</p> : null}
      <ul className="mt-1 space-y-1">
        {recent.map((item) => (
          <li key={item.key}>
            <span className="font-medium">{item.label}</span>:{" "}
            {item.sentAt
              ? t("common.offline.sent", { time: dateTime(item.sentAt) })
              : item.failed
                ? t("common.offline.failed")
                : t("common.offline.queued")}
          </li>
        ))}
      </ul>
    </aside>
  );
}
