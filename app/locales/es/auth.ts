// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "auth.login.title": "Iniciar sesión",
  "auth.login.subtitle": "Qué bueno verte de nuevo. Entra en tu cuenta.",
  "auth.login.submitting": "Entrando…",
  "auth.login.noAccount": "¿Todavía no tienes cuenta?",
  "auth.login.register": "Regístrate",
  "auth.login.backHome": "Volver al inicio",
  "auth.login.metaTitle": "Iniciar sesión | CERT Chapters",
  "auth.field.email": "Correo electrónico",
  "auth.field.password": "Contraseña",
  "auth.register.title": "Crear una cuenta",
  "auth.register.subtitle": "Súmate al capítulo de respuesta a emergencias de tu zona.",
  "auth.register.role": "Rol",
  "auth.register.roleMember": "Miembro",
  "auth.register.roleLeader": "Coordinador/a de capítulo (requiere aprobación)",
  "auth.register.fullName": "Nombre completo",
  "auth.register.passwordHint": "Mínimo 8 caracteres.",
  "auth.register.confirmPassword": "Repite la contraseña",
  "auth.register.justification": "¿Por qué quieres coordinar un capítulo?",
  "auth.register.justificationHint": "Un administrador revisa las solicitudes de coordinación.",
  "auth.register.justificationHintNoJs": "Solo si elegiste coordinador/a de capítulo.",
  "auth.register.submitting": "Creando la cuenta…",
  "auth.register.haveAccount": "¿Ya tienes cuenta?",
  "auth.register.signIn": "Inicia sesión",
  "auth.register.metaTitle": "Registro | CERT Chapters",
};

export default messages;
