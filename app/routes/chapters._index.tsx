import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { ChapterCardList, ChapterCardSkeleton } from "~/components/chapter-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  directoryOpenTrainings,
  parsePage,
  parseRadius,
  RADIUS_OPTIONS,
  searchDirectory,
} from "~/models/directory.server";
import { handleJoinRequest } from "~/flows/join-request.server";
import { getActor } from "~/access/actor.server";
import { publicPageHandle } from "~/utils/cache-control";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";
import { getTimezone } from "~/models/settings.server";
import { eventTimeLabels } from "~/utils/event-time-format";
import { ViewerTime } from "~/components/viewer-time";
import { Field } from "~/components/form-fields";

const SKELETONS = 6;

/** The same page for every anonymous visitor: shared caches may keep it (docs/decisions/008). */
export const handle = publicPageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [user, i18n] = await Promise.all([getActor(request), getI18n(request)]);
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
    // Events any member may join, in their chapter's zone (and the signed-in viewer's when it differs).
    openTrainings: directoryOpenTrainings().map((e) => ({
      id: e.id,
      title: e.title,
      chapterName: e.chapterName,
      startIso: e.startAt.toISOString(),
      ...eventTimeLabels(
        e.startAt,
        e.endAt,
        e.chapterTimeZone,
        user ? getTimezone(user.id) : e.chapterTimeZone,
        i18n.lang,
      ),
    })),
    i18n: i18n.messages("chapters"),
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
  const { t } = useT();

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t("chapters.directory.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{t("chapters.directory.intro")}</p>

      <Form
        method="get"
        role="search"
        aria-label={t("chapters.directory.searchLabel")}
        // Re-mount on a new search so the fields show the URL's values after back/forward.
        key={`${q}|${radius}`}
        className="mt-6 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900 sm:grid-cols-[1fr_auto_auto] sm:items-end"
      >
        <Field
          className=""
          labelProps={{ children: t("chapters.directory.location") }}
          inputProps={{
            id: "directory-q",
            name: "q",
            type: "search",
            placeholder: t("chapters.directory.placeholder"),
            defaultValue: q,
            maxLength: 100,
          }}
        />
        <div>
          <label htmlFor="directory-radius" className="label">
            {t("chapters.directory.radius")}
          </label>
          <select id="directory-radius" name="radius" className="input" defaultValue={String(radius)}>
            {data.radiusOptions.map((r) => (
              <option key={r} value={r}>
                {t("chapters.directory.miles", { count: r })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          {t("chapters.directory.search")}
        </button>
      </Form>

      <p
        className="mt-6 text-sm font-medium text-slate-800 dark:text-slate-200"
        aria-live="polite"
        data-testid="result-count"
      >
        {loading ? (
          t("chapters.directory.loading")
        ) : total === 0 ? null : (
          <>
            {t("chapters.directory.found", { count: total })}
            {mode === "place" && data.location
              ? t("chapters.directory.within", { radius, place: data.location.label })
              : null}
            {mode === "text" ? t("chapters.directory.matching", { q }) : null}
          </>
        )}
      </p>

      {loading ? (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("chapters.directory.loadingList")}>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <ChapterCardSkeleton key={i} />
          ))}
        </ul>
      ) : data.chapters.length ? (
        <ChapterCardList
          chapters={data.chapters}
          signedIn={data.signedIn}
          t={t}
          label={t("chapters.directory.searchLabel")}
        />
      ) : (
        <div
          role="status"
          className="mt-8 rounded-lg border border-dashed border-slate-300 p-6 text-center sm:p-10 dark:border-slate-600"
        >
          <h2 className="text-xl font-semibold">
            {data.unknownZip
              ? t("chapters.directory.unknownZipTitle", { zip: data.unknownZip })
              : t("chapters.directory.noneTitle")}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {data.unknownZip ? t("chapters.directory.unknownZipText") : t("chapters.directory.noneText")}
          </p>
          {data.nearest ? (
            <p className="mt-3">
              {t("chapters.directory.nearest", { count: data.nearest.distanceMiles })}{" "}
              <Link to={`/chapters/${data.nearest.slug}`} className="link font-semibold">
                {data.nearest.name}
              </Link>
            </p>
          ) : null}
          {mode === "place" && radius < 100 ? (
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("chapters.directory.largerRadius")}</p>
          ) : null}
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {t("chapters.directory.waitlistText")}{" "}
            <Link to="/waitlist" className="link">
              {t("chapters.directory.waitlistLink")}
            </Link>
          </p>
          <Link to="/chapters" className="btn-secondary mt-6">
            {t("chapters.directory.clear")}
          </Link>
        </div>
      )}

      {data.openTrainings.length ? (
        <section aria-labelledby="open-trainings-heading" className="mt-10" data-testid="open-trainings">
          <h2 id="open-trainings-heading" className="text-xl font-semibold">
            {t("chapters.directory.openTrainings")}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t("chapters.directory.openTrainingsIntro")}
          </p>
          <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
            {data.openTrainings.map((e) => (
              <li key={e.id} className="py-3">
                {/* data-record: names people wrote, not interface text (the language sweeps leave them out). */}
                <Link to={`/events/${e.id}`} className="link font-semibold" data-record="">
                  {e.title}
                </Link>
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  <span data-record="">{e.chapterName}</span> · <time dateTime={e.startIso}>{e.dateLabel}</time>,{" "}
                  {e.timeLabel}
                </p>
                <ViewerTime time={e.viewerTimeLabel} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {pageCount > 1 && !loading ? (
        <nav
          aria-label={t("chapters.directory.pagination")}
          className="mt-8 flex items-center justify-center gap-4 text-sm"
        >
          {page > 1 ? (
            <Link to={pageHref(q, radius, page - 1)} className="btn-secondary" rel="prev">
              {t("chapters.directory.previous")}
            </Link>
          ) : null}
          <span>{t("chapters.directory.page", { page, pageCount, count: total })}</span>
          {page < pageCount ? (
            <Link to={pageHref(q, radius, page + 1)} className="btn-secondary" rel="next">
              {t("chapters.directory.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    messageOf(data?.i18n, "chapters.meta.title") ?? "Find Your Local Chapter | CERT Chapters",
    messageOf(data?.i18n, "chapters.meta.description") ??
      "Find a community emergency-response chapter near you by ZIP code or city.",
  );

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
