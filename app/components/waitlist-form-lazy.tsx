import { lazy, Suspense, type ComponentProps } from "react";
import { useT } from "~/i18n/react";
import type { WaitlistForm } from "./waitlist-form";

// The waitlist form in a dialog. Dialogs exist only with JS and only once someone opens one, so the
// form's code (with the public form frame and its texts) loads then, or sooner when a pointer or
// focus shows the intent, instead of with every public page (JS budget, docs/performance.md).
const loadForm = () => import("./waitlist-form");
const LazyWaitlistForm = lazy(() => loadForm().then((m) => ({ default: m.WaitlistForm })));

/** Starts loading the dialog's form (hover, focus or touch on what opens it). */
export function preloadWaitlistForm() {
  void loadForm().catch(() => {});
}

export function DialogWaitlistForm(props: ComponentProps<typeof WaitlistForm>) {
  const { t } = useT();
  return (
    <Suspense
      fallback={
        <p role="status" className="py-6 text-center text-sm text-slate-700 dark:text-slate-300">
          {t("common.loadingForm")}
        </p>
      }
    >
      <LazyWaitlistForm {...props} />
    </Suspense>
  );
}
