import { X } from "./shell-icons";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/react";

export interface ToastData {
  id: string;
  title: string;
  description?: string;
  type: "message" | "success" | "error";
}

const DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * One toast at a time. Without JS it simply stays in the page; with JS it leaves after 5 s, F8
 * focuses the region, and a swipe right of 50 px (or the close button) dismisses it.
 */
export function Toaster({ toast }: { toast: ToastData | null }) {
  const [current, setCurrent] = useState<ToastData | null>(toast);
  const [dx, setDx] = useState(0);
  const start = useRef<number | null>(null);
  const region = useRef<HTMLOListElement>(null);
  const paused = useRef(false);
  const { t } = useT();

  useEffect(() => {
    if (toast) setCurrent(toast);
  }, [toast]);

  useEffect(() => {
    if (!current) return;
    const timer = setInterval(() => {
      if (!paused.current) setCurrent(null);
    }, DURATION_MS);
    return () => clearInterval(timer);
  }, [current]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "F8") {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const tone =
    current?.type === "error"
      ? "border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
      : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100";

  return (
    <section aria-label={t("common.toast.region")} className="print:hidden">
      <ol
        ref={region}
        tabIndex={-1}
        className="fixed bottom-0 right-0 z-50 flex w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
        aria-live={current?.type === "error" ? "assertive" : "polite"}
      >
        {current ? (
          <li
            role="status"
            data-testid="toast"
            // The close control is a checkbox + label, so × works without JS too (CSS hides the toast
            // once it is checked); with JS the click also drops the toast from state.
            className={`relative rounded-lg border p-4 pr-10 shadow-lg has-[.toast-dismiss:checked]:hidden ${tone}`}
            style={{ transform: dx ? `translateX(${dx}px)` : undefined }}
            onMouseEnter={() => (paused.current = true)}
            onMouseLeave={() => (paused.current = false)}
            onPointerDown={(e) => (start.current = e.clientX)}
            onPointerMove={(e) => {
              if (start.current !== null) setDx(Math.max(0, e.clientX - start.current));
            }}
            onPointerUp={() => {
              if (dx > SWIPE_THRESHOLD_PX) setCurrent(null);
              setDx(0);
              start.current = null;
            }}
          >
            {/* A catalogue key (a refusal toast's title, the fallback) reads in the page's language; any
                other text was translated where it was written (a model's refusal by refuse). */}
            <p className="font-semibold">{t(current.title)}</p>
            {current.description ? <p className="mt-1 text-sm opacity-90">{t(current.description)}</p> : null}
            <input
              type="checkbox"
              id={`dismiss-${current.id}`}
              className="toast-dismiss peer sr-only"
              onChange={() => setCurrent(null)}
            />
            <label
              htmlFor={`dismiss-${current.id}`}
              className="absolute right-2 top-2 cursor-pointer rounded p-1 opacity-70 hover:opacity-100 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600"
            >
              <X aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t("common.toast.dismiss")}</span>
            </label>
          </li>
        ) : null}
      </ol>
    </section>
  );
}
