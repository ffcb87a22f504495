import { porterStem } from "./stemmer";

/**
 * Text handling shared by the knowledge-base index and the questions asked of it. Both sides go
 * through the same steps (normalize, stem, add concept tokens), so "go bag", "bug-out bags" and
 * "emergency kit" all produce the concept token "§kit" and meet in the ranking.
 */

const STOPWORDS = new Set(
  (
    "a about above again against all am an and any are aren arent as at be because been being both but by " +
    "can cant could couldn did didn didnt do does doesn doesnt doing don dont down each few for from further " +
    "get gets got had hadn has hasn have haven having he her here hers herself him himself his how i id ill im " +
    "if in into is isn isnt it its itself ive just know let lets like me might more most much must my myself " +
    "need needs no nor not of off on once only or other our ours ourselves out over own please same shan she " +
    "should shouldn so some such tell than that thats the their theirs them themselves then there theres these " +
    "they this those through to too under until up us very want was wasn we were weren what whats when where " +
    "which while who whom why will with won would wouldn you your yours yourself yourselves " +
    "hi hello hey thanks thank ok okay also really best good way ways thing things kind sort anything something " +
    "give list explain information info tips tip advice guide help find found"
  ).split(/\s+/),
);

/** Lowercase, fold apostrophes ("don't" -> "dont"), and turn every other non-alphanumeric into a space. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['\u2019\u2018`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const stemCache = new Map<string, string>();
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    // Short words are mostly acronyms (aed, cpr, ied) that Porter's rules would mangle into "a" or "i".
    s = word.length <= 3 || /\d/.test(word) ? word : porterStem(word);
    if (stemCache.size < 50_000) stemCache.set(word, s);
  }
  return s;
}

/**
 * Concept groups: each phrase (any inflection, thanks to stemming) adds the group's token. Longer
 * phrases win over shorter ones inside them ("smoke alarm" is about home fires, not wildfire smoke).
 */
export const CONCEPTS: Record<string, string[]> = {
  kit: [
    "emergency kit", "disaster kit", "disaster supply kit", "supply kit", "survival kit", "go bag", "gobag",
    "bug out bag", "bugout bag", "bug out kit", "grab and go bag", "grab bag", "72 hour kit", "emergency bag",
    "emergency supplies", "emergency supply", "disaster supplies", "prepper", "prepping", "stockpile",
    "what to pack", "first aid kit supplies", "store water", "water storage", "storing water", "emergency food",
    "non perishable", "nonperishable", "canned food", "supplies", "days of food", "days of water", "food and water",
    "food supply", "water supply", "how much water", "how much food", "car kit", "winter kit",
  ],
  plan: [
    "family plan", "family emergency plan", "emergency plan", "communication plan", "communications plan",
    "household plan", "out of town contact", "meeting place", "meeting spot", "reunite", "reunification",
    "contact my family", "reach my family", "reach each other", "get in touch", "find each other",
    "stay in touch", "keep in touch", "family members", "find my family", "find family", "locate my family",
    "locate family", "safe and well", "check in",
  ],
  evacuate: [
    "evacuate", "evacuation", "evacuee", "leave my home", "leave home", "leave the house", "leave town",
    "flee", "evacuation route", "evacuation order", "get out of town", "emergency shelter",
  ],
  shelter: [
    "shelter in place", "sheltering in place", "stay inside", "stay indoors", "stay put", "seal the room",
    "seal a room", "hazmat", "hazardous material", "chemical spill", "chemical release", "chemical leak",
    "toxic", "gas cloud", "radiation", "radiological", "nuclear", "fallout", "dirty bomb",
  ],
  flood: [
    "flood", "flash flood", "floodwater", "flood water", "rising water", "high water", "inundation",
    "turn around dont drown",
  ],
  hurricane: ["hurricane", "tropical storm", "tropical cyclone", "typhoon", "cyclone", "storm shutter"],
  tornado: ["tornado", "twister", "funnel cloud"],
  wildfire: [
    "wildfire", "wild fire", "forest fire", "brush fire", "bushfire", "bush fire", "grass fire",
    "wildland fire", "smoke", "smoky", "haze", "air quality", "aqi", "defensible space", "n95", "respirator",
  ],
  earthquake: ["earthquake", "quake", "tremor", "seismic", "aftershock", "shake", "shaking", "drop cover and hold on"],
  winter: [
    "winter storm", "winter weather", "blizzard", "snowstorm", "snow storm", "ice storm", "snow", "freeze",
    "freezing", "frostbite", "hypothermia", "extreme cold", "cold snap", "cold weather", "polar vortex",
    "frigid", "winter",
  ],
  heat: [
    "extreme heat", "heat wave", "heatwave", "heat stroke", "heatstroke", "heat exhaustion", "too hot",
    "hot weather", "heat illness", "heat cramp", "scorching", "heat", "cooling center", "overheat",
  ],
  power: [
    "power outage", "outage", "blackout", "power cut", "power failure", "no power", "no electricity",
    "lost power", "lose power", "electricity out", "power out", "power goes out", "power went out",
    "grid down", "grid failure", "generator", "without power", "without electricity",
  ],
  pandemic: [
    "pandemic", "epidemic", "outbreak", "flu", "influenza", "covid", "coronavirus", "virus", "contagious",
    "infectious", "infection", "quarantine", "germ", "disease", "mask", "face mask", "vaccine", "vaccination",
  ],
  shooter: [
    "active shooter", "shooter", "gunman", "gunmen", "gunfire", "shooting", "shots fired", "gunshot",
    "armed attacker", "active assailant", "run hide fight", "mass shooting", "someone with a gun", "gun",
    "lockdown", "lock down",
  ],
  terror: [
    "terrorism", "terrorist", "terror", "bomb", "bombing", "explosive", "explosion", "ied",
    "suspicious package", "suspicious item", "suspicious bag", "suspicious object", "unattended bag",
    "unattended package", "unattended backpack", "bomb threat", "see something say something",
    "suspicious activity", "suspicious behavior", "suspicious person", "suspicious", "improvised explosive",
    "suspicious envelope", "suspicious letter", "suspicious mail",
  ],
  unrest: [
    "civil unrest", "riot", "rioter", "protest", "protester", "demonstration", "looting", "looter",
    "curfew", "mob", "tear gas", "pepper spray", "unrest", "civil disorder",
  ],
  bleed: [
    "bleeding", "bleed", "blood", "hemorrhage", "haemorrhage", "tourniquet", "wound", "stop the bleed",
    "gash", "laceration", "stab", "stabbed",
  ],
  firstaid: [
    "first aid", "injury", "injured", "burn", "burned", "choking", "choke", "heimlich", "fracture",
    "broken bone", "broken arm", "broken leg", "sprain", "shock",
  ],
  cpr: [
    "cpr", "cardiopulmonary", "chest compression", "compression", "aed", "defibrillator", "cardiac arrest",
    "heart stopped", "not breathing", "stopped breathing", "collapsed", "collapse", "unresponsive",
    "heart attack", "resuscitation", "rescue breath",
  ],
  pet: ["pet", "dog", "cat", "puppy", "kitten", "animal", "livestock", "horse", "service animal"],
  access: [
    "disability", "disabled", "handicap", "wheelchair", "mobility", "deaf", "hard of hearing", "blind",
    "low vision", "older adult", "elderly", "senior", "aging parent", "grandparent", "grandma", "grandpa",
    "caregiver", "dementia", "medical equipment", "medical device", "oxygen", "dialysis", "special needs",
    "functional needs", "nursing home", "elder",
  ],
  docs: [
    "document", "paperwork", "important papers", "passport", "birth certificate", "social security card",
    "insurance", "deed", "home inventory", "financial", "finance", "money", "cash", "savings", "bank",
    "insurance claim", "fema assistance", "disaster assistance", "scam",
  ],
  cert: [
    "cert", "community emergency response team", "volunteer", "donate", "donation", "chapter",
    "get involved", "help my community", "help others", "help my neighbors", "neighborhood team", "join",
    "give blood",
  ],
  mental: [
    "mental health", "stress", "stressed", "anxiety", "anxious", "trauma", "traumatized", "traumatic",
    "ptsd", "depression", "depressed", "grief", "grieving", "cope", "coping", "emotional", "overwhelmed",
    "nightmare", "panic attack", "counseling", "therapist", "crisis line", "helpline", "hotline",
    "suicide", "suicidal", "cant sleep", "mental",
  ],
  child: ["child", "children", "kid", "kiddo", "toddler", "son", "daughter", "teen", "teenager", "baby", "babies", "infant", "newborn"],
  fire: [
    "house fire", "home fire", "kitchen fire", "fire", "smoke alarm", "smoke detector", "fire escape",
    "fire extinguisher", "extinguisher", "stop drop and roll", "grease fire", "on fire", "apartment fire",
    "space heater", "escape plan",
  ],
};

/** Words that mark a question as being about preparedness even when no concept matches. */
const DOMAIN_ANCHORS = (
  "emergency emergencies disaster disasters prepare preparing prepared preparedness ready readiness safe " +
  "safety survive survival surviving hazard hazards danger dangerous alert alerts warning warnings storm " +
  "storms rescue 911 water food supplies supply medicine medicines medication radio flashlight battery " +
  "batteries shelter protect protection risk crisis responder responders evacuation catastrophe " +
  "threat threats attack accident victim victims injuries hurt sirens siren fema ready.gov red cross"
)
  .split(/\s+/)
  .map((w) => stem(normalize(w)));
export const DOMAIN_ANCHOR_STEMS = new Set(DOMAIN_ANCHORS);

interface CompiledPhrase {
  concept: string;
  stems: string[];
}

const COMPILED: CompiledPhrase[] = Object.entries(CONCEPTS)
  .flatMap(([concept, phrases]) =>
    phrases.map((p) => ({ concept, stems: normalize(p).split(" ").map(stem) })),
  )
  // Longest first, so the longer phrase claims its words before a shorter one inside it can.
  .sort((a, b) => b.stems.length - a.stems.length);

const BY_FIRST_STEM = new Map<string, CompiledPhrase[]>();
for (const p of COMPILED) {
  const list = BY_FIRST_STEM.get(p.stems[0]!) ?? [];
  list.push(p);
  BY_FIRST_STEM.set(p.stems[0]!, list);
}

export const CONCEPT_PREFIX = "§";

/** Concept tokens ("§kit") found in a sequence of stems. */
export function conceptsIn(stems: string[]): string[] {
  const claimed = new Array<boolean>(stems.length).fill(false);
  const found: string[] = [];
  // Pass by phrase length (longest first) so that longer phrases claim their span first.
  const maxLen = COMPILED[0]?.stems.length ?? 1;
  for (let len = maxLen; len >= 1; len--) {
    for (let i = 0; i + len <= stems.length; i++) {
      const candidates = BY_FIRST_STEM.get(stems[i]!);
      if (!candidates) continue;
      for (const p of candidates) {
        if (p.stems.length !== len) continue;
        let ok = true;
        for (let j = 0; j < len; j++) {
          if (claimed[i + j] || stems[i + j] !== p.stems[j]) {
            ok = false;
            break;
          }
        }
        if (ok) {
          for (let j = 0; j < len; j++) claimed[i + j] = true;
          found.push(CONCEPT_PREFIX + p.concept);
          break;
        }
      }
    }
  }
  return found;
}

export interface Analyzed {
  /** Stemmed content words (stopwords removed) followed by concept tokens. */
  tokens: string[];
  /** Concept tokens only (a subset of tokens). */
  concepts: string[];
  /** Stemmed content words only. */
  words: string[];
}

/** Turn text into index/query tokens. */
export function analyze(text: string): Analyzed {
  const raw = normalize(text).split(" ").filter(Boolean);
  const allStems = raw.map(stem);
  const concepts = conceptsIn(allStems);
  const words: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (!STOPWORDS.has(raw[i]!) && raw[i]!.length > 1) words.push(allStems[i]!);
  }
  return { tokens: [...words, ...concepts], concepts, words };
}
