import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { ActivationDetails } from "~/components/activations/my-activation-card";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import {
  IdempotencyField,
  kindTitle,
  ReplyButton,
  ReplySummary,
  type ReplyState,
} from "~/components/activations/reply-controls";
import { useServerReply } from "~/components/server-form";
import { PRIVATE_HEADERS, respondAction, respondLoader, type Gone } from "~/flows/respond-link.server";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import { CardSection } from "~/components/training/section";
import { pageMeta, siteTitle } from "~/utils/page-meta";

/**
 * The member's own reply link, /respond/<token>, for a phone on a bad connection: no sign-in, no
 * JavaScript needed. A GET only shows the title, the kind and the reply buttons (mail scanners open
 * links, so a GET records no reply, only that the link was opened, for the delivery status); the
 * reply is a form POST. The situation and staging location
 * show only after Available or Delayed. A forged link or a closed activation shows a plain page with
 * nothing of the activation, and records nothing.
 */

export const loader = (args: LoaderFunctionArgs) => respondLoader(args);
export const action = (args: ActionFunctionArgs) => respondAction(args);

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const out = new Headers(PRIVATE_HEADERS);
  for (const h of [loaderHeaders, actionHeaders]) {
    const cc = h?.get("Cache-Control");
    if (cc) out.set("Cache-Control", cc);
  }
  return out;
};

function GonePage({ state }: { state: Gone["linkState"] }) {
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="respond-gone">
      <h1 className="text-2xl font-bold">
        {state === "closed" ? t("activations.respond.closedTitle") : t("activations.respond.invalidTitle")}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {state === "closed" ? t("activations.respond.closedBody") : t("activations.respond.invalidBody")}
      </p>
    </div>
  );
}

export default function RespondPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useT();
  const gone = actionData && "linkState" in actionData ? actionData : data.linkState !== "open" ? data : null;
  const lastResult = actionData && "result" in actionData ? actionData.result : undefined;
  const form = useServerReply(lastResult, "reply-form");
  if (gone) return <GonePage state={gone.linkState as Gone["linkState"]} />;
  if (data.linkState !== "open") return <GonePage state={data.linkState} />;
  const busy = navigation.state !== "idle";
  const prefix = kindTitle(t, data.kind);
  const confirmed = data.confirmed;
  const errorsOf = (name: string) =>
    form
      .errorsOf(name)
      ?.map((e) => translateValidation(t, e))
      .join(" ");
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <p
        className={`mb-3 inline-block rounded px-2 py-1 text-sm font-bold tracking-wide ${
          data.kind === "Drill" ? "bg-amber-100 text-amber-900" : "bg-red-700 text-white"
        }`}
        data-testid="kind-banner"
      >
        {data.kind === "Drill"
          ? t("activations.respond.bannerDrill", { drill: prefix })
          : t("activations.respond.bannerReal")}
      </p>
      <h1 className="text-2xl font-bold">
        {prefix}: {data.title}
      </h1>
      <p className="mt-1 text-sm font-medium" data-testid="activation-facts">
        {t("activations.respond.reportBy", { chapter: data.chapterName, time: data.reportBy })}
      </p>

      <p className="mt-3 text-sm" data-testid="my-reply">
        <ReplySummary reply={data.reply as ReplyState} etaMinutes={data.etaMinutes} />
        {data.standby ? ` · ${t("activations.respond.standbyNote")}` : ""}
      </p>

      {confirmed ? (
        <CardSection
          id="details-heading"
          title={t("activations.respond.detailsHeading")}
          className="mt-4"
          testId="activation-details"
        >
          <ActivationDetails details={confirmed.details} location={confirmed.location} reportBy={confirmed.reportBy} />
          {confirmed.updates.length ? (
            <>
              <h3 className="mt-4 font-semibold">{t("activations.details.updates")}</h3>
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
              <p className="text-sm">{t("activations.respond.checkedOut")}</p>
            ) : (
              <>
                {data.checkedInAt ? <p className="text-sm">{t("activations.respond.checkedIn")}</p> : null}
                <Form method="post">
                  <input type="hidden" name="intent" value={data.checkedInAt ? "checkout" : "checkin"} />
                  <button type="submit" className="btn-secondary" disabled={busy}>
                    {data.checkedInAt ? t("activations.respond.checkOut") : t("activations.respond.checkIn")}
                  </button>
                </Form>
              </>
            )}
          </div>
        </CardSection>
      ) : (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("activations.respond.detailsLater")}</p>
      )}

      <CardSection
        id="reply-heading"
        title={data.reply === "NoReply" ? t("activations.respond.canYouRespond") : t("activations.respond.changeReply")}
        className="mt-4"
      >
        <Form
          method="post"
          id={form.formId}
          className="mt-3 space-y-3"
          aria-describedby={form.formErrors ? form.formErrorId : undefined}
        >
          <input type="hidden" name="intent" value="reply" />
          <IdempotencyField />
          {form.errorsOf("reply") ? (
            <p role="alert" className="field-error">
              {errorsOf("reply")}
            </p>
          ) : null}
          <ReplyButton reply="Available" busy={busy} className="btn-primary w-full" />
          <div className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
            <label htmlFor={form.fieldId("eta")} className="label">
              {t("activations.respond.etaLabel")}
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
                {errorsOf("eta")}
              </p>
            ) : null}
            <ReplyButton reply="Delayed" busy={busy} className="btn-secondary mt-2 w-full" />
          </div>
          <ReplyButton reply="Unavailable" busy={busy} className="btn-secondary w-full" />
        </Form>
        <p className="mt-3 text-xs text-slate-700 dark:text-slate-300">{t("activations.respond.changeUntilClosed")}</p>
      </CardSection>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  ...pageMeta(siteTitle(messageOf(data?.i18n, "activations.respond.meta") ?? "Activation reply")),
  { name: "robots", content: "noindex, nofollow" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
