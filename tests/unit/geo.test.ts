import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import {
  boundingBox,
  distanceMiles,
  lookupCity,
  lookupZip,
  normalizeState,
  resolveLocationQuery,
  stateOnlyQuery,
  type ZipInfo,
} from "~/utils/geo.server";

describe("resolveLocationQuery", () => {
  it.each([
    ["78701", "zip", "78701 (Austin, TX)"],
    ["78701-1234", "zip", "78701 (Austin, TX)"],
    ["  78701 ", "zip", "78701 (Austin, TX)"],
    ["Austin, TX 78701", "zip", "78701 (Austin, TX)"],
    ["Austin, TX", "city", "Austin, TX"],
    ["Austin TX", "city", "Austin, TX"],
    ["Austin Texas", "city", "Austin, TX"],
    ["austin, texas", "city", "Austin, TX"],
    ["AUSTIN,TX", "city", "Austin, TX"],
    ["San Antonio TX", "city", "San Antonio, TX"],
    ["Salt Lake City Utah", "city", "Salt Lake City, UT"],
    ["Kansas City, Missouri", "city", "Kansas City, MO"],
    ["New York, New York", "city", "New York, NY"],
    ["Washington DC", "city", "Washington, DC"],
    ["Washington, District of Columbia", "city", "Washington, DC"],
    ["St. Louis, MO", "city", "Saint Louis, MO"],
    ["Ft Worth TX", "city", "Fort Worth, TX"],
    ["Winston-Salem, NC", "city", "Winston Salem, NC"],
  ])("%s is a %s: %s", (query, kind, label) => {
    const r = resolveLocationQuery(query);
    expect(r).not.toBeNull();
    expect(r!.kind).toBe(kind);
    expect(r!.label).toBe(label);
  });

  it.each(["", "   ", "Austin", "Texas", "TX", "00000", "Atlantis, TX", "Austin, Narnia", "Central Chapter", "12"])(
    "%j names no place (the directory text-matches it instead)",
    (query) => {
      expect(resolveLocationQuery(query)).toBeNull();
    },
  );

  it("puts a city near its real centre even when the ZIP data has a bad row", () => {
    // One New York ZIP sits at longitude +73.95 in the data set; the centroid must stay in Manhattan.
    const ny = lookupCity("New York", "NY")!;
    expect(distanceMiles(ny, { latitude: 40.758, longitude: -73.9855 })).toBeLessThan(5);
    const austin = resolveLocationQuery("Austin, TX")!;
    expect(distanceMiles(austin, resolveLocationQuery("78701")!)).toBeLessThan(10);
  });

  it("a state typed alone is recognised for text matching", () => {
    expect(stateOnlyQuery("texas")).toBe("TX");
    expect(stateOnlyQuery("tx")).toBe("TX");
    expect(stateOnlyQuery("Austin")).toBeNull();
  });
});

describe("distances", () => {
  it("Austin to Dallas is about 182 miles", () => {
    const d = distanceMiles(resolveLocationQuery("78701")!, resolveLocationQuery("75201")!);
    expect(d).toBeGreaterThan(175);
    expect(d).toBeLessThan(190);
  });

  it("the bounding box holds every point of the circle", () => {
    for (const center of [
      { latitude: 30.27, longitude: -97.74 },
      { latitude: 61.2, longitude: -149.9 },
      { latitude: 21.3, longitude: -157.85 },
    ]) {
      for (const radius of [25, 50, 100]) {
        const box = boundingBox(center, radius);
        for (let bearing = 0; bearing < 360; bearing += 15) {
          // Walk just inside the radius along the bearing (small-distance approximation).
          const b = (bearing * Math.PI) / 180;
          const dLat = ((radius * 0.999) / 69.0) * Math.cos(b);
          const dLng = ((radius * 0.999) / (69.172 * Math.cos((center.latitude * Math.PI) / 180))) * Math.sin(b);
          const p = { latitude: center.latitude + dLat, longitude: center.longitude + dLng };
          if (distanceMiles(center, p) > radius) continue;
          expect(p.latitude).toBeGreaterThanOrEqual(box.minLat);
          expect(p.latitude).toBeLessThanOrEqual(box.maxLat);
          expect(p.longitude).toBeGreaterThanOrEqual(box.minLng);
          expect(p.longitude).toBeLessThanOrEqual(box.maxLng);
        }
      }
    }
  });
});

describe("the ZIP table, read as text (geo.server.ts), answers what the zipcodes package answers", () => {
  const require = createRequire(import.meta.url);
  const zipcodes = require("zipcodes") as {
    codes: Record<string, ZipInfo>;
    lookup(zip: string): ZipInfo | undefined;
    lookupByName(city: string, state: string): ZipInfo[];
  };
  const usZips = Object.keys((require("zipcodes/lib/codes.js") as { codes: Record<string, ZipInfo> }).codes);

  it("every ZIP, and ZIPs it does not have", () => {
    expect(usZips.length).toBeGreaterThan(40_000);
    const differ = [...usZips, "00000", "99999", "12"]
      .filter((zip) => JSON.stringify(lookupZip(zip)) !== JSON.stringify(zipcodes.lookup(zip) ?? null))
      .slice(0, 5);
    expect(differ).toEqual([]);
    expect(lookupZip("78701-1234")).toEqual(zipcodes.lookup("78701"));
  });

  it("every city of every state (its median centre and the name of its first ZIP)", () => {
    // The package's lookupByName scans the state's ZIPs on each call: its answer for every city is
    // taken from one pass over the same ZIPs in the same order, and checked against lookupByName on
    // every 50th city.
    const expected = new Map<string, ZipInfo[]>();
    for (const info of Object.values(zipcodes.codes)) {
      const st = normalizeState(info.state);
      if (!st || !/^\d{5}$/.test(info.zip)) continue;
      const key = `${info.city.toUpperCase()}|${st}`;
      expected.set(key, [...(expected.get(key) ?? []), info]);
    }
    expect(expected.size).toBeGreaterThan(25_000);
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const mid = sorted.length >> 1;
      return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
    };
    const differ: string[] = [];
    let checked = 0;
    for (const [key, rows] of expected) {
      const [upper, st] = key.split("|") as [string, string];
      const city = rows[0]!.city;
      if (checked++ % 50 === 0) {
        const byName = zipcodes.lookupByName(city, st);
        if (JSON.stringify(byName) !== JSON.stringify(rows)) differ.push(`lookupByName ${key}`);
      }
      const want = {
        latitude: median(rows.map((r) => r.latitude)),
        longitude: median(rows.map((r) => r.longitude)),
        city,
        state: st,
      };
      for (const typed of [city, upper, city.toLowerCase()])
        if (JSON.stringify(lookupCity(typed, st)) !== JSON.stringify(want)) differ.push(`${typed}, ${st}`);
    }
    expect(differ.slice(0, 5)).toEqual([]);
    expect(lookupCity("Atlantis", "TX")).toBeNull();
    expect(lookupCity("Toronto", "ON")).toEqual(null);
    expect(zipcodes.lookupByName("Toronto", "ON")).toEqual([]);
  });
});
