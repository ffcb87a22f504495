import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ChapterFormPage } from "~/components/dashboard/chapter-form";
import { STATUS_KEYS } from "~/components/dashboard/review-list";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChapterUpdateSchema } from "~/models/chapter.schema";
import { getChapterById, updateChapter } from "~/models/chapter.server";
import { requireActor } from "~/access/actor.server";
import { pageError } from "~/flows/respond.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isAccessError } from "~/access/errors";
import { can } from "~/access/rules.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import { pageMeta, siteTitle } from "~/utils/page-meta";

async function requireEditableChapter(request: Request, chapterId: string | undefined) {
  const user = await requireActor(request);
  const i18n = await getI18n(request);
  const chapter = chapterId ? getChapterById(chapterId) : null;
  if (!chapter) throw json({ error: i18n.t("admin.chapterEdit.notFound") }, { status: 404 });
  if (!can(user, "chapter.edit", chapter)) throw pageError("forbidden", i18n.t("admin.chapterEdit.editRefused"));
  return { user, chapter, i18n };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { chapter, i18n } = await requireEditableChapter(request, params.chapterId);
  return json({
    i18n: i18n.messages("admin", "validation"),
    meta: { title: i18n.t("admin.chapterEdit.editMeta") },
    chapter: {
      id: chapter.id,
      name: chapter.name,
      slug: chapter.slug,
      status: chapter.status,
      description: chapter.description,
      city: chapter.city,
      state: chapter.state,
      zip: chapter.zip,
      regionCode: chapter.regionCode,
      timezone: chapter.timezone,
    },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, chapter, i18n } = await requireEditableChapter(request, params.chapterId);
  const submission = parseWithZod(await request.formData(), { schema: ChapterUpdateSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    updateChapter(user, chapter.id, submission.value);
  } catch (error) {
    if (isAccessError(error) && error.status === 403)
      throw pageError("forbidden", translateValidation(i18n.t, error.message));
    console.error("update chapter failed", error);
    return json(
      { result: submission.reply({ formErrors: [i18n.t("admin.chapterEdit.updateFailed")] }) },
      { status: 500 },
    );
  }
  return redirectWithToast("/dashboard/chapters", {
    title: i18n.t("admin.chapterEdit.updatedTitle"),
    description: i18n.t("admin.chapterEdit.updatedText", { name: chapter.name }),
    type: "success",
  });
}

export default function EditChapterPage() {
  const { chapter } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useT();
  return (
    <ChapterFormPage
      mode="edit"
      title={t("admin.chapterEdit.editTitle", { name: chapter.name })}
      description={t("admin.chapterEdit.address", { slug: chapter.slug })}
      actions={<StatusBadge status={chapter.status} label={t(STATUS_KEYS[chapter.status])} />}
      action={`/dashboard/chapters/${chapter.id}/edit`}
      lastResult={actionData?.result}
      defaultValue={chapter}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta.title ?? siteTitle("Edit Chapter"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
