/** The six capability cards of the landing page (spec section 1's marketing copy). */
const FEATURES = [
  {
    title: "Chapter Management",
    body: "Start or join a local chapter. Leaders review membership requests through a clear approval workflow.",
    icon: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.87M16 3.13a4 4 0 0 1 0 7.75",
  },
  {
    title: "Training & Events",
    body: "Schedule drills and CERT courses, collect RSVPs, and add every session to your calendar.",
    icon: "M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z",
  },
  {
    title: "Resource Library",
    body: "Checklists, protocols and training material, shared with exactly the people who should see them.",
    icon: "M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5v15zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5",
  },
  {
    title: "Communication Tools",
    body: "Announcements, alerts and email notifications that reach your whole chapter or the whole network.",
    icon: "M3 11l18-5v12L3 14v-3zM11.6 16.8a3 3 0 1 1-5.8-1.6",
  },
  {
    title: "Role-Based Access",
    body: "Administrators, chapter leaders and members each see what they need, with an audit trail of every change.",
    icon: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4",
  },
  {
    title: "Management Dashboard",
    body: "Metrics, pending approvals and recent activity at a glance, so nothing waits on a busy volunteer.",
    icon: "M3 3v18h18M7 15l4-4 3 3 5-6",
  },
] as const;

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
        Comprehensive Emergency Preparedness
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700 dark:text-slate-300">
        Everything a volunteer response team needs to organise, train and act together, before, during and after a
        disaster.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title} className="card">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-10 w-10 rounded-md bg-brand-50 p-2 text-brand-700 dark:bg-slate-800 dark:text-red-300"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={f.icon} />
            </svg>
            <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{f.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
