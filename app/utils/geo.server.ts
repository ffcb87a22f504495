import fs from "node:fs";
import { createRequire } from "node:module";

// zipcodes ships US ZIP centroids (no network). Its table is one CommonJS file of two object
// literals, `exports.codes = {"10001":{...},...};` and `exports.stateMap = {"NY":["10001",...],...};`
// (4.7 MB), and requiring it costs ~0.4 s of CPU: V8 compiles and runs a 4.7 MB object literal, and
// the package then copies its 44,000 entries (and Canada's) into one object. Every Playwright worker,
// every app server that creates a chapter and every unit file that looks a place up paid that. So the
// file is read as text instead, on first lookup: one pass finds where each ZIP's entry is (a
// substring, not parsed), an entry is parsed (JSON.parse, the same numbers and strings as the
// literal) when it is first asked for, and the state lists are parsed on the first city lookup.
// `lookupZip` and `lookupCity` answer what `zipcodes.lookup` and `zipcodes.lookupByName` answered:
// tests/unit/geo.test.ts compares them with the package over every ZIP and every city and state.
// The package's Canadian table is not read: its keys are three characters (never a 5-digit ZIP) and
// its state lists are keyed by full province names, which `normalizeState` never returns.
// The states' names are the package's own small file, read without the table (creating a chapter
// normalizes its state).
const require = createRequire(import.meta.url);
const states = require("zipcodes/lib/states.js") as { abbr: Record<string, string>; full: Record<string, string> };

interface ZipTable {
  /** Each ZIP's entry as its JSON text, not yet parsed. */
  text: Map<string, string>;
  parsed: Map<string, ZipInfo>;
  /** The package's `stateMap` (ZIPs of each state, in its order) as JSON text until the first city lookup. */
  stateMapText: string;
  stateMap?: Record<string, string[]>;
  /** A state's entries by upper-cased city, built on its first city lookup. */
  cities: Map<string, Map<string, ZipInfo[]>>;
}
let table: ZipTable | undefined;

const CODES = "exports.codes = ";
const STATE_MAP = ";\nexports.stateMap = ";
const ENTRY = /"(\d{5})":(\{[^{}]*\})/g;

function zipTable(): ZipTable {
  if (table) return table;
  const source = fs.readFileSync(require.resolve("zipcodes/lib/codes.js"), "utf8");
  const split = source.indexOf(STATE_MAP);
  if (!source.startsWith(CODES) || split < 0 || !source.trimEnd().endsWith("};"))
    throw new Error("zipcodes/lib/codes.js is no longer `exports.codes = {...};\nexports.stateMap = {...};`");
  const codes = source.slice(CODES.length, split);
  const text = new Map<string, string>();
  for (const m of codes.matchAll(ENTRY)) text.set(m[1]!, m[2]!);
  const stateMapText = source.slice(split + STATE_MAP.length, source.trimEnd().length - 1);
  return (table = { text, parsed: new Map(), stateMapText, cities: new Map() });
}

function entry(t: ZipTable, zip: string): ZipInfo | undefined {
  let info = t.parsed.get(zip);
  if (info) return info;
  const json = t.text.get(zip);
  if (json === undefined) return undefined;
  info = JSON.parse(json) as ZipInfo;
  t.parsed.set(zip, info);
  return info;
}

/**
 * `zipcodes.lookupByName(city, state)` for a state code `normalizeState` returned: the state's
 * entries whose city matches case-insensitively, in the package's order. A state's entries are
 * grouped by city on its first lookup.
 */
function zipsInCity(city: string, state: string): readonly ZipInfo[] {
  const t = zipTable();
  t.stateMap ??= JSON.parse(t.stateMapText) as Record<string, string[]>;
  let cities = t.cities.get(state);
  if (!cities) {
    cities = new Map();
    for (const zip of t.stateMap[state] ?? []) {
      const info = entry(t, zip)!;
      const key = info.city.toUpperCase();
      const rows = cities.get(key);
      if (rows) rows.push(info);
      else cities.set(key, [info]);
    }
    t.cities.set(state, cities);
  }
  return cities.get(city.toUpperCase()) ?? [];
}

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
  return entry(zipTable(), m[1]!) ?? null;
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
  const rows = zipsInCity(city.trim(), st);
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
