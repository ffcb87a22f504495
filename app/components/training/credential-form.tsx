import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { PageFormFrame, type SubmitTexts } from "~/components/content/page-form";
import { ConformSelect } from "~/components/events/fields";
import { ConformField, Field } from "~/components/forms";
import { useZodForm } from "~/components/zod-form";
import { useT } from "~/i18n/react";
import { credentialTypeName, CredentialFormSchema, defaultExpiry, isRealDate } from "~/models/credential.schema";

const BUTTONS: SubmitTexts = {
  submit: "training.new.submit",
  pending: "training.new.uploading",
  cancel: "training.cancel",
};

/**
 * Record a Credential: the type (with how long it stays valid), the dates (the expiry suggested from
 * the type and the issue date), the certificate number and a proof file. A multipart post.
 */
export function CredentialForm({
  types,
  today,
  lastResult,
}: {
  types: ReadonlyArray<{ id: string; name: string; validityMonths: number | null }>;
  today: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useT();
  const [form, fields] = useZodForm(CredentialFormSchema, { id: "record-credential", lastResult });
  const [typeId, setTypeId] = useState(fields.credentialTypeId.initialValue ?? "");
  const [issuedOn, setIssuedOn] = useState(fields.issuedOn.initialValue ?? "");
  const type = types.find((t) => t.id === typeId);
  const suggested = type && isRealDate(issuedOn) ? defaultExpiry(issuedOn, type.validityMonths) : null;
  const proofErrors = (lastResult as { error?: Record<string, string[]> } | undefined)?.error?.proof;
  return (
    <PageFormFrame form={form} texts={BUTTONS} cancelHref="/dashboard/training" encType="multipart/form-data">
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
    </PageFormFrame>
  );
}
