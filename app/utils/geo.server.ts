import { createRequire } from "node:module";

// zipcodes ships US ZIP centroids (no network). It is CommonJS; load it with require.
const require = createRequire(import.meta.url);
const zipcodes = require("zipcodes") as {
  lookup(zip: string): ZipInfo | undefined;
  lookupByName(city: string, state: string): ZipInfo[];
  states: { normalize(s: string): string; abbr: Record<string, string>; full: Record<string, string> };
};

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
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MI * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "TX", "tx", "Texas" → "TX"; unknown → null. */
export function normalizeState(state: string): string | null {
  const s = state.trim();
  if (!s) return null;
  const upper = s.toUpperCase();
  if (zipcodes.states.abbr[upper]) return upper;
  return zipcodes.states.full[upper.replace(/\s+/g, " ")] ?? null;
}

export function lookupZip(zip: string): ZipInfo | null {
  const m = /^(\d{5})(?:-\d{4})?$/.exec(zip.trim());
  if (!m) return null;
  return zipcodes.lookup(m[1]!) ?? null;
}

/** Centroid of a city: the mean of its ZIP centroids. */
export function lookupCity(city: string, state: string): (Coordinates & { city: string; state: string }) | null {
  const st = normalizeState(state);
  if (!st || !city.trim()) return null;
  const rows = zipcodes.lookupByName(city.trim(), st);
  if (!rows.length) return null;
  const latitude = rows.reduce((s, r) => s + r.latitude, 0) / rows.length;
  const longitude = rows.reduce((s, r) => s + r.longitude, 0) / rows.length;
  return { latitude, longitude, city: rows[0]!.city, state: st };
}

/** Coordinates for a chapter from its ZIP (preferred) or its city and state; null when unknown. */
export function coordinatesFor(place: { city?: string | null; state?: string | null; zip?: string | null }): Coordinates | null {
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
