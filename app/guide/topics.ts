/**
 * What the chat card offers before the first question, shared by the client component and the
 * server (tests check that each of these finds its topic). Safe for the client bundle: no imports.
 */

export interface GuideTopicLink {
  /** Knowledge-base topic (file name in app/content/guide). */
  topicId: string;
  label: string;
  /** What clicking the topic asks. */
  question: string;
}

export const GUIDE_FALLBACK_MESSAGE = "I apologize, but I'm currently unable to respond. Please try again later.";

/** Longest question accepted, in characters (after trimming). */
export const GUIDE_MAX_MESSAGE_LENGTH = 500;

export const STARTER_QUESTIONS: GuideTopicLink[] = [
  {
    topicId: "emergency-kits",
    label: "What should I include in my emergency kit?",
    question: "What should I include in my emergency kit?",
  },
  {
    topicId: "family-communication-plan",
    label: "How do I create a family emergency communication plan?",
    question: "How do I create a family emergency communication plan?",
  },
  {
    topicId: "earthquakes",
    label: "What should I do during an earthquake?",
    question: "What should I do during an earthquake?",
  },
  {
    topicId: "hurricanes",
    label: "How can I prepare my home for a hurricane?",
    question: "How can I prepare my home for a hurricane?",
  },
  {
    topicId: "severe-bleeding",
    label: "How do I stop severe bleeding until help arrives?",
    question: "How do I stop severe bleeding until help arrives?",
  },
];

/** Ranked #1 to #6 on the card. */
export const TRENDING_TOPICS: GuideTopicLink[] = [
  {
    topicId: "active-shooter",
    label: "Active shooter response: Run, Hide, Fight",
    question: "How should I respond to an active shooter? Explain Run, Hide, Fight.",
  },
  {
    topicId: "wildfires-and-smoke",
    label: "Wildfire smoke and air quality",
    question: "How do I protect my family from wildfire smoke?",
  },
  { topicId: "floods", label: "Flash flood safety", question: "How do I stay safe during a flash flood?" },
  {
    topicId: "power-outages",
    label: "Surviving a power outage",
    question: "How do I prepare for a long power outage?",
  },
  {
    topicId: "heat-illness",
    label: "Extreme heat and heat stroke",
    question: "How do I recognize and treat heat stroke?",
  },
  {
    topicId: "civil-unrest",
    label: "Staying safe during civil unrest",
    question: "How do I stay safe during civil unrest or a riot?",
  },
];

/** A first-aid topic: clicking it asks for the first aid. */
function firstAid(topicId: string, label: string): GuideTopicLink {
  return { topicId, label, question: `What is the first aid for ${label.toLowerCase()}?` };
}

/** A hazard, preparedness or CERT topic: clicking it asks what to know about it. */
function knowAbout(topicId: string, label: string): GuideTopicLink {
  return { topicId, label, question: `What should I know about ${label.toLowerCase()}?` };
}

/** Every topic of the knowledge base, behind 'See More Topics' (first aid, hazards, preparedness, CERT). */
export const ALL_TOPICS: GuideTopicLink[] = [
  firstAid("anaphylaxis", "Allergic reaction (anaphylaxis)"),
  firstAid("bites-and-stings", "Bites and stings"),
  firstAid("burns", "Burns"),
  firstAid("choking", "Choking"),
  { topicId: "cpr-and-aed", label: "CPR and AED basics", question: "How do I do CPR and use an AED?" },
  firstAid("diabetic-emergencies", "Diabetic emergencies"),
  firstAid("drowning", "Drowning"),
  firstAid("fractures-and-sprains", "Broken bones and sprains"),
  firstAid("head-injury", "Head injury"),
  firstAid("heart-attack", "Heart attack"),
  firstAid("heat-illness", "Heat stroke and heat exhaustion"),
  firstAid("hypothermia-and-frostbite", "Hypothermia and frostbite"),
  firstAid("poisoning", "Poisoning (Poison Help)"),
  firstAid("seizures", "Seizures"),
  firstAid("severe-bleeding", "Severe bleeding"),
  firstAid("shock", "Shock"),
  firstAid("stroke", "Stroke"),
  knowAbout("active-shooter", "Active shooter: Run, Hide, Fight"),
  knowAbout("carbon-monoxide", "Carbon monoxide"),
  knowAbout("civil-unrest", "Civil unrest"),
  knowAbout("earthquakes", "Earthquakes"),
  knowAbout("extreme-heat", "Extreme heat"),
  knowAbout("floods", "Floods"),
  knowAbout("gas-leaks-and-utilities", "Gas leaks and utilities"),
  knowAbout("home-fires", "Home fires"),
  knowAbout("hurricanes", "Hurricanes"),
  knowAbout("landslides", "Landslides"),
  knowAbout("pandemics", "Pandemics and outbreaks"),
  knowAbout("power-outages", "Power outages"),
  knowAbout("radiation-emergencies", "Radiation emergencies"),
  knowAbout("shelter-in-place", "Chemical spill and shelter in place"),
  knowAbout("terrorism-and-suspicious-items", "Terrorism and suspicious items"),
  knowAbout("thunderstorms-and-lightning", "Thunderstorms and lightning"),
  knowAbout("tornadoes", "Tornadoes"),
  knowAbout("tsunamis", "Tsunamis"),
  knowAbout("volcanoes", "Volcanoes"),
  knowAbout("wildfires-and-smoke", "Wildfires and smoke"),
  knowAbout("winter-storms", "Winter storms and extreme cold"),
  knowAbout("babies-and-children", "Babies and children"),
  knowAbout("car-kits", "Car kits and vehicle safety"),
  knowAbout("disabilities-and-older-adults", "People with disabilities and older adults"),
  knowAbout("documents-and-finances", "Documents and finances"),
  knowAbout("emergency-kits", "Emergency kits and go bags"),
  knowAbout("evacuation", "Evacuation"),
  knowAbout("family-communication-plan", "Family communication plan"),
  knowAbout("food-storage", "Emergency food supply"),
  knowAbout("medications-and-medical-needs", "Medicines and medical needs"),
  knowAbout("mental-health-after-disaster", "Mental health after a disaster"),
  knowAbout("pets", "Pets and service animals"),
  knowAbout("water-storage-and-treatment", "Water storage and treatment"),
  knowAbout("workplace-and-school", "Workplace and school"),
  knowAbout("cert-and-volunteering", "CERT and volunteering"),
  knowAbout("ics-basics", "ICS basics"),
  knowAbout("light-search-and-rescue", "Light search and rescue"),
  knowAbout("size-up", "Size-up"),
  knowAbout("start-triage", "START triage"),
];
