import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { handlePage, pageRefusal } from "~/access/respond.server";
import { KindBadge } from "~/components/activations/my-activation-card";
import { useLiveRoster } from "~/components/activations/use-live-roster";
import { ConfirmAction } from "~/components/confirm-action";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormAlert, TextareaField } from "~/components/forms";
import { useHydrated } from "~/utils/use-hydrated";
import { kickDelivery } from "~/jobs/index.server";
import { appBaseUrl } from "~/messaging/links.server";
import { UpdateSchema } from "~/models/activation.schema";
import { checkByLeader, closeActivation, getActivationRoster, postActivationUpdate } from "~/models/activation.server";
import { toRosterPage } from "~/models/activation-view.server";
import { messageStatsForActivation } from "~/models/message-queue.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The roster of one activation, for the chapter's leaders and admins: counts against the number
 * needed, every member's reply, ETA, reply time and phone, who is on scene, updates, stand-down.
 * With JS it refreshes itself when anything changes (see use-live-roster); without JS a reload
 * shows the same.
 */

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  try {
    const view = getActivationRoster(actor, params.id ?? "");
    return json(
      { ...toRosterPage(view), delivery: messageStatsForActivation(view.activation.id), version: view.version },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  } catch (error) {
    throw await pageRefusal(error, request);
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const id = params.id ?? "";
  const formData = await request.formData();
  const intent = formData.get("intent");
  const here = `/dashboard/activations/${id}`;
  if (intent === "update") {
    const submission = parseWithZod(formData, { schema: UpdateSchema });
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    try {
      const { recipients } = postActivationUpdate(actor, id, submission.value, { baseUrl: appBaseUrl(request) });
      kickDelivery();
      return redirectWithToast(here, {
        type: "success",
        title: "Update sent",
        description: `Queued to ${recipients} member${recipients === 1 ? "" : "s"}.`,
      });
    } catch (error) {
      if (isAccessError(error) && (error.kind === "invalid" || error.kind === "conflict")) {
        return json({ result: submission.reply({ formErrors: [error.message] }) }, { status: 400 });
      }
      return pageRefusal(error, request);
    }
  }
  if (intent === "checkin" || intent === "checkout") {
    return handlePage(request, () => {
      checkByLeader(actor, id, String(formData.get("responseId") ?? ""), intent === "checkin" ? "in" : "out");
      return redirectWithToast(here, { type: "success", title: intent === "checkin" ? "Checked in" : "Checked out" });
    });
  }
  if (intent === "close") {
    return handlePage(request, () => {
      closeActivation(actor, id);
      kickDelivery();
      return redirectWithToast(here, {
        type: "success",
        title: "Stood down",
        description: "The activation is closed and everyone alerted is being notified.",
      });
    });
  }
  return json({ error: "Unknown action" }, { status: 400 });
}

const REPLY_TEXT: Record<string, string> = {
  Available: "Available",
  Delayed: "Delayed",
  Unavailable: "Unavailable",
  NoReply: "No reply",
};

export default function RosterPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  useLiveRoster(`/dashboard/activations/${data.id}/live`, data.version);
  const open = data.status === "Open";
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: "activation-update",
    lastResult,
    constraint: getZodConstraint(UpdateSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: UpdateSchema }),
    shouldRevalidate: "onBlur",
    defaultValue: { audience: "Responders" },
  });
  const stillOnScene = data.roster.filter((r) => r.onScene);
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/dashboard/activations" className="link">
          ← All activations
        </Link>
      </p>
      <header className="mb-4">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={data.kind} />
          {open ? <span className="badge-approved">Open</span> : <span className="badge-neutral">Closed</span>}
          <span className="text-sm text-slate-700 dark:text-slate-300">{data.chapterName}</span>
        </div>
        <h1 className="mt-2 text-2xl font-bold">
          {data.kind === "Drill" ? "DRILL: " : "REAL: "}
          {data.title}
        </h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Report by {data.reportByLabel} · Staging: {data.location} · Sent {data.createdLabel}
          {data.closedLabel ? ` · Stood down ${data.closedLabel}` : ""}
        </p>
        <p className="mt-2 whitespace-pre-line text-sm">{data.details}</p>
        <p className="mt-2 text-xs text-slate-700 dark:text-slate-300" data-testid="live-note">
          {hydrated ? "This roster updates live." : "Reload the page to see new replies."} Messages:{" "}
          {data.delivery.sent} sent, {data.delivery.queued + data.delivery.sending} waiting
          {data.delivery.failed ? `, ${data.delivery.failed} failed` : ""}.
        </p>
      </header>

      <section aria-labelledby="counts-heading" className="mb-4">
        <h2 id="counts-heading" className="sr-only">
          Replies
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-testid="reply-counts">
          {(
            [
              ["Available", data.counts.Available],
              ["Delayed", data.counts.Delayed],
              ["Unavailable", data.counts.Unavailable],
              ["No reply", data.counts.NoReply],
              ["Needed", `${data.committed} / ${data.needed}`],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="card p-3">
              <dt className="text-xs font-medium text-slate-700 dark:text-slate-300">{label}</dt>
              <dd className="text-2xl font-bold" data-testid={`count-${label.replace(/\s+/g, "-").toLowerCase()}`}>
                {value}
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
              Needed reached: {data.committed} of {data.needed} responders. Later Available replies are marked standby
              {data.standbyCount ? ` (${data.standbyCount} on standby)` : ""}.
            </p>
          ) : (
            <p data-testid="needed-open">
              {data.needed - data.committed} more responder{data.needed - data.committed === 1 ? "" : "s"} needed
              {data.standbyCount ? ` (${data.standbyCount} on standby: call them in with an update)` : ""}.
            </p>
          )}
          <p className="mt-1" data-testid="on-scene">
            On scene now: {data.onScene}
          </p>
          {!open && data.closedOverAnHour && stillOnScene.length ? (
            <p className="mt-2 rounded-md bg-red-50 p-3 font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">
              More than an hour after stand-down, still not checked out:{" "}
              {stillOnScene.map((r) => r.displayName).join(", ")}.
            </p>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="roster-heading" className="mb-6">
        <h2 id="roster-heading" className="mb-2 text-lg font-semibold">
          Roster ({data.roster.length} alerted)
        </h2>
        <div className="card overflow-x-auto p-0">
          <table className="w-full text-left text-sm" data-testid="roster">
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Member
                </th>
                <th scope="col" className="px-3 py-2">
                  Reply
                </th>
                <th scope="col" className="px-3 py-2">
                  ETA
                </th>
                <th scope="col" className="px-3 py-2">
                  Replied
                </th>
                <th scope="col" className="px-3 py-2">
                  Phone
                </th>
                <th scope="col" className="px-3 py-2">
                  On scene
                </th>
              </tr>
            </thead>
            <tbody>
              {data.roster.map((r) => (
                <tr
                  key={r.responseId}
                  className="border-b border-slate-100 last:border-0 dark:border-slate-800"
                  data-testid="roster-row"
                >
                  <th scope="row" className="px-3 py-2 font-medium">
                    {r.displayName}
                  </th>
                  <td className="px-3 py-2">
                    {REPLY_TEXT[r.reply]}
                    {r.standby ? <span className="badge-pending ml-1">Standby</span> : null}
                  </td>
                  <td className="px-3 py-2">{r.etaLabel ?? "—"}</td>
                  <td className="px-3 py-2">{r.repliedLabel ?? "—"}</td>
                  <td className="px-3 py-2">
                    {r.phone ? (
                      <a className="link" href={`tel:${r.phone.replace(/[^\d+]/g, "")}`}>
                        {r.phone}
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <div className="flex flex-wrap items-center gap-2">
                      <span>
                        {r.checkedOut
                          ? `In ${r.checkedInLabel}, out ${r.checkedOutLabel}`
                          : r.checkedIn
                            ? `In since ${r.checkedInLabel}`
                            : "—"}
                      </span>
                      {!r.checkedIn && open ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="checkin" />
                          <input type="hidden" name="responseId" value={r.responseId} />
                          <button
                            type="submit"
                            className="btn-secondary px-2 py-1 text-xs"
                            aria-label={`Check in ${r.displayName}`}
                            disabled={navigation.state !== "idle"}
                          >
                            Check in
                          </button>
                        </Form>
                      ) : null}
                      {r.onScene ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="checkout" />
                          <input type="hidden" name="responseId" value={r.responseId} />
                          <button
                            type="submit"
                            className="btn-secondary px-2 py-1 text-xs"
                            aria-label={`Check out ${r.displayName}`}
                            disabled={navigation.state !== "idle"}
                          >
                            Check out
                          </button>
                        </Form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {data.requiredCredential ? (
        <section aria-labelledby="not-alerted-heading" className="card mb-6" data-testid="not-alerted">
          <h2 id="not-alerted-heading" className="text-lg font-semibold">
            Not alerted ({data.notAlerted.length}): {data.requiredCredential.name} required
          </h2>
          {data.notAlerted.length ? (
            <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700">
              {data.notAlerted.map((m) => (
                <li key={m.userId} className="flex justify-between gap-2 py-2">
                  <span>{m.displayName}</span>
                  <span className="text-slate-700 dark:text-slate-300">{m.reason}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              Every approved member holds a current {data.requiredCredential.name}.
            </p>
          )}
        </section>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="updates-heading" className="card">
          <h2 id="updates-heading" className="text-lg font-semibold">
            Updates
          </h2>
          {open ? (
            <Form method="post" {...getFormProps(form)} className="mt-3">
              <input type="hidden" name="intent" value="update" />
              <FormAlert id={form.errorId} errors={form.errors} />
              <TextareaField
                labelProps={{ children: "Update message" }}
                textareaProps={{ ...getTextareaProps(fields.message), rows: 3, maxLength: 1000 }}
                errors={fields.message.errors}
              />
              <fieldset className="mb-3">
                <legend className="label">Send to</legend>
                <div className="flex flex-wrap gap-4 text-sm">
                  <label className="flex items-center gap-2">
                    <input
                      {...getInputProps(fields.audience, { type: "radio", value: "Responders" })}
                      key="aud-r"
                      className="h-4 w-4"
                    />
                    Responders (Available or Delayed)
                  </label>
                  <label className="flex items-center gap-2">
                    <input
                      {...getInputProps(fields.audience, { type: "radio", value: "Everyone" })}
                      key="aud-e"
                      className="h-4 w-4"
                    />
                    Everyone alerted
                  </label>
                </div>
              </fieldset>
              <button type="submit" className="btn-primary" disabled={navigation.state !== "idle"}>
                Send Update
              </button>
            </Form>
          ) : null}
          {data.updates.length ? (
            <ul className="mt-4 space-y-2 text-sm" data-testid="updates">
              {data.updates.map((u) => (
                <li key={u.id}>
                  <span className="text-slate-700 dark:text-slate-300">
                    {u.at} · to {u.audience === "Everyone" ? "everyone" : "responders"} ({u.recipientCount}):
                  </span>{" "}
                  {u.message}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">No updates posted.</p>
          )}
        </section>

        <section aria-labelledby="standdown-heading" className="card">
          <h2 id="standdown-heading" className="text-lg font-semibold">
            Stand-down
          </h2>
          {open ? (
            <>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                Closes the activation (reply links stop taking replies) and notifies everyone alerted. Check responders
                out on the roster; an hour after stand-down the leaders are told who is still checked in.
              </p>
              <div className="mt-3">
                <ConfirmAction
                  intent="close"
                  targetId={data.id}
                  fields={{}}
                  label="Stand Down"
                  title={`Stand down “${data.title}”?`}
                  description={`Everyone alerted (${data.roster.length}) is told the activation is closed. This cannot be undone.`}
                  confirmLabel="Stand down and notify"
                  pendingLabel="Standing down..."
                  triggerClassName="btn-danger"
                />
              </div>
            </>
          ) : (
            <p className="mt-1 text-sm" data-testid="closed-note">
              Stood down {data.closedLabel}.{" "}
              {data.onScene ? `${data.onScene} still checked in.` : "Everyone is checked out."}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Activation Roster | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
