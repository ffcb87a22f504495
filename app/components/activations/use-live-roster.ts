import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Live roster with JavaScript: asks the roster's resource route for its version every few seconds
 * (a tiny JSON answer) and reloads the page's data only when something changed. Without JS the
 * page shows the same thing on refresh.
 *
 * It never revalidates while a navigation or a fetcher is under way: a form post on this page (Send
 * Update, check-out, stand-down) changes the version, and revalidating while the router loads the
 * page after the post's redirect aborts that load. The aborted load's root loader has already
 * consumed the flashed toast on the server, so the reloaded page came back without "Update sent"
 * (issue 32: on a busy machine the post-redirect load outlasted the 3 s tick). The router reloads
 * the page's data after every post anyway.
 */
export function useLiveRoster(versionUrl: string, version: string, intervalMs = 3000) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const current = useRef(version);
  const busy = useRef(false);
  current.current = version;
  busy.current =
    revalidator.state !== "idle" || navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      if (stopped || document.hidden || busy.current) return;
      try {
        const res = await fetch(`${versionUrl}?v=${encodeURIComponent(current.current)}`, {
          headers: { Accept: "application/json" },
        });
        if (!res.ok) return;
        const body = (await res.json()) as { version?: string };
        // Checked again: a post may have started while the version was on its way.
        if (!stopped && !busy.current && body.version && body.version !== current.current) revalidate.current();
      } catch {
        /* offline for a moment: try again on the next tick */
      }
    }, intervalMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [versionUrl, intervalMs]);
}
