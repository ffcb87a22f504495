import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";

function messageOf(data: unknown): string | null {
  if (data && typeof data === "object" && "error" in data && typeof data.error === "string") return data.error;
  if (typeof data === "string" && data) return data;
  return null;
}

/** Renders 403/404/other errors as a page, inside the site chrome. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    if (error.status === 403) {
      return (
        <div className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="text-2xl font-bold">Access Denied</h1>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {messageOf(error.data) ?? "You do not have permission to view this page."}
          </p>
          <Link to="/dashboard" className="btn-secondary mt-6">
            Back to dashboard
          </Link>
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{error.status === 429 ? "Too many requests" : `Error ${error.status}`}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{messageOf(error.data) ?? error.statusText}</p>
      </div>
    );
  }
  console.error(error);
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">Please try again in a moment.</p>
    </div>
  );
}

export function NotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">404 Page Not Found</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Did you forget to add the page to the router? The address you followed doesn't match any page.
      </p>
      <Link to="/" className="btn-primary mt-6">
        Go home
      </Link>
    </div>
  );
}
