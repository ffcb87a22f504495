// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "email.greeting": "Hola, {{name}}:",
  "email.announcement.postedBy": "Publicado por {{poster}} para {{audience}}.",
  "email.announcement.someLeader": "una persona que coordina el capítulo",
  "email.announcement.wholeNetwork": "toda la red",
  "email.announcement.network": "Red CERT",
  "email.announcement.yourChapter": "Tu capítulo",
  "email.announcement.readIt": "Léelo en tu panel: {{link}}",
  "email.footer.why":
    "Recibes este correo porque tienes activados los avisos por correo en tu configuración de notificaciones.",
  "email.footer.changeAt": "Puedes cambiarlo en {{link}}",
  "email.footer.turnOff": "Puedes desactivarlos en Configuración → Notificaciones.",
};

export default messages;
