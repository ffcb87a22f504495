/**
 * The IANA time zones a chapter can pick, and the one its state suggests. Client-safe (the chapter
 * form suggests a zone as the state is typed). A state spanning two zones suggests the zone most of
 * its people live in; the leader can pick the other one.
 */

/** The kind of clock a zone keeps: the words a reader sees come from `common.zone.*` in the catalogues. */
export const ZONE_KIND_KEYS = {
  eastern: "common.zone.eastern",
  central: "common.zone.central",
  mountain: "common.zone.mountain",
  arizona: "common.zone.arizona",
  pacific: "common.zone.pacific",
  alaska: "common.zone.alaska",
  hawaiiAleutian: "common.zone.hawaiiAleutian",
  hawaii: "common.zone.hawaii",
  atlantic: "common.zone.atlantic",
  chamorro: "common.zone.chamorro",
  samoa: "common.zone.samoa",
  wake: "common.zone.wake",
} as const;
export type ZoneKind = keyof typeof ZONE_KIND_KEYS;

/** Territory names a reader sees (places inside a state are proper nouns and stay as written). */
export const TERRITORY_KEYS = {
  PR: "common.zone.territoryPR",
  VI: "common.zone.territoryVI",
  GU: "common.zone.territoryGU",
  MP: "common.zone.territoryMP",
  AS: "common.zone.territoryAS",
  UM: "common.zone.territoryUM",
} as const;

interface UsZone {
  zone: string;
  kind: ZoneKind;
  /** A place that keeps this clock (a proper noun), or the territory it covers. */
  place: string | { territory: keyof typeof TERRITORY_KEYS };
}

/**
 * Every IANA zone in use in the 50 states and DC (tzdata's zone1970.tab, country US), then the
 * territories'. A leader whose county keeps a clock of its own (Indiana, Kentucky, North Dakota,
 * Alaska) finds it here, which a list of four "Eastern/Central/Mountain/Pacific" could not offer.
 */
export const US_STATE_ZONES: readonly UsZone[] = [
  { zone: "America/New_York", kind: "eastern", place: "New York" },
  { zone: "America/Detroit", kind: "eastern", place: "Detroit, Michigan" },
  { zone: "America/Kentucky/Louisville", kind: "eastern", place: "Louisville, Kentucky" },
  { zone: "America/Kentucky/Monticello", kind: "eastern", place: "Monticello, Kentucky" },
  { zone: "America/Indiana/Indianapolis", kind: "eastern", place: "Indianapolis, Indiana" },
  { zone: "America/Indiana/Vincennes", kind: "eastern", place: "Vincennes, Indiana" },
  { zone: "America/Indiana/Winamac", kind: "eastern", place: "Winamac, Indiana" },
  { zone: "America/Indiana/Marengo", kind: "eastern", place: "Marengo, Indiana" },
  { zone: "America/Indiana/Petersburg", kind: "eastern", place: "Petersburg, Indiana" },
  { zone: "America/Indiana/Vevay", kind: "eastern", place: "Vevay, Indiana" },
  { zone: "America/Chicago", kind: "central", place: "Chicago" },
  { zone: "America/Indiana/Tell_City", kind: "central", place: "Tell City, Indiana" },
  { zone: "America/Indiana/Knox", kind: "central", place: "Knox, Indiana" },
  { zone: "America/Menominee", kind: "central", place: "Menominee, Michigan" },
  { zone: "America/North_Dakota/Center", kind: "central", place: "Center, North Dakota" },
  { zone: "America/North_Dakota/New_Salem", kind: "central", place: "New Salem, North Dakota" },
  { zone: "America/North_Dakota/Beulah", kind: "central", place: "Beulah, North Dakota" },
  { zone: "America/Denver", kind: "mountain", place: "Denver" },
  { zone: "America/Boise", kind: "mountain", place: "Boise, Idaho" },
  { zone: "America/Phoenix", kind: "arizona", place: "Phoenix" },
  { zone: "America/Los_Angeles", kind: "pacific", place: "Los Angeles" },
  { zone: "America/Anchorage", kind: "alaska", place: "Anchorage" },
  { zone: "America/Juneau", kind: "alaska", place: "Juneau" },
  { zone: "America/Sitka", kind: "alaska", place: "Sitka" },
  { zone: "America/Metlakatla", kind: "alaska", place: "Metlakatla" },
  { zone: "America/Yakutat", kind: "alaska", place: "Yakutat" },
  { zone: "America/Nome", kind: "alaska", place: "Nome" },
  { zone: "America/Adak", kind: "hawaiiAleutian", place: "Adak" },
  { zone: "Pacific/Honolulu", kind: "hawaii", place: "Honolulu" },
];

export const US_TERRITORY_ZONES: readonly UsZone[] = [
  { zone: "America/Puerto_Rico", kind: "atlantic", place: { territory: "PR" } },
  { zone: "America/St_Thomas", kind: "atlantic", place: { territory: "VI" } },
  { zone: "Pacific/Guam", kind: "chamorro", place: { territory: "GU" } },
  { zone: "Pacific/Saipan", kind: "chamorro", place: { territory: "MP" } },
  { zone: "Pacific/Pago_Pago", kind: "samoa", place: { territory: "AS" } },
  { zone: "Pacific/Midway", kind: "samoa", place: { territory: "UM" } },
  { zone: "Pacific/Wake", kind: "wake", place: { territory: "UM" } },
];

const US_ZONES = new Map([...US_STATE_ZONES, ...US_TERRITORY_ZONES].map((z) => [z.zone, z]));

/** A zone of the states or territories (tz-lookup's answer near a border can be Canada's or Mexico's). */
export function isUsTimeZone(zone: string) {
  return US_ZONES.has(zone);
}

export type ChapterTimeZone = string;

export const DEFAULT_CHAPTER_TIME_ZONE: ChapterTimeZone = "America/New_York";

/**
 * An IANA zone name this runtime knows ("America/Chicago", "Europe/Paris", "UTC"); not an offset
 * ("+05:00") or an abbreviation ("EST"), which name no rules for daylight saving.
 */
export function isIanaTimeZone(value: unknown): value is string {
  if (typeof value !== "string" || !/^(?:[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+|UTC)$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

type Translate = (key: string, values?: Record<string, string>) => string;

/** "Central: Chicago" in the reader's language for a US zone; the IANA name with spaces otherwise. */
export function timeZoneLabel(zone: string, t?: Translate) {
  const us = US_ZONES.get(zone);
  if (!us || !t) return zone.replace(/_/g, " ");
  const place = typeof us.place === "string" ? us.place : t(TERRITORY_KEYS[us.place.territory]);
  return t("common.zone.label", { kind: t(ZONE_KIND_KEYS[us.kind]), place });
}

/**
 * The zone picker's groups: the states' zones, the territories', then every other zone the server
 * knows (`others`, from Intl.supportedValuesOf in the loader so server and browser list the same).
 */
export function timeZoneGroups(t: Translate, others: readonly string[] = []) {
  const option = (z: UsZone) => ({ value: z.zone, label: timeZoneLabel(z.zone, t) });
  return [
    { label: t("common.zone.groupStates"), options: US_STATE_ZONES.map(option) },
    { label: t("common.zone.groupTerritories"), options: US_TERRITORY_ZONES.map(option) },
    {
      label: t("common.zone.groupOther"),
      options: others.filter((z) => !US_ZONES.has(z)).map((z) => ({ value: z, label: z.replace(/_/g, " ") })),
    },
  ];
}

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

/**
 * The states whose counties keep different clocks, and the zones they can keep: only there do a
 * chapter's coordinates decide its zone (elsewhere the state does, since a coarse lookup near a
 * border can answer the neighbour's zone: a point in north-west Georgia is not on Central time).
 */
export const SPLIT_STATE_ZONES: Readonly<Record<string, readonly string[]>> = {
  AK: [
    "America/Anchorage",
    "America/Juneau",
    "America/Sitka",
    "America/Metlakatla",
    "America/Yakutat",
    "America/Nome",
    "America/Adak",
  ],
  AZ: ["America/Phoenix", "America/Denver"],
  FL: ["America/New_York", "America/Chicago"],
  ID: ["America/Boise", "America/Los_Angeles"],
  IN: [
    "America/Indiana/Indianapolis",
    "America/Indiana/Vincennes",
    "America/Indiana/Winamac",
    "America/Indiana/Marengo",
    "America/Indiana/Petersburg",
    "America/Indiana/Vevay",
    "America/Indiana/Tell_City",
    "America/Indiana/Knox",
    "America/Kentucky/Louisville",
    "America/Chicago",
  ],
  KS: ["America/Chicago", "America/Denver"],
  KY: ["America/New_York", "America/Kentucky/Louisville", "America/Kentucky/Monticello", "America/Chicago"],
  MI: ["America/Detroit", "America/Menominee"],
  NE: ["America/Chicago", "America/Denver"],
  NV: ["America/Los_Angeles", "America/Denver"],
  ND: [
    "America/Chicago",
    "America/Denver",
    "America/North_Dakota/Center",
    "America/North_Dakota/New_Salem",
    "America/North_Dakota/Beulah",
  ],
  OR: ["America/Los_Angeles", "America/Boise"],
  SD: ["America/Chicago", "America/Denver"],
  TN: ["America/New_York", "America/Chicago"],
  TX: ["America/Chicago", "America/Denver"],
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

/** "TX", "Texas", " tx " → "TX"; null for something unknown. */
export function stateCode(state: string | null | undefined): string | null {
  const key = (state ?? "").trim().toLowerCase();
  if (!key) return null;
  const code = key.length === 2 ? key.toUpperCase() : NAMES[key];
  return code && ZONES[code] ? code : null;
}

/** The zone a state ("TX", "Texas", " tx ") suggests, or null for something unknown. */
export function suggestTimeZone(state: string | null | undefined): ChapterTimeZone | null {
  const code = stateCode(state);
  return code ? ZONES[code]! : null;
}

/** A zone a chapter may keep: any IANA zone (the picker offers the US ones first). */
export const isChapterTimeZone = isIanaTimeZone;
