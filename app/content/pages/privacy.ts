import type { SitePageTexts } from "./types";

/**
 * The privacy policy, written for what this product stores (app/db/schema.ts). When a table or a
 * retention rule changes, this text changes with it.
 */
export const privacyPage: SitePageTexts = {
  en: {
    title: "Privacy Policy",
    summary: "What CERT Chapters stores about you, why, for how long, who can see it, and how to get it or delete it.",
    sections: [
      {
        id: "what",
        heading: "What we store",
        paragraphs: [
          "We store only what the product needs to connect you with a local team and reach you in an emergency:",
        ],
        items: [
          "Your account: email address, display name, a one-way hash of your password (never the password itself), your roles, language, time zone and theme, and whether you have confirmed your email address (by the link we email when you register).",
          "Your phone number, only if you add it, and whether you agreed to receive text messages (SMS) for call-outs and event changes.",
          "Your chapter memberships, join requests, RSVPs, event attendance, volunteer hours, and replies and check-ins for call-outs (including an ETA you give).",
          "Your training credentials and the proof files (certificates) you upload for them.",
          "Your household emergency plan, if you fill it in: meeting places, out-of-area contacts and any medical notes you choose to write.",
          "If you join the waitlist or write to a chapter or to us: your email, name, city and state, and your message.",
          "Questions you ask the emergency guide, kept for 24 hours so the conversation works without JavaScript.",
          "Sign-in sessions (a random id in a cookie), and for abuse protection, short-lived counters keyed by your network address.",
          "A record of important actions (for example approving a membership or verifying a credential), so chapters and administrators can see who did what.",
        ],
      },
      {
        id: "location",
        heading: "Location",
        paragraphs: [
          "A ZIP code you type to find chapters is used for that search and not stored with your account. Chapters have a public city, state and ZIP code and approximate coordinates so people can find them. We never track your device's location.",
        ],
      },
      {
        id: "why",
        heading: "Why we use it",
        paragraphs: [
          "To run your account and your chapters; to send you the messages you asked for (call-outs, event changes and reminders, credential expiry reminders, decisions on your requests); to keep training and volunteer-hour records that chapters may need for grants and disaster cost-share claims; and to protect the service from abuse. We do not sell your data, show advertising, or share it with advertisers.",
        ],
      },
      {
        id: "who",
        heading: "Who can see it",
        paragraphs: [],
        items: [
          "You can see everything stored about you.",
          "Leaders of a chapter you belong to (or asked to join) can see your name, email, phone number, membership, RSVPs, attendance, hours, credentials with their proof files, and your call-out replies for that chapter.",
          "Global administrators of the network can see account and chapter records to approve and support them.",
          "Your household plan and its medical notes are visible only to you. A copy can be saved on your own device for offline use.",
          "Messages are delivered by our email and SMS providers, who receive only the address or number and the message.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        paragraphs: [
          'Account data is kept while your account exists. Browser sessions end after 14 days without use, and after 30 days at most; guide conversations after 24 hours; abuse counters after their time window (minutes to an hour). Training records are kept while your account exists. Volunteer hours, event attendance and call-out check-ins are kept for your chapters\' totals and grant reports even after you delete your account, but without your name (they show "Deleted member"). The record of actions is kept for the life of the service, without your name or email address once your account is deleted.',
        ],
      },
      {
        id: "choices",
        heading: "Your choices: download and delete",
        paragraphs: [
          "You can change your profile, phone number, SMS consent, language and notifications in your settings at any time. You can download your data as a JSON file (profile and settings, memberships, RSVPs, credentials with the names of their proof files, volunteer hours and attendance, call-out replies, household plan and role requests) and delete your account, after confirming with your password, from your security settings. Deleting your account removes your profile, roles, settings, memberships and join requests, RSVPs, household plan, credentials and their proof files, role requests, calendar feed and the messages queued for you, and signs you out everywhere; volunteer hours (without your notes), attendance and call-out check-ins stay for your chapters without your name; the record of actions keeps the action but not who you are. A chapter's only leader or the network's only administrator must hand over that role first. If you cannot sign in, write to us through the Contact page.",
        ],
        links: [
          ["/dashboard/settings", "Settings"],
          ["/contact", "Contact us"],
        ],
      },
      {
        id: "security",
        heading: "Security",
        paragraphs: [
          "Passwords are stored as Argon2 hashes. Connections should use HTTPS. Access to every record is checked on the server for each request. If you believe you have found a security problem, please tell us through the Contact page.",
        ],
      },
      {
        id: "children",
        heading: "Children",
        paragraphs: [
          "Accounts are for people 13 and older. Younger volunteers take part through a parent or guardian.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        paragraphs: [
          "When this policy changes in a way that affects you, we will tell members by email before the change takes effect.",
        ],
      },
    ],
  },
  es: {
    title: "Política de privacidad",
    summary:
      "Qué guarda CERT Chapters sobre ti, para qué, durante cuánto tiempo, quién puede verlo y cómo obtenerlo o borrarlo.",
    sections: [
      {
        id: "what",
        heading: "Qué guardamos",
        paragraphs: [
          "Guardamos solo lo que el producto necesita para conectarte con un equipo local y avisarte en una emergencia:",
        ],
        items: [
          "Tu cuenta: correo electrónico, nombre visible, un hash irreversible de tu contraseña (nunca la contraseña), tus roles, idioma, zona horaria y tema, y si confirmaste tu correo electrónico (con el enlace que enviamos al registrarte).",
          "Tu número de teléfono, solo si lo agregas, y si aceptaste recibir mensajes de texto (SMS) para activaciones y cambios de eventos.",
          "Tus membresías de capítulos, solicitudes de ingreso, respuestas a eventos, asistencia, horas de voluntariado, y tus respuestas y registros de llegada en activaciones (incluida la hora estimada que indiques).",
          "Tus credenciales de formación y los archivos de comprobante (certificados) que subas.",
          "Tu plan de emergencia del hogar, si lo completas: puntos de encuentro, contactos fuera de la zona y las notas médicas que decidas escribir.",
          "Si te apuntas a la lista de espera o escribes a un capítulo o a nosotros: tu correo, nombre, ciudad y estado, y tu mensaje.",
          "Las preguntas que haces a la guía de emergencias, guardadas 24 horas para que la conversación funcione sin JavaScript.",
          "Las sesiones iniciadas (un identificador aleatorio en una cookie) y, para protegernos del abuso, contadores de corta duración asociados a tu dirección de red.",
          "Un registro de las acciones importantes (por ejemplo, aprobar una membresía o verificar una credencial), para que capítulos y administración sepan quién hizo qué.",
        ],
      },
      {
        id: "location",
        heading: "Ubicación",
        paragraphs: [
          "El código postal que escribes para buscar capítulos se usa para esa búsqueda y no se guarda en tu cuenta. Los capítulos tienen ciudad, estado y código postal públicos y coordenadas aproximadas para que la gente los encuentre. Nunca rastreamos la ubicación de tu dispositivo.",
        ],
      },
      {
        id: "why",
        heading: "Para qué lo usamos",
        paragraphs: [
          "Para gestionar tu cuenta y tus capítulos; para enviarte los mensajes que pediste (activaciones, cambios y recordatorios de eventos, avisos de vencimiento de credenciales, decisiones sobre tus solicitudes); para llevar los registros de formación y horas de voluntariado que los capítulos pueden necesitar para subvenciones y reclamaciones de costos por desastres; y para proteger el servicio del abuso. No vendemos tus datos, no mostramos publicidad ni los compartimos con anunciantes.",
        ],
      },
      {
        id: "who",
        heading: "Quién puede verlo",
        paragraphs: [],
        items: [
          "Tú puedes ver todo lo que guardamos sobre ti.",
          "Quienes coordinan un capítulo al que perteneces (o al que pediste unirte) pueden ver tu nombre, correo, teléfono, membresía, respuestas a eventos, asistencia, horas, credenciales con sus comprobantes y tus respuestas a activaciones de ese capítulo.",
          "La administración global de la red puede ver los registros de cuentas y capítulos para aprobarlos y darles soporte.",
          "Tu plan del hogar y sus notas médicas solo los ves tú. Puedes guardar una copia en tu propio dispositivo para usarla sin conexión.",
          "Los mensajes se entregan a través de nuestros proveedores de correo y SMS, que reciben solo la dirección o el número y el mensaje.",
        ],
      },
      {
        id: "retention",
        heading: "Cuánto tiempo lo guardamos",
        paragraphs: [
          "Los datos de la cuenta se guardan mientras exista tu cuenta. Las sesiones del navegador terminan tras 14 días sin uso, y a los 30 días como máximo; las conversaciones con la guía, a las 24 horas; los contadores contra el abuso, al acabar su ventana (de minutos a una hora). Los registros de formación se guardan mientras exista tu cuenta. Las horas de voluntariado, la asistencia a eventos y los registros de llegada a convocatorias se conservan para los totales e informes de subvenciones de tus capítulos incluso después de borrar tu cuenta, pero sin tu nombre (aparecen como «Miembro eliminado»). El registro de acciones se conserva mientras exista el servicio, sin tu nombre ni tu correo una vez borrada tu cuenta.",
        ],
      },
      {
        id: "choices",
        heading: "Tus opciones: descargar y borrar",
        paragraphs: [
          "Puedes cambiar tu perfil, teléfono, consentimiento de SMS, idioma y notificaciones en tu configuración cuando quieras. Desde la configuración de seguridad puedes descargar tus datos en un archivo JSON (perfil y preferencias, membresías, respuestas a eventos, credenciales con los nombres de sus comprobantes, horas de voluntariado y asistencia, respuestas a convocatorias, plan del hogar y solicitudes de rol) y borrar tu cuenta, tras confirmar con tu contraseña. Al borrar tu cuenta se eliminan tu perfil, roles, preferencias, membresías y solicitudes de ingreso, respuestas a eventos, plan del hogar, credenciales y sus comprobantes, solicitudes de rol, calendario suscrito y los mensajes en cola para ti, y se cierra tu sesión en todas partes; las horas de voluntariado (sin tus notas), la asistencia y los registros de llegada quedan para tus capítulos sin tu nombre; el registro de acciones conserva la acción pero no quién eres. El único responsable de un capítulo o el único administrador de la red debe pasar antes ese rol a otra persona. Si no puedes iniciar sesión, escríbenos desde la página de contacto.",
        ],
        links: [
          ["/dashboard/settings", "Configuración"],
          ["/contact", "Contacto"],
        ],
      },
      {
        id: "security",
        heading: "Seguridad",
        paragraphs: [
          "Las contraseñas se guardan como hashes Argon2. Las conexiones deben usar HTTPS. El acceso a cada registro se comprueba en el servidor en cada solicitud. Si crees haber encontrado un problema de seguridad, avísanos desde la página de contacto.",
        ],
      },
      {
        id: "children",
        heading: "Menores",
        paragraphs: [
          "Las cuentas son para personas de 13 años o más. Quienes sean más jóvenes participan a través de su madre, padre o tutor.",
        ],
      },
      {
        id: "changes",
        heading: "Cambios en esta política",
        paragraphs: [
          "Si esta política cambia de una forma que te afecte, lo comunicaremos por correo a los miembros antes de que el cambio entre en vigor.",
        ],
      },
    ],
  },
  fr: {
    title: "Politique de confidentialité",
    summary:
      "Ce que CERT Chapters conserve à votre sujet, pourquoi, combien de temps, qui peut le voir, et comment l’obtenir ou le supprimer.",
    sections: [
      {
        id: "what",
        heading: "Ce que nous conservons",
        paragraphs: [
          "Nous ne conservons que ce dont le service a besoin pour vous relier à une équipe locale et vous joindre en cas d’urgence :",
        ],
        items: [
          "Votre compte : adresse e-mail, nom affiché, empreinte irréversible de votre mot de passe (jamais le mot de passe lui-même), vos rôles, votre langue, votre fuseau horaire et votre thème, et si vous avez confirmé votre adresse e-mail (par le lien envoyé à l’inscription).",
          "Votre numéro de téléphone, seulement si vous l’ajoutez, et votre accord pour recevoir des SMS lors des mobilisations et des changements d’événements.",
          "Vos adhésions aux antennes, demandes d’adhésion, réponses aux événements, présences, heures de bénévolat, ainsi que vos réponses et pointages lors des mobilisations (y compris l’heure d’arrivée que vous indiquez).",
          "Vos qualifications de formation et les justificatifs (certificats) que vous déposez.",
          "Votre plan d’urgence familial, si vous le remplissez : lieux de rendez-vous, contacts hors de la zone et les notes médicales que vous choisissez d’écrire.",
          "Si vous vous inscrivez sur la liste d’attente ou écrivez à une antenne ou à nous : votre e-mail, nom, ville et État, et votre message.",
          "Les questions posées au guide d’urgence, conservées 24 heures pour que la conversation fonctionne sans JavaScript.",
          "Les sessions de connexion (un identifiant aléatoire dans un cookie) et, contre les abus, des compteurs de courte durée liés à votre adresse réseau.",
          "Un journal des actions importantes (par exemple l’approbation d’une adhésion ou la vérification d’une qualification), pour que les antennes et l’administration sachent qui a fait quoi.",
        ],
      },
      {
        id: "location",
        heading: "Localisation",
        paragraphs: [
          "Le code postal saisi pour chercher une antenne sert à cette recherche et n’est pas enregistré dans votre compte. Les antennes ont une ville, un État et un code postal publics et des coordonnées approximatives pour qu’on puisse les trouver. Nous ne suivons jamais la position de votre appareil.",
        ],
      },
      {
        id: "why",
        heading: "Pourquoi nous les utilisons",
        paragraphs: [
          "Pour gérer votre compte et vos antennes ; pour vous envoyer les messages demandés (mobilisations, changements et rappels d’événements, rappels d’expiration de qualifications, décisions sur vos demandes) ; pour tenir les registres de formation et d’heures de bénévolat dont les antennes peuvent avoir besoin pour des subventions et des demandes de partage des coûts après une catastrophe ; et pour protéger le service contre les abus. Nous ne vendons pas vos données, n’affichons pas de publicité et ne les partageons pas avec des annonceurs.",
        ],
      },
      {
        id: "who",
        heading: "Qui peut les voir",
        paragraphs: [],
        items: [
          "Vous pouvez voir tout ce que nous conservons à votre sujet.",
          "Les responsables d’une antenne dont vous êtes membre (ou que vous avez demandé à rejoindre) voient votre nom, votre e-mail, votre téléphone, votre adhésion, vos réponses aux événements, vos présences, vos heures, vos qualifications avec leurs justificatifs et vos réponses aux mobilisations de cette antenne.",
          "L’administration nationale du réseau voit les comptes et les antennes pour les approuver et les accompagner.",
          "Votre plan familial et ses notes médicales ne sont visibles que par vous. Une copie peut être enregistrée sur votre propre appareil pour un usage hors ligne.",
          "Les messages passent par nos prestataires d’e-mail et de SMS, qui ne reçoivent que l’adresse ou le numéro et le message.",
        ],
      },
      {
        id: "retention",
        heading: "Durée de conservation",
        paragraphs: [
          "Les données du compte sont conservées tant que le compte existe. Les sessions de navigateur prennent fin après 14 jours sans utilisation, et au plus tard après 30 jours ; les conversations avec le guide après 24 heures ; les compteurs anti-abus à la fin de leur fenêtre (de quelques minutes à une heure). Les registres de formation sont conservés tant que le compte existe. Les heures de bénévolat, les présences aux événements et les arrivées lors des mobilisations restent, pour les totaux et les rapports de subvention de vos antennes, même après la suppression de votre compte, mais sans votre nom (ils apparaissent comme « Membre supprimé »). Le journal des actions est conservé pendant toute la vie du service, sans votre nom ni votre adresse e-mail une fois votre compte supprimé.",
        ],
      },
      {
        id: "choices",
        heading: "Vos choix : télécharger et supprimer",
        paragraphs: [
          "Vous pouvez modifier à tout moment votre profil, votre téléphone, votre accord SMS, votre langue et vos notifications dans vos paramètres. Depuis vos paramètres de sécurité, vous pouvez télécharger vos données dans un fichier JSON (profil et préférences, adhésions, réponses aux événements, qualifications avec le nom de leurs justificatifs, heures de bénévolat et présences, réponses aux mobilisations, plan familial et demandes de rôle) et supprimer votre compte après avoir confirmé avec votre mot de passe. La suppression efface votre profil, vos rôles, vos préférences, vos adhésions et demandes d’adhésion, vos réponses aux événements, votre plan familial, vos qualifications et leurs justificatifs, vos demandes de rôle, votre abonnement au calendrier et les messages en attente pour vous, et vous déconnecte partout ; les heures de bénévolat (sans vos notes), les présences et les arrivées restent à vos antennes sans votre nom ; le journal des actions garde l’action mais plus votre identité. Le seul responsable d’une antenne ou le seul administrateur du réseau doit d’abord confier ce rôle à quelqu’un d’autre. Si vous ne pouvez pas vous connecter, écrivez-nous depuis la page Contact.",
        ],
        links: [
          ["/dashboard/settings", "Paramètres"],
          ["/contact", "Nous contacter"],
        ],
      },
      {
        id: "security",
        heading: "Sécurité",
        paragraphs: [
          "Les mots de passe sont conservés sous forme d’empreintes Argon2. Les connexions doivent passer par HTTPS. L’accès à chaque enregistrement est vérifié sur le serveur à chaque requête. Si vous pensez avoir trouvé un problème de sécurité, signalez-le-nous depuis la page Contact.",
        ],
      },
      {
        id: "children",
        heading: "Mineurs",
        paragraphs: [
          "Les comptes sont réservés aux personnes de 13 ans et plus. Les plus jeunes participent par l’intermédiaire d’un parent ou d’un tuteur.",
        ],
      },
      {
        id: "changes",
        heading: "Modifications de cette politique",
        paragraphs: [
          "Si cette politique change d’une manière qui vous concerne, nous prévenons les membres par e-mail avant l’entrée en vigueur du changement.",
        ],
      },
    ],
  },
};
