import type { SitePageTexts } from "./types";

/**
 * The help center: answers for members and leaders, each a short how-to of a main flow. Section ids
 * are anchors other pages link to (/help#training-resources, /help#password...).
 */
export const helpPage: SitePageTexts = {
  en: {
    title: "Help Center",
    summary: "How to find a chapter, get ready, answer a call-out and run a chapter. In an emergency, call 911 first.",
    sections: [
      {
        id: "find-chapter",
        heading: "How do I find and join a chapter?",
        paragraphs: [
          "Open Find a Chapter, type your ZIP code or city, and open a chapter near you. Select Join this chapter (you need an account, and to have confirmed its email address with the link we send when you register). A leader of the chapter approves your request; you get an email when they decide. If there is no chapter near you, join the waitlist and we will tell you when one starts.",
        ],
        links: [
          ["/chapters", "Find a Chapter"],
          ["/waitlist", "Join the waitlist"],
        ],
      },
      {
        id: "password",
        heading: "I forgot my password",
        paragraphs: [
          "On the sign-in page, select Forgot your password?, enter your email, and follow the link we send you within an hour. For your safety the link works once, and resetting signs you out everywhere.",
        ],
        links: [["/auth/login", "Sign in"]],
      },
      {
        id: "events",
        heading: "How do I sign up for a training?",
        paragraphs: [
          "Your dashboard and your chapter's Events page list upcoming trainings. Choose Confirm to take a place; if the event is full you join its waitlist and move up when someone declines. Add it to your calendar with the calendar link; your personal calendar feed in Settings keeps every event you RSVP to up to date.",
        ],
        links: [["/dashboard/events", "Events"]],
      },
      {
        id: "credentials",
        heading: "How do I add my certificates?",
        paragraphs: [
          "Open Training, choose Record a credential, pick the course (for example CERT Basic Training or CPR/AED), enter the dates and attach the certificate. A leader of your chapter verifies it. You get reminders before it expires.",
        ],
        links: [["/dashboard/training", "Training"]],
      },
      {
        id: "call-outs",
        heading: "How do I answer a call-out?",
        paragraphs: [
          "When your chapter is activated you get an email (and a text message if you turned SMS on in Settings) with a personal link. Open it, no sign-in needed, and answer Available, Delayed (with how many minutes) or Unavailable. Only people who answer Available or Delayed see the staging location. Never go to an incident without being asked.",
        ],
      },
      {
        id: "go-kit",
        heading: "Can I use the app without a connection?",
        paragraphs: [
          "Yes, for what matters most. Open Go-kit and choose Save for offline: your household plan, your chapters' contacts, upcoming events, key resources and the emergency guide stay readable with no network. Forms you send while offline are kept on your device and sent once when you are back online.",
        ],
        links: [["/go-kit", "Go-kit"]],
      },
      {
        id: "leaders",
        heading: "For leaders: running your chapter",
        paragraphs: ["From your dashboard:"],
        items: [
          "Members: approve or decline join requests, and see who is trained for what on the readiness grid.",
          "Events: create a training with its time, place and capacity; after it, mark attendance (or run the kiosk for self check-in) to record hours and renew credentials.",
          "Training: verify the credentials members submit, with their proof files.",
          "Activations: call out your chapter for a drill or for real, follow replies on the live roster, check people in and out, and stand down when it is over.",
          "Reports: export volunteer hours and readiness as CSV.",
        ],
        links: [["/dashboard", "Dashboard"]],
      },
      {
        id: "start-chapter",
        heading: "How do I start a chapter?",
        paragraphs: [
          "Request the Chapter Leader role from your dashboard; an administrator reviews it. Once approved, create your chapter with its city, state and ZIP code (its time zone comes from its place); an administrator approves it before it is listed in the directory.",
        ],
      },
      {
        id: "training-resources",
        heading: "Training resources",
        paragraphs: [
          "Members find their chapters' documents, videos and links in the resource library. The free FEMA Independent Study courses IS-100, IS-200 and IS-700, and CERT Basic Training through your local sponsor, are the usual first steps.",
        ],
        links: [
          ["/dashboard/resources", "Resource library"],
          ["/dashboard/training/catalogue", "Credential catalog"],
        ],
      },
      {
        id: "emergency-protocols",
        heading: "Emergency protocols",
        paragraphs: [
          "The emergency guide answers questions about first aid, severe weather, fires, floods and more from reviewed cards based on Ready.gov, the Red Cross and the CDC, in English, Spanish and French. It always tells you to call 911 when a life is at risk.",
        ],
        links: [
          ["/guide", "Ask the guide"],
          ["/guide/topics", "All guide topics"],
        ],
      },
      {
        id: "contact",
        heading: "Still need help?",
        paragraphs: ["Write to the network's administrators. We usually answer within two business days."],
        links: [["/contact", "Contact us"]],
      },
    ],
  },
  es: {
    title: "Centro de ayuda",
    summary:
      "Cómo encontrar un capítulo, prepararte, responder a una activación y coordinar un capítulo. En una emergencia, llama primero al 911.",
    sections: [
      {
        id: "find-chapter",
        heading: "¿Cómo encuentro un capítulo y me uno?",
        paragraphs: [
          "Abre Buscar un capítulo, escribe tu código postal o tu ciudad y abre un capítulo cercano. Elige Unirme a este capítulo (necesitas una cuenta y haber confirmado tu correo con el enlace que enviamos al registrarte). Quien coordina el capítulo aprueba tu solicitud; recibirás un correo cuando decida. Si no hay un capítulo cerca, apúntate a la lista de espera y te avisaremos cuando se cree uno.",
        ],
        links: [
          ["/chapters", "Buscar un capítulo"],
          ["/waitlist", "Apuntarme a la lista de espera"],
        ],
      },
      {
        id: "password",
        heading: "Olvidé mi contraseña",
        paragraphs: [
          "En la página de inicio de sesión, elige ¿Olvidaste tu contraseña?, escribe tu correo y sigue el enlace que te enviamos antes de una hora. Por seguridad, el enlace funciona una sola vez y al restablecerla se cierran todas tus sesiones.",
        ],
        links: [["/auth/login", "Iniciar sesión"]],
      },
      {
        id: "events",
        heading: "¿Cómo me inscribo en una formación?",
        paragraphs: [
          "Tu panel y la página de eventos de tu capítulo muestran las próximas formaciones. Elige Confirmar para reservar tu plaza; si el evento está lleno, entras en su lista de espera y subes cuando alguien se da de baja. Añádelo a tu calendario con el enlace de calendario; tu suscripción personal en Configuración mantiene al día todos los eventos a los que respondes.",
        ],
        links: [["/dashboard/events", "Eventos"]],
      },
      {
        id: "credentials",
        heading: "¿Cómo agrego mis certificados?",
        paragraphs: [
          "Abre Formación, elige Registrar una credencial, selecciona el curso (por ejemplo, la formación básica CERT o RCP/DEA), indica las fechas y adjunta el certificado. Quien coordina tu capítulo lo verifica. Recibirás recordatorios antes de que venza.",
        ],
        links: [["/dashboard/training", "Formación"]],
      },
      {
        id: "call-outs",
        heading: "¿Cómo respondo a una activación?",
        paragraphs: [
          "Cuando se activa tu capítulo recibes un correo (y un SMS si activaste los mensajes de texto en Configuración) con un enlace personal. Ábrelo, sin iniciar sesión, y responde Disponible, Con retraso (con cuántos minutos) o No disponible. Solo quienes responden Disponible o Con retraso ven el punto de reunión. Nunca acudas a un incidente sin que te lo pidan.",
        ],
      },
      {
        id: "go-kit",
        heading: "¿Puedo usar la aplicación sin conexión?",
        paragraphs: [
          "Sí, para lo más importante. Abre el kit de emergencia y elige Guardar para usar sin conexión: tu plan del hogar, los contactos de tus capítulos, los próximos eventos, los recursos clave y la guía de emergencias seguirán legibles sin red. Los formularios que envíes sin conexión se guardan en tu dispositivo y se envían una sola vez cuando vuelvas a tener conexión.",
        ],
        links: [["/go-kit", "Kit de emergencia"]],
      },
      {
        id: "leaders",
        heading: "Para quienes coordinan: gestionar tu capítulo",
        paragraphs: ["Desde tu panel:"],
        items: [
          "Miembros: aprueba o rechaza solicitudes de ingreso y consulta en la tabla de preparación quién tiene cada formación.",
          "Eventos: crea una formación con su hora, lugar y aforo; después, registra la asistencia (o usa el quiosco para que cada persona registre su llegada) para anotar horas y renovar credenciales.",
          "Formación: verifica las credenciales que envían los miembros, con sus comprobantes.",
          "Activaciones: activa tu capítulo para un simulacro o para una emergencia real, sigue las respuestas en la lista en directo, registra llegadas y salidas, y da por terminada la activación.",
          "Informes: exporta las horas de voluntariado y la preparación en CSV.",
        ],
        links: [["/dashboard", "Panel"]],
      },
      {
        id: "start-chapter",
        heading: "¿Cómo creo un capítulo?",
        paragraphs: [
          "Solicita el rol de coordinación de capítulo desde tu panel; la administración lo revisa. Una vez aprobado, crea tu capítulo con su ciudad, estado y código postal (su zona horaria se obtiene de su ubicación); la administración lo aprueba antes de que aparezca en el directorio.",
        ],
      },
      {
        id: "training-resources",
        heading: "Recursos de formación",
        paragraphs: [
          "Los miembros encuentran los documentos, videos y enlaces de sus capítulos en la biblioteca de recursos. Los cursos gratuitos de estudio independiente de FEMA IS-100, IS-200 e IS-700, y la formación básica CERT con tu organismo patrocinador local, suelen ser los primeros pasos.",
        ],
        links: [
          ["/dashboard/resources", "Biblioteca de recursos"],
          ["/dashboard/training/catalogue", "Catálogo de credenciales"],
        ],
      },
      {
        id: "emergency-protocols",
        heading: "Protocolos de emergencia",
        paragraphs: [
          "La guía de emergencias responde preguntas sobre primeros auxilios, clima extremo, incendios, inundaciones y más, a partir de fichas revisadas basadas en Ready.gov, la Cruz Roja y los CDC, en inglés, español y francés. Siempre te indica llamar al 911 cuando hay una vida en riesgo.",
        ],
        links: [
          ["/guide", "Preguntar a la guía"],
          ["/guide/topics", "Todos los temas de la guía"],
        ],
      },
      {
        id: "contact",
        heading: "¿Necesitas más ayuda?",
        paragraphs: ["Escribe a la administración de la red. Solemos responder en dos días hábiles."],
        links: [["/contact", "Contacto"]],
      },
    ],
  },
  fr: {
    title: "Centre d’aide",
    summary:
      "Comment trouver une antenne, se préparer, répondre à une mobilisation et animer une antenne. En cas d’urgence, appelez d’abord le 911.",
    sections: [
      {
        id: "find-chapter",
        heading: "Comment trouver une antenne et la rejoindre ?",
        paragraphs: [
          "Ouvrez Trouver une antenne, saisissez votre code postal ou votre ville et ouvrez une antenne proche. Choisissez Rejoindre cette antenne (il faut un compte dont vous avez confirmé l’adresse e-mail avec le lien envoyé à l’inscription). Un responsable de l’antenne approuve votre demande ; vous recevez un e-mail quand il a décidé. S’il n’y a pas d’antenne près de chez vous, inscrivez-vous sur la liste d’attente : nous vous préviendrons quand une antenne ouvrira.",
        ],
        links: [
          ["/chapters", "Trouver une antenne"],
          ["/waitlist", "S’inscrire sur la liste d’attente"],
        ],
      },
      {
        id: "password",
        heading: "J’ai oublié mon mot de passe",
        paragraphs: [
          "Sur la page de connexion, choisissez Mot de passe oublié ?, saisissez votre e-mail et suivez dans l’heure le lien que nous vous envoyons. Pour votre sécurité, le lien ne sert qu’une fois et la réinitialisation vous déconnecte partout.",
        ],
        links: [["/auth/login", "Se connecter"]],
      },
      {
        id: "events",
        heading: "Comment m’inscrire à une formation ?",
        paragraphs: [
          "Votre tableau de bord et la page Événements de votre antenne listent les prochaines formations. Choisissez Confirmer pour réserver votre place ; si l’événement est complet, vous rejoignez sa liste d’attente et avancez quand quelqu’un se désiste. Ajoutez-le à votre agenda avec le lien de calendrier ; votre abonnement personnel dans Paramètres tient à jour tous les événements auxquels vous répondez.",
        ],
        links: [["/dashboard/events", "Événements"]],
      },
      {
        id: "credentials",
        heading: "Comment ajouter mes certificats ?",
        paragraphs: [
          "Ouvrez Formation, choisissez Enregistrer une qualification, sélectionnez le cours (par exemple la formation de base CERT ou RCR/DEA), indiquez les dates et joignez le certificat. Un responsable de votre antenne le vérifie. Vous recevez des rappels avant son expiration.",
        ],
        links: [["/dashboard/training", "Formation"]],
      },
      {
        id: "call-outs",
        heading: "Comment répondre à une mobilisation ?",
        paragraphs: [
          "Quand votre antenne est mobilisée, vous recevez un e-mail (et un SMS si vous avez activé les SMS dans Paramètres) avec un lien personnel. Ouvrez-le, sans connexion, et répondez Disponible, En retard (avec le nombre de minutes) ou Indisponible. Seules les personnes qui répondent Disponible ou En retard voient le point de rassemblement. Ne vous rendez jamais sur une intervention sans y avoir été appelé.",
        ],
      },
      {
        id: "go-kit",
        heading: "Puis-je utiliser l’application sans connexion ?",
        paragraphs: [
          "Oui, pour l’essentiel. Ouvrez le kit d’urgence et choisissez Enregistrer pour le hors-ligne : votre plan familial, les contacts de vos antennes, les prochains événements, les ressources clés et le guide d’urgence restent lisibles sans réseau. Les formulaires envoyés hors ligne sont gardés sur votre appareil et envoyés une seule fois au retour de la connexion.",
        ],
        links: [["/go-kit", "Kit d’urgence"]],
      },
      {
        id: "leaders",
        heading: "Pour les responsables : animer votre antenne",
        paragraphs: ["Depuis votre tableau de bord :"],
        items: [
          "Membres : acceptez ou refusez les demandes d’adhésion, et voyez qui est formé à quoi dans la grille de préparation.",
          "Événements : créez une formation avec son horaire, son lieu et sa capacité ; ensuite, relevez les présences (ou lancez la borne de pointage) pour enregistrer les heures et renouveler les qualifications.",
          "Formation : vérifiez les qualifications envoyées par les membres, avec leurs justificatifs.",
          "Mobilisations : mobilisez votre antenne pour un exercice ou pour de vrai, suivez les réponses sur la liste en direct, pointez les arrivées et départs, et levez la mobilisation à la fin.",
          "Rapports : exportez les heures de bénévolat et la préparation en CSV.",
        ],
        links: [["/dashboard", "Tableau de bord"]],
      },
      {
        id: "start-chapter",
        heading: "Comment créer une antenne ?",
        paragraphs: [
          "Demandez le rôle de responsable d’antenne depuis votre tableau de bord ; un administrateur l’examine. Une fois approuvé, créez votre antenne avec sa ville, son État et son code postal (son fuseau horaire en découle) ; un administrateur l’approuve avant qu’elle n’apparaisse dans l’annuaire.",
        ],
      },
      {
        id: "training-resources",
        heading: "Ressources de formation",
        paragraphs: [
          "Les membres trouvent les documents, vidéos et liens de leurs antennes dans la bibliothèque de ressources. Les cours gratuits d’étude autonome de la FEMA IS-100, IS-200 et IS-700, et la formation de base CERT auprès de votre organisme local, sont les premières étapes habituelles.",
        ],
        links: [
          ["/dashboard/resources", "Bibliothèque de ressources"],
          ["/dashboard/training/catalogue", "Catalogue des qualifications"],
        ],
      },
      {
        id: "emergency-protocols",
        heading: "Protocoles d’urgence",
        paragraphs: [
          "Le guide d’urgence répond aux questions sur les premiers secours, les intempéries, les incendies, les inondations et plus encore, à partir de fiches relues fondées sur Ready.gov, la Croix-Rouge et les CDC, en anglais, espagnol et français. Il vous dit toujours d’appeler le 911 quand une vie est en danger.",
        ],
        links: [
          ["/guide", "Interroger le guide"],
          ["/guide/topics", "Tous les sujets du guide"],
        ],
      },
      {
        id: "contact",
        heading: "Besoin d’aide supplémentaire ?",
        paragraphs: ["Écrivez à l’administration du réseau. Nous répondons en général sous deux jours ouvrés."],
        links: [["/contact", "Nous contacter"]],
      },
    ],
  },
};
