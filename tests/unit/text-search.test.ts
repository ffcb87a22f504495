// The lists' searches through trigram indexes (docs/decisions/041) give the rows the LIKE over every
// row gave (containsAny): on generated text with accents in both cases, quotes, LIKE's wildcards,
// other scripts, letters Unicode folds to ASCII (Kelvin sign, long s, dotted I), partial words and
// queries that find nothing; the same rows in the same order, for every plan of a search; and the
// triggers keep the index in step with inserts, edits and deletes.
import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { announcements, chapters, events, memberships, resources, users, waitlistEntries } from "~/db/schema";
import { containsAny, containsAnyIndexed, readSearchMatches, trigramPhrase } from "~/models/search.server";
import { countEvents, eventSearch, listEvents } from "~/models/event.server";
import { listMembershipsForManagement } from "~/models/membership.server";
import { countWaitlist, listWaitlist, searchWaitlist } from "~/models/waitlist-admin.server";
import { countResourcesByLevel, listResources } from "~/models/resource.server";
import { announcementSearchHint, countAnnouncements, listAnnouncements } from "~/models/announcement.server";
import { createUser } from "~/models/user.server";
import { actorOf } from "../helpers/actor";

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  "Shelter",
  "shelter",
  "SHELTER",
  "drill",
  "Drill",
  "Café",
  "CAFÉ",
  "café",
  "École",
  "école",
  "ÉCOLE",
  "Señora",
  "SEÑORA",
  "Straße",
  "STRASSE",
  "İstanbul",
  "istanbul",
  "\u212Aelvin", // the Kelvin sign (U+212A): FTS5 folds it to "k", LIKE does not
  "Kelvin",
  "\u017Ftop", // long s (U+017F)
  "ΣΟΦΙΑ",
  "σοφία",
  "Οδυσσεύς",
  "東京防災訓練",
  "避難所",
  "Москва",
  "москва",
  "O'Brien",
  'the "big" one',
  "100%",
  "a_b",
  "back\\slash",
  "fire drill",
  "first-aid",
  "naïve",
  "nai\u0308ve", // the same word with a combining diaeresis
  "🚒 engine",
  "x",
  "",
];

function text(rand: () => number, words: number) {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(rand() * WORDS.length)]!);
  return out.join(rand() < 0.5 ? " " : ", ");
}

/** What people type: whole words, parts of words, other cases and accents, and things found nowhere. */
const QUERIES = [
  "shelter",
  "SHELTER",
  "Shel",
  "helt",
  "elte",
  "café",
  "CAFÉ",
  "Café",
  "cafe",
  "afé",
  "école",
  "ÉCOLE",
  "cole",
  "señ",
  "SEÑORA",
  "straße",
  "STRASSE",
  "strasse",
  "İstanbul",
  "istanbul",
  "stanbul",
  "kelvin",
  "Kelvin",
  "elvin",
  "stop",
  "\u017Ftop",
  "σοφ",
  "ΣΟΦ",
  "σοφία",
  "ύς",
  "防災訓",
  "東京",
  "避難所",
  "моск",
  "МОСКВА",
  "o'brien",
  "O'B",
  '"big"',
  'big" one',
  '"',
  '""',
  "'",
  "100%",
  "%",
  "0%",
  "a_b",
  "_",
  "a_",
  "back\\slash",
  "\\",
  "k\\s",
  "fire drill",
  "e dr",
  "first-aid",
  "-aid",
  "naïve",
  "nai\u0308ve",
  "aï",
  "🚒",
  "🚒 en",
  "x",
  "xx",
  "sh",
  "ll",
  "qzxw",
  "nothing like this",
  "shelter\u0000drill",
  "AND",
  "OR shelter",
  "NEAR(a b)",
  "*",
  "shel*",
  "title:drill",
  "  padded  ",
];

let n = 0;
function chapter(status: "Approved" | "Pending") {
  return db
    .insert(chapters)
    .values({ name: `Search ${n}`, slug: `search-c-${n++}`, city: "Austin", state: "TX", status })
    .returning()
    .get();
}

describe("trigram phrase", () => {
  it("quotes the text as one phrase, inner quotes doubled", () => {
    expect(trigramPhrase('the "big" one')).toBe('"the ""big"" one"');
  });
});

describe("events search through events_fts", () => {
  const rand = random(26);
  const approved = [chapter("Approved"), chapter("Approved")];
  const pending = chapter("Pending");
  const now = new Date("2026-11-27T12:00:00Z");
  const HOUR = 3_600_000;
  for (let i = 0; i < 400; i++) {
    const c = i % 10 === 0 ? pending : approved[i % 2]!;
    db.insert(events)
      .values({
        chapterId: c.id,
        title: text(rand, 1 + Math.floor(rand() * 3)),
        description: rand() < 0.2 ? null : text(rand, Math.floor(rand() * 12)),
        locationText: text(rand, 1 + Math.floor(rand() * 2)),
        // Some share a start time: the order's tie-break (id) matters.
        startAt: new Date(now.getTime() + (Math.floor(rand() * 200) - 100) * HOUR),
      })
      .run();
  }
  const columns = [events.title, events.description, events.locationText];
  const ids = (where: SQL | undefined, order = [asc(events.startAt), asc(events.id)]) =>
    db
      .select({ id: events.id })
      .from(events)
      .innerJoin(chapters, eq(chapters.id, events.chapterId))
      .where(and(eq(chapters.status, "Approved"), where))
      .orderBy(...order)
      .all()
      .map((r) => r.id);

  it("finds the rows the LIKE over every event finds, for every plan", () => {
    let found = 0;
    for (const q of QUERIES) {
      const expected = ids(containsAny(q, columns));
      found += expected.length;
      for (const plan of ["matches", "walk", "scan"] as const) {
        expect(ids(eventSearch(q, plan)), `${JSON.stringify(q)} (${plan})`).toEqual(expected);
      }
    }
    // The data set finds something for most queries and nothing for some.
    expect(found).toBeGreaterThan(1000);
    expect(ids(containsAny("qzxw", columns))).toEqual([]);
  });

  it("differs from a bare index match where Unicode folds more than LIKE", () => {
    // The reason for the LIKE after the index: "kelvin" matches the Kelvin sign in the index only.
    const bare = ids(sql`"events"."rowid" in (select rowid from events_fts where events_fts match '"kelvin"')`);
    const like = ids(containsAny("kelvin", columns));
    expect(bare.length).toBeGreaterThan(like.length);
    expect(ids(containsAnyIndexed("kelvin", { table: "events", fts: "events_fts" }, columns))).toEqual(like);
  });

  it("lists and counts the same events, page by page, on each side of now", () => {
    // ASCII texts whose matches include events with other characters ("kelvin", "stop", "istanbul":
    // letters Unicode folds to ASCII) are counted through events_fts_facts with the LIKE tested there.
    for (const q of [
      "shelter",
      "café",
      "防災",
      "o'brien",
      "qzxw",
      "sh",
      "a_b",
      "%",
      "kelvin",
      "stop",
      "istanbul",
      "SHELTER",
    ]) {
      const upcoming = ids(and(containsAny(q, columns), gte(events.startAt, now)));
      const past = ids(and(containsAny(q, columns), lt(events.startAt, now)), [desc(events.startAt), desc(events.id)]);
      const counts = countEvents({ q }, now);
      expect(counts, q).toEqual({ upcoming: upcoming.length, past: past.length });
      // Again, the plan now chosen from the count's remembered hint: the same figures.
      expect(countEvents({ q }, now), `${q} (hinted)`).toEqual(counts);
      for (const matches of [undefined, counts]) {
        for (const [time, expected] of [
          ["upcoming", upcoming],
          ["past", past],
        ] as const) {
          for (const offset of [0, 7]) {
            const listed = listEvents({ id: "nobody" }, { q, time }, now, { limit: 7, offset, matches });
            expect(
              listed.map((e) => e.id),
              `${q} ${time} ${offset}`,
            ).toEqual(expected.slice(offset, offset + 7));
          }
        }
      }
    }
  });

  it("keeps the index in step with new, edited and deleted events", () => {
    const c = approved[0]!;
    const [e] = db
      .insert(events)
      .values({ chapterId: c.id, title: "Quokka census", locationText: "Zoo", startAt: now })
      .returning()
      .all();
    expect(ids(eventSearch("quokka"))).toEqual([e!.id]);
    db.update(events).set({ title: "Wombat census" }).where(eq(events.id, e!.id)).run();
    expect(ids(eventSearch("quokka"))).toEqual([]);
    expect(ids(eventSearch("wombat"))).toEqual([e!.id]);
    // An edit of other columns leaves the index alone and the event found.
    db.update(events).set({ capacity: 5 }).where(eq(events.id, e!.id)).run();
    expect(ids(eventSearch("wombat"))).toEqual([e!.id]);
    db.delete(events).where(eq(events.id, e!.id)).run();
    expect(ids(eventSearch("wombat"))).toEqual([]);
  });

  it("keeps the count's facts (events_fts_facts) in step with events and their chapters", () => {
    const c = chapter("Approved");
    const count = (q: string) => countEvents({ q }, now);
    const [e] = db
      .insert(events)
      .values({
        chapterId: c.id,
        title: "Numbat survey",
        locationText: "Park",
        startAt: new Date(now.getTime() + HOUR),
      })
      .returning()
      .all();
    expect(count("numbat")).toEqual({ upcoming: 1, past: 0 });
    // Moved before now: the other side.
    db.update(events)
      .set({ startAt: new Date(now.getTime() - HOUR) })
      .where(eq(events.id, e!.id))
      .run();
    expect(count("numbat")).toEqual({ upcoming: 0, past: 1 });
    // Its chapter no longer approved, then approved again: hidden, then counted.
    db.update(chapters).set({ status: "Rejected" }).where(eq(chapters.id, c.id)).run();
    expect(count("numbat")).toEqual({ upcoming: 0, past: 0 });
    db.update(chapters).set({ status: "Approved" }).where(eq(chapters.id, c.id)).run();
    expect(count("numbat")).toEqual({ upcoming: 0, past: 1 });
    // Moved to a pending chapter, and back.
    db.update(events).set({ chapterId: pending.id }).where(eq(events.id, e!.id)).run();
    expect(count("numbat")).toEqual({ upcoming: 0, past: 0 });
    db.update(events).set({ chapterId: c.id }).where(eq(events.id, e!.id)).run();
    expect(count("numbat")).toEqual({ upcoming: 0, past: 1 });
    // Text no longer plain ASCII: the LIKE is tested on it ("K" is the Kelvin sign, which LIKE does not fold).
    db.update(events).set({ title: "Numbat \u212Aount" }).where(eq(events.id, e!.id)).run();
    expect(count("numbat")).toEqual({ upcoming: 0, past: 1 });
    expect(count("numbat kount")).toEqual({ upcoming: 0, past: 0 });
    db.update(events).set({ title: "Numbat Kount" }).where(eq(events.id, e!.id)).run();
    expect(count("numbat kount")).toEqual({ upcoming: 0, past: 1 });
    const facts = () => db.get<{ n: number }>(sql`select count(*) as "n" from "events_fts_facts"`)!.n;
    const before = facts();
    db.delete(events).where(eq(events.id, e!.id)).run();
    expect(count("numbat")).toEqual({ upcoming: 0, past: 0 });
    expect(facts()).toBe(before - 1);
    // One row of facts per event, each as its event and chapter say.
    const wrong = db.get<{ n: number }>(
      sql`select count(*) as "n" from "events" e join "chapters" c on c."id" = e."chapter_id" left join "events_fts_facts" f on f."rowid" = e."rowid" where f."rowid" is null or f."start_at" != e."start_at" or f."approved" != (c."status" = 'Approved')`,
    )!.n;
    expect(wrong).toBe(0);
    expect(facts()).toBe(db.get<{ n: number }>(sql`select count(*) as "n" from "events"`)!.n);
  });
});

describe("the other lists' searches through their trigram indexes (migration 0043)", async () => {
  const rand = random(43);
  const admin = await createUser({
    email: "search-admin@example.test",
    password: "Correct-Horse-42",
    displayName: "Search Admin",
    roles: ["GlobalAdmin"],
  });
  const places = [chapter("Approved"), chapter("Approved"), chapter("Pending")];
  // Chapter names with the same variety, so a search finds memberships by their chapter too.
  places.forEach((c, i) =>
    db
      .update(chapters)
      .set({ name: `${text(rand, 2)} ${i}` })
      .where(eq(chapters.id, c.id))
      .run(),
  );
  const ascii = (s: string) => s.replace(/[^a-z0-9]+/gi, "").toLowerCase() || "x";
  for (let i = 0; i < 150; i++) {
    const name = text(rand, 1 + Math.floor(rand() * 3)) || "Nobody";
    const [u] = db
      .insert(users)
      .values({ email: `${ascii(name)}.${i}@example.test`, displayName: name, passwordHash: "x" })
      .returning({ id: users.id })
      .all();
    db.insert(memberships)
      .values({ userId: u!.id, chapterId: places[i % 3]!.id, status: i % 4 ? "Approved" : "Pending" })
      .run();
    db.insert(waitlistEntries)
      .values({
        email: `${ascii(name)}.${i}@wait.test`,
        firstName: rand() < 0.2 ? null : text(rand, 1),
        lastName: rand() < 0.2 ? null : text(rand, 1),
        city: rand() < 0.1 ? null : text(rand, 1),
        state: rand() < 0.1 ? null : text(rand, 1).slice(0, 2),
        createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 50) * 3_600_000),
      })
      .run();
    db.insert(resources)
      .values({
        title: text(rand, 1 + Math.floor(rand() * 3)) || "Untitled",
        description: rand() < 0.2 ? null : text(rand, Math.floor(rand() * 10)),
        accessLevel: (["Member", "Leader", "Admin"] as const)[i % 3],
        updatedAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 50) * 3_600_000),
      })
      .run();
    db.insert(announcements)
      .values({
        title: text(rand, 1 + Math.floor(rand() * 3)) || "Untitled",
        body: text(rand, Math.floor(rand() * 10)),
        scope: i % 2 ? "Global" : "Chapter",
        chapterId: i % 2 ? null : places[i % 3]!.id,
        createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(rand() * 50) * 3_600_000),
      })
      .run();
  }

  it("finds the rows the LIKE over every row finds, listed and counted", () => {
    const actor = actorOf(admin);
    for (const q of QUERIES) {
      const label = JSON.stringify(q);
      // Members: the person's name or email, or the chapter's name.
      const expectedMembers = db
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .innerJoin(chapters, eq(chapters.id, memberships.chapterId))
        .where(containsAny(q, [users.displayName, users.email, chapters.name]))
        .orderBy(desc(memberships.createdAt), asc(memberships.id))
        .all()
        .map((r) => r.id);
      expect(
        listMembershipsForManagement(actor, { q }).map((m) => m.id),
        `members ${label}`,
      ).toEqual(expectedMembers);
      expect(
        listMembershipsForManagement(actor, { q, status: "Pending" }).map((m) => m.id),
        `pending members ${label}`,
      ).toEqual(
        expectedMembers.filter(
          (id) => db.select().from(memberships).where(eq(memberships.id, id)).get()!.status === "Pending",
        ),
      );
      // The waitlist.
      const expectedWaitlist = db
        .select({ id: waitlistEntries.id })
        .from(waitlistEntries)
        .where(
          containsAny(q, [
            waitlistEntries.email,
            waitlistEntries.firstName,
            waitlistEntries.lastName,
            waitlistEntries.city,
            waitlistEntries.state,
            sql`coalesce(${waitlistEntries.firstName}, '') || ' ' || coalesce(${waitlistEntries.lastName}, '')`,
          ]),
        )
        .orderBy(desc(waitlistEntries.createdAt), sql`"waitlist_entries"."rowid" desc`)
        .all()
        .map((r) => r.id);
      expect(
        searchWaitlist(actor, { q, limit: 1000 }).map((e) => e.id),
        `waitlist ${label}`,
      ).toEqual(expectedWaitlist);
      if (q.trim()) expect(countWaitlist(actor, q), `waitlist count ${label}`).toBe(expectedWaitlist.length);
      // The resources library.
      const expectedResources = db
        .select({ id: resources.id, level: resources.accessLevel })
        .from(resources)
        .where(containsAny(q, [resources.title, resources.description]))
        .orderBy(desc(resources.updatedAt), asc(resources.title))
        .all();
      expect(
        listResources(actor, { q }, 1000).map((r) => r.id),
        `resources ${label}`,
      ).toEqual(expectedResources.map((r) => r.id));
      const levels = countResourcesByLevel(actor, { q });
      for (const level of ["Member", "Leader", "Admin"] as const) {
        expect(levels[level], `resources ${level} ${label}`).toBe(
          expectedResources.filter((r) => r.level === level).length,
        );
      }
      // Announcements.
      const expectedAnnouncements = db
        .select({ id: announcements.id, scope: announcements.scope })
        .from(announcements)
        .where(containsAny(q, [announcements.title, announcements.body]))
        .orderBy(desc(announcements.createdAt), desc(announcements.id))
        .all();
      expect(
        listAnnouncements(actor, { q }, 1000).map((a) => a.id),
        `announcements ${label}`,
      ).toEqual(expectedAnnouncements.map((a) => a.id));
      const scopes = countAnnouncements(actor, { q });
      expect(scopes.Global, `announcements ${label}`).toBe(
        expectedAnnouncements.filter((a) => a.scope === "Global").length,
      );
      expect(scopes.Chapter, `announcements ${label}`).toBe(
        expectedAnnouncements.filter((a) => a.scope === "Chapter").length,
      );
      // As the page asks: the index read once (the hint), the page read from the counted matches or walked.
      const hint = announcementSearchHint(q);
      expect(countAnnouncements(actor, { q, hint }), `announcements hint ${label}`).toEqual(scopes);
      for (const matches of [undefined, 0, expectedAnnouncements.length, 5000]) {
        expect(
          listAnnouncements(actor, { q, hint, matches }, 1000).map((a) => a.id),
          `announcements hint ${label} ${matches}`,
        ).toEqual(expectedAnnouncements.map((a) => a.id));
      }
      // The waitlist page: the count and the page as listWaitlist reads them.
      if (q.trim()) {
        const listed = listWaitlist(actor, { q, pageSize: 1000 });
        expect(listed.total, `waitlist list ${label}`).toBe(expectedWaitlist.length);
        // The matches read once, the page walked (the order index tested against them).
        expect(
          searchWaitlist(actor, {
            q,
            limit: 1000,
            found: readSearchMatches({ table: "waitlist_entries", fts: "waitlist_fts" }, q),
          }).map((e) => e.id),
          `waitlist walked among matches ${label}`,
        ).toEqual(expectedWaitlist.slice(0, 1000));
        expect(
          listed.entries.map((e) => e.id),
          `waitlist list ${label}`,
        ).toEqual(expectedWaitlist.slice(0, 1000));
      }
    }
  });

  it("keeps the indexes in step with edits and deletes", () => {
    const actor = actorOf(admin);
    const [u] = db
      .insert(users)
      .values({ email: "quokka@example.test", displayName: "Quokka Person", passwordHash: "x" })
      .returning({ id: users.id })
      .all();
    db.insert(memberships).values({ userId: u!.id, chapterId: places[0]!.id, status: "Approved" }).run();
    expect(listMembershipsForManagement(actor, { q: "quokka" })).toHaveLength(1);
    db.update(users)
      .set({ displayName: "Wombat Person", email: "wombat@example.test" })
      .where(eq(users.id, u!.id))
      .run();
    expect(listMembershipsForManagement(actor, { q: "quokka" })).toHaveLength(0);
    expect(listMembershipsForManagement(actor, { q: "wombat" })).toHaveLength(1);
    const [w] = db
      .insert(waitlistEntries)
      .values({ email: "w@wait.test", firstName: "Quokka", lastName: "Numbat" })
      .returning({ id: waitlistEntries.id })
      .all();
    expect(countWaitlist(actor, "quokka numbat")).toBe(1);
    db.update(waitlistEntries).set({ lastName: "Bilby" }).where(eq(waitlistEntries.id, w!.id)).run();
    expect(countWaitlist(actor, "quokka numbat")).toBe(0);
    expect(countWaitlist(actor, "quokka bilby")).toBe(1);
    db.delete(waitlistEntries).where(eq(waitlistEntries.id, w!.id)).run();
    expect(countWaitlist(actor, "quokka")).toBe(0);
    const [r] = db.insert(resources).values({ title: "Quokka guide" }).returning({ id: resources.id }).all();
    expect(listResources(actor, { q: "quokka" }).map((x) => x.id)).toEqual([r!.id]);
    db.update(resources).set({ description: "about a wombat" }).where(eq(resources.id, r!.id)).run();
    expect(listResources(actor, { q: "wombat" }).map((x) => x.id)).toEqual([r!.id]);
    db.delete(resources).where(eq(resources.id, r!.id)).run();
    expect(listResources(actor, { q: "quokka" })).toEqual([]);
    const [a] = db
      .insert(announcements)
      .values({ title: "Quokka news", body: "b", scope: "Global" })
      .returning({ id: announcements.id })
      .all();
    expect(listAnnouncements(actor, { q: "quokka" }).map((x) => x.id)).toEqual([a!.id]);
    db.update(announcements).set({ title: "Wombat news" }).where(eq(announcements.id, a!.id)).run();
    expect(listAnnouncements(actor, { q: "quokka" })).toEqual([]);
    db.delete(announcements).where(eq(announcements.id, a!.id)).run();
    expect(listAnnouncements(actor, { q: "wombat" })).toEqual([]);
  });
});
