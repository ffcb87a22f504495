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
  { topicId: "emergency-kits", label: "What should I include in my emergency kit?", question: "What should I include in my emergency kit?" },
  { topicId: "family-communication-plan", label: "How do I create a family emergency communication plan?", question: "How do I create a family emergency communication plan?" },
  { topicId: "earthquakes", label: "What should I do during an earthquake?", question: "What should I do during an earthquake?" },
  { topicId: "hurricanes", label: "How can I prepare my home for a hurricane?", question: "How can I prepare my home for a hurricane?" },
  { topicId: "first-aid-and-stop-the-bleed", label: "How do I stop severe bleeding until help arrives?", question: "How do I stop severe bleeding until help arrives?" },
];

/** Ranked #1 to #6 on the card. */
export const TRENDING_TOPICS: GuideTopicLink[] = [
  { topicId: "active-shooter", label: "Active shooter response: Run, Hide, Fight", question: "How should I respond to an active shooter? Explain Run, Hide, Fight." },
  { topicId: "wildfires-and-smoke", label: "Wildfire smoke and air quality", question: "How do I protect my family from wildfire smoke?" },
  { topicId: "floods", label: "Flash flood safety", question: "How do I stay safe during a flash flood?" },
  { topicId: "power-outages", label: "Surviving a power outage", question: "How do I prepare for a long power outage?" },
  { topicId: "extreme-heat", label: "Extreme heat and heat stroke", question: "How do I recognize and treat heat stroke during extreme heat?" },
  { topicId: "civil-unrest", label: "Staying safe during civil unrest", question: "How do I stay safe during civil unrest or a riot?" },
];

/** Every topic of the knowledge base, behind 'See More Topics'. */
export const ALL_TOPICS: GuideTopicLink[] = [
  { topicId: "emergency-kits", label: "Emergency kits and go bags", question: "What goes in an emergency kit and a go bag?" },
  { topicId: "family-communication-plan", label: "Family communication plan", question: "How do I make a family emergency communication plan?" },
  { topicId: "evacuation", label: "Evacuation", question: "How do I prepare to evacuate my home?" },
  { topicId: "shelter-in-place", label: "Shelter in place", question: "How do I shelter in place during a chemical emergency?" },
  { topicId: "home-fires", label: "Home fires", question: "What should I do if there is a fire in my home?" },
  { topicId: "floods", label: "Floods", question: "How do I prepare for a flood?" },
  { topicId: "hurricanes", label: "Hurricanes", question: "How do I prepare for a hurricane?" },
  { topicId: "tornadoes", label: "Tornadoes", question: "Where should I take shelter during a tornado?" },
  { topicId: "wildfires-and-smoke", label: "Wildfires and smoke", question: "How do I prepare my home for wildfire?" },
  { topicId: "earthquakes", label: "Earthquakes", question: "What should I do during an earthquake?" },
  { topicId: "winter-storms", label: "Winter storms and extreme cold", question: "How do I stay safe in a winter storm?" },
  { topicId: "extreme-heat", label: "Extreme heat", question: "How do I stay safe in a heat wave?" },
  { topicId: "power-outages", label: "Power outages", question: "What should I do during a power outage?" },
  { topicId: "pandemics", label: "Pandemics and disease outbreaks", question: "How do I prepare my household for a pandemic?" },
  { topicId: "active-shooter", label: "Active shooter: Run, Hide, Fight", question: "What does Run, Hide, Fight mean?" },
  { topicId: "terrorism-and-suspicious-items", label: "Terrorism and suspicious items", question: "What should I do if I see a suspicious package?" },
  { topicId: "civil-unrest", label: "Civil unrest", question: "How do I stay safe during civil unrest?" },
  { topicId: "first-aid-and-stop-the-bleed", label: "First aid and Stop the Bleed", question: "How do I use a tourniquet to stop bleeding?" },
  { topicId: "cpr-and-aed", label: "CPR and AED basics", question: "How do I do hands-only CPR and use an AED?" },
  { topicId: "pets", label: "Pets and animals", question: "How do I prepare my pets for an emergency?" },
  { topicId: "disabilities-and-older-adults", label: "People with disabilities and older adults", question: "How can people with disabilities and older adults prepare for emergencies?" },
  { topicId: "documents-and-finances", label: "Documents and finances", question: "Which important documents should I protect before a disaster?" },
  { topicId: "cert-and-volunteering", label: "CERT and volunteering", question: "How can I volunteer with a community emergency response team?" },
  { topicId: "mental-health-after-disaster", label: "Mental health after a disaster", question: "How do I cope with stress after a disaster?" },
];
