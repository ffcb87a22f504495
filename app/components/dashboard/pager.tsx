import { Link, useLocation } from "@remix-run/react";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { useT } from "~/i18n/react";

/** Previous/Next links that set `?page=` and keep the other query parameters (works without JS). */
export function Pager({ page, hasNext, label }: { page: number; hasNext: boolean; label?: string }) {
  const location = useLocation();
  const { t } = useT();
  if (page <= 1 && !hasNext) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    if (p <= 1) params.delete("page");
    else params.set("page", String(p));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  return (
    <nav aria-label={label ?? t("dashboard.pager.label")} className="mt-6 flex items-center justify-between gap-2">
      {page > 1 ? (
        <Link to={href(page - 1)} className="btn-secondary" rel="prev">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t("dashboard.pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-700 dark:text-slate-300">{t("dashboard.pager.page", { page })}</span>
      {hasNext ? (
        <Link to={href(page + 1)} className="btn-secondary" rel="next">
          {t("dashboard.pager.next")} <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** `?page=` as a positive integer (1 when missing or invalid). */
export function pageParam(params: URLSearchParams) {
  const n = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 10_000) : 1;
}
