// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
// The offline guide's fixed texts (the topic text itself is content in app/content/guide).
const messages: Record<string, string> = {
  "guide.answer.readMore": "Read more: {{page}} · Source: {{source}}",
  "guide.answer.seeAlso": "See also: {{links}}",
  "guide.notice.englishOnly": "This topic is not available in your language yet, so here is the English answer.",
  "guide.notice.englishOnlyUrgent":
    "**If someone's life is in danger, call 911 now.** This topic is not available in your language yet, so here is the English answer.",
  "guide.suggestion.kit": "What should I include in my emergency kit?",
  "guide.suggestion.earthquake": "What should I do during an earthquake?",
  "guide.suggestion.bleeding": "How do I stop severe bleeding?",
  "guide.redirect.scope":
    "I'm the emergency preparedness guide, so I can only help with getting ready for and staying safe during emergencies and disasters — like emergency kits, family plans, severe weather, fires, first aid and CPR.",
  "guide.redirect.examples": "You could ask, for example:\n\n{{list}}",
  "guide.refusal":
    "Sorry, I can't help with that. **If someone is in danger, call 911.** I can help with staying safe in emergencies, first aid and preparedness.",
  "guide.greeting.hello":
    "Hello! I'm the AI Emergency Preparedness Guide. I can help you prepare for and respond to emergencies: first aid, severe weather, fires, earthquakes, emergency kits, family plans, CERT and more. **If someone is in danger right now, call 911.**",
  "guide.greeting.try": "Try asking:\n\n{{list}}",
  "guide.fallback.emergency":
    "**If this is happening now and anyone is hurt or in danger, call 911 right away.** The dispatcher will tell you what to do until help arrives.",
  "guide.fallback.call911": "**If anyone is hurt or in danger, call 911.**",
  "guide.fallback.unsure":
    'I\'m not sure which situation you mean, so I won\'t guess at steps that might not fit. Could you say what is happening in a few more words (for example "kitchen fire", "bee sting" or "flooded road")?',
  "guide.fallback.closest": "These topics may be close:\n\n{{list}}",
  "guide.fallback.browse": "Or browse [all guide topics](/guide/topics).",
};

export default messages;
