import { getFormProps, getInputProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { pageError, pageRefusal } from "~/flows/respond.server";
import { can } from "~/access/rules.server";
import { FormPage } from "~/components/content/form-page";
import { useZodForm } from "~/components/zod-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformSelect, SubmitRow } from "~/components/events/fields";
import { ConformField, ConformTextarea, FormAlert } from "~/components/forms";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { kickDelivery } from "~/jobs/index.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ActivationFormSchema, activationInputFromForm } from "~/models/activation.schema";
import { activationChapterOptions, createActivation, getActivationChapter } from "~/models/activation.server";
import { listCredentialTypes } from "~/models/credential.server";
import { translateValidation } from "~/i18n/validation";
import { redirectWithToast } from "~/utils/toast.server";
import { pageMeta, siteTitle } from "~/utils/page-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  if (!can(actor, "activation.start")) throw pageError("forbidden", i18n.t("activations.new.notAllowed"));
  return json({
    i18n: i18n.messages("activations", "validation"),
    chapters: activationChapterOptions(actor).map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone })),
    credentialTypes: listCredentialTypes().map((t) => ({ value: t.id, label: t.name })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const { t } = await getI18n(request);
  if (!can(actor, "activation.start")) throw pageError("forbidden", t("activations.new.notAllowed"));
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ActivationFormSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const chapter = getActivationChapter(submission.value.chapterId);
  if (!chapter) {
    return json(
      { result: submission.reply({ fieldErrors: { chapterId: ["Please select a chapter"] } }) },
      { status: 400 },
    );
  }
  try {
    const created = createActivation(actor, activationInputFromForm(submission.value, chapter.timeZone), {
      baseUrl: appBaseUrl(request),
    });
    kickDelivery();
    return redirectWithToast(`/dashboard/activations/${created.activation.id}`, {
      type: "success",
      title: t("activations.toast.sent"),
      description: t("activations.toast.alerted", { count: created.alerted }),
    });
  } catch (error) {
    if (isAccessError(error) && (error.kind === "invalid" || error.kind === "conflict")) {
      return json(
        {
          result: submission.reply({
            formErrors: [translateValidation(t, error.message)],
            fieldErrors: error.fieldErrors,
          }),
        },
        { status: 400 },
      );
    }
    return pageRefusal(error, request);
  }
}

export default function NewActivationPage() {
  const { chapters, credentialTypes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useT();
  const [form, fields] = useZodForm(ActivationFormSchema, {
    id: "create-activation",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    defaultValue: { kind: "Drill", needed: "5" },
  });
  const zones = [...new Set(chapters.map((c) => c.timeZone))];
  return (
    <FormPage
      backHref="/dashboard/activations"
      backLabel={t("activations.new.back")}
      title={t("activations.new.title")}
      description={t("activations.new.description")}
    >
      {chapters.length ? (
        <Form method="post" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <fieldset className="mb-4">
            <legend className="label">{t("activations.new.kind")}</legend>
            <div className="flex gap-4">
              {(["Drill", "Real"] as const).map((k) => (
                <label key={k} className="flex items-center gap-2 text-sm">
                  <input
                    {...getInputProps(fields.kind, { type: "radio", value: k })}
                    key={`${fields.kind.key}-${k}`}
                    className="h-4 w-4"
                  />
                  {k === "Drill" ? t("activations.kind.drillOption") : t("activations.kind.realOption")}
                </label>
              ))}
            </div>
            {fields.kind.errors ? (
              <p className="field-error">{fields.kind.errors.map((e) => translateValidation(t, e)).join(" ")}</p>
            ) : null}
          </fieldset>
          <ConformSelect
            field={fields.chapterId}
            label={t("activations.new.chapter")}
            placeholder={t("activations.new.chapterPlaceholder")}
            options={chapters.map((c) => ({ value: c.id, label: c.name }))}
          />
          <ConformField
            field={fields.title}
            label={t("activations.new.titleLabel")}
            autoComplete="off"
            placeholder={t("activations.new.titlePlaceholder")}
          />
          <ConformTextarea
            field={fields.details}
            label={t("activations.new.situation")}
            rows={4}
            hint={t("activations.new.respondersOnly")}
          />
          <ConformField
            field={fields.location}
            label={t("activations.new.location")}
            placeholder={t("activations.new.locationPlaceholder")}
            hint={t("activations.new.respondersOnly")}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <ConformField
              field={fields.reportAt}
              type="datetime-local"
              label={t("activations.new.reportBy")}
              hint={
                zones.length === 1
                  ? t("activations.new.zoneHintNamed", { zone: zones[0]!.replace(/_/g, " ") })
                  : t("activations.new.zoneHint")
              }
            />
            <ConformField
              field={fields.needed}
              type="number"
              label={t("activations.new.needed")}
              min={1}
              max={1000}
              inputMode="numeric"
            />
          </div>
          <ConformSelect
            field={fields.requiredCredentialTypeId}
            label={t("activations.new.credential")}
            placeholder={t("activations.new.credentialNone")}
            options={credentialTypes}
            hint={t("activations.new.credentialHint")}
          />
          <SubmitRow
            label={t("activations.new.submit")}
            pendingLabel={t("activations.new.sending")}
            cancelLabel={t("activations.new.cancel")}
            pending={navigation.state === "submitting"}
            cancelHref="/dashboard/activations"
          />
        </Form>
      ) : (
        <p className="text-sm">{t("activations.new.noChapters")}</p>
      )}
    </FormPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(data?.i18n["activations.new.meta"] ?? "New Activation"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
