import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { isAccessError } from "~/access/errors";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useServerReply } from "~/components/server-form";
import { kickDelivery } from "~/jobs/index.server";
import { appBaseUrl } from "~/messaging/links.server";
import { formatInZone, kindLabel, ReplySchema } from "~/models/activation.schema";
import { checkByToken, getReplyLinkState, replyByToken } from "~/models/activation.server";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The member's own reply link, /respond/<token>, for a phone on a bad connection: no sign-in, no
 * JavaScript needed. A GET only shows the title, the kind and the reply buttons (mail scanners open
 * links, so a GET records nothing); the reply is a form POST. The situation and staging location
 * show only after Available or Delayed. A forged link or a closed activation shows a plain page with
 * nothing of the activation, and records nothing.
 */

const PRIVATE_HEADERS = {
  "Cache-Control": "private, no-store",
  // The token is in the URL: never send it to another site. ("no-referrer" would also make Chrome
  // send `Origin: null` on the reply post, which Remix refuses as a possible CSRF.)
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex, nofollow",
};

type Gone = { linkState: "invalid" | "closed" };

function goneResponse(state: Gone["linkState"]) {
  return json({ linkState: state } satisfies Gone, {
    status: state === "invalid" ? 404 : 410,
    headers: PRIVATE_HEADERS,
  });
}

export async function loader({ params }: LoaderFunctionArgs) {
  const link = getReplyLinkState(params.token ?? "");
  if (link.state !== "open") return goneResponse(link.state);
  return json(
    {
      linkState: "open" as const,
      kind: link.activation.kind,
      title: link.activation.title,
      reply: link.reply,
      etaMinutes: link.etaMinutes,
      standby: link.standby,
      checkedInAt: link.checkedInAt?.toISOString() ?? null,
      checkedOutAt: link.checkedOutAt?.toISOString() ?? null,
      confirmed: link.confirmed
        ? {
            details: link.confirmed.details,
            location: link.confirmed.location,
            reportBy: formatInZone(link.confirmed.reportAt, link.confirmed.timeZone),
            chapterName: link.confirmed.chapterName,
            updates: link.confirmed.updates.map((u) => ({
              id: u.id,
              message: u.message,
              at: formatInZone(u.createdAt, link.confirmed!.timeZone),
            })),
          }
        : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = params.token ?? "";
  const formData = await request.formData();
  const intent = formData.get("intent");
  const here = new URL(request.url).pathname;
  try {
    if (intent === "reply") {
      const submission = parseWithZod(formData, { schema: ReplySchema });
      if (submission.status !== "success") {
        // Say nothing about the activation behind a bad link, even in a validation error.
        const link = getReplyLinkState(token);
        if (link.state !== "open") return goneResponse(link.state);
        return json({ result: submission.reply() }, { status: 400, headers: PRIVATE_HEADERS });
      }
      const saved = replyByToken(token, submission.value, { baseUrl: appBaseUrl(request) });
      kickDelivery();
      const what = saved.reply === "Delayed" ? `Delayed, ETA ${saved.etaMinutes} min` : saved.reply;
      return redirectWithToast(here, {
        type: "success",
        title: "Reply recorded",
        description: saved.standby ? `${what}. The number needed is reached: you are on standby.` : `${what}.`,
      });
    }
    if (intent === "checkin" || intent === "checkout") {
      checkByToken(token, intent === "checkin" ? "in" : "out");
      return redirectWithToast(here, {
        type: "success",
        title: intent === "checkin" ? "Checked in" : "Checked out",
        description: intent === "checkin" ? "Report to the staging leader." : "Thank you. Get home safely.",
      });
    }
  } catch (error) {
    if (isAccessError(error)) {
      const link = getReplyLinkState(token);
      if (link.state !== "open") return goneResponse(link.state);
      return redirectWithToast(here, { type: "error", title: "Not recorded", description: error.message });
    }
    throw error;
  }
  return json({ error: "Unknown action" }, { status: 400, headers: PRIVATE_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const out = new Headers(PRIVATE_HEADERS);
  for (const h of [loaderHeaders, actionHeaders]) {
    const cc = h?.get("Cache-Control");
    if (cc) out.set("Cache-Control", cc);
  }
  return out;
};

function GonePage({ state }: { state: Gone["linkState"] }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="respond-gone">
      {state === "closed" ? (
        <>
          <h1 className="text-2xl font-bold">This activation is closed</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            It has been stood down and no longer takes replies. If you are still on scene, report to a leader to be
            checked out.
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">This reply link is not valid</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            Check that you opened the whole link from your message. Each member gets their own link; if yours does not
            work, contact your chapter leader.
          </p>
        </>
      )}
    </div>
  );
}

const REPLY_LABEL: Record<string, string> = {
  Available: "Available",
  Delayed: "Delayed",
  Unavailable: "Unavailable",
  NoReply: "No reply yet",
};

export default function RespondPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const gone = actionData && "linkState" in actionData ? actionData : data.linkState !== "open" ? data : null;
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const form = useServerReply(lastResult, "reply-form");
  if (gone) return <GonePage state={gone.linkState as Gone["linkState"]} />;
  if (data.linkState !== "open") return <GonePage state={data.linkState} />;
  const busy = navigation.state !== "idle";
  const prefix = kindLabel(data.kind);
  const confirmed = data.confirmed;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <p
        className={`mb-3 inline-block rounded px-2 py-1 text-sm font-bold tracking-wide ${
          data.kind === "Drill" ? "bg-amber-100 text-amber-900" : "bg-red-700 text-white"
        }`}
        data-testid="kind-banner"
      >
        {data.kind === "Drill" ? "DRILL: this is a drill" : "REAL ACTIVATION: this is not a drill"}
      </p>
      <h1 className="text-2xl font-bold">
        {prefix}: {data.title}
      </h1>

      <p className="mt-3 text-sm" data-testid="my-reply">
        Your reply: <strong>{REPLY_LABEL[data.reply]}</strong>
        {data.reply === "Delayed" && data.etaMinutes ? ` (ETA ${data.etaMinutes} min)` : ""}
        {data.standby ? " · on standby (the number needed is reached)" : ""}
      </p>

      {confirmed ? (
        <section aria-labelledby="details-heading" className="card mt-4" data-testid="activation-details">
          <h2 id="details-heading" className="text-lg font-semibold">
            Details for responders
          </h2>
          <dl className="mt-2 space-y-2 text-sm">
            <div>
              <dt className="font-semibold">Situation</dt>
              <dd className="whitespace-pre-line">{confirmed.details}</dd>
            </div>
            <div>
              <dt className="font-semibold">Staging location</dt>
              <dd>{confirmed.location}</dd>
            </div>
            <div>
              <dt className="font-semibold">Report by</dt>
              <dd>{confirmed.reportBy}</dd>
            </div>
          </dl>
          {confirmed.updates.length ? (
            <>
              <h3 className="mt-4 font-semibold">Updates</h3>
              <ul className="mt-1 space-y-1 text-sm">
                {confirmed.updates.map((u) => (
                  <li key={u.id}>
                    <span className="text-slate-700 dark:text-slate-300">{u.at}:</span> {u.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="check-status">
            {data.checkedOutAt ? (
              <p className="text-sm">Checked out. Thank you.</p>
            ) : data.checkedInAt ? (
              <>
                <p className="text-sm">You are checked in (on scene).</p>
                <Form method="post">
                  <input type="hidden" name="intent" value="checkout" />
                  <button type="submit" className="btn-secondary" disabled={busy}>
                    Check out
                  </button>
                </Form>
              </>
            ) : (
              <Form method="post">
                <input type="hidden" name="intent" value="checkin" />
                <button type="submit" className="btn-secondary" disabled={busy}>
                  Check in (I have arrived)
                </button>
              </Form>
            )}
          </div>
        </section>
      ) : (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          The situation and the staging location are shown once you reply Available or Delayed.
        </p>
      )}

      <section aria-labelledby="reply-heading" className="card mt-4">
        <h2 id="reply-heading" className="text-lg font-semibold">
          {data.reply === "NoReply" ? "Can you respond?" : "Change your reply"}
        </h2>
        <Form
          method="post"
          id={form.formId}
          className="mt-3 space-y-3"
          aria-describedby={form.formErrors ? form.formErrorId : undefined}
        >
          <input type="hidden" name="intent" value="reply" />
          {form.errorsOf("reply") ? (
            <p role="alert" className="field-error">
              {form.errorsOf("reply")!.join(" ")}
            </p>
          ) : null}
          <button type="submit" name="reply" value="Available" className="btn-primary w-full" disabled={busy}>
            Available
          </button>
          <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
            <label htmlFor={form.fieldId("eta")} className="label">
              ETA in minutes (for Delayed)
            </label>
            <input
              id={form.fieldId("eta")}
              name="eta"
              type="number"
              inputMode="numeric"
              min={1}
              max={1440}
              className="input"
              defaultValue={form.valueOf("eta") ?? (data.etaMinutes ? String(data.etaMinutes) : "")}
              aria-invalid={form.errorsOf("eta") ? true : undefined}
              aria-describedby={form.errorsOf("eta") ? `${form.fieldId("eta")}-error` : undefined}
            />
            {form.errorsOf("eta") ? (
              <p id={`${form.fieldId("eta")}-error`} className="field-error">
                {form.errorsOf("eta")!.join(" ")}
              </p>
            ) : null}
            <button type="submit" name="reply" value="Delayed" className="btn-secondary mt-2 w-full" disabled={busy}>
              Delayed
            </button>
          </div>
          <button type="submit" name="reply" value="Unavailable" className="btn-secondary w-full" disabled={busy}>
            Unavailable
          </button>
        </Form>
        <p className="mt-3 text-xs text-slate-700 dark:text-slate-300">
          You can change your reply until the activation closes.
        </p>
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [
  { title: "Activation reply | CERT Chapters" },
  { name: "robots", content: "noindex, nofollow" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
