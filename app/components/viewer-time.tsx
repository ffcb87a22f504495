import { useT } from "~/i18n/react";

/** The "Your time: 8:00 PM EST" line under an event's time, shown when the viewer's zone is not the chapter's. */
export function ViewerTime({
  time,
  className = "text-xs text-slate-600 dark:text-slate-400",
}: {
  time: string | null | undefined;
  className?: string;
}) {
  const { t } = useT();
  if (!time) return null;
  return (
    <p className={className} data-testid="viewer-time">
      {t("common.event.yourTime", { time })}
    </p>
  );
}
