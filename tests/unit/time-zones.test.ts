import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLogs, events, userSettings, type Role } from "~/db/schema";
import {
  approveChapter,
  createChapter,
  getChapterById,
  updateChapter,
  ZONE_CHANGE_MESSAGE,
} from "~/models/chapter.server";
import { requestMembership } from "~/models/membership.server";
import { updatePreferences } from "~/models/settings.server";
import { createUser } from "~/models/user.server";
import { zonedDateTime } from "~/utils/event-time-format";
import { timeZoneForPlace } from "~/utils/place-time-zone.server";
import { initialTimeZone } from "~/utils/time-zone";
import { isIanaTimeZone, timeZoneGroups, US_STATE_ZONES, US_TERRITORY_ZONES } from "~/utils/us-time-zones";
import { actorOf, refusal } from "../helpers/actor";

let n = 0;
async function user(roles: Role[] = ["Member"], zone?: Parameters<typeof createUser>[0]["zone"]) {
  const u = await createUser({
    email: `tz${n++}@example.test`,
    password: "Correct-Horse-42",
    displayName: "T",
    roles,
    zone,
  });
  return { id: u.id };
}

describe("a chapter's zone from its place", () => {
  it("follows the county's clock in split states and the state's elsewhere", () => {
    expect(timeZoneForPlace({ zip: "78701", state: "TX" })).toBe("America/Chicago"); // Austin
    expect(timeZoneForPlace({ zip: "79901", state: "TX" })).toBe("America/Denver"); // El Paso
    expect(timeZoneForPlace({ zip: "32501", state: "FL" })).toBe("America/Chicago"); // Pensacola
    expect(timeZoneForPlace({ zip: "32301", state: "FL" })).toBe("America/New_York"); // Tallahassee
    expect(timeZoneForPlace({ zip: "42001", state: "KY" })).toBe("America/Chicago"); // Paducah
    expect(timeZoneForPlace({ zip: "85004", state: "AZ" })).toBe("America/Phoenix");
    expect(timeZoneForPlace({ zip: "96813", state: "HI" })).toBe("Pacific/Honolulu");
    expect(timeZoneForPlace({ zip: "96910", state: "GU" })).toBe("Pacific/Guam");
    expect(timeZoneForPlace({ zip: "00901", state: "PR" })).toBe("America/Puerto_Rico");
    // A coarse lookup near a border may name the neighbour's zone: a one-zone state decides.
    expect(timeZoneForPlace({ zip: "30730", state: "GA" })).toBe("America/New_York");
    expect(timeZoneForPlace({ city: "Denver", state: "Colorado" })).toBe("America/Denver");
    expect(timeZoneForPlace({ latitude: 61.2, longitude: -149.9 })).toBe("America/Anchorage");
    expect(timeZoneForPlace({ city: "Nowhere", state: "ZZ" })).toBe("America/New_York");
  });

  it("a chapter created with a city, state and ZIP gets its zone from them, unless the leader picks one", async () => {
    const leader = await user(["ChapterLeader"]);
    const elPaso = createChapter(actorOf(leader), {
      name: `El Paso ${n++}`,
      city: "El Paso",
      state: "TX",
      zip: "79901",
    });
    expect(elPaso.timezone).toBe("America/Denver");
    const picked = createChapter(actorOf(leader), {
      name: `Picked ${n++}`,
      city: "Austin",
      state: "TX",
      timezone: "America/Los_Angeles",
    });
    expect(picked.timezone).toBe("America/Los_Angeles");
  });
});

describe("changing a chapter's zone", () => {
  async function chapterWithEvent() {
    const admin = await user(["GlobalAdmin"]);
    const leader = await user(["ChapterLeader"]);
    const c = createChapter(actorOf(leader), {
      name: `Zone ${n++}`,
      city: "Austin",
      state: "TX",
      timezone: "America/New_York",
    });
    approveChapter(actorOf(admin), c.id);
    // 7:00 PM Eastern on 21 Dec 2026.
    const e = db
      .insert(events)
      .values({
        chapterId: c.id,
        title: "Shelter drill",
        locationText: "Hall",
        startAt: new Date("2026-12-22T00:00:00Z"),
        endAt: new Date("2026-12-22T02:00:00Z"),
      })
      .returning()
      .get();
    return { leader, chapter: c, event: e };
  }
  const now = new Date("2026-12-01T00:00:00Z");
  const place = { city: "Austin", state: "TX" };

  it("is refused while upcoming events would read differently and no choice is made", async () => {
    const { leader, chapter } = await chapterWithEvent();
    const e = refusal(() => updateChapter(actorOf(leader), chapter.id, { ...place, timezone: "America/Chicago" }, now));
    expect(e.kind).toBe("invalid");
    expect(e.fieldErrors).toEqual({ keepEventTimes: [ZONE_CHANGE_MESSAGE] });
    expect(getChapterById(chapter.id)!.timezone).toBe("America/New_York");
  });

  it("keeping the clock time moves the event to 7:00 PM Central; audited", async () => {
    const { leader, chapter, event } = await chapterWithEvent();
    updateChapter(
      actorOf(leader),
      chapter.id,
      { ...place, timezone: "America/Chicago", keepEventTimes: "wallClock" },
      now,
    );
    const after = db.select().from(events).where(eq(events.id, event.id)).get()!;
    expect(after.startAt.toISOString()).toBe("2026-12-22T01:00:00.000Z");
    expect(after.endAt!.toISOString()).toBe("2026-12-22T03:00:00.000Z");
    expect(after.sequence).toBe(event.sequence + 1);
    expect(zonedDateTime(after.startAt, "America/Chicago")).toBe("Dec 21, 2026, 7:00 PM CST");
    const audit = db.select().from(auditLogs).where(eq(auditLogs.targetId, chapter.id)).all().at(-1)!;
    expect(audit.metadata).toMatchObject({
      timeZone: { from: "America/New_York", to: "America/Chicago" },
      upcomingEvents: 1,
      kept: "wallClock",
    });
  });

  it("keeping the instant leaves the event where it is (6:00 PM Central)", async () => {
    const { leader, chapter, event } = await chapterWithEvent();
    updateChapter(
      actorOf(leader),
      chapter.id,
      { ...place, timezone: "America/Chicago", keepEventTimes: "instant" },
      now,
    );
    const after = db.select().from(events).where(eq(events.id, event.id)).get()!;
    expect(after.startAt.toISOString()).toBe("2026-12-22T00:00:00.000Z");
    expect(getChapterById(chapter.id)!.timezone).toBe("America/Chicago");
  });

  it("needs no choice when the zones read the same (or nothing is upcoming)", async () => {
    const { leader, chapter } = await chapterWithEvent();
    // Detroit keeps Eastern time: the event reads 7:00 PM either way.
    updateChapter(actorOf(leader), chapter.id, { ...place, timezone: "America/Detroit" }, now);
    expect(getChapterById(chapter.id)!.timezone).toBe("America/Detroit");
  });
});

describe("a new member's zone", () => {
  it("is the browser's, else an Accept-Language region with one zone, else a guess", () => {
    expect(initialTimeZone("America/Phoenix", "en-US")).toEqual({
      timezone: "America/Phoenix",
      timezoneSource: "browser",
    });
    expect(initialTimeZone("", "es-PR,es;q=0.9")).toEqual({ timezone: "America/Puerto_Rico", timezoneSource: "guess" });
    expect(initialTimeZone("Not/AZone", "en-US,en;q=0.9")).toEqual({
      timezone: "America/New_York",
      timezoneSource: "guess",
    });
    expect(initialTimeZone(null, null)).toEqual({ timezone: "America/New_York", timezoneSource: "guess" });
  });

  it("a guessed zone becomes the first chapter's they ask to join; a chosen or browser one stays", async () => {
    const admin = await user(["GlobalAdmin"]);
    const leader = await user(["ChapterLeader"]);
    const c = createChapter(actorOf(leader), { name: `Oahu ${n++}`, city: "Honolulu", state: "HI", zip: "96813" });
    approveChapter(actorOf(admin), c.id);
    const zoneOf = (id: string) => db.select().from(userSettings).where(eq(userSettings.userId, id)).get()!.timezone;

    const guessed = await user(["Member"], { timezone: "America/New_York", timezoneSource: "guess" });
    requestMembership({ userId: guessed.id, chapterId: c.id });
    expect(zoneOf(guessed.id)).toBe("Pacific/Honolulu");

    const browser = await user(["Member"], { timezone: "America/Chicago", timezoneSource: "browser" });
    requestMembership({ userId: browser.id, chapterId: c.id });
    expect(zoneOf(browser.id)).toBe("America/Chicago");

    const chosen = await user(["Member"], { timezone: "America/Denver", timezoneSource: "guess" });
    updatePreferences(chosen.id, { theme: "light", language: "en", timezone: "America/Denver" });
    requestMembership({ userId: chosen.id, chapterId: c.id });
    expect(zoneOf(chosen.id)).toBe("America/Denver");
  });
});

describe("the zone picker", () => {
  const t = (key: string, values?: Record<string, string>) =>
    values ? `${key}(${Object.values(values).join("|")})` : key;

  it("offers every US and territory zone, then any other IANA zone once", () => {
    const groups = timeZoneGroups(t, ["Europe/Paris", "America/Chicago", "Asia/Tokyo"]);
    expect(groups.map((g) => g.options.length)).toEqual([US_STATE_ZONES.length, US_TERRITORY_ZONES.length, 2]);
    const values = groups.flatMap((g) => g.options.map((o) => o.value));
    for (const zone of ["America/Anchorage", "Pacific/Honolulu", "America/Phoenix", "America/Adak", "Pacific/Guam"]) {
      expect(values).toContain(zone);
    }
    for (const zone of values) expect(isIanaTimeZone(zone), zone).toBe(true);
  });
});

describe("the migration that fixes existing chapters' zones", () => {
  it("sets a zone from the ZIP where it disagrees, and from the state where it was the old default", () => {
    const file = fs.readdirSync("migrations").find((f) => f.endsWith("_chapter_zones_from_place.sql"))!;
    const statements = fs
      .readFileSync(path.join("migrations", file), "utf8")
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter(Boolean);
    const sqlite = new Database(":memory:");
    sqlite.exec("CREATE TABLE chapters (id text, city text, state text, zip text, timezone text)");
    const add = sqlite.prepare("INSERT INTO chapters VALUES (?, ?, ?, ?, ?)");
    add.run("1", "El Paso", "TX", "79901", "America/New_York");
    add.run("2", "Austin", "TX", "78701", "America/New_York");
    add.run("3", "Denver", "CO", null, "America/New_York");
    add.run("4", "Lyerly", "GA", "30730", "America/New_York");
    add.run("5", "Somewhere", "TX", null, "America/Denver");
    for (const statement of statements) sqlite.exec(statement);
    const zones = Object.fromEntries(
      sqlite
        .prepare("SELECT id, timezone FROM chapters")
        .all()
        .map((r) => [(r as { id: string }).id, (r as { timezone: string }).timezone]),
    );
    expect(zones).toEqual({
      "1": "America/Denver",
      "2": "America/Chicago",
      "3": "America/Denver",
      "4": "America/New_York",
      "5": "America/Denver",
    });
  });
});

describe("safeTimeZone", () => {
  it("keeps a zone the runtime knows and falls back for anything else, the same on every call", async () => {
    const { safeTimeZone, DEFAULT_TIMEZONE } = await import("~/utils/time-zone");
    for (let i = 0; i < 2; i++) {
      expect(safeTimeZone("Pacific/Honolulu")).toBe("Pacific/Honolulu");
      expect(safeTimeZone("Mars/Olympus_Mons")).toBe(DEFAULT_TIMEZONE);
      expect(safeTimeZone("")).toBe(DEFAULT_TIMEZONE);
      expect(safeTimeZone(null)).toBe(DEFAULT_TIMEZONE);
    }
  });
});
