import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, chapters, memberships, messageQueue, outbox, userRoles, users } from "~/db/schema";
import { drainMessages } from "~/jobs/delivery.server";
import { queuedMail } from "../helpers/queued-mail";
import { ChapterContactSchema } from "~/models/chapter-contact.schema";
import { contactChapter } from "~/models/chapter-contact.server";

let n = 0;
function user(roles: Array<"GlobalAdmin" | "ChapterLeader" | "Member"> = ["Member"]) {
  const id = crypto.randomUUID();
  const email = `c${n++}-${id.slice(0, 8)}@example.test`;
  db.insert(users)
    .values({ id, email, displayName: `User ${n}`, passwordHash: "x" })
    .run();
  for (const role of roles) db.insert(userRoles).values({ userId: id, role }).run();
  return { id, email };
}
function chapter(status: "Approved" | "Pending" = "Approved") {
  return db
    .insert(chapters)
    .values({ name: `Contact ${n}`, slug: `contact-${n++}`, city: "Austin", state: "TX", status })
    .returning()
    .get();
}
const input = (message = "Do you run CPR classes for teenagers?") =>
  ChapterContactSchema.parse({ name: "Casey Curious", email: "Casey@Example.test", message });

describe("Contact Chapter", () => {
  it("mails every approved leader, not members or pending leaders, and writes an audit row", async () => {
    const c = chapter();
    const [lead1, lead2, pendingLead, member] = [user(), user(), user(), user()];
    db.insert(memberships)
      .values([
        { userId: lead1.id, chapterId: c.id, role: "Leader", status: "Approved" },
        { userId: lead2.id, chapterId: c.id, role: "Leader", status: "Approved" },
        { userId: pendingLead.id, chapterId: c.id, role: "Leader", status: "Pending" },
        { userId: member.id, chapterId: c.id, role: "Member", status: "Approved" },
      ])
      .run();
    expect(await contactChapter({ chapterId: c.id, senderId: null, input: input() })).toBe(2);
    const mail = queuedMail()
      .where(eq(messageQueue.kind, "chapter_contact"))
      .all()
      .filter((m) => m.subject.includes(c.name));
    expect(mail.map((m) => m.to).sort()).toEqual([lead1.email, lead2.email].sort());
    expect(mail[0]!.text).toContain("Do you run CPR classes for teenagers?");
    expect(mail[0]!.text).toContain("casey@example.test");
    expect(mail[0]!.status).toBe("queued");
    // The worker delivers it (no SMTP here: kept in the outbox).
    await drainMessages();
    const stored = db.select().from(outbox).where(eq(outbox.to, lead1.email)).all();
    expect(stored.map((m) => [m.kind, m.status])).toEqual([["chapter_contact", "stored"]]);
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, c.id)).all();
    expect(audit.map((a) => a.action)).toEqual(["contact_chapter"]);
  });

  it("a chapter without a leader yet reaches the administrators instead", async () => {
    const c = chapter();
    const admin = user(["GlobalAdmin", "Member"]);
    await contactChapter({ chapterId: c.id, senderId: null, input: input() });
    const mail = queuedMail()
      .all()
      .filter((m) => m.subject.includes(c.name));
    expect(mail.map((m) => m.to)).toContain(admin.email);
    expect(mail[0]!.text).toContain("no approved leader yet");
  });

  it("refuses pending chapters; the schema wants a real message and a one-line name", async () => {
    await expect(contactChapter({ chapterId: chapter("Pending").id, senderId: null, input: input() })).rejects.toThrow(
      /approved chapters/,
    );
    expect(ChapterContactSchema.safeParse({ name: "A", email: "a@example.test", message: "Hi" }).success).toBe(false);
    expect(
      ChapterContactSchema.safeParse({
        name: "A\nBcc: x@example.test",
        email: "a@example.test",
        message: "Long enough text",
      }).success,
    ).toBe(false);
  });
});
