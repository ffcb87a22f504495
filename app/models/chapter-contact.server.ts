import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, memberships, userRoles, users } from "~/db/schema";
import { sendMail } from "~/models/mail.server";
import { writeAudit } from "./audit.server";
import type { ChapterContactInput } from "./chapter-contact.schema";

/** Email addresses of the chapter's approved leaders. */
export function chapterLeaderEmails(chapterId: string) {
  return db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.chapterId, chapterId), eq(memberships.role, "Leader"), eq(memberships.status, "Approved")),
    )
    .all()
    .map((r) => r.email);
}

function globalAdminEmails() {
  return db
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, "GlobalAdmin"))
    .all()
    .map((r) => r.email);
}

/**
 * "Contact Chapter": mails the message to the chapter's leaders through the normal mail path
 * (SMTP, or the outbox when there is none). A chapter without a leader yet has its messages sent to
 * the global administrators instead, so nothing goes unanswered. Returns how many were addressed.
 */
export async function contactChapter(opts: { chapterId: string; senderId: string | null; input: ChapterContactInput }) {
  const chapter = db
    .select({ id: chapters.id, name: chapters.name, slug: chapters.slug, status: chapters.status })
    .from(chapters)
    .where(eq(chapters.id, opts.chapterId))
    .get();
  if (!chapter || chapter.status !== "Approved") throw new Error("Only approved chapters can be contacted.");
  const leaders = chapterLeaderEmails(chapter.id);
  const recipients = [...new Set(leaders.length ? leaders : globalAdminEmails())];
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

  const text = [
    `${name} <${email}> sent a message through the ${chapter.name} chapter page:`,
    "",
    message,
    "",
    "—",
    `Reply to ${name} at ${email}.`,
    leaders.length ? "" : "(This chapter has no approved leader yet, so the message went to the administrators.)",
  ]
    .join("\n")
    .trimEnd();
  await sendMail(
    recipients.map((to) => ({
      to,
      subject: `Message for ${chapter.name} from ${name}`,
      text,
      kind: "chapter_contact",
    })),
  );
  return recipients.length;
}
