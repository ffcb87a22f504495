import type { SubmissionResult } from "@conform-to/react";
import { useActionData } from "@remix-run/react";
import { BackupPeople, type BackupPeopleReply } from "~/components/activations/backup-people";
import { PageFormFrame, type SubmitTexts } from "~/components/content/page-form";
import { CountField } from "~/components/content/fields";
import { ConformSelect } from "~/components/events/fields";
import { ConformField, ConformRadioGroup, ConformTextarea, ErrorList } from "~/components/forms";
import { useZodForm } from "~/components/zod-form";
import { useT } from "~/i18n/react";
import { ActivationFormSchema, WAVE_FORM_ROWS } from "~/models/activation.schema";

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
  backupLeaders = [],
  lastResult,
}: {
  chapters: ReadonlyArray<{ id: string; name: string; timeZone: string }>;
  credentialTypes: ReadonlyArray<{ value: string; label: string }>;
  /** Leaders of the chapters the leader leads, who a wave may name (backup leaders). */
  backupLeaders?: ReadonlyArray<{ id: string; name: string; chapterName: string }>;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useT();
  const [form, fields] = useZodForm(ActivationFormSchema, {
    id: "create-activation",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      kind: "Drill",
      needed: "5",
      waves: Array.from({ length: WAVE_FORM_ROWS }, () => ({ afterMinutes: "", to: "" })),
    },
  });
  // Every row offers the same choices: a group, another chapter the leader may call out (the server
  // refuses the activation's own), holders of a credential, or a named backup leader. A plain
  // select: no JS needed.
  const waveGroups = [
    {
      label: t("activations.waves.chapterGroup"),
      options: chapters.map((c) => ({ value: `chapter:${c.id}`, label: c.name })),
    },
    {
      label: t("activations.waves.credentialGroup"),
      options: credentialTypes.map((c) => ({ value: `credential:${c.value}`, label: c.label })),
    },
    {
      label: t("activations.waves.personGroup"),
      options: backupLeaders.map((p) => ({ value: `person:${p.id}`, label: `${p.name} (${p.chapterName})` })),
    },
  ].filter((g) => g.options.length);
  const waveRows = fields.waves.getFieldList();
  const backups = fields.backups.getFieldset();
  // The action's answer about named backups (who stays ticked, a search's matches), without JS too.
  const actionData = useActionData<{ backups?: BackupPeopleReply }>();
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
      <fieldset className="mb-4">
        <legend className="label">{t("activations.waves.legend")}</legend>
        <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t("activations.waves.help")}</p>
        <ErrorList id={fields.waves.errorId} errors={fields.waves.errors} />
        {waveRows.map((row, i) => {
          const wave = row.getFieldset();
          return (
            <fieldset key={row.key} className="grid gap-x-4 sm:grid-cols-[10rem_1fr]">
              <legend className="mb-1 text-sm font-medium">{t("activations.waves.row", { n: i + 1 })}</legend>
              <ConformField
                field={wave.afterMinutes}
                type="number"
                min={1}
                max={1440}
                inputMode="numeric"
                label={t("activations.waves.afterMinutes")}
              />
              <ConformSelect
                field={wave.to}
                label={t("activations.waves.to")}
                placeholder={t("activations.waves.none")}
                options={[
                  { value: "nonResponders", label: t("activations.waves.nonResponders") },
                  { value: "leaders", label: t("activations.waves.leaders") },
                ]}
                groups={waveGroups}
              />
            </fieldset>
          );
        })}
        <BackupPeople
          form={form}
          afterMinutes={backups.afterMinutes}
          people={backups.people}
          query={fields.backupQuery}
          chapterId={fields.chapterId.value}
          reply={actionData?.backups}
        />
      </fieldset>
    </PageFormFrame>
  );
}
