import { Link } from "@remix-run/react";
import type { SitePage } from "~/content/pages/types";

/** A footer page (privacy, terms, help): its title, summary, a table of contents and its sections. */
export function SitePageView({ page }: { page: SitePage }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-extrabold tracking-tight">
        {page.title}
      </h1>
      <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{page.summary}</p>
      <nav aria-labelledby="page-title" className="mt-6 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        <ul className="grid gap-1 text-sm sm:grid-cols-2">
          {page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="link">
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-8 scroll-mt-20"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-bold">
            {section.heading}
          </h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="mt-2 leading-relaxed">
              {text}
            </p>
          ))}
          {section.items ? (
            <ul className="mt-2 list-disc space-y-1 pl-6 leading-relaxed">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {section.links ? (
            <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
              {section.links.map(([to, label]) => (
                <Link key={to} to={to} className="link font-medium">
                  {label}
                </Link>
              ))}
            </p>
          ) : null}
        </section>
      ))}
    </article>
  );
}
