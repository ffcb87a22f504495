/** The interest levels (value: label), the one list, defined beside the schema that enumerates them. */
export { INTEREST_LEVEL_OPTIONS } from "~/db/enums";

/** The name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";

/** Success texts shared by the page, the dialogs and the tests. */
export const WAITLIST_TOAST = {
  title: "Welcome to the waitlist!",
  description: "You'll be among the first to know when we launch.",
} as const;
