// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "auth.login.title": "Connexion",
  "auth.login.subtitle": "Bon retour parmi nous. Connectez-vous à votre compte.",
  "auth.login.submitting": "Connexion en cours…",
  "auth.login.noAccount": "Pas encore de compte ?",
  "auth.login.register": "Inscrivez-vous",
  "auth.login.backHome": "Retour à l’accueil",
  "auth.login.metaTitle": "Connexion | CERT Chapters",
  "auth.field.email": "Adresse e-mail",
  "auth.field.password": "Mot de passe",
  "auth.register.title": "Créer un compte",
  "auth.register.subtitle": "Rejoignez l’antenne d’intervention d’urgence de votre quartier.",
  "auth.register.role": "Rôle",
  "auth.register.roleMember": "Membre",
  "auth.register.roleLeader": "Responsable d’antenne (sous réserve d’approbation)",
  "auth.register.fullName": "Nom complet",
  "auth.register.passwordHint": "8 caractères minimum.",
  "auth.register.confirmPassword": "Confirmez le mot de passe",
  "auth.register.justification": "Pourquoi souhaitez-vous animer une antenne ?",
  "auth.register.justificationHint": "Un administrateur examine les demandes de responsable.",
  "auth.register.justificationHintNoJs": "Uniquement si vous avez choisi « Responsable d’antenne ».",
  "auth.register.submitting": "Création du compte…",
  "auth.register.haveAccount": "Vous avez déjà un compte ?",
  "auth.register.signIn": "Connectez-vous",
  "auth.register.metaTitle": "Inscription | CERT Chapters",
};

export default messages;
