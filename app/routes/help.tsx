import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SitePageView } from "~/components/site-page";
import { sitePageLoader } from "~/flows/site-pages.server";
import { publicPageHandle } from "~/utils/cache-control";
import { pageMeta, siteTitle } from "~/utils/page-meta";

export const handle = publicPageHandle;

export const loader = (args: LoaderFunctionArgs) => sitePageLoader(args, "help");

export default function HelpPage() {
  const { page } = useLoaderData<typeof loader>();
  return <SitePageView page={page} />;
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(data?.page.title ?? "help"), data?.page.summary ?? "");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
