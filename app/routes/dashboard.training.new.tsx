import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { FormPage } from "~/components/content/form-page";
import { useZodForm } from "~/components/zod-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { trainingPageTitle } from "~/components/training/page-title";
import { ConformSelect, SubmitRow } from "~/components/events/fields";
import { ConformField, Field, FormAlert } from "~/components/forms";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { parseCredentialMultipart } from "~/models/credential-proof.server";
import {
  credentialTypeName,
  CredentialFormSchema,
  defaultExpiry,
  isoDay,
  isRealDate,
} from "~/models/credential.schema";
import { listCredentialTypes, recordCredential } from "~/models/credential.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireActor(request);
  const i18n = await getI18n(request);
  return json({
    types: listCredentialTypes().map((t) => ({ id: t.id, name: t.name, validityMonths: t.validityMonths })),
    today: isoDay(),
    i18n: i18n.messages("training", "validation"),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const { t } = await getI18n(request);
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
    const type = listCredentialTypes().find((candidate) => candidate.id === row.credentialTypeId);
    return redirectWithToast("/dashboard/training", {
      title: t("training.new.recorded"),
      description: type
        ? t("training.new.recordedText", { name: credentialTypeName(t, type.name) })
        : t("training.new.recordedTextUnnamed"),
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
  const { t } = useT();
  const [form, fields] = useZodForm(CredentialFormSchema, {
    id: "record-credential",
    lastResult: actionData?.result,
  });
  const [typeId, setTypeId] = useState(fields.credentialTypeId.initialValue ?? "");
  const [issuedOn, setIssuedOn] = useState(fields.issuedOn.initialValue ?? "");
  const type = types.find((t) => t.id === typeId);
  const suggested = type && isRealDate(issuedOn) ? defaultExpiry(issuedOn, type.validityMonths) : null;
  const proofErrors = (actionData?.result as { error?: Record<string, string[]> } | undefined)?.error?.proof;
  return (
    <FormPage
      backHref="/dashboard/training"
      backLabel={t("training.new.back")}
      title={t("training.new.title")}
      description={t("training.new.description")}
    >
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)}>
        <FormAlert id={form.errorId} errors={form.errors} />
        <ConformSelect
          field={fields.credentialTypeId}
          label={t("training.field.credential")}
          onChange={(e) => setTypeId(e.currentTarget.value)}
          placeholder={t("training.new.selectCredential")}
          options={types.map((type) => {
            const name = credentialTypeName(t, type.name);
            const months = type.validityMonths;
            return {
              value: type.id,
              label: !months
                ? name
                : months % 12
                  ? t("training.new.validMonths", { name, count: months })
                  : t("training.new.validYears", { name, count: months / 12 }),
            };
          })}
        />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ConformField
            field={fields.issuedOn}
            type="date"
            label={t("training.new.issued")}
            max={today}
            onChange={(e) => setIssuedOn(e.currentTarget.value)}
          />
          <ConformField
            field={fields.expiresOn}
            type="date"
            label={t("training.new.expiry")}
            placeholder={suggested ?? undefined}
            hint={suggested ? t("training.new.expiryHintSuggested", { date: suggested }) : t("training.new.expiryHint")}
          />
        </div>
        <ConformField field={fields.certificateNumber} label={t("training.new.certificate")} autoComplete="off" />
        <Field
          labelProps={{ children: t("training.new.proof") }}
          inputProps={{ type: "file", name: "proof", accept: "application/pdf,image/png,image/jpeg,image/webp" }}
          errors={proofErrors}
        />
        <SubmitRow
          label={t("training.new.submit")}
          pendingLabel={t("training.new.uploading")}
          pending={navigation.state === "submitting"}
          cancelHref="/dashboard/training"
          cancelLabel={t("training.cancel")}
        />
      </Form>
    </FormPage>
  );
}

export const meta = trainingPageTitle("training.new.metaTitle", "Record a Credential | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
