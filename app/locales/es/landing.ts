// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "landing.meta.title": "CERT Chapters — Dijimos: nunca más.",
  "landing.meta.description":
    "Una red nacional de equipos vecinales de respuesta a emergencias. Encuentra un capítulo, entrénate con tus vecinos y apúntate a la lista de acceso anticipado.",
  "landing.hero.titleStart": "Dijimos:",
  "landing.hero.titleEmphasis": "nunca más.",
  "landing.hero.subtitle":
    "Estamos formando una red nacional de equipos locales, listos antes de que llegue el desastre.",
  "landing.hero.text":
    "Huracanes, inundaciones e incendios forestales. Disturbios, tiroteos y atentados. Cuando pasa lo peor, la primera ayuda llega de los vecinos. Nuestros capítulos preparan a gente común en prevención, primeros auxilios y respuesta coordinada, para que cada comunidad tenga un equipo listo para actuar.",
  "landing.video.pause": "Pausar el video de fondo",
  "landing.video.play": "Reproducir el video de fondo",
  "landing.features.title": "Preparación completa ante emergencias",
  "landing.features.intro":
    "Todo lo que un equipo de voluntarios necesita para organizarse, formarse y actuar en conjunto antes, durante y después de un desastre.",
  "landing.features.chapters.title": "Gestión de capítulos",
  "landing.features.chapters.body":
    "Crea un capítulo local o únete a uno. Quienes coordinan revisan las solicitudes con un proceso de aprobación claro.",
  "landing.features.training.title": "Formación y eventos",
  "landing.features.training.body":
    "Programa simulacros y cursos CERT, recibe confirmaciones de asistencia y añade cada sesión a tu calendario.",
  "landing.features.resources.title": "Biblioteca de recursos",
  "landing.features.resources.body":
    "Listas de control, protocolos y material de formación, compartidos solo con quienes deben verlos.",
  "landing.features.communication.title": "Herramientas de comunicación",
  "landing.features.communication.body": "Avisos, alertas y correos que llegan a todo tu capítulo o a toda la red.",
  "landing.features.roles.title": "Acceso según el rol",
  "landing.features.roles.body":
    "Administradores, responsables y miembros ven lo que necesitan, con un registro de cada cambio.",
  "landing.features.dashboard.title": "Panel de gestión",
  "landing.features.dashboard.body":
    "Cifras, aprobaciones pendientes y actividad reciente de un vistazo, para que nada quede esperando a un voluntario ocupado.",
  "landing.guide.title": "Guía de preparación para emergencias con IA",
  "landing.guide.intro":
    "Pregunta cómo armar un kit, hacer un plan familiar o qué hacer ante una inundación, un incendio o un tirador activo.",
  "landing.cta.title": "¿Listo para fortalecer a tu comunidad?",
  "landing.cta.text":
    "Entérate antes que nadie cuando abra un capítulo cerca de ti. Únete a miles de personas dedicadas a la preparación ante emergencias en la lista de espera.",
  "landing.email.joined": "¡Ya estás en la lista de espera!",
  "landing.email.label": "Correo electrónico para recibir novedades del lanzamiento",
  "landing.email.placeholder": "Tu correo para recibir novedades",
  "landing.email.submit": "ENVIAR",
  "landing.email.dialogTitle": "Completa tu registro",
  "landing.find.label": "Busca un capítulo cerca de ti",
  "landing.find.input": "Código postal o ciudad",
  "landing.find.placeholder": "Código postal o ciudad",
  "landing.find.submit": "Buscar un capítulo cercano",
  "landing.find.orWaitlist": "¿Aún no hay un capítulo cerca? Consigue acceso anticipado:",
};

export default messages;
