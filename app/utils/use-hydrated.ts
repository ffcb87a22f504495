import { useEffect, useState } from "react";

let hydrating = true;

/**
 * False during the server render and the first client render (so the markup matches), true once
 * React runs in the browser. Lets a component enable JS-only behaviour (disabled buttons, dialogs)
 * without taking anything away from visitors who have JS off.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(() => !hydrating);
  useEffect(() => {
    hydrating = false;
    setHydrated(true);
  }, []);
  return hydrated;
}
