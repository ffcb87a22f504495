import { messageOf } from "~/i18n/catalogue-ref";
import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { refuse } from "~/flows/respond.server";
import { can } from "~/access/rules.server";
import { ColumnTable } from "~/components/activations/column-table";
import { HistoryRows } from "~/components/activations/history-rows";
import { MyActivationCard } from "~/components/activations/my-activation-card";
import { EmptyOr, HeaderAction, PageHeader } from "~/components/dashboard";
import { Pager, pageParam } from "~/components/dashboard/pager";
import { reviewPage, reviewPageWindow } from "~/components/dashboard/review-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { replyRecordedToast } from "~/flows/activation-reply.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import { appBaseUrl } from "~/messaging/links.server";
import { ReplySchema } from "~/models/activation.schema";
import { listActivationHistory, listMyActivations } from "~/models/activation-lists.server";
import { replyAsMember } from "~/models/activation-reply.server";
import { toHistoryRow, toMyActivationCard } from "~/models/activation-view.server";
import { idempotencyKeyOf } from "~/models/idempotency.server";
import { redirectTarget } from "~/utils/enhanced-response.server";
import { redirectWithToast } from "~/utils/toast.server";
import { Section } from "~/components/training/section";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const canStart = can(actor, "activation.start");
  const i18n = await getI18n(request);
  // The call-outs this leader or administrator ran, a page at a time (an administrator's reach is
  // every chapter's: 2,000 at national size, and their reply figures are aggregated per row shown).
  const pageNumber = pageParam(new URL(request.url).searchParams);
  const { limit, offset } = reviewPageWindow(pageNumber);
  const { rows, page, hasNext } = reviewPage(canStart ? listActivationHistory(actor, limit, offset) : [], pageNumber);
  return json(
    {
      i18n: i18n.messages("activations"),
      canStart,
      mine: listMyActivations(actor, 30).map(toMyActivationCard),
      history: rows.map((h) => toHistoryRow(h)),
      page,
      hasNext,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "reply") return json({ error: "Unknown action" }, { status: 400 });
  const back = redirectTarget(formData, "/dashboard/activations");
  const { t } = await getI18n(request);
  const submission = parseSubmission(formData, { schema: ReplySchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return redirectWithToast(back, {
      type: "error",
      title: t("activations.toast.replyNotRecorded"),
      description: first ? translateValidation(t, first) : t("activations.toast.checkReply"),
    });
  }
  try {
    const saved = replyAsMember(actor, String(formData.get("activationId") ?? ""), submission.value, {
      baseUrl: appBaseUrl(request),
      idempotencyKey: idempotencyKeyOf(formData),
    });
    return redirectWithToast(back, replyRecordedToast(t, saved));
  } catch (error) {
    return refuse(error, request, {
      title: "activations.toast.replyNotRecorded",
      back,
      failure: "common.toast.failed",
    });
  }
}

const HISTORY_COLUMNS = [
  "activations.col.activation",
  "activations.col.chapter",
  "activations.col.status",
  "activations.col.alerted",
  "activations.col.replied",
  "activations.col.firstReply",
  "activations.col.responders",
] as const;

export default function ActivationsPage() {
  const { canStart, mine, history, page, hasNext } = useLoaderData<typeof loader>();
  const { t, lang, number } = useT();
  return (
    <div>
      <PageHeader
        title={t("activations.index.title")}
        description={t("activations.index.description")}
        actions={
          canStart ? <HeaderAction to="/dashboard/activations/new" icon="+" label={t("activations.index.new")} /> : null
        }
      />
      <Section id="mine-heading" title={t("activations.index.mine")} className="mb-8">
        <EmptyOr
          count={mine.length}
          title={t("activations.index.emptyMineTitle")}
          description={t("activations.index.emptyMineBody")}
        >
          <div className="grid gap-4 lg:grid-cols-2">
            {mine.map((a) => (
              <MyActivationCard key={a.id} activation={a} redirectTo="/dashboard/activations" />
            ))}
          </div>
        </EmptyOr>
      </Section>
      {canStart ? (
        <Section id="history-heading" title={t("activations.index.history")}>
          <EmptyOr
            count={history.length}
            title={t("activations.index.emptyHistoryTitle")}
            description={t("activations.index.emptyHistoryBody")}
          >
            <ColumnTable
              testId="activation-history"
              columns={HISTORY_COLUMNS}
              body={<HistoryRows rows={history} text={{ t, number, lang }} />}
            />
          </EmptyOr>
          <Pager page={page} hasNext={hasNext} />
        </Section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(messageOf(data?.i18n, "activations.index.meta") ?? "Activations"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
