import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { selectWithUser } from "~/db/query.server";
import { memberships, userRoles, users } from "~/db/schema";
import { serverT } from "~/i18n/catalogue.server";
import { queueMail } from "~/models/mail.server";
import { getLanguagePreference } from "./language.server";
import { writeAudit } from "./audit.server";
import { findChapterBrief } from "./chapter-options.server";
import type { ChapterContactInput } from "./chapter-contact.schema";

/** The chapter's approved leaders (who a contact message goes to). */
function chapterLeaders(chapterId: string) {
  return selectWithUser(memberships, { id: users.id, email: users.email })
    .where(
      and(eq(memberships.chapterId, chapterId), eq(memberships.role, "Leader"), eq(memberships.status, "Approved")),
    )
    .all();
}

/** The network's administrators (who a message without a chapter leader, or to the network, goes to). */
export function globalAdmins() {
  return selectWithUser(userRoles, { id: users.id, email: users.email }).where(eq(userRoles.role, "GlobalAdmin")).all();
}

/**
 * "Contact Chapter": mails the message to the chapter's leaders through the normal mail path
 * (SMTP, or the outbox when there is none). A chapter without a leader yet has its messages sent to
 * the global administrators instead, so nothing goes unanswered. Returns how many were addressed.
 */
export async function contactChapter(opts: { chapterId: string; senderId: string | null; input: ChapterContactInput }) {
  const chapter = findChapterBrief(opts.chapterId);
  if (!chapter || chapter.status !== "Approved") throw new Error("Only approved chapters can be contacted.");
  const leaders = chapterLeaders(chapter.id);
  const recipients = [...new Map((leaders.length ? leaders : globalAdmins()).map((r) => [r.email, r])).values()];
  const { name, email, message } = opts.input;

  db.transaction((tx) => {
    writeAudit(tx, {
      actorId: opts.senderId,
      action: "contact_chapter",
      targetType: "chapter",
      targetId: chapter.id,
      metadata: { chapterName: chapter.name, recipients: recipients.length, toAdmins: !leaders.length },
    });
  });

  // The product's own lines in each recipient's language; the visitor's message as written.
  await queueMail(
    recipients.map((to) => {
      const t = serverT(getLanguagePreference(to.id)?.language ?? "en");
      const vars = { name, email, chapter: chapter.name };
      const text = [
        t("public.email.contact.intro", vars),
        "",
        message,
        "",
        "—",
        t("public.email.contact.replyTo", vars),
        leaders.length ? "" : t("public.email.contact.noLeader"),
      ]
        .join("\n")
        .trimEnd();
      // Addressed to a leader's (or administrator's) account: their copy goes with it (decision 030).
      return {
        to: to.email,
        subject: t("public.email.contact.subject", vars),
        text,
        kind: "chapter_contact",
        userId: to.id,
      };
    }),
  );
  return recipients.length;
}
