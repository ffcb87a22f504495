import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EventForm } from "~/components/events/event-form";
import { postableChapters } from "~/models/chapter-options.server";
import { EventFormSchema } from "~/models/event.schema";
import { createEventFromForm } from "~/models/event.server";
import { respondWithToast } from "~/utils/enhanced-response.server";
import { requireActor } from "~/access/actor.server";
import { pageError } from "~/access/respond.server";
import { isAccessError } from "~/access/errors";
import { can } from "~/access/rules.server";
import { getTimezone } from "~/models/settings.server";

const NOT_ALLOWED = "Only chapter leaders and administrators can create events.";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  if (!can(user, "content.post")) throw pageError("forbidden", NOT_ALLOWED);
  return json({
    chapters: postableChapters(user).map((c) => ({ id: c.id, name: c.name, timeZone: c.timeZone })),
    timeZone: getTimezone(user.id),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  if (!can(user, "content.post")) throw pageError("forbidden", NOT_ALLOWED);
  const formData = await request.formData();
  if (formData.get("intent") !== "create") {
    throw json({ error: "Unknown action" }, { status: 400 });
  }
  const submission = parseWithZod(formData, { schema: EventFormSchema });
  if (submission.status !== "success") {
    return json({ ok: false, result: submission.reply() }, { status: 400 });
  }
  let event;
  try {
    event = createEventFromForm(user, submission.value);
  } catch (error) {
    const message = isAccessError(error) ? error.message : "Failed to create event";
    if (!isAccessError(error)) console.error("[events] create failed", error);
    return json(
      {
        ok: false,
        result: submission.reply({
          formErrors: [message],
          fieldErrors: isAccessError(error) ? error.fieldErrors : undefined,
        }),
      },
      { status: isAccessError(error) ? error.status : 500 },
    );
  }
  return respondWithToast(formData, {
    redirectTo: "/dashboard/events",
    fallback: "/dashboard/events",
    toast: { title: "Event Created", description: `"${event.title}" has been scheduled.`, type: "success" },
    data: { result: submission.reply({ resetForm: true }) },
  });
}

export default function NewEventPage() {
  const { chapters, timeZone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/events" className="link">
          ← Back to events
        </Link>
      </p>
      <PageHeader title="Create Event" description="Schedule a training, drill or meeting for a chapter you lead." />
      <div className="card">
        <EventForm chapters={chapters} timeZone={timeZone} lastResult={actionData?.result} />
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Create Event | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
