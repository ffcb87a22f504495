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
  "auth.register.roleLeader": "Responsable de capítulo (requiere aprobación)",
  "auth.register.fullName": "Nombre completo",
  "auth.register.passwordHint": "Mínimo 8 caracteres.",
  "auth.register.confirmPassword": "Repite la contraseña",
  "auth.register.justification": "¿Por qué quieres coordinar un capítulo?",
  "auth.register.justificationHint": "Un administrador revisa las solicitudes de coordinación.",
  "auth.register.justificationHintNoJs": "Solo si elegiste responsable de capítulo.",
  "auth.register.submitting": "Creando la cuenta…",
  "auth.register.haveAccount": "¿Ya tienes cuenta?",
  "auth.register.signIn": "Inicia sesión",
  "auth.register.metaTitle": "Registro | CERT Chapters",
  "auth.toast.welcomeBack": "¡Qué bueno verte de nuevo!",
  "auth.toast.signedIn": "Has iniciado sesión.",
  "auth.login.forgotPassword": "¿Olvidaste tu contraseña?",
  "auth.forgot.title": "Restablecer la contraseña",
  "auth.forgot.subtitle":
    "Escribe el correo electrónico de tu cuenta. Te enviaremos un enlace para elegir una contraseña nueva.",
  "auth.forgot.submit": "Enviar enlace",
  "auth.forgot.submitting": "Enviando…",
  "auth.forgot.remembered": "¿Ya la recordaste?",
  "auth.forgot.metaTitle": "Restablecer la contraseña | CERT Chapters",
  "auth.forgot.sentTitle": "Revisa tu correo",
  "auth.forgot.sentText":
    "Si hay una cuenta con {{email}}, enviamos a esa dirección un enlace para elegir una contraseña nueva. El enlace sirve una sola vez y caduca en 1 hora.",
  "auth.forgot.sentHelp":
    "¿No llega nada en unos minutos? Revisa la carpeta de correo no deseado, comprueba que sea la dirección con la que te registraste o pide un enlace nuevo.",
  "auth.forgot.backToSignIn": "Volver a iniciar sesión",
  "auth.forgot.tryAgain": "Enviar otro enlace",
  "auth.reset.title": "Elige una contraseña nueva",
  "auth.reset.subtitle": "La contraseña nueva reemplaza a la anterior y cierra tu sesión en todos los dispositivos.",
  "auth.reset.newPassword": "Contraseña nueva",
  "auth.reset.submit": "Guardar la contraseña nueva",
  "auth.reset.submitting": "Guardando…",
  "auth.reset.metaTitle": "Elige una contraseña nueva | CERT Chapters",
  "auth.reset.invalidTitle": "Este enlace ya no funciona",
  "auth.reset.invalidText":
    "Los enlaces de restablecimiento sirven una sola vez y caducan a la hora. Pide uno nuevo y usa el correo más reciente.",
  "auth.reset.askAgain": "Pedir un enlace nuevo",
  "auth.toast.passwordReset": "Contraseña cambiada",
  "auth.toast.passwordResetSignIn": "Inicia sesión con tu contraseña nueva. Se cerraron todas las demás sesiones.",
  "auth.mail.resetSubject": "Restablece tu contraseña de CERT Chapters",
  "auth.mail.resetAsked":
    "Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta de CERT Chapters. Abre este enlace para elegir una nueva:",
  "auth.mail.resetOnce":
    "El enlace sirve una sola vez y caduca en 1 hora. Al usarlo se cierra tu sesión en todos los dispositivos.",
  "auth.mail.resetIgnore": "Si no lo pediste, ignora este correo: tu contraseña sigue igual.",
  "auth.register.sentText":
    "Si {{email}} es nueva para nosotros, hemos enviado a esa dirección un enlace para confirmarla y terminar tu cuenta. Si ya tiene una cuenta, hemos escrito a su titular para explicarle cómo iniciar sesión.",
  "auth.register.sentHelp":
    "¿No llega nada en unos minutos? Revisa la carpeta de correo no deseado. Mientras tanto puedes iniciar sesión con tu contraseña, pero debes confirmar tu dirección antes de pedir unirte a un capítulo.",
  "auth.verify.title": "Confirma tu correo electrónico",
  "auth.verify.text": "Confirma que {{email}} es tu dirección. Una vez confirmada, podrás pedir unirte a capítulos.",
  "auth.verify.submit": "Confirmar mi correo",
  "auth.verify.submitting": "Confirmando...",
  "auth.verify.metaTitle": "Confirma tu correo electrónico | CERT Chapters",
  "auth.verify.invalidTitle": "Este enlace ya no funciona",
  "auth.verify.invalidText":
    "Los enlaces de confirmación funcionan una sola vez y caducan a las 24 horas. Inicia sesión y pide uno nuevo; luego usa el correo más reciente.",
  "auth.verify.askAgain": "Obtener un nuevo enlace de confirmación",
  "auth.verify.pendingTitle": "Confirma tu dirección de correo",
  "auth.verify.pendingText":
    "Enviamos un enlace de confirmación a {{email}}. Ábrelo para confirmar la dirección: hasta entonces no puedes pedir unirte a un capítulo. El enlace funciona durante 24 horas.",
  "auth.verify.pendingMetaTitle": "Confirma tu correo electrónico | CERT Chapters",
  "auth.toast.emailConfirmed": "Correo confirmado",
  "auth.toast.emailConfirmedJoin": "Ya puedes pedir unirte a capítulos.",
  "auth.toast.emailConfirmedSignIn": "Inicia sesión para pedir unirte a un capítulo.",
  "auth.toast.resendLimited": "Demasiados enlaces solicitados",
  "auth.toast.resendLimitedText":
    "Has pedido 3 enlaces en la última hora. Usa el correo más reciente o inténtalo más tarde.",
  "auth.toast.linkSent": "Enlace enviado",
  "auth.toast.linkSentText":
    "Hemos enviado un nuevo enlace de confirmación a {{email}}. Los enlaces anteriores ya no funcionan.",
  "auth.mail.verifySubject": "Confirma tu dirección de correo de CERT Chapters",
  "auth.mail.verifyAsked":
    "¡Bienvenido a CERT Chapters! Abre este enlace para confirmar tu dirección de correo. Después podrás pedir unirte a un capítulo:",
  "auth.mail.verifyOnce": "El enlace funciona una sola vez y caduca en 24 horas.",
  "auth.mail.verifyIgnore":
    "Si no creaste esta cuenta, ignora este correo: sin la confirmación, la cuenta no puede unirse a ningún capítulo.",
  "auth.mail.registeredAgainSubject": "Alguien intentó registrarse con tu dirección de CERT Chapters",
  "auth.mail.registeredAgain":
    "Alguien (quizás tú) acaba de intentar crear una cuenta de CERT Chapters con esta dirección de correo. Ya tiene una cuenta, así que no se cambió nada. Si fuiste tú, inicia sesión aquí:",
  "auth.mail.registeredAgainReset": "¿Olvidaste tu contraseña? Restablécela aquí:",
  "auth.mail.registeredAgainIgnore":
    "Si no fuiste tú, ignora este correo: tu cuenta y tu contraseña siguen como estaban.",
};

export default messages;
