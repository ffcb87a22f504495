import { ENHANCED_FIELD } from "~/utils/enhanced";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * The one way a post says "JavaScript sent me": a hidden `enhanced=1` field, rendered only once
 * React runs in the browser. Actions read it with `isEnhanced` (utils/enhanced.ts) and answer JSON;
 * a plain HTML post (no JS) lacks it and gets a redirect with a flash toast.
 */
export function EnhancedField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null;
}
