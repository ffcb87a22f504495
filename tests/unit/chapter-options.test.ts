import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { chapters, memberships } from "~/db/schema";
import { CHAPTER_SELECT_LIMIT, dialogChapterOptions, filterChapterOptions } from "~/models/chapter-options.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

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
