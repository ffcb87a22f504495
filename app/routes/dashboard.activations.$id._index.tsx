import { getInputProps, getTextareaProps } from "@conform-to/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { backTo, refuse } from "~/flows/respond.server";
import { STACKED_TABLE, TableHead } from "~/components/activations/column-table";
import { RosterRow, useRosterRowsHtml } from "~/components/activations/roster-rows";
import { KindBadge, StatusBadge } from "~/components/activations/my-activation-card";
import { kindTitle } from "~/components/activations/reply-controls";
import { useLiveRoster } from "~/components/activations/use-live-roster";
import { ConfirmAction } from "~/components/confirm-action";
import { Pager, pageParam } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { TextareaField } from "~/components/forms";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { useZodForm } from "~/components/zod-form";
import { PostForm, useActionReply } from "~/components/dashboard/post-form";
import { useHydrated } from "~/utils/use-hydrated";
import { appBaseUrl } from "~/messaging/links.server";
import { UPDATE_AUDIENCES, UpdateSchema, WAVE_TARGET_KEYS } from "~/models/activation.schema";
import { checkByLeader, countDelayedIn, getActivationRoster } from "~/models/activation-roster.server";
import { closeActivation, postActivationUpdate } from "~/models/activation-send.server";
import { resendCount, resendToNonResponders } from "~/models/activation-escalation.server";
import { listActivationWaves, toWaveRowsPage } from "~/models/activation-waves.server";
import { toRosterPage } from "~/models/activation-view.server";
import { namesFor } from "~/models/deleted-member";
import { messageStatsForActivation } from "~/models/message-queue.server";
import { redirectWithToast } from "~/utils/toast.server";
import { formatInZone } from "~/utils/activation-format";
import { CardSection, Section } from "~/components/training/section";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/**
 * The roster of one activation, for the chapter's leaders and admins: counts against the number
 * needed, every member's reply, ETA, reply time and phone, who is on scene, updates, stand-down.
 * With JS it refreshes itself when anything changes (see use-live-roster); without JS a reload
 * shows the same.
 */

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.activations", to: "/dashboard/activations" },
    { label: "dashboard.crumb.activation" },
  ],
};

/** Roster rows per page: replies first (available, delayed, ...), so page 1 is who is coming. */
const ROSTER_PAGE_SIZE = 50;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  try {
    const i18n = await getI18n(request);
    // A deleted account's reply and check-in stay on the roster, named in the reader's language.
    const view = getActivationRoster(actor, params.id ?? "", namesFor(i18n.t), i18n.lang);
    // Only the page's rows are formatted and sent; counts and the people still out stay activation-wide.
    const page = pageParam(new URL(request.url).searchParams);
    const offset = (page - 1) * ROSTER_PAGE_SIZE;
    return json(
      {
        ...toRosterPage({ ...view, roster: view.roster.slice(offset, offset + ROSTER_PAGE_SIZE) }, i18n.lang),
        rosterCount: view.roster.length,
        stillOnScene: view.roster.filter((r) => r.checkedInAt && !r.checkedOutAt).map((r) => r.displayName),
        page,
        hasNext: offset + ROSTER_PAGE_SIZE < view.roster.length,
        i18n: i18n.messages("activations", "validation", "record"),
        delivery: messageStatsForActivation(actor, view.activation),
        version: view.version,
        followUps: toWaveRowsPage(
          listActivationWaves(actor, view.activation.id, namesFor(i18n.t)),
          view.chapter.timeZone,
          i18n.lang,
        ),
        // The resend form carries this count, so a double submit sends once (resendToNonResponders).
        resendsSeen: resendCount(view.activation.id),
      },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    throw await refuse(error, request);
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const id = params.id ?? "";
  const formData = await request.formData();
  const intent = formData.get("intent");
  const here = `/dashboard/activations/${id}`;
  const { t, lang } = await getI18n(request);
  if (intent === "update") {
    const submission = parseSubmission(formData, { schema: UpdateSchema });
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    try {
      const { recipients } = postActivationUpdate(actor, id, submission.value, { baseUrl: appBaseUrl(request) });
      return redirectWithToast(here, {
        type: "success",
        title: t("activations.toast.updateSent"),
        description: t("activations.toast.updateQueued", { count: recipients }),
      });
    } catch (error) {
      return refuse(error, request, { submission, failure: "common.toast.failed" });
    }
  }
  // A refusal (already checked in, already closed) comes back as a toast in the reader's language.
  // Row actions land back on their row (#r-<id>), so a plain post keeps the leader's place in a long
  // roster; with JS the post is a fetcher that never moves the page.
  const responseId = String(formData.get("responseId") ?? "");
  // Back to the row on the roster page it was on (the post carries that page's ?page=).
  const atRow = `${backTo(request)}#r-${encodeURIComponent(responseId)}`;
  if (intent === "checkin" || intent === "checkout") {
    try {
      const updated = checkByLeader(actor, id, responseId, intent === "checkin" ? "in" : "out");
      const again = intent === "checkin" && updated.checkedInAt && formData.get("again") === "1";
      return redirectWithToast(atRow, {
        type: "success",
        title:
          intent === "checkout"
            ? t("activations.toast.checkedOut")
            : again
              ? t("activations.toast.checkedInAgain")
              : t("activations.toast.checkedIn"),
      });
    } catch (error) {
      return refuse(error, request, { back: atRow, failure: "common.toast.failed" });
    }
  }
  if (intent === "countIn" || intent === "countOut") {
    try {
      countDelayedIn(actor, id, responseId, intent === "countIn");
      return redirectWithToast(atRow, {
        type: "success",
        title: intent === "countIn" ? t("activations.toast.countedIn") : t("activations.toast.countedOut"),
      });
    } catch (error) {
      return refuse(error, request, { back: atRow, failure: "common.toast.failed" });
    }
  }
  if (intent === "resend") {
    try {
      const seen = Number(formData.get("resendsSeen"));
      const { replayed, wave, timeZone } = resendToNonResponders(actor, id, {
        baseUrl: appBaseUrl(request),
        expectedResends: formData.has("resendsSeen") && Number.isInteger(seen) && seen >= 0 ? seen : null,
      });
      return redirectWithToast(`${here}#follow-ups-heading`, {
        type: replayed ? "message" : "success",
        title: replayed ? t("activations.toast.alreadyResent") : t("activations.toast.resent"),
        description: replayed
          ? t("activations.toast.alreadyResentBody", {
              time: wave?.ranAt ? formatInZone(wave.ranAt, timeZone, lang) : "",
            })
          : t("activations.toast.resentBody", { count: wave?.recipients ?? 0 }),
      });
    } catch (error) {
      return refuse(error, request, { failure: "common.toast.failed" });
    }
  }
  if (intent === "close") {
    try {
      closeActivation(actor, id);
      return redirectWithToast(here, {
        type: "success",
        title: t("activations.toast.stoodDown"),
        description: t("activations.toast.stoodDownBody"),
      });
    } catch (error) {
      return refuse(error, request, { failure: "common.toast.failed" });
    }
  }
  return json({ error: "Unknown action" }, { status: 400 });
}

const COUNT_CELLS = [
  ["available", "activations.reply.available"],
  ["delayed", "activations.reply.delayed"],
  ["unavailable", "activations.reply.unavailable"],
  ["no-reply", "activations.reply.none"],
  ["needed", "activations.roster.needed"],
] as const;

/** Why a member was not alerted (the model's `Shortfall`), as the roster says it. */
const SHORTFALL_KEYS = {
  Expired: "activations.roster.shortfall.expired",
  Pending: "activations.roster.shortfall.pending",
  Rejected: "activations.roster.shortfall.rejected",
  Missing: "activations.roster.shortfall.missing",
  Current: "activations.roster.shortfall.current",
} as const;

const ROSTER_COLUMNS = [
  "activations.col.member",
  "activations.col.reply",
  "activations.col.eta",
  "activations.col.replied",
  "activations.col.delivery",
  "activations.col.phone",
  "activations.col.onScene",
] as const;

type FollowUp = ReturnType<typeof useLoaderData<typeof loader>>["followUps"][number];

/** Who a wave or resend went (or goes) to, as the roster says it. */
function followUpTarget(t: ReturnType<typeof useT>["t"], w: FollowUp) {
  const target = t(WAVE_TARGET_KEYS[w.target], { name: w.targetName ?? "?" });
  return t("activations.followUps.toLabel", { target });
}

function followUpOutcome(t: ReturnType<typeof useT>["t"], w: FollowUp) {
  if (w.status === "pending") return t("activations.followUps.pending");
  if (w.status === "stopped")
    return w.stoppedReason === "needed"
      ? t("activations.followUps.stoppedNeeded")
      : t("activations.followUps.stoppedClosed");
  return t("activations.followUps.sent", { count: w.recipients, queued: w.queued });
}

/**
 * Resend to non-responders: a plain form (a fetcher with JS). It carries the number of resends the
 * page showed, so a double submit is recognised and sends once.
 */
function ResendForm({ resendsSeen, noReply }: { resendsSeen: number; noReply: number }) {
  const { t } = useT();
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" preventScrollReset className="mt-2">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="resendsSeen" value={resendsSeen} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t("activations.followUps.resendBody", { count: noReply })}
      </p>
      <button type="submit" className="btn-secondary mt-2" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? t("activations.followUps.resending") : t("activations.followUps.resend")}
      </button>
    </fetcher.Form>
  );
}

export default function RosterPage() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { t, number, date } = useT();
  useLiveRoster(`/dashboard/activations/${data.id}/live`, data.version);
  const open = data.status === "Open";
  const rowsHtml = useRosterRowsHtml(data.roster, open);
  const lastResult = useActionReply();
  const [form, fields] = useZodForm(UpdateSchema, {
    id: "activation-update",
    lastResult,
    defaultValue: { audience: "Responders" },
  });
  const missing = data.needed - data.committed;
  const countValue = (cell: (typeof COUNT_CELLS)[number][0]) =>
    ({
      available: number(data.counts.Available),
      delayed: number(data.counts.Delayed),
      unavailable: number(data.counts.Unavailable),
      "no-reply": number(data.counts.NoReply),
      needed: `${number(data.committed)} / ${number(data.needed)}`,
    })[cell];
  const heading = [
    t("activations.roster.reportBy", { time: data.reportByLabel }),
    t("activations.roster.staging", { location: data.location }),
    t("activations.roster.sent", { time: data.createdLabel }),
    data.closedLabel ? t("activations.roster.stoodDownAt", { time: data.closedLabel }) : null,
  ].filter(Boolean);
  const delivery = [
    t("activations.roster.messages", {
      sent: data.delivery.sent,
      waiting: data.delivery.queued + data.delivery.sending,
    }),
    data.delivery.failed ? t("activations.roster.failed", { failed: data.delivery.failed }) : null,
  ].filter(Boolean);
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/dashboard/activations" className="link">
          {t("activations.roster.back")}
        </Link>
      </p>
      <header className="mb-4">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={data.kind} />
          <StatusBadge open={open} />
          <span className="text-sm text-slate-700 dark:text-slate-300">{data.chapterName}</span>
        </div>
        <h1 className="mt-2 text-2xl font-bold">
          {data.kind === "Drill" ? kindTitle(t, data.kind) : t("activations.kind.realShort")}: {data.title}
        </h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {heading.join(" · ")}
          {open ? (
            <>
              {" · "}
              <Link
                to={`/dashboard/activations/${data.id}/edit`}
                className="link"
                aria-label={t("activations.roster.editLabel")}
              >
                {t("activations.roster.edit")}
              </Link>
            </>
          ) : null}
        </p>
        <p className="mt-2 whitespace-pre-line text-sm">{data.details}</p>
        <p className="mt-2 flex flex-wrap gap-x-3 text-sm print:hidden" data-testid="record-links">
          <span>{t("record.rosterLinks")}</span>
          <Link to={`/dashboard/activations/${data.id}/check-in-list`} className="link">
            {t("record.checkIn.title")}
          </Link>
          <Link to={`/dashboard/activations/${data.id}/activity-log`} className="link">
            {t("record.log.title")}
          </Link>
        </p>
        <p className="mt-2 text-xs text-slate-700 dark:text-slate-300" data-testid="live-note">
          {hydrated ? t("activations.roster.live") : t("activations.roster.reload")} {delivery.join(", ")}.
        </p>
      </header>

      <Section id="counts-heading" title={t("activations.roster.replies")} className="mb-4" headingClassName="sr-only">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="reply-counts">
          {COUNT_CELLS.map(([cell, label]) => (
            <div key={cell} className="card p-3">
              <dt className="text-xs font-medium text-slate-700 dark:text-slate-300">{t(label)}</dt>
              <dd className="text-2xl font-bold" data-testid={`count-${cell}`}>
                {countValue(cell)}
              </dd>
            </div>
          ))}
        </dl>
        <div role="status" className="mt-3 text-sm">
          {data.neededReached ? (
            <p
              className="rounded-md bg-green-50 p-3 font-semibold text-green-900 dark:bg-green-950 dark:text-green-100"
              data-testid="needed-reached"
            >
              {data.standbyCount
                ? t("activations.roster.neededReachedStandby", {
                    committed: data.committed,
                    needed: data.needed,
                    standby: data.standbyCount,
                  })
                : t("activations.roster.neededReached", { committed: data.committed, needed: data.needed })}
            </p>
          ) : (
            <p data-testid="needed-open">
              {data.standbyCount
                ? t("activations.roster.moreNeededStandby", { count: missing, standby: data.standbyCount })
                : t("activations.roster.moreNeeded", { count: missing })}
            </p>
          )}
          {data.delayedNotCounted ? (
            <p className="mt-1" data-testid="delayed-not-counted">
              {t("activations.roster.delayedNotCounted", { count: data.delayedNotCounted })}
            </p>
          ) : null}
          <p className="mt-1" data-testid="on-scene">
            {t("activations.roster.onScene", { n: data.onScene })}
          </p>
          {!open && data.closedOverAnHour && data.stillOnScene.length ? (
            <p className="mt-2 rounded-md bg-red-50 p-3 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
              {t("activations.roster.stillOut", { names: data.stillOnScene.join(", ") })}
            </p>
          ) : null}
        </div>
      </Section>

      <CardSection id="follow-ups-heading" title={t("activations.followUps.heading")} className="mb-4">
        {open ? (
          data.counts.NoReply ? (
            <ResendForm resendsSeen={data.resendsSeen} noReply={data.counts.NoReply} />
          ) : (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {t("activations.followUps.everyoneReplied")}
            </p>
          )
        ) : null}
        {data.followUps.length ? (
          <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700" data-testid="follow-ups">
            {data.followUps.map((w) => (
              <li key={w.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2" data-testid="follow-up">
                <span>
                  <span className="font-medium">
                    {w.manual
                      ? t("activations.followUps.resent", { time: w.ranLabel ?? w.dueLabel })
                      : t("activations.followUps.wave", { minutes: w.afterMinutes, time: w.dueLabel })}
                  </span>{" "}
                  {followUpTarget(t, w)}
                </span>
                <span className="text-slate-700 dark:text-slate-300">{followUpOutcome(t, w)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("activations.followUps.none")}</p>
        )}
      </CardSection>

      <Section
        id="roster-heading"
        title={t("activations.roster.heading", { n: data.rosterCount })}
        className="mb-6"
        headingClassName="mb-2 text-lg font-semibold"
      >
        {/* A table from 640 px up; below, every row is a card with its own labels (no sideways scroll). */}
        <div className="sm:card sm:overflow-x-auto sm:p-0">
          <table className={STACKED_TABLE.table} data-testid="roster">
            <TableHead columns={ROSTER_COLUMNS} cellClassName="px-3 py-2" className={STACKED_TABLE.head} />
            {/* On the server one string, byte for byte what the rows render (decision 073). */}
            {rowsHtml != null ? (
              <tbody className={STACKED_TABLE.body} dangerouslySetInnerHTML={{ __html: rowsHtml }} />
            ) : (
              <tbody className={STACKED_TABLE.body}>
                {data.roster.map((r) => (
                  <RosterRow key={r.responseId} r={r} open={open} />
                ))}
              </tbody>
            )}
          </table>
        </div>
        <Pager page={data.page} hasNext={data.hasNext} label={t("activations.roster.pages")} />
      </Section>

      {data.requiredCredential ? (
        <CardSection
          id="not-alerted-heading"
          title={t("activations.roster.notAlerted", {
            n: data.notAlerted.length,
            credential: data.requiredCredential.name,
          })}
          className="mb-6"
          testId="not-alerted"
        >
          {data.notAlerted.length ? (
            <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
              {data.notAlerted.map((m) => (
                <li key={m.userId} className="flex justify-between gap-2 py-2">
                  <span>{m.displayName}</span>
                  <span className="text-slate-700 dark:text-slate-300">
                    {m.shortfall.status === "Expired" && m.shortfall.expiresOn
                      ? t("activations.roster.shortfall.expiredOn", {
                          credential: data.requiredCredential!.name,
                          // A calendar day: read it in UTC so no zone moves it to the day before.
                          date: date(m.shortfall.expiresOn, { dateStyle: "medium", timeZone: "UTC" }),
                        })
                      : t(SHORTFALL_KEYS[m.shortfall.status], { credential: data.requiredCredential!.name })}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {t("activations.roster.everyoneHolds", { credential: data.requiredCredential.name })}
            </p>
          )}
        </CardSection>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <CardSection id="updates-heading" title={t("activations.details.updates")}>
          {open ? (
            <PostForm form={form} intent="update" className="mt-3">
              <TextareaField
                labelProps={{ children: t("activations.roster.updateMessage") }}
                textareaProps={{ ...getTextareaProps(fields.message), rows: 3, maxLength: 1000 }}
                errors={fields.message.errors}
              />
              <fieldset className="mb-3">
                <legend className="label">{t("activations.roster.sendTo")}</legend>
                <div className="flex flex-wrap gap-4 text-sm">
                  {UPDATE_AUDIENCES.map((audience) => (
                    <label key={audience} className="flex items-center gap-2">
                      <input
                        {...getInputProps(fields.audience, { type: "radio", value: audience })}
                        key={`aud-${audience}`}
                        className="h-4 w-4"
                      />
                      {audience === "Everyone"
                        ? t("activations.roster.toEveryone")
                        : t("activations.roster.toResponders")}
                    </label>
                  ))}
                </div>
              </fieldset>
              <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>
                {t("activations.roster.sendUpdate")}
              </button>
            </PostForm>
          ) : null}
          {data.updates.length ? (
            <ul className="mt-4 space-y-2 text-sm" data-testid="updates">
              {data.updates.map((u) => (
                <li key={u.id}>
                  <span className="text-slate-700 dark:text-slate-300">
                    {u.audience === "Everyone"
                      ? t("activations.roster.updateToEveryone", { time: u.at, n: u.recipientCount })
                      : t("activations.roster.updateToResponders", { time: u.at, n: u.recipientCount })}
                  </span>{" "}
                  {u.message}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("activations.roster.noUpdates")}</p>
          )}
        </CardSection>

        <CardSection id="standdown-heading" title={t("activations.roster.standDownHeading")}>
          {open ? (
            <>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("activations.roster.standDownBody")}</p>
              <div className="mt-3">
                <ConfirmAction
                  intent="close"
                  targetId={data.id}
                  fields={{}}
                  label={t("activations.roster.standDown")}
                  title={t("activations.roster.standDownTitle", { title: data.title })}
                  description={t("activations.roster.standDownDescription", { n: data.roster.length })}
                  confirmLabel={t("activations.roster.standDownConfirm")}
                  pendingLabel={t("activations.roster.standingDown")}
                  triggerClassName="btn-danger"
                />
              </div>
            </>
          ) : (
            <p className="mt-1 text-sm" data-testid="closed-note">
              {t("activations.roster.stoodDownNote", { time: data.closedLabel })}{" "}
              {data.onScene
                ? t("activations.roster.stillCheckedIn", { n: data.onScene })
                : t("activations.roster.allCheckedOut")}
            </p>
          )}
        </CardSection>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(messageOf(data?.i18n, "activations.roster.meta") ?? "Activation Roster"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
