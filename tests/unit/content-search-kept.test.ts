import Database from "better-sqlite3";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databasePath, db } from "~/db/client.server";
import { clearMemos } from "~/db/memo.server";
import { announcements, chapters, resources } from "~/db/schema";
import { announcementSearchHint, countAnnouncements, listAnnouncements } from "~/models/announcement.server";
import { countResourcesByLevel, listResources } from "~/models/resource.server";
import { actor, chapter, join, person } from "./credential-fixtures";

// A text search of announcements or resources keeps its matches and counts while content_version's
// seventh row holds (migration 0056's triggers, decision 074). After each kind of write to what they
// count, the search must be what reading afresh gives (nothing kept), for an administrator and for
// a member of one chapter, and a write to what they do not count must leave the row alone.

const version = () => db.get<{ value: number }>(sql`select value from content_version where id = 7`)!.value;

describe("the announcements' and resources' text searches kept while their stamp holds", () => {
  it("are read afresh after every kind of write to what they count, and kept otherwise", () => {
    const admin = actor(person(["GlobalAdmin", "Member"], "Ada Admin").id);
    const home = chapter("Home CERT");
    const away = chapter("Away CERT");
    const m = person(["Member"], "Mo Member");
    join(m.id, home.id);
    const member = actor(m.id);
    const readers = [admin, member];
    const searches = ["drill", "Drill night", "zz"];
    /** Each reader's searches, kept, equal the same read with nothing kept (and the pages are read as before). */
    const read = () =>
      readers.flatMap((u) =>
        searches.map((q) => {
          const hint = announcementSearchHint(q);
          return {
            hint,
            announcements: countAnnouncements(u, { q, hint }),
            announcementsAway: countAnnouncements(u, { q, source: away.id }),
            page: listAnnouncements(u, { q, hint }, 20).map((a) => a.id),
            resources: countResourcesByLevel(u, { q }),
            resourcesGlobal: countResourcesByLevel(u, { q, chapter: "global" }),
            resourcePage: listResources(u, { q }, 24).map((r) => r.id),
          };
        }),
      );
    const expectFresh = () => {
      const kept = read();
      clearMemos();
      const fresh = read();
      expect(kept).toEqual(fresh);
      return fresh[0]!; // the administrator's "drill"
    };
    const after = (write: () => unknown, moves = true) => {
      read(); // kept now
      const before = version();
      write();
      expect(version() > before).toBe(moves);
      return expectFresh();
    };

    expect(expectFresh().announcements.total).toBe(0);

    // Announcements: posted (insert), retitled, its body edited, its scope and chapter set, deleted.
    const post = (values: Partial<typeof announcements.$inferInsert> = {}) =>
      db
        .insert(announcements)
        .values({ title: "Drill night", body: "Bring a radio", scope: "Global", ...values })
        .returning()
        .get();
    let a = post();
    expect(after(() => post({ title: "Another drill", scope: "Chapter", chapterId: home.id })).announcements).toEqual({
      Global: 1,
      Chapter: 1,
      total: 2,
    });
    const row = () => eq(announcements.id, a.id);
    expect(after(() => db.update(announcements).set({ title: "Picnic" }).where(row()).run()).announcements.total).toBe(
      1,
    );
    expect(
      after(() => db.update(announcements).set({ body: "The drill is on" }).where(row()).run()).announcements.total,
    ).toBe(2);
    expect(
      after(() => db.update(announcements).set({ scope: "Chapter", chapterId: away.id }).where(row()).run())
        .announcementsAway.total,
    ).toBe(1);
    expect(
      after(() => db.update(announcements).set({ chapterId: home.id }).where(row()).run()).announcementsAway.total,
    ).toBe(0);
    expect(after(() => db.delete(announcements).where(row()).run()).announcements.total).toBe(1);
    a = post({ title: "Drill night again" });
    // Its email setting is not counted: the stamp stays.
    after(() => db.update(announcements).set({ sendEmail: true }).where(row()).run(), false);

    // Resources: added, retitled, described, its level and chapter set, deleted.
    const add = (values: Partial<typeof resources.$inferInsert> = {}) =>
      db
        .insert(resources)
        .values({ title: "Drill checklist", description: "For the drill", accessLevel: "Member", ...values })
        .returning()
        .get();
    let r = add();
    expect(after(() => add({ title: "Leader drill notes", accessLevel: "Leader" })).resources).toEqual({
      Member: 1,
      Leader: 1,
      Admin: 0,
    });
    const resource = () => eq(resources.id, r.id);
    expect(
      after(() => db.update(resources).set({ title: "Checklist", description: null }).where(resource()).run()).resources
        .Member,
    ).toBe(0);
    expect(
      after(() => db.update(resources).set({ description: "Drill kit" }).where(resource()).run()).resources.Member,
    ).toBe(1);
    expect(
      after(() => db.update(resources).set({ accessLevel: "Admin" }).where(resource()).run()).resources,
    ).toMatchObject({
      Member: 0,
      Admin: 1,
    });
    expect(
      after(() => db.update(resources).set({ chapterId: away.id }).where(resource()).run()).resourcesGlobal.Admin,
    ).toBe(0);
    expect(after(() => db.delete(resources).where(resource()).run()).resources.Admin).toBe(0);
    r = add({ chapterId: home.id });
    // Its file, version and critical mark are not counted: the stamp stays.
    after(
      () => db.update(resources).set({ fileUrl: "/f.pdf", version: 2, isCritical: true }).where(resource()).run(),
      false,
    );

    // A chapter deleted: its announcements and resources go with it.
    const gone = chapter("Gone CERT");
    post({ scope: "Chapter", chapterId: gone.id });
    add({ chapterId: gone.id });
    expectFresh();
    after(() => db.delete(chapters).where(eq(chapters.id, gone.id)).run());

    // A write through another connection (another server process).
    const other = new Database(databasePath());
    try {
      expect(
        after(() => other.prepare("update announcements set title = 'Quiet night' where id = ?").run(a.id))
          .announcements.total,
      ).toBe(1);
      after(() => other.prepare("update resources set title = 'Other drill' where id = ?").run(r.id));
    } finally {
      other.close();
    }
  });

  it("are kept: the same values while the stamp holds, and a write with the stamp put back is not seen", () => {
    const admin = actor(person(["GlobalAdmin", "Member"], "Ada Admin").id);
    const a = db.insert(announcements).values({ title: "Kept drill", body: "b", scope: "Global" }).returning().get();
    db.insert(resources).values({ title: "Kept drill", accessLevel: "Member" }).run();
    const hint = announcementSearchHint("kept drill");
    expect(hint).toBeDefined();
    expect(announcementSearchHint("kept drill")).toBe(hint);
    expect(countAnnouncements(admin, { q: "kept drill", hint }).total).toBe(1);
    expect(countResourcesByLevel(admin, { q: "kept drill" }).Member).toBe(1);
    const before = version();
    db.update(announcements).set({ title: "Unseen" }).where(eq(announcements.id, a.id)).run();
    db.update(resources).set({ title: "Unseen" }).run();
    db.run(sql`update content_version set value = ${before} where id = 7`);
    expect(announcementSearchHint("kept drill")).toBe(hint);
    expect(countAnnouncements(admin, { q: "kept drill", hint }).total).toBe(1);
    expect(countResourcesByLevel(admin, { q: "kept drill" }).Member).toBe(1);
    clearMemos();
    expect(countAnnouncements(admin, { q: "kept drill" }).total).toBe(0);
    expect(countResourcesByLevel(admin, { q: "kept drill" }).Member).toBe(0);
  });
});
