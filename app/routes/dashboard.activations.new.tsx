import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { pageError, pageRefusal } from "~/flows/respond.server";
import { can } from "~/access/rules.server";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SelectField, SubmitRow } from "~/components/events/fields";
import { Field, FormAlert, TextareaField } from "~/components/forms";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { kickDelivery } from "~/jobs/index.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ActivationFormSchema, activationInputFromForm } from "~/models/activation.schema";
import { activationChapterOptions, createActivation, getActivationChapter } from "~/models/activation.server";
import { listCredentialTypes } from "~/models/credential.server";
import { translateValidation } from "~/i18n/validation";
import { redirectWithToast } from "~/utils/toast.server";

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
  const [form, fields] = useForm({
    id: "create-activation",
    lastResult: actionData?.result,
    constraint: getZodConstraint(ActivationFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ActivationFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onBlur",
    defaultValue: { kind: "Drill", needed: "5" },
  });
  const zones = [...new Set(chapters.map((c) => c.timeZone))];
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/activations" className="link">
          {t("activations.new.back")}
        </Link>
      </p>
      <PageHeader title={t("activations.new.title")} description={t("activations.new.description")} />
      {chapters.length ? (
        <div className="card">
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
            <SelectField
              label={t("activations.new.chapter")}
              selectProps={getSelectProps(fields.chapterId)}
              placeholder={t("activations.new.chapterPlaceholder")}
              options={chapters.map((c) => ({ value: c.id, label: c.name }))}
              errors={fields.chapterId.errors}
            />
            <Field
              labelProps={{ children: t("activations.new.titleLabel") }}
              inputProps={{
                ...getInputProps(fields.title, { type: "text" }),
                autoComplete: "off",
                placeholder: t("activations.new.titlePlaceholder"),
              }}
              errors={fields.title.errors}
            />
            <TextareaField
              labelProps={{ children: t("activations.new.situation") }}
              textareaProps={{ ...getTextareaProps(fields.details), rows: 4 }}
              errors={fields.details.errors}
              hint={t("activations.new.respondersOnly")}
            />
            <Field
              labelProps={{ children: t("activations.new.location") }}
              inputProps={{
                ...getInputProps(fields.location, { type: "text" }),
                placeholder: t("activations.new.locationPlaceholder"),
              }}
              errors={fields.location.errors}
              hint={t("activations.new.respondersOnly")}
            />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field
                labelProps={{ children: t("activations.new.reportBy") }}
                inputProps={getInputProps(fields.reportAt, { type: "datetime-local" })}
                errors={fields.reportAt.errors}
                hint={
                  zones.length === 1
                    ? t("activations.new.zoneHintNamed", { zone: zones[0]!.replace(/_/g, " ") })
                    : t("activations.new.zoneHint")
                }
              />
              <Field
                labelProps={{ children: t("activations.new.needed") }}
                inputProps={{
                  ...getInputProps(fields.needed, { type: "number" }),
                  min: 1,
                  max: 1000,
                  inputMode: "numeric",
                }}
                errors={fields.needed.errors}
              />
            </div>
            <SelectField
              label={t("activations.new.credential")}
              selectProps={getSelectProps(fields.requiredCredentialTypeId)}
              placeholder={t("activations.new.credentialNone")}
              options={credentialTypes}
              errors={fields.requiredCredentialTypeId.errors}
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
        </div>
      ) : (
        <p className="card text-sm">{t("activations.new.noChapters")}</p>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.i18n["activations.new.meta"] ?? "New Activation"} | CERT Chapters` },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
