import { isRouteErrorResponse, Link, useRevalidator, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useT } from "~/i18n/react";

/**
 * True for a request that never reached the server (the browser's fetch failed: no signal, or the
 * connection dropped mid-way), as opposed to an answer the server gave.
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

/** Seconds between automatic tries while the page's data could not be reached. */
const RETRY_SECONDS = 10;

function messageOf(data: unknown): string | null {
  if (data && typeof data === "object" && "error" in data && typeof data.error === "string") return data.error;
  if (typeof data === "string" && data) return data;
  return null;
}

/** Renders 403/404/other errors as a page, inside the site chrome. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    if (error.status === 403) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="text-2xl font-bold">{t("common.error.forbiddenTitle")}</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {messageOf(error.data) ?? t("common.error.forbiddenText")}
          </p>
          <Link to="/dashboard" className="btn-secondary mt-6">
            {t("common.error.backToDashboard")}
          </Link>
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">
          {error.status === 429
            ? t("common.error.tooManyRequests")
            : t("common.error.status", { status: String(error.status) })}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{messageOf(error.data) ?? error.statusText}</p>
      </div>
    );
  }
  if (isNetworkFailure(error)) return <ConnectionLost />;
  console.error(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t("common.error.unexpectedTitle")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("common.error.unexpectedText")}</p>
    </div>
  );
}

export function NotFound() {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t("common.error.notFoundTitle")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("common.error.notFoundText")}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-primary">
          {t("common.error.goHome")}
        </Link>
        <Link to="/chapters" className="btn-secondary">
          {t("common.error.findChapter")}
        </Link>
        <Link to="/guide" className="btn-secondary">
          {t("common.error.askGuide")}
        </Link>
      </div>
    </div>
  );
}

/** A text a thrown 404 carried (`chapterNotFound`), for an error page and its <title>. */
function thrownText(error: unknown, key: "title" | "error" | "metaTitle"): string | null {
  if (!isRouteErrorResponse(error) || !error.data || typeof error.data !== "object") return null;
  const value = (error.data as Record<string, unknown>)[key];
  return typeof value === "string" && value ? value : null;
}

/** The <title> of a page whose loader threw a 404 with its texts, or the English fallback. */
export function notFoundMetaTitle(error: unknown, fallback: string) {
  return thrownText(error, "metaTitle") ?? fallback;
}

/** A chapter's pages when the chapter does not exist (or is not for this reader): the way to the directory. */
export function ChapterNotFound() {
  const error = useRouteError();
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{thrownText(error, "title") ?? t("common.chapter.notFoundTitle")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {thrownText(error, "error") ?? t("common.chapter.notFoundText")}
      </p>
      <Link to="/chapters" className="btn-primary mt-6">
        {t("common.error.findChapter")}
      </Link>
    </div>
  );
}

/**
 * The page's data could not be fetched (a revalidation on a dropped connection). Nothing is lost:
 * the page tries again by itself when the browser says it is back online and every few seconds,
 * and "Try again" does it at once.
 */
function ConnectionLost() {
  const { t } = useT();
  const revalidator = useRevalidator();
  useEffect(() => {
    const retry = () => {
      if (navigator.onLine && revalidator.state === "idle") revalidator.revalidate();
    };
    window.addEventListener("online", retry);
    const timer = window.setInterval(retry, RETRY_SECONDS * 1000);
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
    };
  }, [revalidator]);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="connection-lost">
      <h1 className="text-2xl font-bold">{t("common.error.connectionTitle")}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("common.error.connectionText")}</p>
      <button
        type="button"
        className="btn-primary mt-6"
        disabled={revalidator.state !== "idle"}
        onClick={() => revalidator.revalidate()}
      >
        {t("common.error.tryAgain")}
      </button>
    </div>
  );
}
