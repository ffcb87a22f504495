import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { chapters, events } from "~/db/schema";
import { countEvents } from "~/models/event.server";
import { setRsvp } from "~/models/rsvp.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

// A network-wide search's counts are kept while content_version's third row (moved by every write
// to events_fts_facts, migration 0052) holds and no upcoming match has started (decision 062). After
// each kind of change the kept figures must be what counting afresh says.

const HOUR = 3_600_000;
let n = 0;
function chapter() {
  return db
    .insert(chapters)
    .values({ name: `Kept ${n}`, slug: `kept-c-${n++}-${Date.now()}`, city: "Austin", state: "TX", status: "Approved" })
    .returning()
    .get();
}
function event(chapterId: string, title: string, startAt: Date) {
  return db.insert(events).values({ chapterId, title, startAt, locationText: "Hall" }).returning().get();
}
/** The figures as a LIKE over every event of an approved chapter counts them (the search's meaning). */
function reference(word: string, now: Date) {
  const row = db.get<{ upcoming: number; past: number }>(sql`
    select count(*) filter (where e.start_at >= ${now.getTime()}) as upcoming,
      count(*) filter (where e.start_at < ${now.getTime()}) as past
    from events e join chapters c on c.id = e.chapter_id
    where c.status = 'Approved' and (e.title like ${"%" + word + "%"} or e.description like ${"%" + word + "%"}
      or e.location_text like ${"%" + word + "%"})`);
  return { upcoming: Number(row?.upcoming ?? 0), past: Number(row?.past ?? 0) };
}
const version = () => db.get<{ value: number }>(sql`select value from content_version where id = 3`)!.value;

describe("events search counts kept while their stamp holds", () => {
  it("are counted afresh after each change to what they read, and as matches start", async () => {
    const word = "keptwordzz";
    const now = new Date(Date.UTC(2030, 0, 10, 12));
    const c = chapter();
    const soon = event(c.id, `Drill ${word} one`, new Date(now.getTime() + HOUR));
    event(c.id, `Drill ${word} two`, new Date(now.getTime() + 5 * HOUR));
    event(c.id, `Past ${word}`, new Date(now.getTime() - HOUR));
    const expectFresh = (at: Date) => {
      const counted = countEvents({ q: word }, at);
      expect(counted).toEqual(reference(word, at));
      return counted;
    };
    expect(expectFresh(now)).toEqual({ upcoming: 2, past: 1 });
    // Kept: the same figures again, and again later while no match has started.
    expect(expectFresh(new Date(now.getTime() + HOUR / 2))).toEqual({ upcoming: 2, past: 1 });
    // At the soonest match's start it is still upcoming; a millisecond later it is past.
    expect(expectFresh(new Date(now.getTime() + HOUR))).toEqual({ upcoming: 2, past: 1 });
    expect(expectFresh(new Date(now.getTime() + HOUR + 1))).toEqual({ upcoming: 1, past: 2 });
    // The clock going back is counted afresh too.
    expect(expectFresh(now)).toEqual({ upcoming: 2, past: 1 });
    // Kept indeed: a new match with the stamp put back is not seen (only a test writes so), then is.
    const stamp = version();
    const hidden = event(c.id, `Hidden ${word}`, new Date(now.getTime() + 4 * HOUR));
    db.run(sql`update content_version set value = ${stamp} where id = 3`);
    expect(countEvents({ q: word }, now)).toEqual({ upcoming: 2, past: 1 });
    db.run(sql`update content_version set value = ${stamp + 1000} where id = 3`);
    expect(expectFresh(now)).toEqual({ upcoming: 3, past: 1 });
    db.delete(events).where(eq(events.id, hidden.id)).run();
    expect(expectFresh(now)).toEqual({ upcoming: 2, past: 1 });

    // An RSVP does not move the stamp; an event's write does.
    const before = version();
    const member = actorOf(
      await createUser({
        email: `kept${Date.now()}@example.test`,
        password: "Correct-Horse-42",
        displayName: "K",
        roles: ["Member"],
      }),
    );
    db.update(events).set({ openToNetwork: true }).where(eq(events.id, soon.id)).run();
    setRsvp(member, { eventId: soon.id, status: "Confirmed" });
    expect(version()).toBe(before);
    // A new match.
    const added = event(c.id, `New ${word}`, new Date(now.getTime() + 2 * HOUR));
    expect(version()).toBeGreaterThan(before);
    expect(expectFresh(now)).toEqual({ upcoming: 3, past: 1 });
    // A match's text edited away, then its start moved into the past.
    db.update(events).set({ title: "Renamed drill" }).where(eq(events.id, added.id)).run();
    expect(expectFresh(now)).toEqual({ upcoming: 2, past: 1 });
    db.update(events)
      .set({ startAt: new Date(now.getTime() - 2 * HOUR) })
      .where(eq(events.id, soon.id))
      .run();
    expect(expectFresh(now)).toEqual({ upcoming: 1, past: 2 });
    // The chapter suspended, then approved again; another chapter's match; a match deleted.
    db.update(chapters).set({ status: "Pending" }).where(eq(chapters.id, c.id)).run();
    expect(expectFresh(now)).toEqual({ upcoming: 0, past: 0 });
    db.update(chapters).set({ status: "Approved" }).where(eq(chapters.id, c.id)).run();
    expect(expectFresh(now)).toEqual({ upcoming: 1, past: 2 });
    const other = chapter();
    event(other.id, `Other ${word}`, new Date(now.getTime() + 3 * HOUR));
    expect(expectFresh(now)).toEqual({ upcoming: 2, past: 2 });
    db.delete(events).where(eq(events.id, soon.id)).run();
    expect(expectFresh(now)).toEqual({ upcoming: 2, past: 1 });
  });
});
