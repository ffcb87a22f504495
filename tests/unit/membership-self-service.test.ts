import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, events, memberships, messageQueue, roleRequests, rsvps, type Role } from "~/db/schema";
import { approveChapter, createChapter } from "~/models/chapter.server";
import {
  DEACTIVATE_NOT_SELF,
  DEACTIVATE_ONLY_APPROVED,
  DEACTIVATE_REASON_REQUIRED,
  deactivateMember,
  reactivateMember,
  REACTIVATE_ONLY_INACTIVE,
  requestMembership,
  DECLINED_STAYS,
  LAST_LEADER,
  leaveMembership,
  NOT_YOUR_MEMBERSHIP,
  REMOVE_NOT_SELF,
  REMOVE_ONLY_APPROVED,
  REMOVE_REASON_REQUIRED,
  removeMember,
} from "~/models/membership.server";
import { getLatestRejectionFor, rejectRoleRequest, requestRole } from "~/models/role-request.server";
import { setRsvp } from "~/models/rsvp.server";
import { can } from "~/access/rules.server";
import { createUser } from "~/models/user.server";
import { actorOf, refusal } from "../helpers/actor";

let n = 0;
async function user(roles: Role[] = ["Member"], displayName = `Self ${n}`) {
  const u = await createUser({ email: `self${n++}@example.test`, password: "Correct-Horse-42", displayName, roles });
  return { id: u.id, email: u.email, displayName };
}
let admin: Awaited<ReturnType<typeof user>> | undefined;
async function ledChapter(name = `Self Chapter ${n++}`) {
  admin ??= await user(["GlobalAdmin"], "Admin");
  const leader = await user(["ChapterLeader"], `Leader ${n}`);
  const chapter = createChapter(actorOf(leader), { name, city: "Austin", state: "TX" });
  approveChapter(actorOf(admin), chapter.id);
  return { leader, chapter, admin };
}
function membership(userId: string, chapterId: string, status: "Pending" | "Approved" | "Rejected" = "Pending") {
  return db.insert(memberships).values({ userId, chapterId, status }).returning().get();
}
/** The emails queued for an address (every email leaves through the message queue). */
const mailTo = (email: string) =>
  db
    .select()
    .from(messageQueue)
    .where(and(eq(messageQueue.to, email), eq(messageQueue.channel, "email")))
    .all();
const exists = (id: string) => !!db.select().from(memberships).where(eq(memberships.id, id)).get();
const auditOf = (id: string) =>
  db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.targetId, id))
    .all()
    .map((a) => a.action);

describe("a member leaves or withdraws", () => {
  it("withdraws a pending request and may ask again", async () => {
    const { chapter } = await ledChapter();
    const m = await user();
    const row = membership(m.id, chapter.id);
    expect(leaveMembership(actorOf(m), row.id).status).toBe("Pending");
    expect(exists(row.id)).toBe(false);
    expect(auditOf(row.id)).toContain("withdraw_membership");
    // The unique (user, chapter) index no longer holds a row: a new request goes in.
    expect(membership(m.id, chapter.id).status).toBe("Pending");
  });

  it("leaves an approved membership; the leaders no longer manage them", async () => {
    const { chapter, leader } = await ledChapter();
    const m = await user();
    const row = membership(m.id, chapter.id, "Approved");
    expect(actorOf(m).memberChapterIds).toContain(chapter.id);
    leaveMembership(actorOf(m), row.id);
    expect(exists(row.id)).toBe(false);
    expect(auditOf(row.id)).toContain("leave_chapter");
    expect(actorOf(m).memberChapterIds).not.toContain(chapter.id);
    expect(refusal(() => removeMember(actorOf(leader), row.id, "gone")).kind).toBe("not_found");
  });

  it("keeps a declined request on record", async () => {
    const { chapter } = await ledChapter();
    const m = await user();
    const row = membership(m.id, chapter.id, "Rejected");
    const error = refusal(() => leaveMembership(actorOf(m), row.id));
    expect(error.status).toBe(409);
    expect(error.message).toBe(DECLINED_STAYS);
    expect(exists(row.id)).toBe(true);
  });

  it("nobody leaves for someone else: 404 to strangers, 403 with a reason to the chapter's leader", async () => {
    const { chapter, leader } = await ledChapter();
    const m = await user();
    const stranger = await user();
    const row = membership(m.id, chapter.id, "Approved");
    expect(refusal(() => leaveMembership(actorOf(stranger), row.id)).kind).toBe("not_found");
    const byLeader = refusal(() => leaveMembership(actorOf(leader), row.id));
    expect(byLeader.kind).toBe("forbidden");
    expect(byLeader.message).toBe(NOT_YOUR_MEMBERSHIP);
    expect(refusal(() => leaveMembership(actorOf(admin!), row.id)).kind).toBe("forbidden");
    expect(exists(row.id)).toBe(true);
  });

  it("a chapter's only leader cannot leave it; with a second leader they can", async () => {
    const { chapter, leader } = await ledChapter();
    const own = db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, leader.id), eq(memberships.chapterId, chapter.id)))
      .get()!;
    expect(refusal(() => leaveMembership(actorOf(leader), own.id)).message).toBe(LAST_LEADER);
    const second = await user();
    db.insert(memberships)
      .values({ userId: second.id, chapterId: chapter.id, status: "Approved", role: "Leader" })
      .run();
    leaveMembership(actorOf(leader), own.id);
    expect(exists(own.id)).toBe(false);
  });
});

describe("a leader removes a member", () => {
  it("removes an approved member with a reason: audited, and the member is emailed it", async () => {
    const { chapter, leader } = await ledChapter("Removal Chapter");
    const m = await user(["Member"], "Riley Removed");
    const row = membership(m.id, chapter.id, "Approved");
    removeMember(actorOf(leader), row.id, "  Moved out of the county  ");
    expect(exists(row.id)).toBe(false);
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, row.id)).get()!;
    expect(audit.action).toBe("remove_member");
    expect(audit.actorId).toBe(leader.id);
    expect(audit.metadata).toMatchObject({ reason: "Moved out of the county", title: "Riley Removed", userId: m.id });
    const [mail, ...more] = mailTo(m.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("You were removed from Removal Chapter");
    expect(mail!.body).toContain("Reason: Moved out of the county");
  });

  it("needs a reason, an approved member, someone else, and a leader of that chapter", async () => {
    const { chapter, leader } = await ledChapter();
    const other = await ledChapter();
    const m = await user();
    const approved = membership(m.id, chapter.id, "Approved");
    expect(refusal(() => removeMember(actorOf(leader), approved.id, "  ")).message).toBe(REMOVE_REASON_REQUIRED);
    expect(refusal(() => removeMember(actorOf(other.leader), approved.id, "why")).kind).toBe("forbidden");
    expect(refusal(() => removeMember(actorOf(m), approved.id, "why")).kind).toBe("forbidden");
    const pending = membership((await user()).id, chapter.id);
    expect(refusal(() => removeMember(actorOf(leader), pending.id, "why")).message).toBe(REMOVE_ONLY_APPROVED);
    const own = db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, leader.id), eq(memberships.chapterId, chapter.id)))
      .get()!;
    expect(refusal(() => removeMember(actorOf(leader), own.id, "why")).message).toBe(REMOVE_NOT_SELF);
    expect(exists(approved.id) && exists(pending.id) && exists(own.id)).toBe(true);
    // An admin may.
    removeMember(actorOf(admin!), approved.id, "Duplicate account");
    expect(exists(approved.id)).toBe(false);
  });
});

describe("role request rejection with a reason", () => {
  it("stores the reason, shows it to the requester, and puts it in the email", async () => {
    const reviewer = await user(["GlobalAdmin"]);
    const u = await user();
    const r = requestRole(u.id, { requestedRole: "ChapterLeader", justification: "I run drills." });
    rejectRoleRequest(actorOf(reviewer), r.id, "Please finish CERT basic training first.");
    const row = db.select().from(roleRequests).where(eq(roleRequests.id, r.id)).get()!;
    expect(row.rejectionReason).toBe("Please finish CERT basic training first.");
    expect(getLatestRejectionFor(actorOf(u), "ChapterLeader")?.reason).toBe("Please finish CERT basic training first.");
    expect(mailTo(u.email).map((m) => m.body)).toEqual([
      expect.stringContaining("Reason: Please finish CERT basic training first."),
    ]);
    // Asking again hides the old rejection while the new request is pending.
    requestRole(u.id, { requestedRole: "ChapterLeader", justification: "Done the training now." });
    expect(getLatestRejectionFor(actorOf(u), "ChapterLeader")).toBeNull();
  });
});

describe("leaving or being removed gives up the chapter's upcoming RSVPs", () => {
  const day = 86400000;
  function event(chapterId: string, inDays: number, extra: Partial<typeof events.$inferInsert> = {}) {
    return db
      .insert(events)
      .values({
        chapterId,
        title: `Drill ${n++}`,
        startAt: new Date(Date.now() + inDays * day),
        locationText: "Hall",
        ...extra,
      })
      .returning()
      .get();
  }
  const answer = (userId: string, eventId: string) =>
    db
      .select()
      .from(rsvps)
      .where(and(eq(rsvps.userId, userId), eq(rsvps.eventId, eventId)))
      .get();

  it("leaving declines upcoming answers, gives the place to the first waiting, keeps past and network-wide ones", async () => {
    const { chapter } = await ledChapter();
    const m = await user();
    const waiting = await user(["Member"], "Wren Waiting");
    const row = membership(m.id, chapter.id, "Approved");
    membership(waiting.id, chapter.id, "Approved");
    const full = event(chapter.id, 3, { capacity: 1 });
    const maybe = event(chapter.id, 5);
    const open = event(chapter.id, 6, { openToNetwork: true });
    setRsvp(actorOf(m), { eventId: full.id, status: "Confirmed" });
    setRsvp(actorOf(waiting), { eventId: full.id, status: "Confirmed" });
    expect(answer(waiting.id, full.id)?.waitlistedAt).toBeTruthy();
    setRsvp(actorOf(m), { eventId: maybe.id, status: "Maybe" });
    setRsvp(actorOf(m), { eventId: open.id, status: "Confirmed" });
    // Past: an answer from before it started stays (attendance history).
    const past = event(chapter.id, -2);
    db.insert(rsvps).values({ eventId: past.id, userId: m.id, status: "Confirmed" }).run();

    leaveMembership(actorOf(m), row.id);
    expect(answer(m.id, full.id)?.status).toBe("Declined");
    expect(answer(m.id, maybe.id)?.status).toBe("Declined");
    expect(answer(m.id, open.id)?.status).toBe("Confirmed");
    expect(answer(m.id, past.id)?.status).toBe("Confirmed");
    // The place went to the person waiting, audited and emailed as a cancellation does.
    expect(answer(waiting.id, full.id)?.waitlistedAt).toBeNull();
    expect(auditOf(full.id)).toContain("promote_from_waitlist");
    expect(mailTo(waiting.email).map((mail) => mail.kind)).toContain("rsvp_promoted");
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, row.id)).get()!;
    expect(audit.metadata).toMatchObject({ cancelledRsvps: [full.title, maybe.title] });
  });

  it("a removed member's upcoming answers are declined too; another chapter's stay", async () => {
    const { chapter, leader } = await ledChapter();
    const elsewhere = await ledChapter();
    const m = await user();
    const row = membership(m.id, chapter.id, "Approved");
    membership(m.id, elsewhere.chapter.id, "Approved");
    const here = event(chapter.id, 4);
    const there = event(elsewhere.chapter.id, 4);
    setRsvp(actorOf(m), { eventId: here.id, status: "Confirmed" });
    setRsvp(actorOf(m), { eventId: there.id, status: "Confirmed" });
    removeMember(actorOf(leader), row.id, "Moved away");
    expect(answer(m.id, here.id)?.status).toBe("Declined");
    expect(answer(m.id, there.id)?.status).toBe("Confirmed");
  });
  // Removal and deactivation share leaving's release (releaseMembership): the place, the audit row
  // naming what was cancelled, the email to the person promoted, and the member told the decision.
  const byLeader = {
    removed: { end: removeMember, action: "remove_member", subject: "You were removed from" },
    deactivated: { end: deactivateMember, action: "deactivate_member", subject: "Your membership of" },
  } as const;
  for (const [how, { end, action, subject }] of Object.entries(byLeader)) {
    it(`a member ${how} by a leader: the held place goes to the first waiting, the audit names it, both are emailed`, async () => {
      const { chapter, leader } = await ledChapter(`Release ${how} ${n++}`);
      const m = await user();
      const waiting = await user(["Member"], `Wes Waiting ${n}`);
      const row = membership(m.id, chapter.id, "Approved");
      membership(waiting.id, chapter.id, "Approved");
      const full = event(chapter.id, 3, { capacity: 1 });
      setRsvp(actorOf(m), { eventId: full.id, status: "Confirmed" });
      setRsvp(actorOf(waiting), { eventId: full.id, status: "Confirmed" });
      expect(answer(waiting.id, full.id)?.waitlistedAt).toBeTruthy();

      end(actorOf(leader), row.id, "Released");
      expect(answer(m.id, full.id)?.status).toBe("Declined");
      expect(answer(waiting.id, full.id)).toMatchObject({ status: "Confirmed", waitlistedAt: null });
      expect(mailTo(waiting.email).map((mail) => mail.kind)).toContain("rsvp_promoted");
      const audit = db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, row.id), eq(auditLogs.action, action)))
        .get()!;
      expect(audit).toMatchObject({ chapterId: chapter.id, subjectId: m.id });
      expect(audit.metadata).toMatchObject({ reason: "Released", cancelledRsvps: [full.title] });
      expect(mailTo(m.email).map((mail) => mail.subject)).toEqual([expect.stringContaining(subject)]);
    });
  }

  it("with nothing to release, the audit row names no cancelled answers and nobody else is emailed", async () => {
    const { chapter, leader } = await ledChapter();
    const m = await user();
    const row = membership(m.id, chapter.id, "Approved");
    const before = db.select().from(messageQueue).all().length;
    removeMember(actorOf(leader), row.id, "Moved away");
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, row.id)).get()!;
    expect(audit.metadata).not.toHaveProperty("cancelledRsvps");
    expect(db.select().from(messageQueue).all().length - before).toBe(mailTo(m.email).length);
  });
});

describe("a leader deactivates and reactivates a member (decision 033)", () => {
  it("an inactive member keeps the membership row and history but loses member access; told by email; audited", async () => {
    const { chapter, leader } = await ledChapter("Pause Chapter");
    const m = await user(["Member"], "Pat Paused");
    const row = membership(m.id, chapter.id, "Approved");
    const upcoming = db
      .insert(events)
      .values({
        chapterId: chapter.id,
        title: "Pause drill",
        startAt: new Date(Date.now() + 3 * 86400000),
        locationText: "Hall",
      })
      .returning()
      .get();
    setRsvp(actorOf(m), { eventId: upcoming.id, status: "Confirmed" });
    expect(can(actorOf(m), "announcement.read", { scope: "Chapter", chapterId: chapter.id })).toBe(true);

    deactivateMember(actorOf(leader), row.id, "  Not answering call-outs  ");
    const after = db.select().from(memberships).where(eq(memberships.id, row.id)).get()!;
    expect(after).toMatchObject({
      status: "Inactive",
      deactivationReason: "Not answering call-outs",
      deactivatedById: leader.id,
    });
    const access = actorOf(m);
    expect(access.memberChapterIds).not.toContain(chapter.id);
    expect(can(access, "announcement.read", { scope: "Chapter", chapterId: chapter.id })).toBe(false);
    expect(can(access, "event.rsvp", { chapterId: chapter.id, chapterStatus: "Approved", openToNetwork: false })).toBe(
      false,
    );
    // Their place at the upcoming event is released.
    expect(db.select().from(rsvps).where(eq(rsvps.eventId, upcoming.id)).get()?.status).toBe("Declined");
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, row.id), eq(auditLogs.action, "deactivate_member")))
      .get()!;
    expect(audit).toMatchObject({ actorId: leader.id, subjectId: m.id, chapterId: chapter.id });
    expect(audit.metadata).toMatchObject({ reason: "Not answering call-outs" });
    const mail = mailTo(m.email).find((x) => x.subject === "Your membership of Pause Chapter is inactive");
    expect(mail?.body).toContain("Reason: Not answering call-outs");
    // Asking to join again is refused with a word on how to come back.
    expect(refusal(() => requestMembership({ userId: m.id, chapterId: chapter.id })).message).toBe(
      "Your membership of this chapter is inactive. Ask one of its leaders to reactivate it.",
    );

    reactivateMember(actorOf(leader), row.id);
    expect(db.select().from(memberships).where(eq(memberships.id, row.id)).get()).toMatchObject({
      status: "Approved",
      deactivationReason: null,
      deactivatedAt: null,
    });
    expect(actorOf(m).memberChapterIds).toContain(chapter.id);
    expect(auditOf(row.id)).toContain("reactivate_member");
    expect(mailTo(m.email).map((x) => x.subject)).toContain("Your membership of Pause Chapter is active again");
  });

  it("needs a reason, an approved member who is someone else, and a leader of that chapter", async () => {
    const { chapter, leader } = await ledChapter();
    const other = await ledChapter();
    const m = await user();
    const row = membership(m.id, chapter.id, "Approved");
    expect(refusal(() => deactivateMember(actorOf(leader), row.id, " ")).message).toBe(DEACTIVATE_REASON_REQUIRED);
    expect(refusal(() => deactivateMember(actorOf(other.leader), row.id, "why")).kind).toBe("forbidden");
    expect(refusal(() => deactivateMember(actorOf(m), row.id, "why")).kind).toBe("forbidden");
    expect(refusal(() => reactivateMember(actorOf(leader), row.id)).message).toBe(REACTIVATE_ONLY_INACTIVE);
    const pending = membership((await user()).id, chapter.id);
    expect(refusal(() => deactivateMember(actorOf(leader), pending.id, "why")).message).toBe(DEACTIVATE_ONLY_APPROVED);
    const own = db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, leader.id), eq(memberships.chapterId, chapter.id)))
      .get()!;
    expect(refusal(() => deactivateMember(actorOf(leader), own.id, "why")).message).toBe(DEACTIVATE_NOT_SELF);
    deactivateMember(actorOf(admin!), row.id, "Duplicate");
    expect(refusal(() => reactivateMember(actorOf(other.leader), row.id)).kind).toBe("forbidden");
    // An inactive member can be removed, or can leave.
    removeMember(actorOf(leader), row.id, "Gone for good");
    expect(exists(row.id)).toBe(false);
  });

  it("an inactive member may leave the chapter themselves", async () => {
    const { chapter, leader } = await ledChapter();
    const m = await user();
    const row = membership(m.id, chapter.id, "Approved");
    deactivateMember(actorOf(leader), row.id, "Paused");
    leaveMembership(actorOf(m), row.id);
    expect(exists(row.id)).toBe(false);
  });
});
