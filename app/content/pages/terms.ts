import type { SitePageTexts } from "./types";

/** The terms of use. */
export const termsPage: SitePageTexts = {
  en: {
    title: "Terms of Use",
    summary: "The rules for using CERT Chapters, in plain words.",
    sections: [
      {
        id: "emergencies",
        heading: "In an emergency, call 911",
        paragraphs: [
          "CERT Chapters helps volunteers prepare and organize. It is not an emergency service. If anyone is in danger, call 911 (or your local emergency number) first. The emergency guide gives general preparedness and first-aid information from public sources; it is not medical advice and does not replace trained responders or a dispatcher's instructions.",
        ],
      },
      {
        id: "accounts",
        heading: "Your account",
        paragraphs: [
          "Give accurate information, keep your password to yourself, and tell us through the Contact page if you think someone else has used your account. One account per person.",
        ],
      },
      {
        id: "conduct",
        heading: "Acceptable use",
        paragraphs: ["When you use the service, you agree not to:"],
        items: [
          "post false call-outs, false training records or someone else's certificates;",
          "harass other volunteers or share their contact details or medical information outside your chapter's work;",
          "try to reach data you are not allowed to see, overload the service, or get around its limits;",
          "use it to advertise or to collect contacts for anything other than your chapter's emergency work.",
        ],
      },
      {
        id: "leaders",
        heading: "Chapter leaders",
        paragraphs: [
          "Leaders verify credentials and hours honestly, use members' contact details only for chapter activities, and follow their sponsoring agency's rules for activations. Participation in a drill or call-out is voluntary; follow the instructions of the incident's supervisors and never self-deploy.",
        ],
      },
      {
        id: "content",
        heading: "What you post",
        paragraphs: [
          "You keep the rights to what you write and upload. You allow us to store and show it to the people who may see it under the Privacy Policy, only to run the service.",
        ],
      },
      {
        id: "availability",
        heading: "Availability",
        paragraphs: [
          "We work to keep the service running, especially during disasters, but we cannot promise it will always be available or that every message will arrive. Keep your own copy of your household plan (the go-kit can save it on your device) and know your chapter's backup ways of reaching each other.",
        ],
      },
      {
        id: "ending",
        heading: "Ending your use",
        paragraphs: [
          "You can delete your account at any time. We may suspend accounts that break these terms, after telling the person why unless there is a safety reason not to.",
        ],
      },
      {
        id: "changes",
        heading: "Changes",
        paragraphs: [
          "If these terms change in a way that affects you, we will tell members by email before the change takes effect.",
        ],
      },
    ],
  },
  es: {
    title: "Condiciones de uso",
    summary: "Las reglas para usar CERT Chapters, en palabras sencillas.",
    sections: [
      {
        id: "emergencies",
        heading: "En una emergencia, llama al 911",
        paragraphs: [
          "CERT Chapters ayuda a las personas voluntarias a prepararse y organizarse. No es un servicio de emergencias. Si alguien está en peligro, llama primero al 911 (o a tu número local de emergencias). La guía de emergencias ofrece información general de preparación y primeros auxilios de fuentes públicas; no es consejo médico y no sustituye a los equipos de respuesta ni las indicaciones de quien atiende la llamada.",
        ],
      },
      {
        id: "accounts",
        heading: "Tu cuenta",
        paragraphs: [
          "Da información correcta, no compartas tu contraseña y avísanos desde la página de contacto si crees que otra persona usó tu cuenta. Una cuenta por persona.",
        ],
      },
      {
        id: "conduct",
        heading: "Uso aceptable",
        paragraphs: ["Al usar el servicio, te comprometes a no:"],
        items: [
          "publicar activaciones falsas, registros de formación falsos ni certificados de otra persona;",
          "acosar a otras personas voluntarias ni compartir sus datos de contacto o información médica fuera del trabajo de tu capítulo;",
          "intentar acceder a datos que no te corresponde ver, sobrecargar el servicio o saltarte sus límites;",
          "usarlo para hacer publicidad o reunir contactos para algo distinto del trabajo de emergencias de tu capítulo.",
        ],
      },
      {
        id: "leaders",
        heading: "Quienes coordinan capítulos",
        paragraphs: [
          "Quienes coordinan verifican credenciales y horas con honestidad, usan los datos de contacto de los miembros solo para actividades del capítulo y siguen las normas de su organismo patrocinador para las activaciones. Participar en un simulacro o activación es voluntario; sigue las instrucciones de quienes supervisan el incidente y nunca te despliegues por tu cuenta.",
        ],
      },
      {
        id: "content",
        heading: "Lo que publicas",
        paragraphs: [
          "Conservas los derechos sobre lo que escribes y subes. Nos permites guardarlo y mostrarlo a quienes pueden verlo según la Política de privacidad, solo para hacer funcionar el servicio.",
        ],
      },
      {
        id: "availability",
        heading: "Disponibilidad",
        paragraphs: [
          "Trabajamos para mantener el servicio en marcha, sobre todo durante los desastres, pero no podemos prometer que esté siempre disponible ni que llegue cada mensaje. Guarda tu propia copia del plan del hogar (el kit de emergencia puede guardarlo en tu dispositivo) y conoce las formas alternativas de contacto de tu capítulo.",
        ],
      },
      {
        id: "ending",
        heading: "Dejar de usar el servicio",
        paragraphs: [
          "Puedes borrar tu cuenta en cualquier momento. Podemos suspender cuentas que incumplan estas condiciones, tras explicar el motivo a la persona salvo que haya una razón de seguridad para no hacerlo.",
        ],
      },
      {
        id: "changes",
        heading: "Cambios",
        paragraphs: [
          "Si estas condiciones cambian de una forma que te afecte, lo comunicaremos por correo a los miembros antes de que el cambio entre en vigor.",
        ],
      },
    ],
  },
  fr: {
    title: "Conditions d’utilisation",
    summary: "Les règles d’utilisation de CERT Chapters, en termes simples.",
    sections: [
      {
        id: "emergencies",
        heading: "En cas d’urgence, appelez le 911",
        paragraphs: [
          "CERT Chapters aide les bénévoles à se préparer et à s’organiser. Ce n’est pas un service d’urgence. Si quelqu’un est en danger, appelez d’abord le 911 (ou votre numéro d’urgence local). Le guide d’urgence donne des informations générales de préparation et de premiers secours tirées de sources publiques ; ce n’est pas un avis médical et il ne remplace ni les secours ni les instructions du régulateur.",
        ],
      },
      {
        id: "accounts",
        heading: "Votre compte",
        paragraphs: [
          "Donnez des informations exactes, gardez votre mot de passe pour vous et prévenez-nous depuis la page Contact si vous pensez que quelqu’un d’autre a utilisé votre compte. Un compte par personne.",
        ],
      },
      {
        id: "conduct",
        heading: "Utilisation acceptable",
        paragraphs: ["En utilisant le service, vous vous engagez à ne pas :"],
        items: [
          "publier de fausses mobilisations, de faux registres de formation ou les certificats de quelqu’un d’autre ;",
          "harceler d’autres bénévoles ni diffuser leurs coordonnées ou informations médicales en dehors des activités de votre antenne ;",
          "tenter d’accéder à des données que vous n’avez pas le droit de voir, surcharger le service ou contourner ses limites ;",
          "l’utiliser pour faire de la publicité ou collecter des contacts à d’autres fins que le travail d’urgence de votre antenne.",
        ],
      },
      {
        id: "leaders",
        heading: "Responsables d’antenne",
        paragraphs: [
          "Les responsables vérifient les qualifications et les heures honnêtement, n’utilisent les coordonnées des membres que pour les activités de l’antenne et suivent les règles de leur organisme de tutelle pour les mobilisations. La participation à un exercice ou à une mobilisation est volontaire ; suivez les instructions des responsables de l’intervention et ne vous déployez jamais de votre propre initiative.",
        ],
      },
      {
        id: "content",
        heading: "Ce que vous publiez",
        paragraphs: [
          "Vous conservez les droits sur ce que vous écrivez et déposez. Vous nous autorisez à le conserver et à le montrer aux personnes qui peuvent le voir selon la Politique de confidentialité, uniquement pour faire fonctionner le service.",
        ],
      },
      {
        id: "availability",
        heading: "Disponibilité",
        paragraphs: [
          "Nous faisons en sorte que le service fonctionne, surtout pendant les catastrophes, mais nous ne pouvons pas garantir qu’il sera toujours disponible ni que chaque message arrivera. Gardez votre propre copie de votre plan familial (le kit d’urgence peut l’enregistrer sur votre appareil) et connaissez les moyens de secours de votre antenne pour se joindre.",
        ],
      },
      {
        id: "ending",
        heading: "Fin de l’utilisation",
        paragraphs: [
          "Vous pouvez supprimer votre compte à tout moment. Nous pouvons suspendre les comptes qui enfreignent ces conditions, après en avoir expliqué la raison à la personne, sauf raison de sécurité.",
        ],
      },
      {
        id: "changes",
        heading: "Modifications",
        paragraphs: [
          "Si ces conditions changent d’une manière qui vous concerne, nous prévenons les membres par e-mail avant l’entrée en vigueur du changement.",
        ],
      },
    ],
  },
};
