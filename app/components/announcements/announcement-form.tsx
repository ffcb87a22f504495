import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { AnnouncementScope } from "~/db/schema";
import { ConformTextarea } from "~/components/forms";
import { CheckboxField, ConformSelect } from "~/components/events/fields";
import { ContentFormFrame, createPost, NoChapterNote, useContentForm } from "~/components/content/content-form";
import { ChapterSelect, TitleField } from "~/components/content/fields";
import { useT } from "~/i18n/react";
import { SCOPE_KEYS } from "./announcement-card";

const BUTTONS = { submit: "content.announcements.form.publish", pending: "content.announcements.form.publishing" };
const BODY_MIN = 10;

/**
 * Create Announcement. Admins choose Global or Chapter (Global hides and clears the chapter); everyone
 * else posts Chapter announcements for chapters they lead. The body shows a live character count.
 */
export function AnnouncementForm({
  chapters,
  scopes,
  lastResult,
  onCreated,
  onCancel,
}: {
  chapters: ReadonlyArray<{ id: string; name: string }>;
  scopes: ReadonlyArray<AnnouncementScope>;
  lastResult?: SubmissionResult<string[]> | null;
  onCreated?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useT();
  const { fields, frame } = useContentForm<{
    title: string;
    body: string;
    scope: string;
    chapterId: string;
    sendEmail: boolean;
  }>({ id: "create-announcement-form", lastResult, defaultValue: { scope: "Chapter" }, onDone: onCreated, onCancel });
  const initialScope = (fields.scope.initialValue as string | undefined) ?? "Chapter";
  const [scope, setScope] = useState(initialScope);
  const [bodyLength, setBodyLength] = useState(((fields.body.initialValue as string | undefined) ?? "").length);
  useEffect(() => {
    // After a reset (success) or a re-render with the server's values, resync the live bits.
    setScope(initialScope);
    setBodyLength(((fields.body.initialValue as string | undefined) ?? "").length);
  }, [frame.form.key, initialScope, fields.body.initialValue]);
  const canGlobal = scopes.includes("Global");

  if (!chapters.length && !canGlobal) return <NoChapterNote text={t("content.announcements.form.noChapter")} />;
  return (
    <ContentFormFrame frame={frame} post={createPost("/dashboard/announcements")} texts={BUTTONS}>
      <TitleField field={fields.title} label={t("content.announcements.form.title")} />
      <ConformTextarea
        field={fields.body}
        label={t("content.form.message")}
        rows={6}
        onChange={(e) => setBodyLength(e.currentTarget.value.length)}
        hint={
          <span data-testid="body-count">
            {t("content.announcements.form.characters", { count: bodyLength })}
            {bodyLength < BODY_MIN ? ` ${t("content.announcements.form.atLeast", { min: BODY_MIN })}` : ""}
          </span>
        }
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        {canGlobal ? (
          <ConformSelect
            field={fields.scope}
            label={t("content.announcements.scope")}
            onChange={(e) => setScope(e.currentTarget.value)}
            options={[
              { value: "Chapter", label: t(SCOPE_KEYS.Chapter) },
              { value: "Global", label: t(SCOPE_KEYS.Global) },
            ]}
            hint={t("content.announcements.form.globalHint")}
          />
        ) : (
          <div className="mb-4">
            <input type="hidden" name={fields.scope.name} value="Chapter" />
            <p className="label">{t("content.announcements.scope")}</p>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("content.announcements.form.chapterOnly")}</p>
          </div>
        )}
        {scope === "Global" ? null : (
          <ChapterSelect
            field={fields.chapterId}
            chapters={chapters}
            placeholder={t("content.form.selectChapter")}
            hint={canGlobal ? t("content.announcements.form.chapterHint") : undefined}
          />
        )}
      </div>
      <CheckboxField
        label={t("content.announcements.form.sendEmail")}
        hint={t("content.announcements.form.sendEmailHint")}
        inputProps={getInputProps(fields.sendEmail, { type: "checkbox" })}
        errors={fields.sendEmail.errors}
      />
    </ContentFormFrame>
  );
}
