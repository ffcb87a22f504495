import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { BackLink } from "~/components/back-link";
import { ChapterContactForm, type ContactActionData } from "~/components/chapter-contact-form";
import { ChapterNotFound, GeneralErrorBoundary, notFoundMetaTitle } from "~/components/error-boundary";
import { contactAction, contactLoader } from "~/flows/chapter-contact-page.server";
import { useT } from "~/i18n/react";
import { pageMeta, siteTitle } from "~/utils/page-meta";

export const loader = (args: LoaderFunctionArgs) => contactLoader(args);
export const action = (args: ActionFunctionArgs) => contactAction(args);

export default function ContactChapterPage() {
  const { chapter, defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ContactActionData | undefined;
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <BackLink to={`/chapters/${chapter.slug}`} className="text-sm">
        {t("public.contact.back", { name: chapter.name })}
      </BackLink>
      <div className="card mt-4">
        <h1 className="mb-2 text-2xl font-bold">{t("public.contact.title", { name: chapter.name })}</h1>
        <ChapterContactForm
          slug={chapter.slug}
          chapterName={chapter.name}
          defaultName={defaults?.name}
          defaultEmail={defaults?.email}
          lastResult={actionData?.result}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  pageMeta(data?.metaTitle ?? notFoundMetaTitle(error, siteTitle("Chapter not found")));

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ChapterNotFound />;
  return <GeneralErrorBoundary />;
}
