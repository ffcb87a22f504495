import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { handlePage } from "~/access/respond.server";
import { can } from "~/access/rules.server";
import { KindBadge, MyActivationCard } from "~/components/activations/my-activation-card";
import { EmptyState, PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { kickDelivery } from "~/jobs/index.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ReplySchema } from "~/models/activation.schema";
import { listActivationHistory, listMyActivations, replyAsMember } from "~/models/activation.server";
import { toHistoryRow, toMyActivationCard } from "~/models/activation-view.server";
import { redirectTarget } from "~/utils/enhanced-response.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const canStart = can(actor, "activation.start");
  return json(
    {
      canStart,
      mine: listMyActivations(actor, 30).map(toMyActivationCard),
      history: canStart ? listActivationHistory(actor, 100).map((h) => toHistoryRow(h)) : [],
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "reply") return json({ error: "Unknown action" }, { status: 400 });
  const back = redirectTarget(formData, "/dashboard/activations");
  const submission = parseWithZod(formData, { schema: ReplySchema });
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0] ?? "Check your reply";
    return redirectWithToast(back, { type: "error", title: "Reply not recorded", description: first });
  }
  return handlePage(request, async () => {
    const saved = replyAsMember(actor, String(formData.get("activationId") ?? ""), submission.value, {
      baseUrl: appBaseUrl(request),
    });
    kickDelivery();
    const what = saved.reply === "Delayed" ? `Delayed, ETA ${saved.etaMinutes} min` : saved.reply;
    return redirectWithToast(back, {
      type: "success",
      title: "Reply recorded",
      description: saved.standby ? `${what}. The number needed is reached: you are on standby.` : `${what}.`,
    });
  });
}

export default function ActivationsPage() {
  const { canStart, mine, history } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title="Activations"
        description="Call-outs of your chapters: reply, and (for leaders) run the roster."
        actions={
          canStart ? (
            <Link to="/dashboard/activations/new" className="btn-primary">
              <span aria-hidden="true">+</span> New Activation
            </Link>
          ) : null
        }
      />
      <section aria-labelledby="mine-heading" className="mb-8">
        <h2 id="mine-heading" className="mb-3 text-lg font-semibold">
          My Activations
        </h2>
        {mine.length ? (
          <div className="grid gap-4 lg:grid-cols-2">
            {mine.map((a) => (
              <MyActivationCard key={a.id} activation={a} redirectTo="/dashboard/activations" />
            ))}
          </div>
        ) : (
          <EmptyState
            headingLevel={3}
            title="No Activations"
            description="When a chapter you belong to calls its members out, it shows here."
          />
        )}
      </section>
      {canStart ? (
        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="mb-3 text-lg font-semibold">
            History
          </h2>
          {history.length ? (
            <div className="card overflow-x-auto p-0">
              <table className="w-full text-left text-sm" data-testid="activation-history">
                <thead className="border-b border-slate-200 dark:border-slate-700">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Activation
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Chapter
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Status
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Alerted
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Replied
                    </th>
                    <th scope="col" className="px-3 py-2">
                      First reply
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Responders / needed
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((h) => (
                    <tr key={h.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                      <td className="px-3 py-2">
                        <KindBadge kind={h.kind} />{" "}
                        <Link to={`/dashboard/activations/${h.id}`} className="link font-medium">
                          {h.title}
                        </Link>
                        <div className="text-xs text-slate-700 dark:text-slate-300">{h.createdLabel}</div>
                      </td>
                      <td className="px-3 py-2">{h.chapterName}</td>
                      <td className="px-3 py-2">{h.status}</td>
                      <td className="px-3 py-2">{h.alerted}</td>
                      <td className="px-3 py-2">
                        {h.replied} ({h.repliedPercent}%)
                      </td>
                      <td className="px-3 py-2">{h.firstReply}</td>
                      <td className="px-3 py-2">
                        {h.responders} / {h.needed}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <EmptyState
              headingLevel={3}
              title="No Activations Yet"
              description="Activations of the chapters you lead are listed here with their response figures."
            />
          )}
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Activations | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
