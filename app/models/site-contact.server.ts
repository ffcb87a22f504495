import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { serverT } from "~/i18n/catalogue.server";
import { queueMail } from "~/models/mail.server";
import { writeAudit } from "./audit.server";
import type { ChapterContactInput } from "./chapter-contact.schema";
import { globalAdmins } from "./chapter-contact.server";
import { getLanguagePreference } from "./language.server";

/**
 * "Contact Us": stores the message with its audit row and queues it to every global administrator
 * in their language, in one transaction (the worker delivers and retries). Anyone may write,
 * signed in or not; the page's rate limit counts only messages that passed validation.
 */
export async function contactNetwork(opts: { senderId: string | null; input: ChapterContactInput }) {
  const { name, email, message } = opts.input;
  const admins = globalAdmins();
  const row = db.transaction((tx) => {
    const saved = tx
      .insert(contactMessages)
      .values({ senderId: opts.senderId, name, email, message })
      .returning({ id: contactMessages.id })
      .get();
    writeAudit(tx, {
      actorId: opts.senderId,
      action: "contact_network",
      targetType: "contact_message",
      targetId: saved.id,
      metadata: { recipients: admins.length },
    });
    queueMail(
      admins.map((to) => {
        const t = serverT(getLanguagePreference(to.id)?.language ?? "en");
        const vars = { name, email };
        const text = [
          t("public.email.siteContact.intro", vars),
          "",
          message,
          "",
          "—",
          t("public.email.contact.replyTo", vars),
        ].join("\n");
        return {
          to: to.email,
          subject: t("public.email.siteContact.subject", vars),
          text,
          kind: "site_contact",
          userId: to.id,
        };
      }),
    );
    return saved;
  });
  return row.id;
}
