import type { SubmissionResult } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import { PageFormFrame, type SubmitTexts } from "~/components/content/page-form";
import { CountField } from "~/components/content/fields";
import { ConformField, ConformTextarea } from "~/components/forms";
import { useZodForm } from "~/components/zod-form";
import { useT } from "~/i18n/react";
import { ActivationEditFormSchema } from "~/models/activation.schema";

const BUTTONS: SubmitTexts = {
  submit: "activations.edit.submit",
  pending: "activations.edit.saving",
  cancel: "activations.edit.cancel",
};

/**
 * Edit an open activation: staging location, report-by time (wall-clock in the chapter's zone),
 * number needed and situation. The revision it was loaded at goes with the post, so an edit made
 * meanwhile by someone else is not silently undone.
 */
export function ActivationEditForm({
  activation,
  timeZone,
  lastResult,
}: {
  activation: {
    id: string;
    open: boolean;
    location: string;
    details: string;
    needed: number;
    reportAt: string;
    revision: number;
  };
  timeZone: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useT();
  const [form, fields] = useZodForm(ActivationEditFormSchema, {
    id: "edit-activation",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      location: activation.location,
      details: activation.details,
      needed: String(activation.needed),
      reportAt: activation.reportAt,
      revision: String(activation.revision),
    },
  });
  if (!activation.open) return <p className="text-sm">{t("activations.edit.closed")}</p>;
  const respondersOnly = t("activations.new.respondersOnly");
  return (
    <PageFormFrame form={form} texts={BUTTONS} cancelHref={`/dashboard/activations/${activation.id}`}>
      <input type="hidden" name="intent" value="update" />
      <input {...getInputProps(fields.revision, { type: "hidden" })} key={fields.revision.key} />
      <ConformField field={fields.location} label={t("activations.new.location")} hint={respondersOnly} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <ConformField
          field={fields.reportAt}
          type="datetime-local"
          label={t("activations.new.reportBy")}
          hint={t("activations.new.zoneHintNamed", { zone: timeZone.replace(/_/g, " ") })}
        />
        <CountField field={fields.needed} label={t("activations.new.needed")} max={1000} />
      </div>
      <ConformTextarea field={fields.details} label={t("activations.new.situation")} rows={4} hint={respondersOnly} />
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t("activations.edit.whoIsTold")}</p>
    </PageFormFrame>
  );
}
