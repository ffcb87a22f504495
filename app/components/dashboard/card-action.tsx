import { useFetcher, useLocation } from "@remix-run/react";
import { EnhancedField } from "~/components/enhanced-field";

/** What a card's own form (an RSVP, sending an email) answers a script: done, or the error to show. */
interface CardActionData {
  ok?: boolean;
  error?: string;
}

/** A card's fetcher form, and the error its last answer carried (none while a post is under way). */
export function useCardAction() {
  const fetcher = useFetcher<CardActionData>();
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return { fetcher, error };
}

/**
 * A card form's way back: the page it was posted from (a plain post is redirected there, with its
 * filters, and at `anchor` when given) and whether a script sent it (then the action answers JSON).
 */
export function ReturnFields({ anchor }: { anchor?: string } = {}) {
  const location = useLocation();
  return (
    <>
      <input
        type="hidden"
        name="redirectTo"
        value={`${location.pathname}${location.search}${anchor ? `#${anchor}` : ""}`}
      />
      <EnhancedField />
    </>
  );
}

/** The error a card form's post came back with, as an alert under the form. */
export function CardActionError({ text }: { text: string | null | undefined }) {
  return text ? (
    <p role="alert" className="field-error">
      {text}
    </p>
  ) : null;
}
