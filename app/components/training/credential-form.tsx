import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { PageFormFrame, type SubmitTexts } from "~/components/content/page-form";
import { ConformSelect } from "~/components/events/fields";
import { ConformField, Field } from "~/components/forms";
import { useZodForm } from "~/components/zod-form";
import { useT } from "~/i18n/react";
import {
  credentialTypeName,
  CredentialFormSchema,
  defaultExpiry,
  isRealDate,
  type CredentialStatus,
} from "~/models/credential.schema";

const RECORD: SubmitTexts = {
  submit: "training.new.submit",
  pending: "training.new.uploading",
  cancel: "training.cancel",
};
const SAVE: SubmitTexts = {
  submit: "training.edit.submit",
  pending: "training.edit.saving",
  cancel: "training.cancel",
};
const RESUBMIT: SubmitTexts = {
  submit: "training.edit.resubmit",
  pending: "training.edit.saving",
  cancel: "training.cancel",
};

/** The credential being edited: its stored values, its status now and its proof file's name. */
export interface EditedCredential {
  id: string;
  values: { credentialTypeId: string; issuedOn: string; expiresOn: string; certificateNumber: string };
  status: CredentialStatus;
  proofName: string | null;
  rejectionReason: string | null;
}

/**
 * Record a Credential (for oneself, or for a member by a leader) and Edit a Credential: the type
 * (with how long it stays valid), the dates (the expiry suggested from the type and the issue date),
 * the certificate number and a proof file. A multipart post. Editing a verified credential says
 * before saving that a change sends it back for re-verification; a rejected one is resubmitted.
 */
export function CredentialForm({
  types,
  today,
  lastResult,
  edited,
  member,
  cancelHref = "/dashboard/training",
}: {
  /** A leader recording for this member (and the page they came from, where they go back to). */
  member?: { id: string; name: string; from: string } | null;
  types: ReadonlyArray<{ id: string; name: string; validityMonths: number | null }>;
  today: string;
  lastResult?: SubmissionResult<string[]> | null;
  edited?: EditedCredential | null;
  cancelHref?: string;
}) {
  const { t } = useT();
  const [form, fields] = useZodForm(CredentialFormSchema, {
    id: edited ? `edit-credential-${edited.id}` : "record-credential",
    lastResult,
    defaultValue: edited?.values,
  });
  const [typeId, setTypeId] = useState(fields.credentialTypeId.initialValue ?? "");
  const [issuedOn, setIssuedOn] = useState(fields.issuedOn.initialValue ?? "");
  const type = types.find((t) => t.id === typeId);
  const suggested = type && isRealDate(issuedOn) ? defaultExpiry(issuedOn, type.validityMonths) : null;
  const proofErrors = (lastResult as { error?: Record<string, string[]> } | undefined)?.error?.proof;
  const verified = edited && (edited.status === "Valid" || edited.status === "Expiring" || edited.status === "Expired");
  const texts = !edited ? RECORD : edited.status === "Rejected" ? RESUBMIT : SAVE;
  return (
    <PageFormFrame form={form} texts={texts} cancelHref={cancelHref} encType="multipart/form-data">
      {edited ? <input type="hidden" name="intent" value="update" /> : null}
      {member ? (
        <>
          <input type="hidden" name="for" value={member.id} />
          <input type="hidden" name="from" value={member.from} />
          <p
            className="mb-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-900"
            role="note"
          >
            {t("training.recordFor.notice")}
          </p>
        </>
      ) : null}
      {verified ? (
        <p
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          role="note"
          data-testid="reverify-notice"
        >
          {t("training.edit.reverifyNotice")}
        </p>
      ) : null}
      {edited?.status === "Rejected" ? (
        <p
          className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          role="note"
        >
          {t("training.edit.rejectedNotice")}
          {edited.rejectionReason ? (
            <>
              {" "}
              {t("training.edit.reasonGiven")} <span data-record>{edited.rejectionReason}</span>
            </>
          ) : null}
        </p>
      ) : null}
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
        labelProps={{ children: edited?.proofName ? t("training.edit.replaceProof") : t("training.new.proof") }}
        inputProps={{ type: "file", name: "proof", accept: "application/pdf,image/png,image/jpeg,image/webp" }}
        errors={proofErrors}
        hint={
          edited?.proofName ? (
            <>
              {t("training.edit.currentProof")} <span data-record>{edited.proofName}</span>
            </>
          ) : undefined
        }
      />
    </PageFormFrame>
  );
}
