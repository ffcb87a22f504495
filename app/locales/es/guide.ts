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
};

export default messages;
