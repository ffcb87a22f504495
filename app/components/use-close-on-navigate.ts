import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

/**
 * A <details> menu that closes when the page changes. Without JS each link loads a new page, which
 * renders the menu closed; with JS the page stays and the menu would otherwise stay open over it.
 */
export function useCloseOnNavigate() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  return ref;
}
