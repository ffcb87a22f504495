import { NavLinkList } from "../nav-link-list";
import { useT } from "~/i18n/react";

/** What the training pages let the actor open (the `training.review` and `training.catalogue.edit` rules). */
export interface TrainingAccess {
  reviews: boolean;
  editsCatalogue: boolean;
}

/** Links between the training-records pages; leader and admin pages only for those who may open them. */
export function TrainingNav({ reviews, editsCatalogue }: TrainingAccess) {
  const { t } = useT();
  const items = [
    { to: "/dashboard/training", label: t("training.nav.myCredentials"), end: true },
    { to: "/dashboard/hours", label: t("training.nav.myHours"), end: true },
    ...(reviews
      ? [
          { to: "/dashboard/training/review", label: t("training.nav.review"), end: false },
          { to: "/dashboard/readiness", label: t("training.nav.readiness"), end: false },
          { to: "/dashboard/hours/report", label: t("training.nav.hoursReport"), end: false },
          { to: "/dashboard/hours/cost-share", label: t("training.nav.costShare"), end: false },
        ]
      : []),
    ...(editsCatalogue
      ? [{ to: "/dashboard/training/catalogue", label: t("training.nav.catalogue"), end: false }]
      : []),
  ];
  return (
    <nav aria-label={t("training.nav.label")} className="mb-6 print:hidden">
      <NavLinkList
        items={items}
        className="flex flex-wrap gap-2"
        linkClassName={(active) =>
          `inline-block rounded-md px-3 py-1.5 text-sm font-medium ${active ? "bg-brand-700 text-white" : "border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"}`
        }
      >
        {(item) => item.label}
      </NavLinkList>
    </nav>
  );
}
