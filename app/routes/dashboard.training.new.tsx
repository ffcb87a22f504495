import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SelectField, SubmitRow } from "~/components/events/fields";
import { Field, FormAlert } from "~/components/forms";
import { parseCredentialMultipart } from "~/models/credential-proof.server";
import { CredentialFormSchema, defaultExpiry, isoDay, isRealDate } from "~/models/credential.schema";
import { listCredentialTypes, recordCredential } from "~/models/credential.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireActor(request);
  return json({
    types: listCredentialTypes().map((t) => ({ id: t.id, name: t.name, validityMonths: t.validityMonths })),
    today: isoDay(),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  let parsed;
  try {
    parsed = await parseCredentialMultipart(request);
  } catch (error) {
    if (!isAccessError(error)) throw error;
    return json(
      { result: { status: "error" as const, error: { "": [error.message], ...(error.fieldErrors ?? {}) } } },
      { status: 400 },
    );
  }
  const submission = parseWithZod(parsed.formData, { schema: CredentialFormSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    const row = recordCredential(actor, submission.value, parsed.proof);
    const type = listCredentialTypes().find((t) => t.id === row.credentialTypeId);
    return redirectWithToast("/dashboard/training", {
      title: "Credential Recorded",
      description: `${type?.name ?? "Your credential"} is pending until a chapter leader verifies it.`,
      type: "success",
    });
  } catch (error) {
    if (!isAccessError(error)) throw error;
    return json(
      { result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }) },
      { status: error.status },
    );
  }
}

export default function RecordCredentialPage() {
  const { types, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "record-credential",
    lastResult: actionData?.result,
    constraint: getZodConstraint(CredentialFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CredentialFormSchema }),
    shouldRevalidate: "onBlur",
  });
  const [typeId, setTypeId] = useState(fields.credentialTypeId.initialValue ?? "");
  const [issuedOn, setIssuedOn] = useState(fields.issuedOn.initialValue ?? "");
  const type = types.find((t) => t.id === typeId);
  const suggested = type && isRealDate(issuedOn) ? defaultExpiry(issuedOn, type.validityMonths) : null;
  const proofErrors = (actionData?.result as { error?: Record<string, string[]> } | undefined)?.error?.proof;
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/training" className="link">
          ← Back to my training records
        </Link>
      </p>
      <PageHeader
        title="Record a Credential"
        description="It stays Pending until a leader of your chapter verifies it."
      />
      <div className="card">
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <SelectField
            label="Credential"
            selectProps={{
              ...getSelectProps(fields.credentialTypeId),
              onChange: (e) => setTypeId(e.currentTarget.value),
            }}
            placeholder="Select a credential"
            options={types.map((t) => ({
              value: t.id,
              label: t.validityMonths
                ? `${t.name} (valid ${t.validityMonths % 12 ? `${t.validityMonths} months` : `${t.validityMonths / 12} years`})`
                : t.name,
            }))}
            errors={fields.credentialTypeId.errors}
          />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field
              labelProps={{ children: "Date Issued" }}
              inputProps={{
                ...getInputProps(fields.issuedOn, { type: "date" }),
                max: today,
                onChange: (e) => setIssuedOn(e.currentTarget.value),
              }}
              errors={fields.issuedOn.errors}
            />
            <Field
              labelProps={{ children: "Expiry Date (optional)" }}
              inputProps={{ ...getInputProps(fields.expiresOn, { type: "date" }), placeholder: suggested ?? undefined }}
              hint={
                suggested
                  ? `Leave empty for ${suggested}, the usual validity.`
                  : "Leave empty to use the credential's usual validity (none if it does not expire)."
              }
              errors={fields.expiresOn.errors}
            />
          </div>
          <Field
            labelProps={{ children: "Certificate Number (optional)" }}
            inputProps={{ ...getInputProps(fields.certificateNumber, { type: "text" }), autoComplete: "off" }}
            errors={fields.certificateNumber.errors}
          />
          <Field
            labelProps={{ children: "Proof (optional): PDF, PNG, JPEG or WebP, at most 5 MB" }}
            inputProps={{ type: "file", name: "proof", accept: "application/pdf,image/png,image/jpeg,image/webp" }}
            errors={proofErrors}
          />
          <SubmitRow
            label="Record Credential"
            pendingLabel="Uploading..."
            pending={navigation.state === "submitting"}
            cancelHref="/dashboard/training"
          />
        </Form>
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Record a Credential | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
