/** The interest levels (value: label), the one list, defined beside the schema that enumerates them. */
export { INTEREST_LEVEL_OPTIONS } from "~/db/enums";

/** The name of the hidden field only bots fill in. */
export const HONEYPOT_FIELD = "website";
