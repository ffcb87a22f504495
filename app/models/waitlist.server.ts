import { createCookie } from "@remix-run/node";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { waitlistEntries, type WaitlistEntry } from "~/db/schema";
import { env } from "~/utils/env.server";
import { serverT } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import { queueMail } from "~/models/mail.server";
import { writeAudit } from "./audit.server";
import type { WaitlistSignup } from "./waitlist.schema";

export interface WaitlistResult {
  entry: WaitlistEntry;
  /** false when the email was already on the list and its entry was updated instead. */
  created: boolean;
}

/**
 * Adds an email to the waitlist, idempotently: the email is case-folded (the schema lower-cases it)
 * and unique, so a second signup updates the same entry and never duplicates it. On an update,
 * fields left blank keep what we already had (a later short signup from the email strip must not
 * erase the names and interests given earlier), and the status is left alone (a Converted entry
 * stays Converted). One statement, so two simultaneous signups cannot race into two rows.
 */
export function upsertWaitlistEntry(input: WaitlistSignup, actorId: string | null = null): WaitlistResult {
  const email = input.email.trim().toLowerCase();
  const newId = crypto.randomUUID();
  const now = new Date();
  return db.transaction((tx) => {
    const entry = tx
      .insert(waitlistEntries)
      .values({
        id: newId,
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        city: input.city,
        state: input.state,
        interestLevel: input.interestLevel,
        status: "Active",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: waitlistEntries.email,
        set: {
          firstName: sql`coalesce(excluded.first_name, ${waitlistEntries.firstName})`,
          lastName: sql`coalesce(excluded.last_name, ${waitlistEntries.lastName})`,
          city: sql`coalesce(excluded.city, ${waitlistEntries.city})`,
          state: sql`coalesce(excluded.state, ${waitlistEntries.state})`,
          interestLevel: sql`case when excluded.interest_level = '[]' then ${waitlistEntries.interestLevel} else excluded.interest_level end`,
          updatedAt: now,
        },
      })
      .returning()
      .get();
    const created = entry.id === newId;
    writeAudit(tx, {
      actorId,
      action: created ? "join_waitlist" : "update_waitlist",
      targetType: "waitlist_entry",
      targetId: entry.id,
      metadata: { interestLevel: entry.interestLevel },
    });
    return { entry, created };
  });
}

/**
 * The welcome's dedupe key: one per address. Deleting an account finds the welcome sent to its
 * address through it (decision 030): the welcome is addressed to an address, not an account.
 */
export function waitlistWelcomeKey(email: string) {
  return `waitlist-welcome:${email}`;
}

/**
 * Signs up and, the first time only, sends the welcome note ("Watch your inbox") in `lang`: the
 * language of the page the visitor signed up on (a visitor has no saved preference).
 */
export async function joinWaitlist(input: WaitlistSignup, actorId: string | null = null, lang: Lang = "en") {
  const result = upsertWaitlistEntry(input, actorId);
  if (result.created) {
    const t = serverT(lang);
    const { firstName, email } = result.entry;
    await queueMail([
      {
        to: email,
        subject: t("public.email.waitlist.subject"),
        kind: "waitlist_welcome",
        // One welcome per address, however often the form is sent.
        dedupeKey: waitlistWelcomeKey(email),
        text: [
          firstName
            ? t("public.email.waitlist.greetingName", { name: firstName })
            : t("public.email.waitlist.greeting"),
          "",
          t("public.email.waitlist.body"),
          "",
          t("public.email.waitlist.signature"),
        ].join("\n"),
      },
    ]);
  }
  return result;
}

/**
 * Remembers in the browser that this visitor joined, so the email strips can say "You're on the
 * waitlist!" on later visits (with or without JS). Holds no personal data.
 */
export const waitlistedCookie = createCookie("en_waitlisted", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  secure: env.isProduction && !env.insecureCookies,
  maxAge: 60 * 60 * 24 * 365,
});

export async function hasJoinedWaitlist(request: Request) {
  return (await waitlistedCookie.parse(request.headers.get("Cookie"))) === "1";
}
