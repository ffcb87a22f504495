import { describe, expect, it } from "vitest";
import { boundingBox, distanceMiles, lookupCity, resolveLocationQuery, stateOnlyQuery } from "~/utils/geo.server";

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
