import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, messageQueue, waitlistEntries } from "~/db/schema";
import { queuedMail } from "../helpers/queued-mail";
import { WaitlistSchema } from "~/models/waitlist.schema";
import { joinWaitlist, upsertWaitlistEntry } from "~/models/waitlist.server";

const parse = (input: unknown) => WaitlistSchema.parse(input);
const rowsFor = (email: string) => db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email)).all();

describe("waitlist schema", () => {
  it("needs a valid email and nothing else", () => {
    expect(WaitlistSchema.safeParse({}).success).toBe(false);
    expect(WaitlistSchema.safeParse({ email: "not-an-email" }).success).toBe(false);
    const ok = parse({ email: "  Someone@Example.TEST " });
    expect(ok).toMatchObject({ email: "someone@example.test", firstName: null, city: null, interestLevel: [] });
  });

  it("accepts the spec's API payload with nulls and known interest levels only", () => {
    const ok = parse({
      email: "api@example.test",
      firstName: null,
      lastName: "Lee",
      interestLevel: ["Member", "MediaPR", "Member"],
      city: "",
      state: null,
      interests: [],
    });
    expect(ok).toMatchObject({ firstName: null, lastName: "Lee", city: null, interestLevel: ["Member", "MediaPR"] });
    expect(WaitlistSchema.safeParse({ email: "a@example.test", interestLevel: ["Astronaut"] }).success).toBe(false);
  });
});

describe("waitlist upsert", () => {
  it("creates an Active entry once, with an audit row", () => {
    const { entry, created } = upsertWaitlistEntry(
      parse({ email: "first@example.test", firstName: "Fran", interestLevel: ["Member"] }),
    );
    expect(created).toBe(true);
    expect(entry).toMatchObject({
      email: "first@example.test",
      firstName: "Fran",
      status: "Active",
      interestLevel: ["Member"],
    });
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, entry.id)).all();
    expect(audit.map((a) => a.action)).toEqual(["join_waitlist"]);
  });

  it("a second signup with the same email in another case updates instead of duplicating", () => {
    const first = upsertWaitlistEntry(
      parse({
        email: "again@example.test",
        firstName: "Ann",
        city: "Austin",
        interestLevel: ["Member", "IndividualDonor"],
      }),
    );
    const second = upsertWaitlistEntry(
      parse({ email: "AGAIN@Example.test", lastName: "Again", state: "TX", interestLevel: ["ChapterLeader"] }),
    );
    expect(second.created).toBe(false);
    expect(second.entry.id).toBe(first.entry.id);
    expect(rowsFor("again@example.test")).toHaveLength(1);
    // New values win; blanks keep what was there.
    expect(second.entry).toMatchObject({
      firstName: "Ann",
      lastName: "Again",
      city: "Austin",
      state: "TX",
      interestLevel: ["ChapterLeader"],
    });
    const third = upsertWaitlistEntry(parse({ email: "again@example.test" }));
    expect(third.entry.interestLevel).toEqual(["ChapterLeader"]);
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, first.entry.id)).all();
    expect(audit.map((a) => a.action).sort()).toEqual(["join_waitlist", "update_waitlist", "update_waitlist"]);
  });

  it("leaves a Converted entry Converted", () => {
    const { entry } = upsertWaitlistEntry(parse({ email: "converted@example.test" }));
    db.update(waitlistEntries).set({ status: "Converted" }).where(eq(waitlistEntries.id, entry.id)).run();
    expect(upsertWaitlistEntry(parse({ email: "converted@example.test", firstName: "C" })).entry.status).toBe(
      "Converted",
    );
  });

  it("sends the welcome mail the first time only", async () => {
    await joinWaitlist(parse({ email: "welcome@example.test", firstName: "Wes" }));
    await joinWaitlist(parse({ email: "Welcome@example.test" }));
    const mail = queuedMail().where(eq(messageQueue.to, "welcome@example.test")).all();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("Hi Wes");
  });
});

describe("client copy of the interest levels", () => {
  it("matches the schema's list exactly", async () => {
    const { INTEREST_LEVELS } = await import("~/db/schema");
    const { INTEREST_LEVEL_OPTIONS } = await import("~/models/waitlist.options");
    expect(INTEREST_LEVEL_OPTIONS).toEqual(INTEREST_LEVELS);
  });
});
