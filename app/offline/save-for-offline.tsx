import { useState } from "react";
import { useT } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";

/** "Save for offline": asks the service worker to keep the go-kit, the guide's pages and critical files. */
export function SaveForOffline({ urls, fileUrls }: { urls: string[]; fileUrls: string[] }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [state, setState] = useState<{
    status: "idle" | "saving" | "done" | "failed";
    saved?: number;
    progress?: { done: number; total: number };
  }>({
    status: "idle",
  });
  if (!hydrated) return <p className="text-sm text-slate-700 dark:text-slate-300">{t("gokit.save.needsJs")}</p>;
  async function save() {
    setState({ status: "saving" });
    try {
      const { saveForOffline } = await import("./worker.client");
      // Loading the offline guide's code once through the service worker keeps it for offline use.
      await import("./guide-answer.client").catch(() => {});
      const result = await saveForOffline(urls, fileUrls, (done, total) =>
        setState({ status: "saving", progress: { done, total } }),
      );
      setState(result ? { status: "done", saved: result.saved } : { status: "failed" });
    } catch {
      setState({ status: "failed" });
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn-primary" onClick={save} disabled={state.status === "saving"}>
        {state.status === "saving" ? t("gokit.save.saving") : t("gokit.save.button")}
      </button>
      <p role="status" className="text-sm" data-testid="save-status">
        {state.status === "done"
          ? t("gokit.save.done", { count: state.saved ?? 0 })
          : state.status === "failed"
            ? t("gokit.save.failed")
            : state.status === "saving"
              ? t("gokit.save.progress", {
                  done: state.progress?.done ?? 0,
                  total: state.progress?.total ?? urls.length + fileUrls.length,
                })
              : ""}
      </p>
    </div>
  );
}
