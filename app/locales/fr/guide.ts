// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
// The offline guide's fixed texts (the topic text itself is content in app/content/guide).
const messages: Record<string, string> = {
  "guide.answer.readMore": "En savoir plus : {{page}} · Source : {{source}}",
  "guide.answer.seeAlso": "Voir aussi : {{links}}",
  "guide.notice.englishOnly": "Ce sujet n’est pas encore disponible en français ; voici la réponse en anglais.",
  "guide.notice.englishOnlyUrgent":
    "**Si la vie de quelqu’un est en danger, appelez le 911 tout de suite.** Ce sujet n’est pas encore disponible en français ; voici la réponse en anglais.",
  "guide.suggestion.kit": "Que dois-je mettre dans mon kit d’urgence ?",
  "guide.suggestion.earthquake": "Que faire pendant un tremblement de terre ?",
  "guide.suggestion.bleeding": "Comment arrêter une hémorragie grave ?",
  "guide.redirect.scope":
    "Je suis le guide de préparation aux urgences : je peux seulement vous aider à vous préparer et à rester en sécurité pendant les urgences et les catastrophes — kits d’urgence, plans familiaux, intempéries, incendies, premiers secours et RCR.",
  "guide.redirect.examples": "Vous pouvez par exemple demander :\n\n{{list}}",
  "guide.refusal":
    "Désolé, je ne peux pas vous aider avec cela. **Si quelqu’un est en danger, appelez le 911.** Je peux vous aider pour la sécurité en cas d’urgence, les premiers secours et la préparation.",
  "guide.greeting.hello":
    "Bonjour ! Je suis le Guide IA de préparation aux urgences. Je peux vous aider à vous préparer et à réagir aux urgences : premiers secours, intempéries, incendies, tremblements de terre, kits d’urgence, plans familiaux, CERT et plus encore. **Si quelqu’un est en danger en ce moment, appelez le 911.**",
  "guide.greeting.try": "Essayez de demander :\n\n{{list}}",
  "guide.fallback.emergency":
    "**Si cela se produit maintenant et que quelqu’un est blessé ou en danger, appelez le 911 immédiatement.** Le répartiteur vous dira quoi faire en attendant les secours.",
  "guide.fallback.call911": "**Si quelqu’un est blessé ou en danger, appelez le 911.**",
  "guide.fallback.unsure":
    "Je ne suis pas sûr de la situation dont vous parlez ; je préfère ne pas deviner des consignes qui pourraient ne pas convenir. Pouvez-vous décrire ce qui se passe en quelques mots de plus (par exemple « feu de cuisine », « piqûre d’abeille » ou « route inondée ») ?",
  "guide.fallback.closest": "Ces sujets sont peut-être proches :\n\n{{list}}",
  "guide.fallback.browse": "Ou parcourez [tous les sujets du guide](/guide/topics).",
};

export default messages;
