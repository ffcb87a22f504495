import { useEffect, useState } from "react";

let hydrating = true;

/**
 * False on the server and in the first client render (markup matches), true once React runs in the
 * browser. Forms use it to add `enhanced=1`, asking the action for JSON instead of a redirect.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}

/** The hidden field that marks a post as coming from hydrated (JS) UI. */
export function EnhancedField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name="enhanced" value="1" /> : null;
}
