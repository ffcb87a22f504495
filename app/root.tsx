import type { LinksFunction, LoaderFunctionArgs, MetaFunction, SerializeFrom } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { json } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary, isNetworkFailure } from "./components/error-boundary";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { themeAttributes, useOptimisticTheme } from "./components/theme-toggle";
import { Toaster } from "./components/toaster";
import tailwind from "./tailwind.css";
import { getI18n } from "./i18n/i18n.server";
import { messageOf } from "./i18n/catalogue-ref";
import { CatalogueScripts, useT } from "./i18n/react";
import { OfflineSupport } from "./offline/offline-support";
import { useNonce } from "./utils/nonce-provider";
import { getActor } from "~/access/actor.server";
import { can } from "~/access/rules.server";
import { getTheme } from "./utils/theme.server";
import { env } from "./utils/env.server";
import { combineHeaders, getToast } from "./utils/toast.server";
import { pageMeta } from "~/utils/page-meta";
import { ConfirmEmailBanner } from "~/components/confirm-email-banner";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tailwind },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, headers: toastHeaders }, i18n] = await Promise.all([
    getActor(request),
    getToast(request),
    getI18n(request),
  ]);
  return json(
    {
      lang: i18n.lang,
      timeZone: i18n.timeZone,
      // `common`, and the waitlist and contact dialogs' texts (they can open on any page); on a
      // document, a reference to their catalogue script (decision 039).
      i18n: i18n.rootMessages(),
      user: user
        ? {
            id: user.id,
            displayName: user.displayName,
            roles: user.roles,
            adminArea: can(user, "admin.area"),
            emailVerified: user.emailVerified !== false,
          }
        : null,
      theme: getTheme(request),
      footer: { year: new Date().getFullYear(), companyUrl: env.companyUrl, social: env.socialLinks },
      toast,
    },
    { headers: combineHeaders(toastHeaders) },
  );
}

type RootData = SerializeFrom<typeof loader>;

// The root's last answer in this browser tab (set on every render of the layout).
let lastRootData: RootData | undefined;

/**
 * Revalidation on a bad connection (a form sent as the signal comes back, a fetcher's follow-up)
 * can fail to reach the server. The router would then drop the root's data and show the error page
 * with no user, no language and untranslated chrome. The root keeps what it last had instead, so
 * only the page's own part shows the connection error (with a way to try again).
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  try {
    return await serverLoader<typeof loader>();
  } catch (error) {
    if (isNetworkFailure(error) && lastRootData) return { ...lastRootData, toast: null };
    throw error;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    messageOf(data?.i18n, "common.meta.title") ?? "CERT Chapters — Community Emergency Response Network",
    messageOf(data?.i18n, "common.meta.description") ??
      "Find your local community emergency-response chapter, train with your neighbors and prepare for any disaster.",
  );

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  if (data && typeof document !== "undefined") lastRootData = data as RootData;
  const nonce = useNonce();
  const theme = useOptimisticTheme(data?.theme ?? "system");
  const { t, lang } = useT();
  // Lets tests (and styles) know client-side behaviour is live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={lang} {...themeAttributes(theme)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <meta name="theme-color" content="#b91c1c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t("common.skipToContent")}
        </a>
        <SiteHeader user={data?.user ?? null} theme={theme} />
        <main id="main" className="flex-1">
          <OfflineSupport userId={data?.user?.id ?? null} />
          {data?.user && !data.user.emailVerified ? <ConfirmEmailBanner /> : null}
          {children}
        </main>
        <SiteFooter info={data?.footer ?? { year: new Date().getFullYear(), companyUrl: null, social: [] }} />
        <Toaster toast={data?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        {/* One child with Remix's scripts, so React's generated ids (useId) stay what they were. */}
        <>
          <CatalogueScripts nonce={nonce} />
          <Scripts nonce={nonce} />
        </>
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
