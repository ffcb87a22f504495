// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
// The offline guide's fixed texts (the topic text itself is content in app/content/guide).
const messages: Record<string, string> = {
  "guide.answer.readMore": "En savoir plus : {{page}} · Source : {{source}}",
  "guide.answer.seeAlso": "Voir aussi : {{links}}",
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
  "guide.fallback.unsure":
    "Je ne suis pas sûr de la situation dont vous parlez ; je préfère ne pas deviner des consignes qui pourraient ne pas convenir. Pouvez-vous décrire ce qui se passe en quelques mots de plus (par exemple « feu de cuisine », « piqûre d’abeille » ou « route inondée ») ?",
  "guide.fallback.danger":
    "**Si quelqu’un est en danger, appelez le 911 maintenant ; le répartiteur vous dira quoi faire.**",
  "guide.fallback.likely": "Voici peut-être ce qu’il vous faut :\n\n{{list}}",
  "guide.card.call911First":
    "**Appelez le 911 maintenant** (ou demandez à quelqu’un d’appeler) : la vie peut être en danger. Ensuite :",
  "guide.card.donts": "À ne pas faire :",
  "guide.card.when911": "Appelez le 911 :",
  "guide.fallback.browse": "Ou parcourez [tous les sujets du guide](/guide/topics).",
  // Fixed texts of the guide pages, topic pages, chat card and offline page (helper guide-offline).
  "guide.page.title": "Guide de préparation aux urgences",
  "guide.page.intro":
    "Des réponses concrètes tirées des recommandations publiques de Ready.gov/FEMA, de la Croix-Rouge américaine, des CDC, de l’American Heart Association, de la NOAA/NWS et de Poison Help. Ce guide ne remplace pas les secours : si quelqu’un est en danger, appelez le 911.",
  "guide.page.readAll": "Vous pouvez aussi {{link}}, étape par étape.",
  "guide.page.readAllLink": "lire chaque fiche en entier",
  "guide.page.metaTitle": "Guide de préparation aux urgences — CERT Chapters",
  "guide.page.metaDescription":
    "Posez vos questions au guide de préparation aux urgences (IA) : trousses d’urgence, plans familiaux, catastrophes, premiers secours et RCR.",
  "guide.topics.back": "← Poser une question au guide",
  "guide.topics.title": "Les fiches du guide d’urgence",
  "guide.topics.intro":
    "Que faire avant, pendant et après une urgence, expliqué avec nos mots à partir des recommandations publiques (Ready.gov/FEMA, Croix-Rouge américaine, CDC, American Heart Association, NOAA/NWS et Poison Help). En cas d’urgence, appelez le 911.",
  "guide.topics.metaTitle": "Les fiches du guide d’urgence — CERT Chapters",
  "guide.topics.metaDescription":
    "Premiers secours, risques, préparation et bases du CERT : que faire, étape par étape, d’après les recommandations publiques.",
  "guide.category.firstAid": "Premiers secours",
  "guide.category.hazard": "Risques : à la maison, dehors et sur la route",
  "guide.category.preparedness": "Se préparer",
  "guide.category.cert": "CERT",
  "guide.topic.nav": "Guide",
  "guide.topic.allTopics": "← Toutes les fiches",
  "guide.topic.ask": "Poser une question au guide",
  "guide.topic.source": "Source :",
  "guide.topic.sourceNote":
    "Reformulé avec nos mots ; en cas d’urgence, appelez le 911 et suivez les consignes du régulateur et des autorités locales.",
  "guide.topic.metaTitle": "{{title}} — Guide d’urgence",
  "guide.topic.notFound": "Fiche introuvable",
  "guide.topic.notFoundMetaTitle": "Fiche introuvable — Guide d’urgence",
  "guide.topic.error": "Une erreur s’est produite",
  "guide.topic.englishOnly": "Cette fiche n’existe pour l’instant qu’en anglais.",
  "guide.topic.seeAll": "Voir toutes les fiches du guide",
  "guide.chat.title": "Guide de préparation aux urgences (IA)",
  "guide.chat.subtitle":
    "Trousses, plans, catastrophes, premiers secours : posez votre question. En cas d’urgence, appelez le 911.",
  "guide.chat.newConversation": "Nouvelle conversation",
  "guide.chat.messages": "Messages de la conversation",
  "guide.chat.welcome":
    "Bonjour ! Je peux aider votre foyer à se préparer aux urgences. Choisissez une question ou posez la vôtre.",
  "guide.chat.tryAsking": "Quelques idées de questions",
  "guide.chat.trending": "De bons sujets pour commencer",
  "guide.chat.moreTopics": "Voir plus de sujets",
  "guide.chat.hideTopics": "Masquer les sujets",
  "guide.chat.readAll": "Lire chaque fiche en entier",
  "guide.chat.conversation": "Conversation avec le guide",
  "guide.chat.typing": "Le guide écrit…",
  "guide.chat.inputLabel": "Poser une question au guide de préparation aux urgences",
  "guide.chat.placeholder": "Posez une question sur la préparation aux urgences...",
  "guide.chat.send": "Envoyer",
  "guide.chat.youSaid": "Vous :",
  "guide.chat.guideReplied": "Réponse du guide :",
  "guide.chat.failed": "Désolé, je ne peux pas répondre pour le moment. Réessayez un peu plus tard.",
  "guide.chat.tooLong": "Message trop long",
  "guide.chat.slowDown": "Doucement",
  "guide.chat.unavailable": "Guide indisponible",
  "guide.chat.offlineAnswer": "Hors connexion : réponse tirée du guide enregistré sur cet appareil.",
  "guide.chat.offlineMissing":
    "Vous êtes hors connexion et le guide n’est pas encore enregistré sur cet appareil. Si quelqu’un est en danger, appelez le 911. Les fiches enregistrées s’ouvrent peut-être depuis la liste des fiches.",
  "guide.offline.ask": "Les questions au guide (si vous l’avez déjà ouvert) : il répond depuis cet appareil",
  "guide.starter.familyPlan": "Comment établir un plan de communication familial en cas d’urgence ?",
  "guide.starter.hurricane": "Comment préparer ma maison à un ouragan ?",
  "guide.starter.bleeding": "Comment arrêter une hémorragie grave en attendant les secours ?",
  "guide.trending.activeShooter.label": "Tireur actif : s’échapper, se cacher, se défendre",
  "guide.trending.activeShooter.question":
    "Que faire face à un tireur actif ? Expliquez s’échapper, se cacher, se défendre.",
  "guide.trending.wildfireSmoke.label": "Fumée des feux de forêt et qualité de l’air",
  "guide.trending.wildfireSmoke.question": "Comment protéger ma famille de la fumée d’un feu de forêt ?",
  "guide.trending.flashFlood.label": "Crues soudaines",
  "guide.trending.flashFlood.question": "Comment rester en sécurité pendant une crue soudaine ?",
  "guide.trending.powerOutage.label": "Faire face à une panne de courant",
  "guide.trending.powerOutage.question": "Comment se préparer à une longue panne de courant ?",
  "guide.trending.heatStroke.label": "Chaleur extrême et coup de chaleur",
  "guide.trending.heatStroke.question": "Comment reconnaître et soigner un coup de chaleur ?",
  "guide.trending.civilUnrest.label": "Rester en sécurité pendant des troubles",
  "guide.trending.civilUnrest.question": "Comment rester en sécurité pendant des émeutes ou des troubles ?",
};

export default messages;
