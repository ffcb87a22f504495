// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "validation.please-select-a-chapter": "Elige un capítulo",
  "validation.choose-drill-or-real": "Elige Simulacro o Real",
  "validation.title-must-be-at-least-3-characters": "El título debe tener al menos 3 caracteres",
  "validation.title-must-be-at-most-120-characters": "El título no puede superar los 120 caracteres",
  "validation.describe-the-situation": "Describe la situación",
  "validation.situation-must-be-at-most-4000-characters":
    "La descripción de la situación no puede superar los 4000 caracteres",
  "validation.staging-location-is-required": "Indica el punto de reunión",
  "validation.staging-location-must-be-at-most-300-characters":
    "El punto de reunión no puede superar los 300 caracteres",
  "validation.report-by-time-is-required": "Indica la hora límite de llegada",
  "validation.enter-a-valid-date-and-time": "Escribe una fecha y hora válidas",
  "validation.number-needed-must-be-a-whole-number-from-1-to-1000":
    "El número de personas debe ser un número entero entre 1 y 1000",
  "validation.choose-available-delayed-or-unavailable": "Elige Disponible, Con retraso o No disponible",
  "validation.enter-your-eta-in-minutes-1-to-1440": "Indica en cuántos minutos llegas (de 1 a 1440)",
  "validation.write-the-update-up-to-1000-characters": "Escribe la actualización (máximo 1000 caracteres)",
  "validation.choose-who-receives-the-update": "Elige quién recibe la actualización",
  "validation.choose-an-approved-chapter": "Elige un capítulo aprobado",
  "validation.choose-a-credential-from-the-catalog": "Elige una certificación del catálogo",
  "validation.announcement-title-must-be-at-least-3-characters":
    "El título del anuncio debe tener al menos 3 caracteres",
  "validation.announcement-title-must-be-at-most-200-characters":
    "El título del anuncio no puede superar los 200 caracteres",
  "validation.announcement-body-must-be-at-least-10-characters":
    "El texto del anuncio debe tener al menos 10 caracteres",
  "validation.announcement-body-must-be-at-most-10000-characters":
    "El texto del anuncio no puede superar los 10000 caracteres",
  "validation.chapter-must-be-selected-for-chapter-scoped-announcements":
    "Elige un capítulo para un anuncio de capítulo",
  "validation.choose-global-or-chapter": "Elige Global o Capítulo",
  "validation.announcement-is-required": "Falta el anuncio",
  "validation.each-recipient-must-be-an-email-address":
    "Cada destinatario debe ser una dirección de correo electrónico",
  "validation.at-most-5000-recipients": "Máximo 5000 destinatarios",
  "validation.subject-is-required": "Escribe un asunto",
  "validation.body-is-required": "Escribe el texto",
  "validation.type-must-be-announcement": "type debe ser 'announcement'",
  "validation.give-an-announcementid-or-at-least-one-recipient": "Indica un announcementId o al menos un destinatario",
  "validation.your-name-is-required": "Escribe tu nombre",
  "validation.name-must-be-at-most-100-characters": "El nombre no puede superar los 100 caracteres",
  "validation.name-must-be-on-one-line": "El nombre debe ir en una sola línea",
  "validation.message-is-required": "Escribe un mensaje",
  "validation.message-must-be-at-least-10-characters": "El mensaje debe tener al menos 10 caracteres",
  "validation.message-must-be-at-most-5000-characters": "El mensaje no puede superar los 5000 caracteres",
  "validation.chapter-name-must-be-at-least-3-characters": "El nombre del capítulo debe tener al menos 3 caracteres",
  "validation.chapter-name-must-be-at-most-120-characters":
    "El nombre del capítulo no puede superar los 120 caracteres",
  "validation.slug-must-be-at-least-3-characters": "El identificador debe tener al menos 3 caracteres",
  "validation.slug-must-be-at-most-80-characters": "El identificador no puede superar los 80 caracteres",
  "validation.slug-can-only-contain-lowercase-letters-numbers-and-hyphens":
    "El identificador solo puede llevar minúsculas, números y guiones",
  "validation.this-slug-is-already-used-by-another-chapter-choose-a-different-one":
    "Otro capítulo ya usa este identificador. Elige otro.",
  "validation.city-is-required": "Indica la ciudad",
  "validation.city-must-be-at-most-80-characters": "La ciudad no puede superar los 80 caracteres",
  "validation.state-is-required": "Indica el estado",
  "validation.state-must-be-at-most-40-characters": "El estado no puede superar los 40 caracteres",
  "validation.zip-code-must-be-5-digits": "El código postal debe tener 5 dígitos",
  "validation.choose-a-fema-region-from-1-to-10": "Elige una región FEMA del 1 al 10",
  "validation.choose-a-time-zone-from-the-list": "Elige una zona horaria de la lista",
  "validation.description-must-be-at-most-2000-characters": "La descripción no puede superar los 2000 caracteres",
  "validation.description-must-be-at-most-5000-characters": "La descripción no puede superar los 5000 caracteres",
  "validation.missing-chapter": "Falta el capítulo",
  "validation.failed-to-create-chapter": "No se pudo crear el capítulo",
  "validation.failed-to-update-chapter": "No se pudo actualizar el capítulo",
  "validation.choose-a-credential-type": "Elige un tipo de certificación",
  "validation.date-issued-is-required": "Indica la fecha de emisión",
  "validation.date-issued-must-be-a-date-yyyy-mm-dd": "La fecha de emisión debe ser una fecha (AAAA-MM-DD)",
  "validation.expiry-is-required": "Indica la fecha de vencimiento",
  "validation.expiry-must-be-a-date-yyyy-mm-dd": "El vencimiento debe ser una fecha (AAAA-MM-DD)",
  "validation.expiry-must-be-after-the-issue-date": "El vencimiento debe ser posterior a la fecha de emisión",
  "validation.date-issued-cannot-be-in-the-future": "La fecha de emisión no puede ser futura",
  "validation.certificate-number-must-be-at-most-100-characters":
    "El número de certificado no puede superar los 100 caracteres",
  "validation.give-a-reason-for-the-rejection": "Indica el motivo del rechazo",
  "validation.give-a-reason-for-the-rejection-at-least-3-characters":
    "Indica el motivo del rechazo (al menos 3 caracteres)",
  "validation.keep-the-reason-under-500-characters": "El motivo no puede superar los 500 caracteres",
  "validation.name-is-required": "Escribe un nombre",
  "validation.name-must-be-at-least-2-characters": "El nombre debe tener al menos 2 caracteres",
  "validation.whole-months": "Solo meses enteros",
  "validation.at-least-1-month": "Mínimo 1 mes",
  "validation.at-most-600-months": "Máximo 600 meses",
  "validation.whole-days": "Solo días enteros",
  "validation.0-or-more-days": "0 días o más",
  "validation.at-most-365-days": "Máximo 365 días",
  "validation.a-credential-type-with-that-name-exists": "Ya existe un tipo de certificación con ese nombre",
  "validation.choose-who-the-message-goes-to": "Elige a quién va el mensaje",
  "validation.subject-must-be-at-least-3-characters": "El asunto debe tener al menos 3 caracteres",
  "validation.subject-must-be-at-most-200-characters": "El asunto no puede superar los 200 caracteres",
  "validation.event-title-must-be-at-least-3-characters": "El título del evento debe tener al menos 3 caracteres",
  "validation.event-title-must-be-at-most-200-characters": "El título del evento no puede superar los 200 caracteres",
  "validation.start-date-and-time-is-required": "Indica la fecha y hora de inicio",
  "validation.location-is-required": "Indica el lugar",
  "validation.location-must-be-at-most-300-characters": "El lugar no puede superar los 300 caracteres",
  "validation.end-time-must-be-after-the-start-time": "La hora de fin debe ser posterior a la de inicio",
  "validation.repeat-must-be-weekly-or-monthly": "La repetición debe ser WEEKLY o MONTHLY",
  "validation.repeat-interval-must-be-a-whole-number-from-1-to-12":
    "El intervalo de repetición debe ser un número entero del 1 al 12",
  "validation.days-must-be-rfc-5545-weekdays-such-as-tu-or-2tu-for-the-second-tuesday-of-the-month":
    "Los días deben ser días de la semana RFC 5545 como TU, o 2TU para el segundo martes del mes",
  "validation.a-weekly-series-takes-plain-weekdays-such-as-tu-without-a-number":
    "Una serie semanal lleva días de la semana sin número, como TU",
  "validation.enter-the-last-date-of-the-series": "Indica la última fecha de la serie",
  "validation.the-last-date-of-the-series-must-be-on-or-after-its-first-date":
    "La última fecha de la serie debe ser igual o posterior a la primera",
  "validation.a-series-can-last-at-most-one-year-choose-an-earlier-last-date":
    "Una serie puede durar como máximo un año: elige una última fecha anterior",
  "validation.a-series-can-have-at-most-60-dates-choose-an-earlier-last-date-or-a-longer-interval":
    "Una serie puede tener como máximo 60 fechas: elige una última fecha anterior o un intervalo mayor",
  "validation.no-date-of-this-series-falls-between-its-start-and-its-last-date":
    "Ninguna fecha de esta serie cae entre su inicio y su última fecha",
  "validation.until-must-be-the-last-date-of-the-series-2026-06-30-or-an-instant-with-an-offset-or-z-2026-06-30t23-59-00-05-00":
    "until debe ser la última fecha de la serie (2026-06-30) o un instante con desfase o Z (2026-06-30T23:59:00-05:00)",
  "validation.recurrence-must-be-an-object-such-as-freq-weekly-byday-tu-until-2026-06-30":
    'recurrence debe ser un objeto como { freq: "WEEKLY", byDay: ["TU"], until: "2026-06-30" }',
  "validation.choose-this-event-only-or-this-and-the-following-events":
    "Elige solo este evento, o este y los siguientes",
  "validation.choose-how-the-event-repeats": "Elige cómo se repite el evento",
  "validation.choose-the-day-of-the-month-or-the-weekday-of-the-month":
    "Elige el día del mes o el día de la semana del mes",
  "validation.reminder-hours-must-be-a-whole-number-from-1-to-168":
    "Las horas del recordatorio deben ser un número entero entre 1 y 168",
  "validation.capacity-must-be-a-whole-number-from-1-to-10000": "El cupo debe ser un número entero entre 1 y 10000",
  "validation.event-is-required": "Falta el evento",
  "validation.choose-confirmed-maybe-or-declined": "Elige Confirmado, Quizás o No asistiré",
  "validation.choose-a-chapter": "Elige un capítulo",
  "validation.date-is-required": "Indica la fecha",
  "validation.date-must-be-a-date-yyyy-mm-dd": "La fecha debe tener el formato AAAA-MM-DD",
  "validation.say-what-you-did": "Cuenta qué hiciste",
  "validation.say-what-you-did-at-least-3-characters": "Cuenta qué hiciste (al menos 3 caracteres)",
  "validation.keep-the-activity-under-200-characters": "La actividad no puede superar los 200 caracteres",
  "validation.hours-are-required": "Indica las horas",
  "validation.hours-must-be-a-number": "Las horas deben ser un número",
  "validation.hours-must-be-more-than-0": "Las horas deben ser más de 0",
  "validation.at-most-24-hours-per-entry": "Máximo 24 horas por registro",
  "validation.use-quarter-hours-0-25-0-5-0-75": "Usa cuartos de hora (0.25, 0.5, 0.75)",
  "validation.keep-the-note-under-1000-characters": "La nota no puede superar los 1000 caracteres",
  "validation.entry-id-is-required": "Falta el identificador del registro",
  "validation.hours-must-be-between-0-and-24": "Las horas deben estar entre 0 y 24",
  "validation.log-service-for-a-chapter-you-belong-to": "Registra horas solo en un capítulo al que perteneces",
  "validation.the-date-cannot-be-in-the-future": "La fecha no puede ser futura",
  "validation.that-code-is-not-this-event-s-check-in-code": "Ese código no es el código de registro de este evento.",
  "validation.resource-title-must-be-at-least-3-characters": "El título del recurso debe tener al menos 3 caracteres",
  "validation.resource-title-must-be-at-most-200-characters":
    "El título del recurso no puede superar los 200 caracteres",
  "validation.url-must-be-at-most-2000-characters": "La URL no puede superar los 2000 caracteres",
  "validation.enter-a-valid-url-starting-with-http-or-https":
    "Escribe una URL válida que empiece por http:// o https://",
  "validation.either-file-url-or-link-url-is-required": "Indica la URL de un archivo o la de un enlace",
  "validation.choose-an-access-level": "Elige un nivel de acceso",
  "validation.reason-must-be-a-string": "reason debe ser un texto",
  "validation.reason-must-be-at-most-500-characters": "El motivo no puede superar los 500 caracteres",
  "validation.missing-id": "Falta el identificador",
  "validation.you-can-request-the-chapter-leader-role": "Puedes solicitar el rol de responsable de capítulo",
  "validation.tell-us-why-you-want-to-lead-a-chapter": "Cuéntanos por qué quieres coordinar un capítulo",
  "validation.tell-us-why-you-want-to-lead-a-chapter-at-least-10-characters":
    "Cuéntanos por qué quieres coordinar un capítulo (al menos 10 caracteres)",
  "validation.justification-must-be-text": "La justificación debe ser un texto",
  "validation.keep-it-under-2000-characters": "Máximo 2000 caracteres",
  "validation.status-must-be-all-pending-approved-or-rejected":
    "El estado debe ser Todas, Pendiente, Aprobada o Rechazada",
  "validation.request-id-is-required": "Falta el identificador de la solicitud",
  "validation.must-be-text": "Debe ser un texto",
  "validation.display-name-is-required": "Escribe tu nombre visible",
  "validation.display-name-must-be-text": "El nombre visible debe ser un texto",
  "validation.display-name-is-too-long": "El nombre visible es demasiado largo",
  "validation.phone-number-is-too-long": "El número de teléfono es demasiado largo",
  "validation.enter-a-valid-phone-number-digits-spaces": "Escribe un teléfono válido (dígitos, espacios, + ( ) - .)",
  "validation.keep-your-bio-under-1000-characters": "Tu biografía no puede superar los 1000 caracteres",
  "validation.must-be-true-or-false": "Debe ser verdadero o falso",
  "validation.choose-light-dark-or-your-device-s-setting": "Elige claro, oscuro o el ajuste de tu dispositivo",
  "validation.choose-english-espa-ol-or-fran-ais": "Elige English, Español o Français",
  "validation.current-password-is-required": "Escribe tu contraseña actual",
  "validation.confirm-your-new-password": "Repite tu nueva contraseña",
  "validation.passwords-don-t-match": "Las contraseñas no coinciden",
  "validation.choose-a-password-different-from-the-current-one": "Elige una contraseña distinta de la actual",
  "validation.failed-to-update-profile": "No se pudo actualizar el perfil",
  "validation.email-is-required": "Escribe tu correo electrónico",
  "validation.email-is-too-long": "El correo electrónico es demasiado largo",
  "validation.enter-a-valid-email-address": "Escribe un correo electrónico válido",
  "validation.password-is-required": "Escribe tu contraseña",
  "validation.password-must-be-at-least-8-characters": "La contraseña debe tener al menos 8 caracteres",
  "validation.password-must-be-at-most-128-characters": "La contraseña no puede superar los 128 caracteres",
  "validation.this-password-is-too-common-choose-another": "Esta contraseña es demasiado común. Elige otra.",
  "validation.choose-a-role": "Elige un rol",
  "validation.full-name-is-required": "Escribe tu nombre completo",
  "validation.name-is-too-long": "El nombre es demasiado largo",
  "validation.confirm-your-password": "Repite tu contraseña",
  "validation.invalid-email-or-password": "Correo electrónico o contraseña incorrectos",
  "validation.login-failed-invalid-email-or-password":
    "No pudiste iniciar sesión: correo electrónico o contraseña incorrectos.",
  "validation.an-account-with-this-email-already-exists": "Ya existe una cuenta con este correo electrónico",
  "validation.first-name-must-be-at-most-100-characters": "El nombre no puede superar los 100 caracteres",
  "validation.last-name-must-be-at-most-100-characters": "El apellido no puede superar los 100 caracteres",
  "validation.city-must-be-at-most-100-characters": "La ciudad no puede superar los 100 caracteres",
  "validation.state-must-be-at-most-50-characters": "El estado no puede superar los 50 caracteres",
  "validation.choose-interest-levels-from-the-list": "Elige los niveles de interés de la lista",
  "validation.failed-to-join-waitlist": "No pudimos apuntarte a la lista de espera",
  "validation.status-must-be-active-notified-or-converted": "El estado debe ser Activa, Avisada o Convertida",
  "validation.search-is-too-long": "La búsqueda es demasiado larga",
  "validation.limit-must-be-a-number": "limit debe ser un número",
  "validation.offset-must-be-a-number": "offset debe ser un número",
  "validation.invalid-input": "Datos no válidos",
  // settings: the models' refusals shown on the profile and security forms
  "validation.current-password-is-incorrect": "La contraseña actual no es correcta",
  "validation.you-already-have-this-role": "Ya tienes este rol.",
  "validation.you-already-have-a-pending-request-for-this-role": "Ya tienes una solicitud pendiente para este rol.",

  // Refusals: the English messages of the models' AccessErrors (and the access rules' defaults),
  // shown on pages in the reader's language (refuse, FormAlert).
  "validation.chapter-not-found": "No encontramos el capítulo",
  "validation.only-leaders-of-this-chapter-and-administrators-can-activate-it":
    "Solo quienes coordinan este capítulo y la administración pueden activarlo.",
  "validation.only-approved-chapters-can-be-activated": "Solo se pueden activar capítulos aprobados",
  "validation.activation-not-found": "No encontramos la activación",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-roster":
    "Solo quienes coordinan este capítulo y la administración pueden ver su lista.",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-record":
    "Solo quienes coordinan este capítulo y la administración pueden ver su registro.",
  "validation.only-leaders-of-this-chapter-and-administrators-can-export-its-volunteer-hours":
    "Solo quienes coordinan este capítulo y la administración pueden exportar sus horas de voluntariado.",
  "validation.this-activation-has-been-stood-down-replies-are-closed":
    "Esta activación se cerró y ya no admite respuestas.",
  "validation.this-reply-link-is-not-valid": "Este enlace de respuesta no es válido.",
  "validation.you-were-not-alerted-to-this-activation": "No recibiste la alerta de esta activación.",
  "validation.this-activation-is-closed-nobody-can-check-in-any-more":
    "Esta activación está cerrada: ya no se pueden registrar llegadas.",
  "validation.already-checked-in": "La llegada ya estaba registrada.",
  "validation.check-in-first": "Primero registra la llegada.",
  "validation.only-a-delayed-reply-can-be-counted-in": "Solo se puede contar una respuesta «Con retraso».",
  "validation.already-checked-out": "La salida ya estaba registrada.",
  "validation.reply-available-or-delayed-before-checking-in":
    "Responde Disponible o Con retraso antes de registrar tu llegada.",
  "validation.that-member-is-not-on-this-activation-s-roster": "Esa persona no está en la lista de esta activación.",
  "validation.this-activation-is-closed-updates-can-no-longer-be-sent":
    "Esta activación está cerrada: ya no se pueden enviar novedades.",
  "validation.this-activation-is-already-closed": "Esta activación ya estaba cerrada.",
  "validation.this-activation-is-closed-it-can-no-longer-be-edited":
    "Esta activación está cerrada: ya no se puede modificar.",
  "validation.someone-changed-this-activation-since-you-opened-it-reload-to-see-the-changes":
    "Alguien modificó esta activación después de que la abrieras. Recarga la página para ver los cambios.",
  "validation.reload-the-page-and-edit-again": "Recarga la página y vuelve a editar",
  "validation.send-at-least-one-of-location-reportat-needed-or-details":
    "Envía al menos uno de location, reportAt, needed o details",
  "validation.only-chapter-leaders-and-administrators-can-create-announcements":
    "Solo los responsables de capítulo y los administradores pueden crear avisos.",
  "validation.only-global-administrators-can-post-global-announcements":
    "Solo los administradores generales pueden publicar avisos generales.",
  "validation.only-chapter-leaders-and-administrators-can-send-email":
    "Solo los responsables de capítulo y los administradores pueden enviar correos.",
  "validation.announcement-not-found": "No encontramos el aviso",
  "validation.only-global-administrators-can-email-global-announcements":
    "Solo los administradores generales pueden enviar por correo los avisos generales.",
  "validation.you-can-only-email-announcements-of-chapters-you-lead":
    "Solo puedes enviar por correo los avisos de los capítulos que coordinas.",
  "validation.event-not-found": "No encontramos el evento",
  "validation.only-leaders-of-this-event-s-chapter-and-administrators-record-attendance":
    "Solo quienes coordinan el capítulo de este evento y la administración registran la asistencia.",
  "validation.person-not-found": "No encontramos a esa persona",
  "validation.too-many-wrong-codes-ask-a-leader-at-the-event-to-check-you-in":
    "Demasiados códigos incorrectos. Pide a un responsable del evento que registre tu asistencia.",
  "validation.record-the-person-as-present-first": "Primero marca a la persona como presente.",
  "validation.only-chapter-leaders-and-administrators-can-create-chapters":
    "Solo los responsables de capítulo y los administradores pueden crear capítulos.",
  "validation.only-global-administrators-can-approve-chapters":
    "Solo la administración general puede aprobar capítulos.",
  "validation.this-chapter-was-already-reviewed": "Este capítulo ya se revisó.",
  "validation.only-global-administrators-can-reject-chapters":
    "Solo la administración general puede rechazar capítulos.",
  "validation.only-this-chapter-s-leaders-can-edit-it": "Solo quienes coordinan este capítulo pueden editarlo.",
  "validation.the-proof-file-must-be-5-mb-or-smaller": "El comprobante debe pesar 5 MB como máximo",
  "validation.send-the-form-as-multipart-form-data": "Envía el formulario como multipart/form-data",
  "validation.the-proof-must-be-a-pdf-png-jpeg-or-webp-file":
    "El comprobante debe ser un archivo PDF, PNG, JPEG o WebP",
  "validation.only-administrators-can-edit-the-credential-catalog":
    "Solo la administración puede editar el catálogo de acreditaciones.",
  "validation.credential-type-not-found": "No encontramos ese tipo de acreditación",
  "validation.you-can-only-see-credentials-of-members-of-chapters-you-lead":
    "Solo puedes ver las acreditaciones de los miembros de los capítulos que coordinas.",
  "validation.credential-not-found": "No encontramos la acreditación",
  "validation.only-a-leader-of-one-of-the-member-s-chapters-not-the-member-or-an-administrator-can-review-this-credential":
    "Solo puede revisar esta acreditación quien coordine uno de los capítulos del miembro (no el propio miembro) o la administración.",
  "validation.this-credential-has-already-been-reviewed": "Esta acreditación ya se revisó.",
  "validation.only-chapter-leaders-and-administrators-review-credentials":
    "Solo la coordinación de los capítulos y la administración revisan las acreditaciones.",
  "validation.file-not-found": "No encontramos el archivo",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-readiness":
    "Solo quienes coordinan este capítulo y la administración pueden ver su preparación.",
  "validation.only-this-chapter-s-leaders-can-see-who-is-coming":
    "Solo los responsables de este capítulo pueden ver quién asistirá.",
  "validation.you-can-only-see-hours-of-members-of-chapters-you-lead":
    "Solo puedes ver las horas de los miembros de los capítulos que coordinas.",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-hours":
    "Solo quienes coordinan este capítulo y la administración pueden ver sus horas.",
  "validation.entry-not-found": "No encontramos el registro",
  "validation.you-cannot-approve-your-own-hours": "No puedes aprobar tus propias horas.",
  "validation.this-entry-has-already-been-reviewed": "Este registro ya se revisó.",
  "validation.membership-not-found": "No encontramos la membresía.",
  "validation.only-this-chapter-s-leaders-can-manage-its-memberships":
    "Solo quienes coordinan este capítulo pueden gestionar sus miembros.",
  "validation.this-request-was-already-reviewed": "Esta solicitud ya se revisó.",
  "validation.only-approved-members-can-be-promoted-or-demoted": "Solo se puede cambiar el rol de miembros aprobados.",
  "validation.you-cannot-change-your-own-role": "No puedes cambiar tu propio rol.",
  "validation.only-approved-chapters-accept-join-requests":
    "Solo los capítulos aprobados aceptan solicitudes para unirse.",
  "validation.you-have-already-requested-to-join-this-chapter-your-request-is-waiting-for-approval":
    "Ya pediste unirte a este capítulo. Tu solicitud está pendiente de aprobación.",
  "validation.you-are-already-a-member-of-this-chapter": "Ya eres miembro de este capítulo.",
  "validation.your-earlier-request-to-join-this-chapter-was-declined-so-it-can-t-be-sent-again":
    "Tu solicitud anterior para unirte a este capítulo fue rechazada, así que no se puede volver a enviar.",
  "validation.resource-not-found": "No encontramos el recurso",
  "validation.only-chapter-leaders-and-administrators-can-create-resources":
    "Solo los responsables de capítulo y los administradores pueden crear recursos.",
  "validation.only-global-administrators-can-create-admin-resources":
    "Solo los administradores generales pueden crear recursos para administradores.",
  "validation.you-cannot-edit-this-resource": "No puedes editar este recurso.",
  "validation.access-denied-you-need-global-administrator-privileges-to-review-role-requests":
    "Acceso denegado: necesitas permisos de administrador/a general para revisar las solicitudes de rol.",
  "validation.role-request-not-found": "No encontramos la solicitud de rol.",
  "validation.rsvps-are-closed-this-event-has-already-started": "Ya no se puede responder: el evento ha comenzado.",
  "validation.only-global-administrators-can-manage-the-waitlist":
    "Solo la administración general puede gestionar la lista de espera.",
  "validation.waitlist-entry-not-found": "No encontramos esa inscripción en la lista de espera",
  "validation.authentication-required": "Tienes que iniciar sesión",
  "validation.you-do-not-have-permission-to-do-that": "No tienes permiso para hacer eso.",
  "validation.registration-failed-an-account-with-this-email-already-exists":
    "No se pudo crear la cuenta: ya existe una con este correo.",
  "validation.only-chapter-leaders-and-administrators-can-create-events":
    "Solo los responsables de capítulo y los administradores pueden crear eventos.",
  "validation.you-can-only-create-announcements-for-chapters-you-lead":
    "Solo puedes crear avisos para los capítulos que coordinas.",
  "validation.you-can-only-create-resources-for-chapters-you-lead":
    "Solo puedes crear recursos para los capítulos que coordinas.",
  "validation.you-can-only-create-events-for-chapters-you-lead":
    "Solo puedes crear eventos para los capítulos que coordinas.",
  "validation.this-chapter-was-already-approved": "Este capítulo ya estaba aprobado.",
  "validation.this-chapter-was-already-rejected": "Este capítulo ya estaba rechazado.",
  "validation.this-request-was-already-approved": "Esta solicitud ya estaba aprobada.",
  "validation.this-request-was-already-rejected": "Esta solicitud ya estaba rechazada.",
  "validation.not-found": "No encontrado",
  "validation.name-is-already-a-leader": "{{name}} ya coordina este capítulo.",
  "validation.name-is-already-a-member": "{{name}} ya es miembro (sin coordinación).",
  "validation.count-recipients-are-not-members-of-your-audience_one":
    "{{count}} destinatario no pertenece a tu público.",
  "validation.count-recipients-are-not-members-of-your-audience_other":
    "{{count}} destinatarios no pertenecen a tu público.",
  "validation.upcoming-events-would-read-differently-in-the-new-time-zone-choose-whether-they-keep-their-clock-time-or-their-moment":
    "Los próximos eventos se leerían distinto en la nueva zona horaria: elige si mantienen su hora de reloj o su momento",
  "validation.choose-what-upcoming-events-keep": "Elige qué mantienen los próximos eventos",
  "validation.access-denied-you-need-global-administrator-privileges-to-view-the-waitlist":
    "Acceso denegado: necesitas privilegios de administración global para ver la lista de espera.",
  "validation.dashboard-metrics-are-for-chapter-leaders-and-administrators":
    "Las métricas del panel son para responsables de capítulo y administradores.",
  "validation.the-audit-log-is-for-chapter-leaders-and-administrators":
    "El registro de auditoría es para responsables de capítulo y administradores.",
  "validation.you-can-only-see-the-chapters-you-lead": "Solo puedes ver los capítulos que diriges.",
  "validation.too-many-requests-please-try-again-later": "Demasiadas solicitudes. Inténtalo de nuevo más tarde.",
  "validation.this-reset-link-is-invalid-expired-or-already-used-ask-for-a-new-one":
    "Este enlace de restablecimiento no es válido, caducó o ya se usó. Pide uno nuevo.",
  "validation.you-can-only-leave-or-withdraw-your-own-membership":
    "Solo puedes salir de tus propias membresías o retirar tus propias solicitudes.",
  "validation.a-declined-request-stays-on-record-and-cannot-be-withdrawn":
    "Una solicitud rechazada queda registrada y no se puede retirar.",
  "validation.you-are-this-chapter-s-only-leader-make-another-member-a-leader-before-you-leave":
    "Eres la única persona que coordina este capítulo. Nombra a otra persona antes de salir.",
  "validation.this-membership-has-already-changed-reload-the-page":
    "Esta membresía ya cambió. Vuelve a cargar la página.",
  "validation.say-why-you-are-removing-this-member": "Indica por qué quitas a esta persona",
  "validation.only-approved-members-can-be-removed-reject-a-pending-request-instead":
    "Solo se puede quitar a miembros aprobados. Rechaza la solicitud pendiente en su lugar.",
  "validation.you-cannot-remove-yourself-leave-the-chapter-from-its-page-instead":
    "No puedes quitarte a ti. Sal del capítulo desde su página.",
  "validation.only-this-chapter-s-leaders-can-remove-its-members":
    "Solo quienes coordinan este capítulo pueden quitar a sus miembros.",
  "validation.this-member-has-already-left-the-chapter": "Esta persona ya no forma parte del capítulo.",
  "validation.check-in-is-open-only-while-the-event-runs":
    "El registro de asistencia solo está abierto mientras dura el evento.",
  "validation.only-approved-members-of-this-chapter-can-check-in":
    "Solo los miembros aprobados de este capítulo pueden registrar su asistencia.",
  "validation.nobody-records-their-own-attendance-ask-another-leader-of-the-chapter":
    "Nadie registra su propia asistencia: pídeselo a otra persona responsable del capítulo.",
  "validation.only-approved-members-of-this-chapter-can-be-marked-present":
    "Solo se puede marcar como presentes a miembros aprobados de este capítulo.",
  "validation.attendance-can-be-recorded-once-the-event-has-started":
    "La asistencia se puede registrar cuando el evento haya empezado.",
  "validation.timezone-must-be-an-iana-zone-name-such-as-america-chicago":
    "timeZone debe ser un nombre de zona IANA, como America/Chicago",
  "validation.times-must-be-iso-8601-with-an-offset-or-z-2026-12-21t09-00-00-06-00-or-a-local-time-2026-12-21t09-00-with-a-timezone-field":
    "Las horas deben ir en ISO 8601 con un desfase o Z (2026-12-21T09:00:00-06:00), o en hora local (2026-12-21T09:00) con un campo timeZone",
  "validation.this-event-is-canceled-it-can-no-longer-be-changed":
    "Este evento está cancelado: ya no se puede modificar.",
  "validation.this-event-is-already-canceled": "Este evento ya está cancelado.",
  "validation.this-event-has-already-started-it-can-no-longer-be-canceled":
    "Este evento ya ha comenzado: ya no se puede cancelar.",
  "validation.only-this-chapter-s-leaders-can-change-its-events":
    "Solo la coordinación de este capítulo puede modificar sus eventos.",
  "validation.what-to-bring-must-be-at-most-1000-characters": "Qué traer debe tener como máximo 1000 caracteres",
  "validation.send-at-least-one-field-to-change": "Envía al menos un campo que cambiar",
  "validation.count-people-already-hold-a-place-the-capacity-cannot-be-lower-than-that-ask-some-of-them-to-change-their-answer-first_one":
    "{{count}} persona ya tiene plaza: la capacidad no puede ser menor. Pídele primero que cambie su respuesta.",
  "validation.count-people-already-hold-a-place-the-capacity-cannot-be-lower-than-that-ask-some-of-them-to-change-their-answer-first_other":
    "{{count}} personas ya tienen plaza: la capacidad no puede ser menor. Pide primero a algunas que cambien su respuesta.",
  "validation.minutes-must-be-a-whole-number-from-1-to-1440": "Los minutos deben ser un número entero de 1 a 1440",
  "validation.choose-who-a-wave-alerts": "Elige a quién alerta la oleada",
  "validation.a-wave-can-alert-another-approved-chapter-you-lead":
    "Una oleada puede alertar a otro capítulo aprobado que diriges",
  "validation.a-wave-can-name-people-of-the-chapters-you-lead":
    "Una oleada puede nombrar a personas de los capítulos que diriges",
  "validation.only-chapter-leaders-and-administrators-can-activate-a-chapter":
    "Solo quienes coordinan un capítulo y los administradores pueden activarlo.",
  "validation.name-at-least-one-person-for-this-wave": "Nombra al menos a una persona para esta oleada",
  "validation.say-after-how-many-minutes-to-alert-the-people-named":
    "Indica después de cuántos minutos avisar a las personas nombradas",
  "validation.name-at-most-10-people": "Nombra como máximo a 10 personas",
  "validation.at-most-5-waves": "Como máximo 5 oleadas",
  "validation.this-activation-is-closed-nothing-can-be-resent":
    "Esta activación está cerrada: no se puede reenviar nada.",
  "validation.only-members-of-this-event-s-chapter-can-rsvp-to-it":
    "Solo los miembros del capítulo de este evento pueden responder.",
  "validation.rsvps-are-closed-this-event-was-canceled": "Las respuestas están cerradas: este evento se canceló.",
  "validation.this-confirmation-link-is-invalid-expired-or-already-used-sign-in-and-ask-for-a-new-one":
    "Este enlace de confirmación no es válido, caducó o ya se usó. Inicia sesión y pide uno nuevo.",
  "validation.confirm-your-email-address-before-joining-a-chapter-open-the-link-we-emailed-you-or-ask-for-a-new-one":
    "Confirma tu dirección de correo antes de unirte a un capítulo: abre el enlace que te enviamos o pide uno nuevo.",
  "validation.your-password-is-not-correct": "Tu contraseña no es correcta.",
  "validation.you-are-the-network-s-only-administrator-make-someone-else-an-administrator-first":
    "Eres el único administrador de la red. Primero haz administrador a otra persona.",
  "validation.enter-your-password": "Escribe tu contraseña",
  "validation.tick-the-box-to-confirm": "Marca la casilla para confirmar",
  "validation.you-are-the-only-leader-of-chapter-make-another-member-a-leader-before-you-delete-your-account":
    "Eres el único responsable de {{chapter}}. Nombra responsable a otro miembro antes de eliminar tu cuenta.",
  "validation.a-push-subscription-needs-its-endpoint": "Una suscripción push necesita su dirección de envío",
  "validation.not-a-push-endpoint": "No es una dirección de notificaciones push",
  "validation.missing-or-malformed-keys": "Faltan las claves o no son válidas",
  "validation.you-can-only-change-your-own-credentials": "Solo puedes cambiar tus propias acreditaciones.",
  "validation.this-credential-was-just-reviewed-reload-the-page-and-try-again":
    "Esta acreditación acaba de ser revisada. Vuelve a cargar la página e inténtalo de nuevo.",
  "validation.member-not-found": "No se encontró al miembro",
  "validation.only-a-leader-of-one-of-the-member-s-chapters-not-the-member-or-an-administrator-can-record-a-credential-for-them":
    "Solo un responsable de uno de los capítulos del miembro (no el propio miembro) o un administrador puede registrarle una acreditación.",
  "validation.invalid-credential": "Acreditación no válida",
  "validation.say-why-you-are-deactivating-this-member": "Indica por qué desactivas a este miembro",
  "validation.only-approved-members-can-be-deactivated": "Solo se puede desactivar a miembros aprobados.",
  "validation.you-cannot-deactivate-yourself": "No puedes desactivarte a ti mismo.",
  "validation.only-a-deactivated-member-can-be-reactivated": "Solo se puede reactivar a un miembro desactivado.",
  "validation.only-this-chapter-s-leaders-can-deactivate-or-reactivate-its-members":
    "Solo quienes coordinan este capítulo pueden desactivar o reactivar a sus miembros.",
  "validation.your-membership-of-this-chapter-is-inactive-ask-one-of-its-leaders-to-reactivate-it":
    "Tu membresía en este capítulo está inactiva. Pide a una persona que lo coordine que la reactive.",
};

export default messages;
