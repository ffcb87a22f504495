import { normalize } from "./text";

/**
 * Recognizes a message describing an emergency happening now ("someone is bleeding", "there's a
 * fire") so the answer can open with "call 911" before any preparedness advice.
 */

export type EmergencyKind = "fire" | "bleeding" | "choking" | "medical" | "violence" | "gas" | "general";

const PATTERNS: Array<[RegExp, EmergencyKind]> = [
  [
    /\b(theres|there is|got) a fire\b|\b(house|home|kitchen|apartment|building|room|car|garage|stove|oven|pan|place) (is )?on fire\b|\b(is|are|its) burning\b|\bcaught fire\b|\bcatching fire\b|\bsmell(ing)? smoke\b|\bfire (in|at) my\b|\bim on fire\b/,
    "fire",
  ],
  [
    /\b(is|are|im|i am|keeps|wont stop|started|still|badly|heavily) bleeding\b|\bbleeding (a lot|badly|heavily|everywhere|out|wont stop|wont stop)\b|\b(been|got|was|just) (shot|stabbed)\b/,
    "bleeding",
  ],
  [/\b(is|are|im|keeps|started) choking\b|\bchoking on\b/, "choking"],
  [
    /\b(isnt|is not|not|stopped|cant|cannot|can not|no longer) breathing\b|\b(is|are|just|went) (unconscious|unresponsive)\b|\b(passed out|just collapsed|has collapsed|having a heart attack|having a stroke|having a seizure|overdosing|overdosed|is drowning|are drowning|chest pain)\b/,
    "medical",
  ],
  [
    /\b(someone|somebody|a man|a guy|a person|a woman|theres a|there is a|theres an|there is an) (is )?(shooting|with a gun|has a gun)\b|\bactive shooter (in|at|here|near)\b|\bshots (fired|being fired)\b|\bi (can )?hear (gun)?shots\b|\bgunfire (outside|nearby|here|in)\b|\bbeing (attacked|shot)\b/,
    "violence",
  ],
  [/\b(gas leak|smell gas|smell of gas|smells like gas|leaking gas)\b/, "gas"],
  [
    /\b(help me|im trapped|i am trapped|we are trapped|were trapped|trapped in|cant get out|water is rising|tornado is coming|happening now|happening right now|this is an emergency)\b/,
    "general",
  ],
];

/** The same signs in Spanish and French (accents folded, apostrophes dropped: "s'étouffe" -> "setouffe"). */
const OTHER_LANGUAGES: Array<[RegExp, EmergencyKind]> = [
  [
    /\b(hay (un )?(incendio|fuego)|se (esta )?quemando (la|mi) casa|il y a (le |un )?feu|au feu|ma maison brule)\b/,
    "fire",
  ],
  [/\b(esta sangrando|sangra mucho|no (para|deja) de sangrar|saigne beaucoup|il saigne|elle saigne)\b/, "bleeding"],
  [/\b(se (esta )?atragantando|se atraganto|setouffe|s etouffe)\b/, "choking"],
  [
    /\b(no respira|dejo de respirar|no reacciona|esta inconsciente|se desmayo|le (esta dando|dio) un (infarto|derrame)|esta convulsionando|se esta ahogando|ne respire (pas|plus)|est inconscient|fait un malaise|fait une crise)\b/,
    "medical",
  ],
  [
    /\b(estan disparando|hay un tirador|oigo disparos|se oyen disparos|tireur actif|coups de feu|on tire)\b/,
    "violence",
  ],
  [/\b(huele a gas|fuga de gas|ca sent le gaz|odeur de gaz|fuite de gaz)\b/, "gas"],
  [
    /\b(auxilio|socorro|estoy atrapad[oa]|estamos atrapados|au secours|je suis coince|nous sommes coinces)\b/,
    "general",
  ],
];

/**
 * Life threats named in so many words (issue 29 item 4): whatever card answers, 911 comes first.
 * Matched on the normalized text (accents folded, apostrophes dropped: "n'arrive" -> "narrive").
 */
const LIFE_THREATS: Array<[RegExp, EmergencyKind]> = [
  [
    /\b(not|isnt|arent|wasnt|stopped|no longer|barely|hardly|cant|cannot|can not|unable to|struggling to|trouble) breath(e|ing)\b|\b(unconscious|unresponsive|wont wake up|not waking up|cant wake (him|her|them)( up)?|no pulse|turning blue|lips are blue)\b/,
    "medical",
  ],
  [
    /\b(bleeding (a lot|badly|heavily|everywhere|profusely|so much)|blood everywhere|spurting blood|losing (a lot of )?blood|lots of blood)\b/,
    "bleeding",
  ],
  [/\b(on fire|in flames|clothes (are |caught )?(on )?fire|burning alive)\b/, "fire"],
  [
    /\b(no (puede|puedo) respirar|no respira|le cuesta respirar|inconsciente|no despierta|no se despierta|no tiene pulso|se esta poniendo (azul|morado)|sangra (mucho|muchisimo)|sangrando mucho|mucha sangre|esta en llamas|se prendio fuego|se incendio)\b/,
    "medical",
  ],
  [
    /\b(ne respire (pas|plus)|narrive (pas|plus) a respirer|ne peut (pas|plus) respirer|respire (mal|difficilement)|inconscient|inconsciente|ne se reveille pas|pas de pouls|devient bleu|saigne (beaucoup|abondamment)|beaucoup de sang|en feu|en flammes|prend feu|a pris feu)\b/,
    "medical",
  ],
];

export function detectEmergency(message: string): EmergencyKind | null {
  const text = normalize(message);
  for (const [pattern, kind] of [...PATTERNS, ...OTHER_LANGUAGES, ...LIFE_THREATS]) if (pattern.test(text)) return kind;
  return null;
}

const LEADS: Record<EmergencyKind, string> = {
  fire: "**Call 911 now. Get out, stay out, and call from outside.** Don't go back in for anything, and crawl low under smoke on your way out.",
  bleeding:
    "**Call 911 now** (or have someone else call), then press hard on the wound with both hands and keep pressing until help arrives.",
  choking:
    "**Call 911 now** if the person can't cough, speak or breathe, then give back blows and abdominal thrusts until the object comes out. If they become unresponsive, start CPR.",
  medical: "**Call 911 now** and put the phone on speaker: the dispatcher will tell you what to do until help arrives.",
  violence:
    "**Call 911 as soon as it is safe** — or text 911 if you can't talk. Get to safety first: run if you can, hide if you can't, and fight only as a last resort.",
  gas: "**Leave the building now, then call 911 or your gas company from outside.** Don't switch lights on or off, use your phone, or light anything until you are out.",
  general:
    "**If this is happening now, call 911** (or your local emergency number) right away. The dispatcher can guide you until help arrives.",
};

export function emergencyLead(kind: EmergencyKind) {
  return LEADS[kind];
}
