import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { ChapterFields, CREATE_CHAPTER_PATH } from "~/components/dashboard/chapter-form";
import { PageHeader } from "~/components/dashboard/page-header";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChapterCreateSchema } from "~/models/chapter.schema";
import { createChapter } from "~/models/chapter.server";
import { requireActor } from "~/access/actor.server";
import { pageError } from "~/access/respond.server";
import { redirectWithToast } from "~/utils/toast.server";
import { dashboardAccess } from "~/access/rules.server";
import { isAccessError } from "~/access/errors";

const CREATE_REFUSED = "Only chapter leaders and administrators can create chapters.";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  if (!dashboardAccess(user).canCreateChapter) throw pageError("forbidden", CREATE_REFUSED);
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  if (!dashboardAccess(user).canCreateChapter) throw pageError("forbidden", CREATE_REFUSED);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ChapterCreateSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400 });
  }
  try {
    createChapter(user, submission.value);
  } catch (error) {
    if (isAccessError(error)) {
      return json(
        {
          result: submission.reply(
            error.fieldErrors ? { fieldErrors: error.fieldErrors } : { formErrors: [error.message] },
          ),
        },
        { status: error.status },
      );
    }
    console.error("create chapter failed", error);
    return json({ result: submission.reply({ formErrors: ["Failed to create chapter"] }) }, { status: 500 });
  }
  return redirectWithToast("/dashboard/chapters?tab=pending", {
    title: "Chapter Created",
    description: "Your chapter request has been submitted for approval.",
    type: "success",
  });
}

export default function NewChapterPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formAction === CREATE_CHAPTER_PATH;
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/chapters" className="link">
          ← Back to chapters
        </Link>
      </p>
      <PageHeader
        title="Create Chapter"
        description="Request a new chapter. An administrator reviews it; once approved you become its leader."
      />
      <div className="card">
        <ChapterFields
          mode="create"
          formId="create-chapter"
          lastResult={actionData?.result}
          pending={pending}
          FormComponent={Form}
          action={CREATE_CHAPTER_PATH}
          cancelHref="/dashboard/chapters"
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Create Chapter | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
