import type { SubmissionResult } from "@conform-to/react";
import { PageFormFrame, type SubmitTexts } from "~/components/content/page-form";
import { CountField } from "~/components/content/fields";
import { ConformSelect } from "~/components/events/fields";
import { ConformField, ConformRadioGroup, ConformTextarea } from "~/components/forms";
import { useZodForm } from "~/components/zod-form";
import { useT } from "~/i18n/react";
import { ActivationFormSchema } from "~/models/activation.schema";

const BUTTONS: SubmitTexts = {
  submit: "activations.new.submit",
  pending: "activations.new.sending",
  cancel: "activations.new.cancel",
};

/**
 * New Activation: drill or real, the chapter, what responders are told, when and where to report, how
 * many are needed and the credential they must hold. Checked in the browser and again by the action.
 */
export function ActivationForm({
  chapters,
  credentialTypes,
  lastResult,
}: {
  chapters: ReadonlyArray<{ id: string; name: string; timeZone: string }>;
  credentialTypes: ReadonlyArray<{ value: string; label: string }>;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useT();
  const [form, fields] = useZodForm(ActivationFormSchema, {
    id: "create-activation",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { kind: "Drill", needed: "5" },
  });
  const zones = [...new Set(chapters.map((c) => c.timeZone))];
  // What only the alerted responders will see (not the public or other members).
  const respondersOnly = t("activations.new.respondersOnly");
  if (!chapters.length) return <p className="text-sm">{t("activations.new.noChapters")}</p>;
  return (
    <PageFormFrame form={form} texts={BUTTONS} cancelHref="/dashboard/activations">
      <ConformRadioGroup
        field={fields.kind}
        legend={t("activations.new.kind")}
        options={[
          { value: "Drill", label: t("activations.kind.drillOption") },
          { value: "Real", label: t("activations.kind.realOption") },
        ]}
      />
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
      <ConformTextarea field={fields.details} label={t("activations.new.situation")} rows={4} hint={respondersOnly} />
      <ConformField
        field={fields.location}
        label={t("activations.new.location")}
        placeholder={t("activations.new.locationPlaceholder")}
        hint={respondersOnly}
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
        <CountField field={fields.needed} label={t("activations.new.needed")} max={1000} />
      </div>
      <ConformSelect
        field={fields.requiredCredentialTypeId}
        label={t("activations.new.credential")}
        placeholder={t("activations.new.credentialNone")}
        options={credentialTypes}
        hint={t("activations.new.credentialHint")}
      />
    </PageFormFrame>
  );
}
