import { and, eq, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, credentials, eventAttendance, events, eventTraining, serviceHours, users } from "~/db/schema";
import { addDays, addMonths, isoDay } from "~/models/credential.schema";

/**
 * Demo training records: Morgan Member holds a credential in every status (Valid, Expiring, Expired,
 * Pending, Rejected) and has hours from attendance and logged service (one approved, one pending);
 * other Austin volunteers fill the readiness grid. Runs inside the demo seed, after the base data.
 */
export function seedTrainingDemo(now = new Date()) {
  const userId = (email: string) => db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()?.id;
  const leader = userId("leader@example.com");
  const member = userId("member@example.com");
  const jordan = userId("volunteer1@example.com");
  const taylor = userId("volunteer4@example.com");
  const austin = db.select({ id: chapters.id }).from(chapters).where(eq(chapters.slug, "austin-central")).get()?.id;
  const roundRock = db.select({ id: chapters.id }).from(chapters).where(eq(chapters.slug, "round-rock")).get()?.id;
  if (!leader || !member || !jordan || !taylor || !austin || !roundRock) return;
  const today = isoDay(now);
  const at = (days: number) => new Date(now.getTime() + days * 86_400_000);
  const day = (days: number) => addDays(today, days);

  db.transaction((tx) => {
    const cred = (
      userId: string,
      credentialTypeId: string,
      issuedOn: string,
      expiresOn: string | null,
      review: "verified" | "pending" | "rejected",
      certificateNumber: string | null = null,
    ) =>
      tx
        .insert(credentials)
        .values({
          userId,
          credentialTypeId,
          issuedOn,
          expiresOn,
          certificateNumber,
          verifiedAt: review === "verified" ? at(-5) : null,
          verifiedById: review === "verified" ? leader : null,
          rejectedAt: review === "rejected" ? at(-2) : null,
          rejectedById: review === "rejected" ? leader : null,
          rejectionReason:
            review === "rejected" ? "The certificate shows another person's name; please upload yours." : null,
        })
        .run();
    // Morgan: one credential in each status.
    cred(member, "cert-basic", day(-400), null, "verified", "CERT-TX-20817"); // Valid, never expires
    cred(member, "cpr-aed", addMonths(day(25), -24), day(25), "verified", "AHA-55120"); // Expiring in 25 days
    cred(member, "first-aid", addMonths(day(-40), -24), day(-40), "verified"); // Expired 40 days ago
    cred(member, "is-100", day(-3), null, "pending", "IS100-9931"); // Pending review
    cred(member, "is-200", day(-6), null, "rejected"); // Rejected with a reason
    // Other Austin volunteers.
    cred(jordan, "cert-basic", day(-700), null, "verified");
    cred(jordan, "cpr-aed", addMonths(day(300), -24), day(300), "verified");
    cred(jordan, "is-700", day(-90), null, "verified");
    cred(leader, "cert-basic", day(-1500), null, "verified");
    cred(leader, "cpr-aed", addMonths(day(50), -24), day(50), "verified");
    cred(taylor, "first-aid", day(-20), addMonths(day(-20), 24), "pending");

    // The upcoming basic-training session issues CERT Basic Training; the past wellness checks count for hours.
    const upcoming = tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.chapterId, austin), like(events.title, "CERT Basic Training%")))
      .get();
    if (upcoming)
      tx.insert(eventTraining)
        .values({ eventId: upcoming.id, credentialTypeId: "cert-basic", checkInCode: "AUSBT7" })
        .onConflictDoNothing()
        .run();
    const past = tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.chapterId, austin), like(events.title, "Heat Wave%")))
      .get();
    if (past) {
      tx.insert(eventTraining).values({ eventId: past.id, checkInCode: "AUSHW4" }).onConflictDoNothing().run();
      for (const u of [member, jordan, leader])
        tx.insert(eventAttendance)
          .values({ eventId: past.id, userId: u, method: "roster", recordedById: leader })
          .onConflictDoNothing()
          .run();
    }
    tx.insert(serviceHours)
      .values({
        userId: member,
        chapterId: austin,
        servedOn: day(-12),
        activity: "Smoke alarm outreach, Govalle",
        hours: 3,
        status: "Approved",
        reviewedById: leader,
        reviewedAt: at(-10),
      })
      .run();
    tx.insert(serviceHours)
      .values({
        userId: member,
        chapterId: austin,
        servedOn: day(-2),
        activity: "Sandbag distribution",
        hours: 2.5,
        note: "With Austin Fire Station 7",
      })
      .run();
    tx.insert(serviceHours)
      .values({ userId: taylor, chapterId: roundRock, servedOn: day(-8), activity: "Shelter cot setup", hours: 4 })
      .run();
  });
}
