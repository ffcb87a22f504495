/**
 * The one way to tell a JavaScript request from a plain form post, shared by every route: forms
 * rendered after hydration carry `enhanced=1` (the `EnhancedField` component), and scripts that
 * post with fetch() add the same field. Nothing else (Accept headers, Remix's `?_data`) decides it.
 */
export const ENHANCED_FIELD = "enhanced";

export function isEnhanced(formData: FormData) {
  return formData.get(ENHANCED_FIELD) === "1";
}
