import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormPage } from "~/components/content/form-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { EventForm } from "~/components/events/event-form";
import { postableChapterChoices, requireContentPoster, submitContentForm } from "~/flows/content-form.server";
import { useT } from "~/i18n/react";
import { EventFormSchema } from "~/models/event.schema";
import { createEventFromForm } from "~/models/event.server";
import { getTimezone } from "~/models/settings.server";
import { pageMeta, siteTitle } from "~/utils/page-meta";

const requirePoster = (request: Request) => requireContentPoster(request, (t) => t("content.events.notAllowed"));

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, i18n } = await requirePoster(request);
  return json({
    chapters: postableChapterChoices(user),
    timeZone: getTimezone(user.id),
    title: i18n.t("content.events.create"),
    i18n: i18n.messages("content", "validation"),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, i18n } = await requirePoster(request);
  return submitContentForm(request, {
    intent: "create",
    schema: EventFormSchema,
    save: (value) => createEventFromForm(user, value),
    failure: i18n.t("content.events.createFailed"),
    logTag: "events",
    t: i18n.t,
    success: (event) => ({
      redirectTo: "/dashboard/events",
      fallback: "/dashboard/events",
      toast: {
        title: i18n.t("content.events.created"),
        description: i18n.t("content.events.createdText", { title: event.title }),
        type: "success",
      },
    }),
  });
}

export default function NewEventPage() {
  const { chapters, timeZone } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useT();
  return (
    <FormPage
      backHref="/dashboard/events"
      backLabel={t("content.events.back")}
      title={t("content.events.create")}
      description={t("content.events.createIntro")}
    >
      <EventForm chapters={chapters} timeZone={timeZone} lastResult={actionData?.result} />
    </FormPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.title ?? "Create Event"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
