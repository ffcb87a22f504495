import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { WaitlistForm, WaitlistSuccess, type WaitlistActionData } from "~/components/waitlist-form";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";
import { DotLinks } from "~/components/dot-links";
import { waitlistAction, waitlistLoader } from "~/flows/waitlist-page.server";

export const loader = (args: LoaderFunctionArgs) => waitlistLoader(args);
export const action = (args: ActionFunctionArgs) => waitlistAction(args);

export default function WaitlistPage() {
  const { joined, alreadyJoined, defaultEmail } = useLoaderData<typeof loader>();
  const { t } = useT();
  const actionData = useActionData<typeof action>() as WaitlistActionData | undefined;
  const fromStrip = actionData?.prefillEmail !== undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <div className="card">
        {joined ? (
          <>
            <h1 className="sr-only">{t("public.waitlist.heading")}</h1>
            <WaitlistSuccess />
            <p className="mt-6 text-center text-sm">
              <DotLinks
                links={[
                  { to: "/", label: t("public.waitlist.backHome") },
                  { to: "/chapters", label: t("public.waitlist.findChapter") },
                ]}
              />
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">
              {fromStrip ? t("public.waitlist.titleFromStrip") : t("public.waitlistForm.title")}
            </h1>
            <p className="mb-6 mt-1 text-sm text-slate-700 dark:text-slate-300">
              {alreadyJoined ? t("public.waitlist.alreadyJoined") : t("public.waitlist.intro")}
            </p>
            <WaitlistForm
              defaultEmail={actionData?.prefillEmail || defaultEmail}
              lastResult={actionData?.result}
              toast={actionData?.toast}
            />
          </>
        )}
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    messageOf(data?.i18n, "public.waitlist.metaTitle") ?? "Get Early Access | CERT Chapters",
    messageOf(data?.i18n, "public.waitlist.metaDescription") ??
      "Join the early-access waitlist for the CERT Chapters network.",
  );
