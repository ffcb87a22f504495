import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { chapters, events } from "~/db/schema";
import { listEvents } from "~/models/event.server";
import { setRsvp } from "~/models/rsvp.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

// The first page of the upcoming and "all" tabs (GET /api/events among them) is kept while
// content_version's fourth row holds (every write to events and chapters, migration 0054) and until
// its soonest upcoming event starts (decision 062). After each kind of change the page must be what
// reading afresh gives: here, a query of its own over the events of approved chapters.

const HOUR = 3_600_000;
let n = 0;
function chapter(name = `Page ${n}`) {
  return db
    .insert(chapters)
    .values({ name, slug: `page-c-${n++}-${Date.now()}`, city: "Austin", state: "TX", status: "Approved" })
    .returning()
    .get();
}
function event(chapterId: string, title: string, startAt: Date) {
  return db.insert(events).values({ chapterId, title, startAt, locationText: "Hall" }).returning().get();
}
const version = () => db.get<{ value: number }>(sql`select value from content_version where id = 4`)!.value;

/** What the page shows of each event, as read afresh: upcoming soonest first, then past latest first. */
function reference(word: string, now: Date, time: "upcoming" | "all") {
  const rows = db.all<{ id: string; title: string; capacity: number | null; status: string; chapter: string }>(sql`
    select e.id, e.title, e.capacity, e.status, c.name as chapter from events e join chapters c on c.id = e.chapter_id
    where c.status = 'Approved' and e.title like ${"%" + word + "%"}
      and (${time} = 'all' or e.start_at >= ${now.getTime()})
    order by e.start_at >= ${now.getTime()} desc,
      case when e.start_at >= ${now.getTime()} then e.start_at else -e.start_at end, e.id`);
  return rows.map((r) => ({ ...r }));
}
function shown(word: string, now: Date, time: "upcoming" | "all", limit = 200) {
  return listEvents({ id: "" }, { q: word, time }, now, { limit }).map((e) => ({
    id: e.id,
    title: e.title,
    capacity: e.capacity,
    status: e.status,
    chapter: e.chapterName,
  }));
}

describe("the first page of an events list kept while its stamp holds", () => {
  it("is read afresh after each change to its events and chapters, and as its soonest event starts", async () => {
    const word = "pagewordzz";
    const now = new Date(Date.UTC(2030, 1, 10, 12));
    const c = chapter();
    const soon = event(c.id, `Drill ${word} one`, new Date(now.getTime() + HOUR));
    event(c.id, `Drill ${word} two`, new Date(now.getTime() + 5 * HOUR));
    event(c.id, `Past ${word}`, new Date(now.getTime() - HOUR));
    const expectFresh = (at: Date) => {
      for (const time of ["upcoming", "all"] as const) expect(shown(word, at, time)).toEqual(reference(word, at, time));
      return shown(word, at, "all").map((e) => e.title);
    };
    expect(expectFresh(now)).toEqual([`Drill ${word} one`, `Drill ${word} two`, `Past ${word}`]);
    expect(expectFresh(new Date(now.getTime() + HOUR))).toHaveLength(3);
    // Its soonest event has started: now past, listed first among the past ones.
    expect(expectFresh(new Date(now.getTime() + HOUR + 1))).toEqual([
      `Drill ${word} two`,
      `Drill ${word} one`,
      `Past ${word}`,
    ]);
    expectFresh(now);

    // Kept indeed: an edit with the stamp put back is not seen, then is.
    const stamp = version();
    db.update(events).set({ capacity: 7 }).where(eq(events.id, soon.id)).run();
    db.run(sql`update content_version set value = ${stamp} where id = 4`);
    expect(shown(word, now, "all")[0]!.capacity).toBeNull();
    db.run(sql`update content_version set value = ${stamp + 1000} where id = 4`);
    expect(shown(word, now, "all")[0]!.capacity).toBe(7);

    // An RSVP does not move the stamp; edits of what the page shows do.
    const member = actorOf(
      await createUser({
        email: `page${Date.now()}@example.test`,
        password: "Correct-Horse-42",
        displayName: "P",
        roles: ["Member"],
      }),
    );
    db.update(events).set({ openToNetwork: true }).where(eq(events.id, soon.id)).run();
    const before = version();
    setRsvp(member, { eventId: soon.id, status: "Confirmed" });
    expect(version()).toBe(before);
    db.update(events).set({ status: "Cancelled" }).where(eq(events.id, soon.id)).run();
    expectFresh(now);
    db.update(chapters).set({ name: "Renamed chapter" }).where(eq(chapters.id, c.id)).run();
    expect(shown(word, now, "all")[0]!.chapter).toBe("Renamed chapter");
    expectFresh(now);
    const added = event(c.id, `New ${word}`, new Date(now.getTime() + 2 * HOUR));
    expect(expectFresh(now)).toHaveLength(4);
    db.update(chapters).set({ status: "Pending" }).where(eq(chapters.id, c.id)).run();
    expect(expectFresh(now)).toEqual([]);
    db.update(chapters).set({ status: "Approved" }).where(eq(chapters.id, c.id)).run();
    expect(expectFresh(now)).toHaveLength(4);
    db.delete(events).where(eq(events.id, added.id)).run();
    expect(expectFresh(now)).toHaveLength(3);
    // Without a search, and a page size of its own, the same rule.
    const all = listEvents({ id: "" }, { time: "all" }, now, { limit: 5 });
    db.update(events)
      .set({ title: "Moved drill", startAt: new Date(now.getTime() + HOUR / 2) })
      .where(eq(events.id, soon.id))
      .run();
    const again = listEvents({ id: "" }, { time: "all" }, now, { limit: 5 });
    expect(again).not.toEqual(all);
    expect(again.find((e) => e.id === soon.id)?.title).toBe("Moved drill");
  });
});
