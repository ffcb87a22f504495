import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ChapterFields } from "~/components/dashboard/chapter-form";
import { PageHeader } from "~/components/dashboard/page-header";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChapterUpdateSchema } from "~/models/chapter.schema";
import { getChapterById, updateChapter } from "~/models/chapter.server";
import { requireActor } from "~/access/actor.server";
import { pageError } from "~/access/respond.server";
import { redirectWithToast } from "~/utils/toast.server";
import { isAccessError } from "~/access/errors";
import { can } from "~/access/rules.server";

async function requireEditableChapter(request: Request, chapterId: string | undefined) {
  const user = await requireActor(request);
  const chapter = chapterId ? getChapterById(chapterId) : null;
  if (!chapter) throw json({ error: "Chapter not found." }, { status: 404 });
  if (!can(user, "chapter.edit", chapter)) throw pageError("forbidden", "Only this chapter's leaders can edit it.");
  return { user, chapter };
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { chapter } = await requireEditableChapter(request, params.chapterId);
  return json({
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
  const { user, chapter } = await requireEditableChapter(request, params.chapterId);
  const submission = parseWithZod(await request.formData(), { schema: ChapterUpdateSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    updateChapter(user, chapter.id, submission.value);
  } catch (error) {
    if (isAccessError(error) && error.status === 403) throw pageError("forbidden", error.message);
    console.error("update chapter failed", error);
    return json({ result: submission.reply({ formErrors: ["Failed to update chapter"] }) }, { status: 500 });
  }
  return redirectWithToast("/dashboard/chapters", {
    title: "Chapter Updated",
    description: `${chapter.name} was saved.`,
    type: "success",
  });
}

export default function EditChapterPage() {
  const { chapter } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const path = `/dashboard/chapters/${chapter.id}/edit`;
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/chapters" className="link">
          ← Back to chapters
        </Link>
      </p>
      <PageHeader
        title={`Edit ${chapter.name}`}
        description={<>Address: /chapters/{chapter.slug} (it does not change).</>}
        actions={<StatusBadge status={chapter.status} />}
      />
      <div className="card">
        <ChapterFields
          mode="edit"
          formId="edit-chapter"
          lastResult={actionData?.result}
          defaultValue={chapter}
          pending={navigation.state !== "idle" && navigation.formAction === path}
          FormComponent={Form}
          action={path}
          cancelHref="/dashboard/chapters"
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Chapter | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
