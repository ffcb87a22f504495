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
  // Fixed texts of the guide pages, topic pages, chat card and offline page (helper guide-offline).
  "guide.page.title": "Emergency Preparedness Guide",
  "guide.page.intro":
    "Practical answers drawn from public guidance by Ready.gov/FEMA, the American Red Cross, the CDC, the American Heart Association, NOAA/NWS and Poison Help. It is not a substitute for emergency services: if someone is in danger, call 911.",
  "guide.page.readAll": "You can also {{link}}, step by step.",
  "guide.page.readAllLink": "read every topic in full",
  "guide.page.metaTitle": "Emergency Preparedness Guide — CERT Chapters",
  "guide.page.metaDescription":
    "Ask the AI Emergency Preparedness Guide about emergency kits, family plans, disasters, first aid and CPR.",
  "guide.topics.back": "← Ask the guide",
  "guide.topics.title": "Emergency guide topics",
  "guide.topics.intro":
    "What to do before, during and after emergencies, in our own words from public guidance (Ready.gov/FEMA, the American Red Cross, CDC, the American Heart Association, NOAA/NWS and Poison Help). In an emergency, call 911.",
  "guide.topics.metaTitle": "Emergency guide topics — CERT Chapters",
  "guide.topics.metaDescription":
    "First aid, hazards, preparedness and CERT basics: what to do, step by step, from public guidance.",
  "guide.category.firstAid": "First aid",
  "guide.category.hazard": "Hazards: at home, outdoors and on the road",
  "guide.category.preparedness": "Preparedness",
  "guide.category.cert": "CERT",
  "guide.topic.nav": "Guide",
  "guide.topic.allTopics": "← All topics",
  "guide.topic.ask": "Ask the guide",
  "guide.topic.source": "Source:",
  "guide.topic.sourceNote":
    "Paraphrased in our own words; in an emergency, call 911 and follow the dispatcher's and local officials' instructions.",
  "guide.topic.metaTitle": "{{title}} — Emergency guide",
  "guide.topic.notFound": "Topic not found",
  "guide.topic.notFoundMetaTitle": "Topic not found — Emergency guide",
  "guide.topic.error": "Something went wrong",
  "guide.topic.englishOnly": "This topic is only available in English for now.",
  "guide.topic.seeAll": "See all guide topics",
  "guide.chat.title": "AI Emergency Preparedness Guide",
  "guide.chat.subtitle": "Ask about kits, plans, disasters and first aid. In an emergency, call 911.",
  "guide.chat.newConversation": "New conversation",
  "guide.chat.messages": "Chat messages",
  "guide.chat.welcome": "Hi! I can help your household get ready for emergencies. Pick a question or type your own.",
  "guide.chat.tryAsking": "Try asking",
  "guide.chat.trending": "Trending topics",
  "guide.chat.moreTopics": "See More Topics",
  "guide.chat.hideTopics": "Hide Topics",
  "guide.chat.readAll": "Read every topic in full",
  "guide.chat.conversation": "Conversation",
  "guide.chat.typing": "The guide is typing…",
  "guide.chat.inputLabel": "Ask the emergency preparedness guide",
  "guide.chat.placeholder": "Ask about emergency preparedness...",
  "guide.chat.send": "Send",
  "guide.chat.youSaid": "You said:",
  "guide.chat.guideReplied": "Guide replied:",
  "guide.chat.failed": "I apologize, but I'm currently unable to respond. Please try again later.",
  "guide.chat.offlineAnswer": "You are offline: answered on this device from the saved guide.",
  "guide.chat.offlineMissing":
    "You are offline and the guide is not saved on this device yet. If anyone is in danger, call 911. Saved topics may still open from the topic list.",
  "guide.offline.ask": "The guide's questions (if you opened the guide before): it answers on this device",
  "guide.starter.familyPlan": "How do I create a family emergency communication plan?",
  "guide.starter.hurricane": "How can I prepare my home for a hurricane?",
  "guide.starter.bleeding": "How do I stop severe bleeding until help arrives?",
  "guide.trending.activeShooter.label": "Active shooter response: Run, Hide, Fight",
  "guide.trending.activeShooter.question": "How should I respond to an active shooter? Explain Run, Hide, Fight.",
  "guide.trending.wildfireSmoke.label": "Wildfire smoke and air quality",
  "guide.trending.wildfireSmoke.question": "How do I protect my family from wildfire smoke?",
  "guide.trending.flashFlood.label": "Flash flood safety",
  "guide.trending.flashFlood.question": "How do I stay safe during a flash flood?",
  "guide.trending.powerOutage.label": "Surviving a power outage",
  "guide.trending.powerOutage.question": "How do I prepare for a long power outage?",
  "guide.trending.heatStroke.label": "Extreme heat and heat stroke",
  "guide.trending.heatStroke.question": "How do I recognize and treat heat stroke?",
  "guide.trending.civilUnrest.label": "Staying safe during civil unrest",
  "guide.trending.civilUnrest.question": "How do I stay safe during civil unrest or a riot?",
};

export default messages;
