import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { pageError, pageRefusal } from "~/access/respond.server";
import { can } from "~/access/rules.server";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SelectField, SubmitRow } from "~/components/events/fields";
import { Field, FormAlert, TextareaField } from "~/components/forms";
import { kickDelivery } from "~/jobs/index.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ActivationFormSchema, activationInputFromForm } from "~/models/activation.schema";
import { activationChapterOptions, createActivation, getActivationChapter } from "~/models/activation.server";
import { listCredentialTypes } from "~/models/credential.server";
import { redirectWithToast } from "~/utils/toast.server";

const NOT_ALLOWED = "Only chapter leaders and administrators can activate a chapter.";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  if (!can(actor, "activation.start")) throw pageError("forbidden", NOT_ALLOWED);
  return json({
    chapters: activationChapterOptions(actor).map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone })),
    credentialTypes: listCredentialTypes().map((t) => ({ value: t.id, label: t.name })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  if (!can(actor, "activation.start")) throw pageError("forbidden", NOT_ALLOWED);
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
      title: "Activation sent",
      description: `${created.alerted} member${created.alerted === 1 ? "" : "s"} alerted.`,
    });
  } catch (error) {
    if (isAccessError(error) && (error.kind === "invalid" || error.kind === "conflict")) {
      return json(
        { result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }) },
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
          ← Back to activations
        </Link>
      </p>
      <PageHeader
        title="New Activation"
        description="Call out the approved members of a chapter you lead. Sending does not wait: messages go out in the background."
      />
      {chapters.length ? (
        <div className="card">
          <Form method="post" {...getFormProps(form)}>
            <FormAlert id={form.errorId} errors={form.errors} />
            <fieldset className="mb-4">
              <legend className="label">Kind</legend>
              <div className="flex gap-4">
                {(["Drill", "Real"] as const).map((k) => (
                  <label key={k} className="flex items-center gap-2 text-sm">
                    <input
                      {...getInputProps(fields.kind, { type: "radio", value: k })}
                      key={`${fields.kind.key}-${k}`}
                      className="h-4 w-4"
                    />
                    {k}
                  </label>
                ))}
              </div>
              {fields.kind.errors ? <p className="field-error">{fields.kind.errors.join(" ")}</p> : null}
            </fieldset>
            <SelectField
              label="Chapter"
              selectProps={getSelectProps(fields.chapterId)}
              placeholder="Select a chapter"
              options={chapters.map((c) => ({ value: c.id, label: c.name }))}
              errors={fields.chapterId.errors}
            />
            <Field
              labelProps={{ children: "Title" }}
              inputProps={{
                ...getInputProps(fields.title, { type: "text" }),
                autoComplete: "off",
                placeholder: "Flooding on the east side: sandbagging",
              }}
              errors={fields.title.errors}
            />
            <TextareaField
              labelProps={{ children: "Situation" }}
              textareaProps={{ ...getTextareaProps(fields.details), rows: 4 }}
              errors={fields.details.errors}
              hint="Shown only to members who reply Available or Delayed."
            />
            <Field
              labelProps={{ children: "Staging location" }}
              inputProps={{
                ...getInputProps(fields.location, { type: "text" }),
                placeholder: "Fire Station 3, 100 Main St",
              }}
              errors={fields.location.errors}
              hint="Shown only to members who reply Available or Delayed."
            />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <Field
                labelProps={{ children: "Report by" }}
                inputProps={getInputProps(fields.reportAt, { type: "datetime-local" })}
                errors={fields.reportAt.errors}
                hint={`In the chapter's time zone${zones.length === 1 ? ` (${zones[0]!.replace(/_/g, " ")})` : ""}.`}
              />
              <Field
                labelProps={{ children: "Responders needed" }}
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
              label="Required credential (optional)"
              selectProps={getSelectProps(fields.requiredCredentialTypeId)}
              placeholder="None: alert every approved member"
              options={credentialTypes}
              errors={fields.requiredCredentialTypeId.errors}
              hint="Only members holding a current one are alerted; the roster lists the others and why."
            />
            <SubmitRow
              label="Send Activation"
              pendingLabel="Sending..."
              pending={navigation.state === "submitting"}
              cancelHref="/dashboard/activations"
            />
          </Form>
        </div>
      ) : (
        <p className="card text-sm">You can activate a chapter once you lead an approved one.</p>
      )}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "New Activation | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
