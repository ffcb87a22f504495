// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "email.greeting": "Bonjour {{name}},",
  "email.announcement.postedBy": "Publié par {{poster}} pour {{audience}}.",
  "email.announcement.someLeader": "un responsable d’antenne",
  "email.announcement.wholeNetwork": "tout le réseau",
  "email.announcement.network": "Réseau CERT",
  "email.announcement.yourChapter": "Votre antenne",
  "email.announcement.readIt": "À lire dans votre tableau de bord : {{link}}",
  "email.footer.why":
    "Vous recevez ce message car les e-mails d’annonces sont activés dans vos préférences de notification.",
  "email.footer.changeAt": "Pour les modifier : {{link}}",
  "email.footer.turnOff": "Vous pouvez les désactiver dans Paramètres → Notifications.",
};

export default messages;
