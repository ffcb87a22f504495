// Server only: the texts root sends with `common` so the public forms' dialogs (waitlist in the
// header and footer, contact on a chapter page) speak the page's language wherever they open.
import { messagesFor } from "./catalogue.server";
import type { Lang } from "./config";
import type { Messages } from "./translate";
import { validationKey } from "./validation";

/** The schemas' messages the public forms can show (WaitlistSchema, ChapterContactSchema). */
const FORM_VALIDATION = new Set(
  [
    "Email is required",
    "Email is too long",
    "Enter a valid email address",
    "First name must be at most 100 characters",
    "Last name must be at most 100 characters",
    "City must be at most 100 characters",
    "State must be at most 50 characters",
    "Choose interest levels from the list",
    "Your name is required",
    "Name must be at most 100 characters",
    "Name must be on one line",
    "Message is required",
    "Message must be at least 10 characters",
    "Message must be at most 5000 characters",
  ].map(validationKey),
);

/**
 * Texts the public forms need wherever their dialogs open (the header's and footer's waitlist
 * dialogs on every page, the contact dialog on a chapter page): root sends these with `common`.
 * `messages` holds the `public` and `validation` namespaces of the page's language.
 */
function publicFormMessages(messages: Messages): Messages {
  const keys = /^public\.(form|waitlistForm|interest|contact)\./;
  return Object.fromEntries(Object.entries(messages).filter(([key]) => keys.test(key) || FORM_VALIDATION.has(key)));
}

const rootByLang = new Map<Lang, Messages>();

/** What root sends on every page: `common` plus the public forms' texts, merged once per language. */
export function rootMessages(lang: Lang): Messages {
  let messages = rootByLang.get(lang);
  if (!messages) {
    messages = { ...messagesFor(lang, "common"), ...publicFormMessages(messagesFor(lang, "public", "validation")) };
    rootByLang.set(lang, messages);
  }
  return messages;
}
