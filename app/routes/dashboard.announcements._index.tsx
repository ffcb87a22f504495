import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AnnouncementCard } from "~/components/announcements/announcement-card";
import { AnnouncementForm } from "~/components/announcements/announcement-form";
import {
  FilterForm,
  ListSection,
  FilterSelect,
  PageHeader,
  SearchInput,
  StatCard,
  StatGrid,
  Tabs,
} from "~/components/dashboard";
import { DialogLink } from "~/components/dialog-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { shortDateTime } from "~/components/events/format";
import { AnnouncementListQuerySchema, SendAnnouncementEmailSchema } from "~/models/announcement.schema";
import {
  allowedAnnouncementScopes,
  canSendAnnouncementEmail,
  countAnnouncements,
  listAnnouncements,
  sendAnnouncementEmail,
} from "~/models/announcement.server";
import { dialogChapterOptions, filterChapterOptions } from "~/models/chapter-options.server";
import type { SendResult } from "~/models/notification.server";
import { isEnhanced, redirectTarget, respondWithToast } from "~/utils/enhanced-response.server";
import { requireActor } from "~/access/actor.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isAccessError } from "~/access/errors";
import { can } from "~/access/rules.server";
import { getTimezone } from "~/models/settings.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const query = AnnouncementListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const timeZone = getTimezone(user.id);
  const canCreate = can(user, "content.post");
  const items = listAnnouncements({ q: query.q, scope: query.scope, source: query.source });
  return json({
    filters: { q: query.q ?? "", scope: query.scope, source: query.source },
    stats: countAnnouncements(),
    tabCounts: countAnnouncements({ q: query.q, source: query.source }),
    chapters: filterChapterOptions(user, query.source).map((c) => ({ id: c.id, name: c.name })),
    form: canCreate
      ? {
          chapters: dialogChapterOptions(user)?.map((c) => ({ id: c.id, name: c.name })) ?? null,
          scopes: allowedAnnouncementScopes(user),
        }
      : null,
    announcements: items.map((a) => ({
      id: a.id,
      title: a.title,
      body: a.body,
      scope: a.scope,
      chapterName: a.chapterName,
      posterName: a.posterName,
      createdIso: a.createdAt.toISOString(),
      createdLabel: shortDateTime(a.createdAt, timeZone),
      canSendEmail: canCreate && canSendAnnouncementEmail(user, a),
      lastSendLabel:
        canCreate && a.lastSend
          ? `Emailed ${a.lastSend.sends === 1 ? "once" : `${a.lastSend.sends} times`} (${a.lastSend.recipients} ${
              a.lastSend.recipients === 1 ? "copy" : "copies"
            }), last ${shortDateTime(a.lastSend.lastSentAt, timeZone)}`
          : null,
    })),
  });
}

function emailSummary(result: SendResult) {
  if (!result.audience) return "Nobody in this audience has announcement emails turned on.";
  const people = (n: number) => `${n} ${n === 1 ? "member" : "members"}`;
  if (!result.sent) return `All ${people(result.audience)} already had this announcement; no copies were doubled.`;
  return result.alreadySent
    ? `Sent to ${people(result.sent)}; ${result.alreadySent} already had it.`
    : `Sent to ${people(result.sent)}.`;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "send-email") return json({ ok: false, error: "Unknown action" }, { status: 400 });
  const back = redirectTarget(formData, "/dashboard/announcements");
  const fail = (message: string, status: number) => {
    // A refusal (no right to this audience, or no such announcement) is a real 403/404, not a toast.
    if (status === 403 || status === 404) throw json({ error: message }, { status });
    return isEnhanced(formData)
      ? json({ ok: false as const, error: message }, { status })
      : redirectWithToast(back, { title: "Failed to send email", description: message, type: "error" });
  };
  const parsed = SendAnnouncementEmailSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return fail("Choose an announcement to send.", 400);
  let result: SendResult;
  try {
    result = await sendAnnouncementEmail(user, parsed.data.announcementId);
  } catch (error) {
    if (isAccessError(error)) return fail(error.message, error.status);
    console.error("[announcements] send failed", error);
    return fail("Failed to send email", 500);
  }
  return respondWithToast(formData, {
    redirectTo: back,
    fallback: "/dashboard/announcements",
    // "Email Sent" only when something went out; otherwise say so plainly.
    toast: result.sent
      ? { title: "Email Sent", description: emailSummary(result), type: "success" }
      : { title: "No Email Sent", description: emailSummary(result), type: "message" },
  });
}

const SCOPE_LABELS = { all: "All", Global: "Global", Chapter: "Chapter" } as const;

export default function AnnouncementsPage() {
  const data = useLoaderData<typeof loader>();
  const { filters, stats, tabCounts, announcements } = data;
  const filtered = !!filters.q || filters.source !== "all";
  const clearHref = `/dashboard/announcements?scope=${filters.scope}`;
  return (
    <div>
      <PageHeader
        title="Announcements"
        description="News and alerts from the network and from chapters."
        actions={
          data.form && !data.form.chapters ? (
            <Link to="/dashboard/announcements/new" className="btn-primary">
              <span aria-hidden="true">+</span> Create Announcement
            </Link>
          ) : data.form ? (
            <DialogLink
              href="/dashboard/announcements/new"
              title="Create Announcement"
              className="btn-primary"
              content={(close) => (
                <AnnouncementForm
                  chapters={data.form!.chapters!}
                  scopes={data.form!.scopes}
                  onCreated={close}
                  onCancel={close}
                />
              )}
            >
              <span aria-hidden="true">+</span> Create Announcement
            </DialogLink>
          ) : null
        }
      />
      <StatGrid columns={3}>
        <StatCard label="Global Announcements" value={stats.Global} icon="◎" testId="stat-global" />
        <StatCard label="Chapter Announcements" value={stats.Chapter} icon="⌂" testId="stat-chapter" />
        <StatCard label="Total Announcements" value={stats.total} icon="✉" testId="stat-total" />
      </StatGrid>
      <FilterForm key={JSON.stringify(filters)} label="Search announcements" clearHref={clearHref}>
        <SearchInput label="Search" defaultValue={filters.q} placeholder="Title or message" />
        <FilterSelect
          label="Scope"
          name="scope"
          defaultValue={filters.scope}
          options={[
            { value: "all", label: "All" },
            { value: "Global", label: "Global" },
            { value: "Chapter", label: "Chapter" },
          ]}
        />
        <FilterSelect
          label="Source"
          name="source"
          defaultValue={filters.source}
          options={[
            { value: "all", label: "All Sources" },
            { value: "global", label: "Global Network" },
            ...data.chapters.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
      </FilterForm>
      <Tabs
        label="Announcement scope"
        param="scope"
        current={filters.scope}
        items={[
          { value: "all", label: "All", count: tabCounts.total },
          { value: "Global", label: "Global", count: tabCounts.Global },
          { value: "Chapter", label: "Chapter", count: tabCounts.Chapter },
        ]}
      />
      <ListSection
        id="announcements-heading"
        heading={filters.scope === "all" ? "All Announcements" : `${SCOPE_LABELS[filters.scope]} Announcements`}
        items={announcements}
        renderItem={(a) => <AnnouncementCard announcement={a} />}
        noun="Announcements"
        emptyDescription="New announcements appear here."
        filtered={filtered}
        clearHref={clearHref}
      />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Announcements | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
