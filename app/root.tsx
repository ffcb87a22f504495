import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { GeneralErrorBoundary } from "./components/error-boundary";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { useOptimisticTheme } from "./components/theme-toggle";
import { Toaster } from "./components/toaster";
import tailwind from "./tailwind.css";
import { useNonce } from "./utils/nonce-provider";
import { getOptionalUser } from "./utils/permissions.server";
import { getTheme } from "./utils/theme.server";
import { combineHeaders, getToast } from "./utils/toast.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: tailwind },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [user, { toast, headers: toastHeaders }] = await Promise.all([getOptionalUser(request), getToast(request)]);
  return json(
    {
      user: user ? { id: user.id, displayName: user.displayName, roles: user.roles } : null,
      theme: getTheme(request),
      toast,
    },
    { headers: combineHeaders(toastHeaders) },
  );
}

export const meta: MetaFunction = () => [
  { title: "CERT Chapters — Community Emergency Response Network" },
  {
    name: "description",
    content:
      "Find your local community emergency-response chapter, train with your neighbours and prepare for any disaster.",
  },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const theme = useOptimisticTheme(data?.theme ?? "light");
  // Lets tests (and styles) know client-side behaviour is live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" className={theme === "dark" ? "dark" : ""} style={{ colorScheme: theme }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        <SiteHeader user={data?.user ?? null} theme={theme} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster toast={data?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
