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

/** Every topic of the knowledge base, behind 'See More Topics' (first aid, hazards, preparedness, CERT). */
export const ALL_TOPICS: GuideTopicLink[] = [
  {
    topicId: "anaphylaxis",
    label: "Allergic reaction (anaphylaxis)",
    question: "What is the first aid for allergic reaction (anaphylaxis)?",
  },
  { topicId: "bites-and-stings", label: "Bites and stings", question: "What is the first aid for bites and stings?" },
  { topicId: "burns", label: "Burns", question: "What is the first aid for burns?" },
  { topicId: "choking", label: "Choking", question: "What is the first aid for choking?" },
  { topicId: "cpr-and-aed", label: "CPR and AED basics", question: "How do I do CPR and use an AED?" },
  {
    topicId: "diabetic-emergencies",
    label: "Diabetic emergencies",
    question: "What is the first aid for diabetic emergencies?",
  },
  { topicId: "drowning", label: "Drowning", question: "What is the first aid for drowning?" },
  {
    topicId: "fractures-and-sprains",
    label: "Broken bones and sprains",
    question: "What is the first aid for broken bones and sprains?",
  },
  { topicId: "head-injury", label: "Head injury", question: "What is the first aid for head injury?" },
  { topicId: "heart-attack", label: "Heart attack", question: "What is the first aid for heart attack?" },
  {
    topicId: "heat-illness",
    label: "Heat stroke and heat exhaustion",
    question: "What is the first aid for heat stroke and heat exhaustion?",
  },
  {
    topicId: "hypothermia-and-frostbite",
    label: "Hypothermia and frostbite",
    question: "What is the first aid for hypothermia and frostbite?",
  },
  {
    topicId: "poisoning",
    label: "Poisoning (Poison Help)",
    question: "What is the first aid for poisoning (poison help)?",
  },
  { topicId: "seizures", label: "Seizures", question: "What is the first aid for seizures?" },
  { topicId: "severe-bleeding", label: "Severe bleeding", question: "What is the first aid for severe bleeding?" },
  { topicId: "shock", label: "Shock", question: "What is the first aid for shock?" },
  { topicId: "stroke", label: "Stroke", question: "What is the first aid for stroke?" },
  {
    topicId: "active-shooter",
    label: "Active shooter: Run, Hide, Fight",
    question: "What should I know about active shooter: run, hide, fight?",
  },
  { topicId: "carbon-monoxide", label: "Carbon monoxide", question: "What should I know about carbon monoxide?" },
  { topicId: "civil-unrest", label: "Civil unrest", question: "What should I know about civil unrest?" },
  { topicId: "earthquakes", label: "Earthquakes", question: "What should I know about earthquakes?" },
  { topicId: "extreme-heat", label: "Extreme heat", question: "What should I know about extreme heat?" },
  { topicId: "floods", label: "Floods", question: "What should I know about floods?" },
  {
    topicId: "gas-leaks-and-utilities",
    label: "Gas leaks and utilities",
    question: "What should I know about gas leaks and utilities?",
  },
  { topicId: "home-fires", label: "Home fires", question: "What should I know about home fires?" },
  { topicId: "hurricanes", label: "Hurricanes", question: "What should I know about hurricanes?" },
  { topicId: "landslides", label: "Landslides", question: "What should I know about landslides?" },
  {
    topicId: "pandemics",
    label: "Pandemics and outbreaks",
    question: "What should I know about pandemics and outbreaks?",
  },
  { topicId: "power-outages", label: "Power outages", question: "What should I know about power outages?" },
  {
    topicId: "radiation-emergencies",
    label: "Radiation emergencies",
    question: "What should I know about radiation emergencies?",
  },
  {
    topicId: "shelter-in-place",
    label: "Chemical spill and shelter in place",
    question: "What should I know about chemical spill and shelter in place?",
  },
  {
    topicId: "terrorism-and-suspicious-items",
    label: "Terrorism and suspicious items",
    question: "What should I know about terrorism and suspicious items?",
  },
  {
    topicId: "thunderstorms-and-lightning",
    label: "Thunderstorms and lightning",
    question: "What should I know about thunderstorms and lightning?",
  },
  { topicId: "tornadoes", label: "Tornadoes", question: "What should I know about tornadoes?" },
  { topicId: "tsunamis", label: "Tsunamis", question: "What should I know about tsunamis?" },
  { topicId: "volcanoes", label: "Volcanoes", question: "What should I know about volcanoes?" },
  {
    topicId: "wildfires-and-smoke",
    label: "Wildfires and smoke",
    question: "What should I know about wildfires and smoke?",
  },
  {
    topicId: "winter-storms",
    label: "Winter storms and extreme cold",
    question: "What should I know about winter storms and extreme cold?",
  },
  {
    topicId: "babies-and-children",
    label: "Babies and children",
    question: "What should I know about babies and children?",
  },
  {
    topicId: "car-kits",
    label: "Car kits and vehicle safety",
    question: "What should I know about car kits and vehicle safety?",
  },
  {
    topicId: "disabilities-and-older-adults",
    label: "People with disabilities and older adults",
    question: "What should I know about people with disabilities and older adults?",
  },
  {
    topicId: "documents-and-finances",
    label: "Documents and finances",
    question: "What should I know about documents and finances?",
  },
  {
    topicId: "emergency-kits",
    label: "Emergency kits and go bags",
    question: "What should I know about emergency kits and go bags?",
  },
  { topicId: "evacuation", label: "Evacuation", question: "What should I know about evacuation?" },
  {
    topicId: "family-communication-plan",
    label: "Family communication plan",
    question: "What should I know about family communication plan?",
  },
  {
    topicId: "food-storage",
    label: "Emergency food supply",
    question: "What should I know about emergency food supply?",
  },
  {
    topicId: "medications-and-medical-needs",
    label: "Medicines and medical needs",
    question: "What should I know about medicines and medical needs?",
  },
  {
    topicId: "mental-health-after-disaster",
    label: "Mental health after a disaster",
    question: "What should I know about mental health after a disaster?",
  },
  {
    topicId: "pets",
    label: "Pets and service animals",
    question: "What should I know about pets and service animals?",
  },
  {
    topicId: "water-storage-and-treatment",
    label: "Water storage and treatment",
    question: "What should I know about water storage and treatment?",
  },
  {
    topicId: "workplace-and-school",
    label: "Workplace and school",
    question: "What should I know about workplace and school?",
  },
  {
    topicId: "cert-and-volunteering",
    label: "CERT and volunteering",
    question: "What should I know about cert and volunteering?",
  },
  { topicId: "ics-basics", label: "ICS basics", question: "What should I know about ics basics?" },
  {
    topicId: "light-search-and-rescue",
    label: "Light search and rescue",
    question: "What should I know about light search and rescue?",
  },
  { topicId: "size-up", label: "Size-up", question: "What should I know about size-up?" },
  { topicId: "start-triage", label: "START triage", question: "What should I know about start triage?" },
];
