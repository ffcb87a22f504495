import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * Live roster with JavaScript: asks the roster's resource route for its version every few seconds
 * (a tiny JSON answer) and reloads the page's data only when something changed. Without JS the
 * page shows the same thing on refresh.
 */
export function useLiveRoster(versionUrl: string, version: string, intervalMs = 3000) {
  const revalidator = useRevalidator();
  const current = useRef(version);
  const state = useRef(revalidator.state);
  current.current = version;
  state.current = revalidator.state;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let stopped = false;
    const timer = setInterval(async () => {
      if (stopped || document.hidden || state.current !== "idle") return;
      try {
        const res = await fetch(`${versionUrl}?v=${encodeURIComponent(current.current)}`, {
          headers: { Accept: "application/json" },
        });
        if (!res.ok) return;
        const body = (await res.json()) as { version?: string };
        if (!stopped && body.version && body.version !== current.current) revalidate.current();
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
