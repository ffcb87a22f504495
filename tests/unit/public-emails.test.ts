import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { chapters, memberships, messageQueue, users, userSettings } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { CATALOGUES } from "~/i18n/catalogue.server";
import { ChapterContactSchema } from "~/models/chapter-contact.schema";
import { contactChapter } from "~/models/chapter-contact.server";
import { WaitlistSchema } from "~/models/waitlist.schema";
import { joinWaitlist } from "~/models/waitlist.server";

const mailTo = (email: string) => queuedMail().where(eq(messageQueue.to, email)).all();

describe("public emails in the reader's language", () => {
  it("a chapter's leaders read a contact message's fixed lines in their own language", async () => {
    const id = crypto.randomUUID().slice(0, 8);
    const chapter = db
      .insert(chapters)
      .values({ name: `Lang ${id}`, slug: `lang-${id}`, city: "Austin", state: "TX", status: "Approved" })
      .returning()
      .get();
    const leaders = (["fr", null] as const).map((language, i) => {
      const user = db
        .insert(users)
        .values({ email: `lead${i}-${id}@example.test`, displayName: `Lead ${i}`, passwordHash: "x" })
        .returning()
        .get();
      if (language) db.insert(userSettings).values({ userId: user.id, language }).run();
      db.insert(memberships)
        .values({ userId: user.id, chapterId: chapter.id, role: "Leader", status: "Approved" })
        .run();
      return user;
    });
    const input = ChapterContactSchema.parse({
      name: "Casey",
      email: "casey@example.test",
      message: "Hello there, leaders!",
    });
    await contactChapter({ chapterId: chapter.id, senderId: null, input });

    const [french] = mailTo(leaders[0]!.email);
    expect(french!.subject).toBe(`Message pour ${chapter.name} de la part de Casey`);
    expect(french!.text).toContain("Répondez à Casey à l’adresse casey@example.test.");
    expect(french!.text).toContain("Hello there, leaders!");
    const [english] = mailTo(leaders[1]!.email);
    expect(english!.subject).toBe(`Message for ${chapter.name} from Casey`);
    expect(english!.text).toContain("Reply to Casey at casey@example.test.");
  });

  it("a visitor's waitlist welcome is in the language of the page they used", async () => {
    const email = `bienvenida-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await joinWaitlist(WaitlistSchema.parse({ email, firstName: "Ana" }), null, "es");
    const [mail] = mailTo(email);
    expect(mail!.subject).toBe(CATALOGUES.es.public["public.email.waitlist.subject"]);
    expect(mail!.text).toContain("Hola, Ana:");
  });
});
