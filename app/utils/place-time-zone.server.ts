import { createRequire } from "node:module";
import { coordinatesFor, type Coordinates } from "./geo.server";
import {
  DEFAULT_CHAPTER_TIME_ZONE,
  isUsTimeZone,
  SPLIT_STATE_ZONES,
  stateCode,
  suggestTimeZone,
} from "./us-time-zones";

// @photostructure/tz-lookup: the maintained fork of tz-lookup, its zone map shipped inside the
// package (no network, no data files to fetch). CommonJS, so loaded with require.
const require = createRequire(import.meta.url);
const tzLookup = require("@photostructure/tz-lookup") as (latitude: number, longitude: number) => string;

/**
 * The IANA zone a place keeps. In a state on one clock, the state's zone. In a state split between
 * clocks (Texas, Florida, Tennessee, Indiana...), the zone tz-lookup finds at its coordinates (given,
 * or its ZIP's or city's centroid), so El Paso is Mountain and Pensacola Central, as long as it is one
 * of that state's zones; else the state's usual one. With no known state, any US zone tz-lookup
 * finds; then the default.
 */
export function timeZoneForPlace(place: {
  latitude?: number | null;
  longitude?: number | null;
  zip?: string | null;
  city?: string | null;
  state?: string | null;
}): string {
  const code = stateCode(place.state);
  const choices = code ? SPLIT_STATE_ZONES[code] : undefined;
  if (code && !choices) return suggestTimeZone(code)!;
  const coords: Coordinates | null =
    place.latitude != null && place.longitude != null
      ? { latitude: place.latitude, longitude: place.longitude }
      : coordinatesFor(place);
  const found = coords ? lookup(coords) : null;
  if (found && (choices ? choices.includes(found) : isUsTimeZone(found))) return found;
  return suggestTimeZone(code) ?? DEFAULT_CHAPTER_TIME_ZONE;
}

function lookup({ latitude, longitude }: Coordinates) {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null; // coordinates out of range
  }
}
