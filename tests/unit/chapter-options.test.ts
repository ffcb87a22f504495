import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { chapters, memberships } from "~/db/schema";
import {
  CHAPTER_SELECT_LIMIT,
  dialogChapterOptions,
  filterChapterOptions,
  CHAPTER_MATCH_LIMIT,
  reportChapterChoice,
  suggestReportChapters,
} from "~/models/chapter-options.server";
import { readinessForQuery } from "~/models/credential.server";
import { hoursReportForQuery } from "~/models/hours.server";
import { createUser } from "~/models/user.server";
import { actorOf, refusal } from "../helpers/actor";

function addChapters(n: number, prefix: string) {
  return Array.from({ length: n }, (_, i) =>
    db
      .insert(chapters)
      .values({ name: `${prefix} ${i}`, slug: `${prefix}-${i}`, city: "Austin", state: "TX", status: "Approved" })
      .returning()
      .get(),
  );
}

describe("chapter pickers on a national network", () => {
  it("offer every chapter while there are few, then only the user's own plus the selected one", async () => {
    const member = await createUser({ email: "opts@example.test", password: "Correct-Horse-42", displayName: "O" });
    const admin = await createUser({
      email: "opts-admin@example.test",
      password: "Correct-Horse-42",
      displayName: "A",
      roles: ["GlobalAdmin"],
    });
    const few = addChapters(3, "few");
    expect(
      filterChapterOptions(actorOf(member))
        .map((c) => c.id)
        .sort(),
    ).toEqual(few.map((c) => c.id).sort());
    expect(dialogChapterOptions(actorOf(admin))).toHaveLength(3);

    const many = addChapters(CHAPTER_SELECT_LIMIT, "many");
    db.insert(memberships).values({ userId: member.id, chapterId: many[5]!.id, status: "Approved" }).run();
    db.insert(memberships).values({ userId: member.id, chapterId: many[6]!.id, status: "Pending" }).run();
    expect(filterChapterOptions(actorOf(member)).map((c) => c.id)).toEqual([many[5]!.id]);
    expect(
      filterChapterOptions(actorOf(member), many[9]!.id)
        .map((c) => c.id)
        .sort(),
    ).toEqual([many[5]!.id, many[9]!.id].sort());
    expect(filterChapterOptions(actorOf(member), "not-a-chapter").map((c) => c.id)).toEqual([many[5]!.id]);
    // Too many for a dialog: the create form opens as its own page.
    expect(dialogChapterOptions(actorOf(admin))).toBeNull();
  });
});

describe("the report pages' chapter picker", () => {
  it("is a select of a leader's few chapters, and a search field resolved on the server for an admin", async () => {
    const leader = await createUser({
      email: "picker-leader@example.test",
      password: "Correct-Horse-42",
      displayName: "L",
      roles: ["ChapterLeader"],
    });
    const admin = await createUser({
      email: "picker-admin@example.test",
      password: "Correct-Horse-42",
      displayName: "A",
      roles: ["GlobalAdmin"],
    });
    const [north, south] = addChapters(2, "Picker Harbor");
    const [river] = addChapters(1, "Picker River");
    const twin = db
      .insert(chapters)
      .values({ name: river!.name, slug: "picker-river-twin", city: "Waco", state: "TX", status: "Approved" })
      .returning()
      .get();
    db.insert(memberships)
      .values({ userId: leader.id, chapterId: south!.id, status: "Approved", role: "Leader" })
      .run();

    // A leader: their chapters as options, the first by default, an id as sent.
    const led = reportChapterChoice(actorOf(leader));
    expect(led.options?.map((c) => c.id)).toEqual([south!.id]);
    expect(led.chapterId).toBe(south!.id);
    expect(reportChapterChoice(actorOf(leader), north!.id).chapterId).toBe(north!.id); // the report's rule refuses it

    // An admin: no options (a search field), the first chapter by name by default.
    const first = reportChapterChoice(actorOf(admin));
    expect(first.options).toBeNull();
    expect(first.chapterId).toBeTruthy();
    expect(reportChapterChoice(actorOf(admin), north!.id)).toMatchObject({ chapterId: north!.id, text: north!.name });
    // A slug, or a name typed in any case, picks the one chapter.
    expect(reportChapterChoice(actorOf(admin), south!.slug).chapterId).toBe(south!.id);
    expect(reportChapterChoice(actorOf(admin), "PICKER HARBOR 1").chapterId).toBe(south!.id);
    // Part of a name shared by several: no chapter, the matches to choose from.
    const several = reportChapterChoice(actorOf(admin), "picker harbor");
    expect(several.chapterId).toBeNull();
    expect(several.matches.map((c) => c.id).sort()).toEqual([north!.id, south!.id].sort());
    // Two chapters of one name: the one shown before (`pick`) stays chosen, else both are listed.
    expect(reportChapterChoice(actorOf(admin), river!.name, twin.id).chapterId).toBe(twin.id);
    expect(reportChapterChoice(actorOf(admin), river!.name).matches).toHaveLength(2);
    // Nothing matches; a LIKE wildcard is text.
    expect(reportChapterChoice(actorOf(admin), "no such place")).toMatchObject({ chapterId: null, matches: [] });
    expect(reportChapterChoice(actorOf(admin), "%").matches).toEqual([]);
  });
});

describe("the report pickers' suggestions (GET /api/chapters?scope=led)", () => {
  it("offer a leader of many chapters only the approved ones they lead, and the pages still refuse any other", async () => {
    const leader = await createUser({
      email: "suggest-leader@example.test",
      password: "Correct-Horse-42",
      displayName: "L",
      roles: ["ChapterLeader"],
    });
    const member = await createUser({
      email: "suggest-member@example.test",
      password: "Correct-Horse-42",
      displayName: "M",
    });
    const admin = await createUser({
      email: "suggest-admin@example.test",
      password: "Correct-Horse-42",
      displayName: "A",
      roles: ["GlobalAdmin"],
    });
    // More than a <select> holds, so the pages give this leader the search field.
    const led = addChapters(CHAPTER_SELECT_LIMIT + 1, "Suggest Bay Led");
    const others = addChapters(3, "Suggest Bay Other");
    const pendingLed = db
      .insert(chapters)
      .values({ name: "Suggest Bay Pending", slug: "suggest-bay-pending", city: "Austin", state: "TX" })
      .returning()
      .get();
    for (const c of [...led, pendingLed]) {
      db.insert(memberships).values({ userId: leader.id, chapterId: c.id, status: "Approved", role: "Leader" }).run();
    }
    db.insert(memberships).values({ userId: member.id, chapterId: others[0]!.id, status: "Approved" }).run();
    const ledIds = new Set(led.map((c) => c.id));

    const forLeader = suggestReportChapters(actorOf(leader), "suggest bay");
    expect(forLeader).toHaveLength(CHAPTER_MATCH_LIMIT);
    expect(forLeader.every((c) => ledIds.has(c.id))).toBe(true);
    // A name that only other chapters (or a pending one the leader leads) carry suggests nothing.
    expect(suggestReportChapters(actorOf(leader), "Bay Other")).toEqual([]);
    expect(suggestReportChapters(actorOf(leader), "Bay Pending")).toEqual([]);
    expect(suggestReportChapters(actorOf(leader), "suggest bay led 7", 8).map((c) => c.id)).toEqual([led[7]!.id]);
    // A member leads nothing; one letter suggests nothing.
    expect(suggestReportChapters(actorOf(member), "suggest bay")).toEqual([]);
    expect(suggestReportChapters(actorOf(leader), "s")).toEqual([]);
    // An administrator may pick any approved chapter.
    expect(
      suggestReportChapters(actorOf(admin), "Bay Other")
        .map((c) => c.id)
        .sort(),
    ).toEqual(others.map((c) => c.id).sort());
    expect(suggestReportChapters(actorOf(admin), "Bay Pending")).toEqual([]);

    // The server, not the suggestions, decides: a chapter outside the scope sent to the pages anyway.
    const outside = others[1]!;
    expect(reportChapterChoice(actorOf(leader), outside.name)).toMatchObject({ chapterId: null, matches: [] });
    expect(refusal(() => readinessForQuery(actorOf(leader), { chapter: outside.id, status: "all" })).status).toBe(403);
    expect(
      refusal(() => readinessForQuery(actorOf(leader), { chapter: outside.name, pick: outside.id, status: "all" }))
        .status,
    ).toBe(403);
    expect(
      refusal(() => hoursReportForQuery(actorOf(leader), new URLSearchParams({ chapterId: outside.id }))).status,
    ).toBe(403);
    expect(
      refusal(() =>
        hoursReportForQuery(actorOf(leader), new URLSearchParams({ chapter: outside.name, pick: outside.id })),
      ).status,
    ).toBe(403);
    // What it suggests, the page takes.
    expect(readinessForQuery(actorOf(leader), { chapter: forLeader[0]!.name, status: "all" }).chapterId).toBe(
      forLeader[0]!.id,
    );
  });
});
