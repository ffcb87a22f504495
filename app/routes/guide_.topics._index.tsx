import type { HeadersFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { topicIndex } from "~/guide/pages.server";

/** Every guide topic, grouped, as plain links: readable without JavaScript and in print. */
export async function loader() {
  return json(
    { groups: topicIndex() },
    { headers: { "Cache-Control": "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400" } },
  );
}

export default function GuideTopicsPage() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10 print:py-0" aria-labelledby="topics-title">
      <p className="mb-2 text-sm print:hidden">
        <Link to="/guide" className="link">
          ← Ask the guide
        </Link>
      </p>
      <h1 id="topics-title" className="mb-2 text-3xl font-extrabold tracking-tight">
        Emergency guide topics
      </h1>
      <p className="mb-6 text-slate-700 dark:text-slate-300 print:text-black">
        What to do before, during and after emergencies, in our own words from public guidance (Ready.gov/FEMA, the
        American Red Cross, CDC, the American Heart Association, NOAA/NWS and Poison Help). In an emergency, call 911.
      </p>
      {groups.map((group) => (
        <section key={group.category} aria-labelledby={`group-${group.category}`} className="mb-8">
          <h2 id={`group-${group.category}`} className="mb-3 text-xl font-bold">
            {group.title}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.topics.map((t) => (
              <li key={t.id}>
                <Link to={`/guide/topics/${t.id}`} className="link">
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  "Cache-Control": loaderHeaders.get("Cache-Control") ?? "",
});

export const meta: MetaFunction = () => [
  { title: "Emergency guide topics — CERT Chapters" },
  {
    name: "description",
    content: "First aid, hazards, preparedness and CERT basics: what to do, step by step, from public guidance.",
  },
];
