import { NavLink } from "@remix-run/react";

/** Links between the training-records pages; leader and admin pages only for those who may open them. */
export function TrainingNav({ isLeader, isAdmin }: { isLeader: boolean; isAdmin: boolean }) {
  const items = [
    { to: "/dashboard/training", label: "My Credentials", end: true },
    { to: "/dashboard/hours", label: "My Hours", end: true },
    ...(isLeader
      ? [
          { to: "/dashboard/training/review", label: "Review Credentials", end: false },
          { to: "/dashboard/readiness", label: "Chapter Readiness", end: false },
          { to: "/dashboard/hours/report", label: "Hours Report", end: false },
        ]
      : []),
    ...(isAdmin ? [{ to: "/dashboard/training/catalogue", label: "Credential Catalogue", end: false }] : []),
  ];
  return (
    <nav aria-label="Training records" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((i) => (
          <li key={i.to}>
            <NavLink
              to={i.to}
              end={i.end}
              className={({ isActive }) =>
                `inline-block rounded-md px-3 py-1.5 text-sm font-medium ${isActive ? "bg-brand-700 text-white" : "border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"}`
              }
            >
              {i.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
