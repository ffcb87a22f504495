import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AnnouncementForm } from "~/components/announcements/announcement-form";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AnnouncementSchema } from "~/models/announcement.schema";
import { allowedAnnouncementScopes, createAnnouncement } from "~/models/announcement.server";
import { postableChapters } from "~/models/chapter-options.server";
import { respondWithToast } from "~/utils/enhanced-response.server";
import { requireActor } from "~/access/actor.server";
import { pageError } from "~/access/respond.server";
import { isAccessError } from "~/access/errors";
import { can } from "~/access/rules.server";

const NOT_ALLOWED = "Only chapter leaders and administrators can create announcements.";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  if (!can(user, "content.post")) throw pageError("forbidden", NOT_ALLOWED);
  return json({
    chapters: postableChapters(user).map((c) => ({ id: c.id, name: c.name })),
    scopes: allowedAnnouncementScopes(user),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  if (!can(user, "content.post")) throw pageError("forbidden", NOT_ALLOWED);
  const formData = await request.formData();
  if (formData.get("intent") !== "create") throw json({ error: "Unknown action" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: AnnouncementSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let created;
  try {
    created = await createAnnouncement(user, submission.value);
  } catch (error) {
    if (!isAccessError(error)) console.error("[announcements] create failed", error);
    return json(
      {
        ok: false,
        result: submission.reply({
          formErrors: [isAccessError(error) ? error.message : "Failed to create announcement"],
          fieldErrors: isAccessError(error) ? error.fieldErrors : undefined,
        }),
      },
      { status: isAccessError(error) ? error.status : 500 },
    );
  }
  const { email } = created;
  const emailed = email
    ? email.audience
      ? ` Emailed to ${email.sent} ${email.sent === 1 ? "member" : "members"}.`
      : " Nobody in this audience has announcement emails turned on."
    : "";
  return respondWithToast(formData, {
    redirectTo: "/dashboard/announcements",
    fallback: "/dashboard/announcements",
    toast: {
      title: "Announcement Published",
      description: `"${created.announcement.title}" is live.${emailed}`,
      type: "success",
    },
    data: { result: submission.reply({ resetForm: true }) },
  });
}

export default function NewAnnouncementPage() {
  const { chapters, scopes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/announcements" className="link">
          ← Back to announcements
        </Link>
      </p>
      <PageHeader
        title="Create Announcement"
        description="Share news with a chapter you lead, or with the whole network."
      />
      <div className="card">
        <AnnouncementForm chapters={chapters} scopes={scopes} lastResult={actionData?.result} />
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Create Announcement | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
