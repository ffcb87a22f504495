import { createRequire } from "node:module";

// zipcodes ships US ZIP centroids (no network). It is CommonJS; load it with require, on first
// use: its table is ~0.3 s of CPU to load, a quarter of a server's start, and most starts (a
// restart after a crash) serve pages that never look a ZIP code up. The states' names are its own
// small file, read without the table (creating a chapter normalizes its state).
const require = createRequire(import.meta.url);
interface ZipTable {
  lookup(zip: string): ZipInfo | undefined;
  lookupByName(city: string, state: string): ZipInfo[];
}
let table: ZipTable | undefined;
const zipcodes = () => (table ??= require("zipcodes") as ZipTable);
const states = require("zipcodes/lib/states.js") as { abbr: Record<string, string>; full: Record<string, string> };

export interface ZipInfo {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MI = 3958.8;

export function distanceMiles(a: Coordinates, b: Coordinates) {
  const toRad = (d: number) => (d * Math.PI) / 180;
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MI * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "TX", "tx", "Texas" → "TX"; unknown → null. */
export function normalizeState(state: string): string | null {
  const s = state.trim();
  if (!s) return null;
  const upper = s.toUpperCase();
  if (states.abbr[upper]) return upper;
  return states.full[upper.replace(/\s+/g, " ")] ?? null;
}

export function lookupZip(zip: string): ZipInfo | null {
  const m = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim());
  if (!m) return null;
  return zipcodes().lookup(m[1]!) ?? null;
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Centroid of a city: the median of its ZIP centroids. The median, not the mean, because the data
 * set has a few bad rows (New York's 10200 sits at longitude +73.95) that would drag a mean far off.
 */
export function lookupCity(city: string, state: string): (Coordinates & { city: string; state: string }) | null {
  const st = normalizeState(state);
  if (!st || !city.trim()) return null;
  const rows = zipcodes().lookupByName(city.trim(), st);
  if (!rows.length) return null;
  return {
    latitude: median(rows.map((r) => r.latitude)),
    longitude: median(rows.map((r) => r.longitude)),
    city: rows[0]!.city,
    state: st,
  };
}

/** Coordinates for a chapter from its ZIP (preferred) or its city and state; null when unknown. */
export function coordinatesFor(place: {
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}): Coordinates | null {
  if (place.zip) {
    const z = lookupZip(place.zip);
    if (z) return { latitude: z.latitude, longitude: z.longitude };
  }
  if (place.city && place.state) {
    const c = lookupCity(place.city, place.state);
    if (c) return { latitude: c.latitude, longitude: c.longitude };
  }
  return null;
}

// ---- Free-text location queries (the chapter directory's search box) ----

export interface ResolvedLocation extends Coordinates {
  kind: "zip" | "city";
  /** What we understood, for the page: "78701 (Austin, TX)" or "Austin, TX". */
  label: string;
  city: string;
  state: string;
  zip?: string;
}

// Abbreviations people type that the ZIP data spells out.
const CITY_PREFIXES: Array<[RegExp, string]> = [
  [/^st\.?\s+/i, "Saint "],
  [/^ste\.?\s+/i, "Sainte "],
  [/^ft\.?\s+/i, "Fort "],
  [/^mt\.?\s+/i, "Mount "],
  [/^pt\.?\s+/i, "Point "],
];

function cityVariants(city: string) {
  const base = city.trim().replace(/\s+/g, " ");
  const variants = new Set([base]);
  for (const [re, full] of CITY_PREFIXES) if (re.test(base)) variants.add(base.replace(re, full));
  for (const v of [...variants]) {
    if (v.includes("-")) variants.add(v.replace(/-/g, " "));
    if (v.includes(".")) variants.add(v.replace(/\./g, ""));
  }
  return [...variants];
}

function cityState(city: string, state: string): ResolvedLocation | null {
  for (const variant of cityVariants(city)) {
    const found = lookupCity(variant, state);
    if (found) return { ...found, kind: "city", label: `${found.city}, ${found.state}` };
  }
  return null;
}

/** A US ZIP (or ZIP+4) on its own, or anywhere in the text ("Austin, TX 78701"). */
function zipIn(text: string) {
  return /(?:^|[\s,])(\d{5})(?:-\d{4})?$/.exec(text)?.[1] ?? /^(\d{5})(?:-\d{4})?$/.exec(text)?.[1] ?? null;
}

/**
 * Turns what a visitor types into coordinates, or null when it names no known place:
 * "78701", "78701-1234", "Austin, TX", "Austin TX", "Austin Texas", "san antonio, texas",
 * "St. Louis MO", "Washington, DC", "Austin, TX 78701". A bare city or state is not a place here
 * (the directory falls back to text matching for those).
 */
export function resolveLocationQuery(query: string): ResolvedLocation | null {
  const text = query.trim().replace(/\s+/g, " ");
  if (!text || text.length > 100) return null;

  const zip = zipIn(text);
  if (zip) {
    const z = lookupZip(zip);
    if (z && /^\d{5}$/.test(z.zip)) {
      return {
        kind: "zip",
        latitude: z.latitude,
        longitude: z.longitude,
        city: z.city,
        state: z.state,
        zip: z.zip,
        label: `${z.zip} (${z.city}, ${z.state})`,
      };
    }
    // An unknown ZIP typed with a city ("Austin, TX 00000"): try the words before it.
    const rest = text.replace(/[\s,]*\d{5}(?:-\d{4})?$/, "");
    return rest && rest !== text ? resolveLocationQuery(rest) : null;
  }

  const comma = text.indexOf(",");
  if (comma > 0) {
    const city = text.slice(0, comma).trim();
    const state = text
      .slice(comma + 1)
      .replace(/,/g, " ")
      .trim();
    return city && state ? cityState(city, state) : null;
  }

  // No comma: the last one to three words may be the state ("District of Columbia", "New York").
  const words = text.split(" ");
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const state = normalizeState(words.slice(-n).join(" "));
    if (!state) continue;
    const found = cityState(words.slice(0, -n).join(" "), state);
    if (found) return found;
  }
  return null;
}

/** "TX" or "Texas" typed alone: the two-letter code, else null. */
export function stateOnlyQuery(query: string): string | null {
  const text = query.trim().replace(/\s+/g, " ");
  if (!text || text.length > 30) return null;
  return normalizeState(text);
}

/**
 * The latitude/longitude rectangle that holds every point within `miles` of `center`; a cheap
 * index-friendly pre-filter before the exact great-circle distance.
 */
export function boundingBox(center: Coordinates, miles: number) {
  const latDelta = miles / 69.0;
  const cosLat = Math.cos((center.latitude * Math.PI) / 180);
  // Near the poles a longitude degree shrinks towards nothing: take every longitude there.
  const lngDelta = cosLat < 0.01 ? 180 : Math.min(180, miles / (69.172 * cosLat));
  return {
    minLat: center.latitude - latDelta,
    maxLat: center.latitude + latDelta,
    minLng: center.longitude - lngDelta,
    maxLng: center.longitude + lngDelta,
  };
}
