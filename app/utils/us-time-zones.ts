import { optionList } from "./options";

/**
 * The IANA time zones a chapter can pick, and the one its state suggests. Client-safe (the chapter
 * form suggests a zone as the state is typed). A state spanning two zones suggests the zone most of
 * its people live in; the leader can pick the other one.
 */

export const TIME_ZONE_OPTIONS = optionList({
  "America/New_York": "Eastern (New York)",
  "America/Detroit": "Eastern (Detroit)",
  "America/Indiana/Indianapolis": "Eastern (Indianapolis)",
  "America/Kentucky/Louisville": "Eastern (Louisville)",
  "America/Chicago": "Central (Chicago)",
  "America/Indiana/Knox": "Central (Knox, Indiana)",
  "America/Menominee": "Central (Menominee, Michigan)",
  "America/North_Dakota/Center": "Central (North Dakota)",
  "America/Denver": "Mountain (Denver)",
  "America/Boise": "Mountain (Boise)",
  "America/Phoenix": "Mountain, no daylight saving (Phoenix)",
  "America/Los_Angeles": "Pacific (Los Angeles)",
  "America/Anchorage": "Alaska (Anchorage)",
  "America/Adak": "Hawaii-Aleutian (Adak)",
  "Pacific/Honolulu": "Hawaii (Honolulu)",
  "America/Puerto_Rico": "Atlantic (Puerto Rico)",
  "America/St_Thomas": "Atlantic (U.S. Virgin Islands)",
  "Pacific/Guam": "Chamorro (Guam)",
  "Pacific/Saipan": "Chamorro (Northern Mariana Islands)",
  "Pacific/Pago_Pago": "Samoa (American Samoa)",
});

export type ChapterTimeZone = (typeof TIME_ZONE_OPTIONS)[number]["value"];

export const DEFAULT_CHAPTER_TIME_ZONE: ChapterTimeZone = "America/New_York";

const ZONES: Record<string, ChapterTimeZone> = {
  AL: "America/Chicago",
  AK: "America/Anchorage",
  AZ: "America/Phoenix",
  AR: "America/Chicago",
  CA: "America/Los_Angeles",
  CO: "America/Denver",
  CT: "America/New_York",
  DE: "America/New_York",
  DC: "America/New_York",
  FL: "America/New_York",
  GA: "America/New_York",
  HI: "Pacific/Honolulu",
  ID: "America/Boise",
  IL: "America/Chicago",
  IN: "America/Indiana/Indianapolis",
  IA: "America/Chicago",
  KS: "America/Chicago",
  KY: "America/New_York",
  LA: "America/Chicago",
  ME: "America/New_York",
  MD: "America/New_York",
  MA: "America/New_York",
  MI: "America/Detroit",
  MN: "America/Chicago",
  MS: "America/Chicago",
  MO: "America/Chicago",
  MT: "America/Denver",
  NE: "America/Chicago",
  NV: "America/Los_Angeles",
  NH: "America/New_York",
  NJ: "America/New_York",
  NM: "America/Denver",
  NY: "America/New_York",
  NC: "America/New_York",
  ND: "America/Chicago",
  OH: "America/New_York",
  OK: "America/Chicago",
  OR: "America/Los_Angeles",
  PA: "America/New_York",
  RI: "America/New_York",
  SC: "America/New_York",
  SD: "America/Chicago",
  TN: "America/Chicago",
  TX: "America/Chicago",
  UT: "America/Denver",
  VT: "America/New_York",
  VA: "America/New_York",
  WA: "America/Los_Angeles",
  WV: "America/New_York",
  WI: "America/Chicago",
  WY: "America/Denver",
  PR: "America/Puerto_Rico",
  VI: "America/St_Thomas",
  GU: "Pacific/Guam",
  MP: "Pacific/Saipan",
  AS: "Pacific/Pago_Pago",
};

/** State and territory codes with their zone: the migration's backfill is generated from this. */
export const STATE_TIME_ZONES: Readonly<Record<string, ChapterTimeZone>> = ZONES;

const NAMES: Record<string, string> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  "district of columbia": "DC",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
  "puerto rico": "PR",
  "virgin islands": "VI",
  guam: "GU",
  "northern mariana islands": "MP",
  "american samoa": "AS",
};

/** The zone a state ("TX", "Texas", " tx ") suggests, or null for something unknown. */
export function suggestTimeZone(state: string | null | undefined): ChapterTimeZone | null {
  const key = (state ?? "").trim().toLowerCase();
  if (!key) return null;
  const code = key.length === 2 ? key.toUpperCase() : NAMES[key];
  return (code && ZONES[code]) || null;
}

export function isChapterTimeZone(value: unknown): value is ChapterTimeZone {
  return TIME_ZONE_OPTIONS.some((o) => o.value === value);
}

/** "Central (Chicago)" for a listed zone, the IANA name otherwise. */
export function timeZoneLabel(zone: string) {
  return TIME_ZONE_OPTIONS.find((o) => o.value === zone)?.label ?? zone.replace(/_/g, " ");
}
