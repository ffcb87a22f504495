import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ChapterCard, ChapterCardSkeleton, plural } from "~/components/chapter-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { parsePage, parseRadius, RADIUS_OPTIONS, searchDirectory } from "~/models/directory.server";
import { handleJoinRequest } from "~/flows/join-request.server";
import { getActor } from "~/access/actor.server";
import { publicPageHandle } from "~/utils/cache-control";

const SKELETONS = 6;

/** The same page for every anonymous visitor: shared caches may keep it (docs/decisions/008). */
export const handle = publicPageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const user = await getActor(request);
  const result = searchDirectory({
    q: url.searchParams.get("q"),
    radius: parseRadius(url.searchParams.get("radius")),
    page: parsePage(url.searchParams.get("page")),
    viewer: user,
  });
  return json({
    ...result,
    location: result.location ? { label: result.location.label } : null,
    radiusOptions: RADIUS_OPTIONS,
    signedIn: !!user,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "join") throw json({ error: "Unknown form action" }, { status: 400 });
  // Back to the same search (without Remix's ?index marker).
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return handleJoinRequest(request, formData, `/chapters${url.search}`);
}

function pageHref(q: string, radius: number, page: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (radius !== 25) params.set("radius", String(radius));
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `/chapters?${s}` : "/chapters";
}

export default function ChapterDirectory() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/chapters";
  const { q, radius, total, page, pageCount, mode } = data;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Find Your Local Chapter</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        Search by ZIP code or city and state to list chapters near you, nearest first. Any other text matches chapter
        names, cities and states.
      </p>

      <Form
        method="get"
        role="search"
        aria-label="Chapters"
        // Re-mount on a new search so the fields show the URL's values after back/forward.
        key={`${q}|${radius}`}
        className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <div>
          <label htmlFor="directory-q" className="label">
            Location
          </label>
          <input
            id="directory-q"
            name="q"
            type="search"
            className="input"
            placeholder="City, State or ZIP code"
            defaultValue={q}
            maxLength={100}
          />
        </div>
        <div>
          <label htmlFor="directory-radius" className="label">
            Radius
          </label>
          <select id="directory-radius" name="radius" className="input" defaultValue={String(radius)}>
            {data.radiusOptions.map((r) => (
              <option key={r} value={r}>
                {r} miles
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>

      <p className="mt-6 text-sm font-medium text-slate-800 dark:text-slate-200" aria-live="polite" data-testid="result-count">
        {loading ? (
          "Loading..."
        ) : (
          <>
            {total === 1 ? "1 chapter found" : `${total} chapters found`}
            {mode === "place" && data.location ? ` within ${radius} miles of ${data.location.label}` : null}
            {mode === "text" ? ` matching “${q}”` : null}
          </>
        )}
      </p>

      {loading ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading chapters">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <ChapterCardSkeleton key={i} />
          ))}
        </ul>
      ) : data.chapters.length ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Chapters">
          {data.chapters.map((c) => (
            <ChapterCard key={c.id} chapter={c} signedIn={data.signedIn} />
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center dark:border-slate-600">
          <h2 className="text-xl font-semibold">No chapters found</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">We couldn't find any chapters matching your search criteria.</p>
          {mode === "place" && radius < 100 ? (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Try a larger radius.</p>
          ) : null}
          <Link to="/chapters" className="btn-secondary mt-6">
            Clear Search
          </Link>
        </div>
      )}

      {pageCount > 1 && !loading ? (
        <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-4 text-sm">
          {page > 1 ? (
            <Link to={pageHref(q, radius, page - 1)} className="btn-secondary" rel="prev">
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount} ({plural(total, "chapter", "chapters")})
          </span>
          {page < pageCount ? (
            <Link to={pageHref(q, radius, page + 1)} className="btn-secondary" rel="next">
              Next
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Find Your Local Chapter | CERT Chapters" },
  { name: "description", content: "Find a community emergency-response chapter near you by ZIP code or city." },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
