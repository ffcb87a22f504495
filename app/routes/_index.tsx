import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

// The full landing page (hero, features, AI guide, call to action) is built by the public-site work.
export default function Index() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-16 text-center">
      <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">We Said, Never Again.</h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
        Building a national network of local community emergency-response teams.
      </p>
      <p className="mt-6">
        <Link to="/chapters" className="link">
          Find a chapter
        </Link>
      </p>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "CERT Chapters — We Said, Never Again." }];
