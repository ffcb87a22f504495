import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { ContactForm, type ContactActionData } from "~/components/chapter-contact-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { siteContactAction, siteContactLoader } from "~/flows/chapter-contact-page.server";
import { useT } from "~/i18n/react";
import { pageMeta, siteTitle } from "~/utils/page-meta";

export const loader = (args: LoaderFunctionArgs) => siteContactLoader(args);
export const action = (args: ActionFunctionArgs) => siteContactAction(args);

/** "Contact Us": a message to the network's administrators, stored and emailed. */
export default function ContactPage() {
  const { defaults } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ContactActionData | undefined;
  const [params] = useSearchParams();
  const { t } = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <div className="card">
        <h1 className="mb-2 text-2xl font-bold">{t("public.siteContact.title")}</h1>
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          {t("public.siteContact.emergency")}{" "}
          <Link to="/help" className="link">
            {t("public.siteContact.help")}
          </Link>
        </p>
        {params.get("sent") === "1" ? (
          <p
            role="status"
            className="mb-4 rounded-lg border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50"
          >
            {t("public.siteContact.sent")}
          </p>
        ) : null}
        <ContactForm
          action="/contact"
          intro={t("public.siteContact.intro")}
          sentText={t("public.siteContact.sent")}
          defaultName={defaults?.name}
          defaultEmail={defaults?.email}
          lastResult={actionData?.result}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.metaTitle ?? siteTitle("Contact Us"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
