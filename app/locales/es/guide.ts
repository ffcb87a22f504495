// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
// The offline guide's fixed texts (the topic text itself is content in app/content/guide/es).
const messages: Record<string, string> = {
  "guide.answer.readMore": "Más información: {{page}} · Fuente: {{source}}",
  "guide.answer.seeAlso": "Consulta también: {{links}}",
  "guide.notice.englishOnly":
    "Este tema todavía no está disponible en español, así que te damos la respuesta en inglés.",
  "guide.notice.englishOnlyUrgent":
    "**Si la vida de alguien corre peligro, llama al 911 ya.** Este tema todavía no está disponible en español, así que te damos la respuesta en inglés.",
  "guide.suggestion.kit": "¿Qué debo incluir en mi kit de emergencia?",
  "guide.suggestion.earthquake": "¿Qué hago durante un terremoto?",
  "guide.suggestion.bleeding": "¿Cómo detengo una hemorragia grave?",
  "guide.redirect.scope":
    "Soy la guía de preparación para emergencias, así que solo puedo ayudarte a prepararte y mantenerte a salvo en emergencias y desastres: kits de emergencia, planes familiares, clima extremo, incendios, primeros auxilios y RCP.",
  "guide.redirect.examples": "Puedes preguntar, por ejemplo:\n\n{{list}}",
  "guide.refusal":
    "Lo siento, no puedo ayudarte con eso. **Si alguien está en peligro, llama al 911.** Puedo ayudarte con la seguridad en emergencias, los primeros auxilios y la preparación.",
  "guide.greeting.hello":
    "¡Hola! Soy la Guía de Preparación para Emergencias con IA. Te ayudo a prepararte y a actuar en emergencias: primeros auxilios, clima extremo, incendios, terremotos, kits de emergencia, planes familiares, CERT y más. **Si alguien está en peligro ahora mismo, llama al 911.**",
  "guide.greeting.try": "Prueba a preguntar:\n\n{{list}}",
  "guide.fallback.emergency":
    "**Si esto está pasando ahora y alguien está herido o en peligro, llama al 911 de inmediato.** La operadora te dirá qué hacer hasta que llegue la ayuda.",
  "guide.fallback.call911": "**Si alguien está herido o en peligro, llama al 911.**",
  "guide.fallback.unsure":
    "No tengo claro a qué situación te refieres, así que no voy a adivinar pasos que quizá no sirvan. ¿Puedes contar qué está pasando con unas palabras más (por ejemplo, «fuego en la cocina», «picadura de abeja» o «calle inundada»)?",
  "guide.fallback.closest": "Estos temas pueden acercarse:\n\n{{list}}",
  "guide.fallback.browse": "O consulta [todos los temas de la guía](/guide/topics).",
  // Fixed texts of the guide pages, topic pages, chat card and offline page (helper guide-offline).
  "guide.page.title": "Guía de preparación para emergencias",
  "guide.page.intro":
    "Respuestas prácticas basadas en las recomendaciones públicas de Ready.gov/FEMA, la Cruz Roja Americana, los CDC, la American Heart Association, NOAA/NWS y Poison Help. No sustituye a los servicios de emergencia: si alguien está en peligro, llama al 911.",
  "guide.page.readAll": "También puedes {{link}}, paso a paso.",
  "guide.page.readAllLink": "leer cada tema completo",
  "guide.page.metaTitle": "Guía de preparación para emergencias — CERT Chapters",
  "guide.page.metaDescription":
    "Pregúntale a la guía de preparación para emergencias con IA sobre kits, planes familiares, desastres, primeros auxilios y RCP.",
  "guide.topics.back": "← Preguntar a la guía",
  "guide.topics.title": "Temas de la guía de emergencias",
  "guide.topics.intro":
    "Qué hacer antes, durante y después de una emergencia, contado con nuestras palabras a partir de recomendaciones públicas (Ready.gov/FEMA, la Cruz Roja Americana, los CDC, la American Heart Association, NOAA/NWS y Poison Help). En una emergencia, llama al 911.",
  "guide.topics.metaTitle": "Temas de la guía de emergencias — CERT Chapters",
  "guide.topics.metaDescription":
    "Primeros auxilios, riesgos, preparación y nociones de CERT: qué hacer, paso a paso, según las recomendaciones públicas.",
  "guide.category.firstAid": "Primeros auxilios",
  "guide.category.hazard": "Riesgos: en casa, al aire libre y en la carretera",
  "guide.category.preparedness": "Preparación",
  "guide.category.cert": "CERT",
  "guide.topic.nav": "Guía",
  "guide.topic.allTopics": "← Todos los temas",
  "guide.topic.ask": "Preguntar a la guía",
  "guide.topic.source": "Fuente:",
  "guide.topic.sourceNote":
    "Resumido con nuestras palabras; en una emergencia, llama al 911 y sigue las indicaciones del operador y de las autoridades locales.",
  "guide.topic.metaTitle": "{{title}} — Guía de emergencias",
  "guide.topic.notFound": "No encontramos este tema",
  "guide.topic.notFoundMetaTitle": "Tema no encontrado — Guía de emergencias",
  "guide.topic.error": "Algo salió mal",
  "guide.topic.englishOnly": "Este tema todavía solo está disponible en inglés.",
  "guide.topic.seeAll": "Ver todos los temas de la guía",
  "guide.chat.title": "Guía de preparación para emergencias con IA",
  "guide.chat.subtitle": "Pregunta sobre kits, planes, desastres y primeros auxilios. En una emergencia, llama al 911.",
  "guide.chat.newConversation": "Nueva conversación",
  "guide.chat.messages": "Mensajes del chat",
  "guide.chat.welcome":
    "¡Hola! Puedo ayudar a tu familia a prepararse para emergencias. Elige una pregunta o escribe la tuya.",
  "guide.chat.tryAsking": "Prueba a preguntar",
  "guide.chat.trending": "Buenos temas para empezar",
  "guide.chat.moreTopics": "Ver más temas",
  "guide.chat.hideTopics": "Ocultar temas",
  "guide.chat.readAll": "Leer cada tema completo",
  "guide.chat.conversation": "Conversación",
  "guide.chat.typing": "La guía está escribiendo…",
  "guide.chat.inputLabel": "Pregunta a la guía de preparación para emergencias",
  "guide.chat.placeholder": "Pregunta sobre cómo prepararte para emergencias...",
  "guide.chat.send": "Enviar",
  "guide.chat.youSaid": "Dijiste:",
  "guide.chat.guideReplied": "La guía respondió:",
  "guide.chat.failed": "Lo siento, ahora mismo no puedo responder. Inténtalo de nuevo más tarde.",
  "guide.chat.tooLong": "Mensaje demasiado largo",
  "guide.chat.slowDown": "Más despacio",
  "guide.chat.unavailable": "La guía no está disponible",
  "guide.chat.offlineAnswer": "Sin conexión: respuesta de la guía guardada en este dispositivo.",
  "guide.chat.offlineMissing":
    "No tienes conexión y la guía todavía no está guardada en este dispositivo. Si alguien está en peligro, llama al 911. Puede que los temas guardados se abran desde la lista de temas.",
  "guide.offline.ask": "Las preguntas a la guía (si la abriste antes): responde desde este dispositivo",
  "guide.starter.familyPlan": "¿Cómo hago un plan de comunicación familiar para emergencias?",
  "guide.starter.hurricane": "¿Cómo preparo mi casa para un huracán?",
  "guide.starter.bleeding": "¿Cómo detengo una hemorragia grave hasta que llegue la ayuda?",
  "guide.trending.activeShooter.label": "Tirador activo: huir, esconderse, luchar",
  "guide.trending.activeShooter.question": "¿Qué hago ante un tirador activo? Explícame huir, esconderse y luchar.",
  "guide.trending.wildfireSmoke.label": "Humo de incendios forestales y calidad del aire",
  "guide.trending.wildfireSmoke.question": "¿Cómo protejo a mi familia del humo de un incendio forestal?",
  "guide.trending.flashFlood.label": "Inundaciones repentinas",
  "guide.trending.flashFlood.question": "¿Cómo me mantengo a salvo durante una inundación repentina?",
  "guide.trending.powerOutage.label": "Cómo pasar un apagón",
  "guide.trending.powerOutage.question": "¿Cómo me preparo para un apagón largo?",
  "guide.trending.heatStroke.label": "Calor extremo y golpe de calor",
  "guide.trending.heatStroke.question": "¿Cómo reconozco y trato un golpe de calor?",
  "guide.trending.civilUnrest.label": "Seguridad durante disturbios",
  "guide.trending.civilUnrest.question": "¿Cómo me mantengo a salvo durante disturbios o altercados en la calle?",
};

export default messages;
