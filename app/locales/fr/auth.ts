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
  "auth.toast.welcomeBack": "Bon retour parmi nous !",
  "auth.toast.signedIn": "Vous êtes bien connecté.",
  "auth.login.forgotPassword": "Mot de passe oublié ?",
  "auth.forgot.title": "Réinitialiser le mot de passe",
  "auth.forgot.subtitle":
    "Saisissez l’adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.",
  "auth.forgot.submit": "Envoyer le lien",
  "auth.forgot.submitting": "Envoi en cours…",
  "auth.forgot.remembered": "Il vous est revenu ?",
  "auth.forgot.metaTitle": "Réinitialiser le mot de passe | CERT Chapters",
  "auth.forgot.sentTitle": "Consultez votre messagerie",
  "auth.forgot.sentText":
    "Si un compte utilise {{email}}, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Le lien ne sert qu’une fois et expire dans 1 heure.",
  "auth.forgot.sentHelp":
    "Rien au bout de quelques minutes ? Regardez dans les courriers indésirables, vérifiez que c’est bien l’adresse de votre inscription, ou demandez un nouveau lien.",
  "auth.forgot.backToSignIn": "Retour à la connexion",
  "auth.forgot.tryAgain": "Envoyer un autre lien",
  "auth.reset.title": "Choisir un nouveau mot de passe",
  "auth.reset.subtitle": "Le nouveau mot de passe remplace l’ancien et vous déconnecte de tous vos appareils.",
  "auth.reset.newPassword": "Nouveau mot de passe",
  "auth.reset.submit": "Enregistrer le nouveau mot de passe",
  "auth.reset.submitting": "Enregistrement…",
  "auth.reset.metaTitle": "Choisir un nouveau mot de passe | CERT Chapters",
  "auth.reset.invalidTitle": "Ce lien ne fonctionne plus",
  "auth.reset.invalidText":
    "Un lien de réinitialisation ne sert qu’une fois et expire au bout d’une heure. Demandez-en un nouveau et utilisez le message le plus récent.",
  "auth.reset.askAgain": "Obtenir un nouveau lien",
  "auth.toast.passwordReset": "Mot de passe modifié",
  "auth.toast.passwordResetSignIn":
    "Connectez-vous avec votre nouveau mot de passe. Toutes les autres sessions ont été fermées.",
  "auth.mail.resetSubject": "Réinitialisez votre mot de passe CERT Chapters",
  "auth.mail.resetAsked":
    "Quelqu’un (vous, nous l’espérons) a demandé à réinitialiser le mot de passe de votre compte CERT Chapters. Ouvrez ce lien pour en choisir un nouveau :",
  "auth.mail.resetOnce":
    "Le lien ne sert qu’une fois et expire dans 1 heure. L’utiliser vous déconnecte de tous vos appareils.",
  "auth.mail.resetIgnore": "Si vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  "auth.register.sentText":
    "Si {{email}} est nouvelle pour nous, nous lui avons envoyé un lien pour confirmer l'adresse et terminer votre compte. Si elle a déjà un compte, nous avons plutôt écrit à son titulaire pour lui expliquer comment se connecter.",
  "auth.register.sentHelp":
    "Rien après quelques minutes ? Vérifiez vos courriers indésirables. En attendant, vous pouvez vous connecter avec votre mot de passe, mais vous devez confirmer votre adresse avant de demander à rejoindre une antenne.",
  "auth.verify.title": "Confirmez votre adresse e-mail",
  "auth.verify.text":
    "Confirmez que {{email}} est bien votre adresse. Une fois confirmée, vous pourrez demander à rejoindre des antennes.",
  "auth.verify.submit": "Confirmer mon adresse",
  "auth.verify.submitting": "Confirmation...",
  "auth.verify.metaTitle": "Confirmez votre adresse e-mail | CERT Chapters",
  "auth.verify.invalidTitle": "Ce lien ne fonctionne plus",
  "auth.verify.invalidText":
    "Les liens de confirmation ne servent qu'une fois et expirent après 24 heures. Connectez-vous et demandez-en un nouveau, puis utilisez l'e-mail le plus récent.",
  "auth.verify.askAgain": "Obtenir un nouveau lien de confirmation",
  "auth.verify.pendingTitle": "Confirmez votre adresse e-mail",
  "auth.verify.pendingText":
    "Nous avons envoyé un lien de confirmation à {{email}}. Ouvrez-le pour confirmer l'adresse : d'ici là, vous ne pouvez pas demander à rejoindre une antenne. Le lien est valable 24 heures.",
  "auth.verify.pendingMetaTitle": "Confirmez votre adresse e-mail | CERT Chapters",
  "auth.toast.emailConfirmed": "Adresse confirmée",
  "auth.toast.emailConfirmedJoin": "Vous pouvez maintenant demander à rejoindre des antennes.",
  "auth.toast.emailConfirmedSignIn": "Connectez-vous pour demander à rejoindre une antenne.",
  "auth.toast.resendLimited": "Trop de liens demandés",
  "auth.toast.resendLimitedText":
    "Vous avez demandé 3 liens au cours de la dernière heure. Utilisez l'e-mail le plus récent ou réessayez plus tard.",
  "auth.toast.linkSent": "Lien envoyé",
  "auth.toast.linkSentText":
    "Nous avons envoyé un nouveau lien de confirmation à {{email}}. Les liens précédents ne fonctionnent plus.",
  "auth.mail.verifySubject": "Confirmez votre adresse e-mail CERT Chapters",
  "auth.mail.verifyAsked":
    "Bienvenue sur CERT Chapters ! Ouvrez ce lien pour confirmer votre adresse e-mail. Vous pourrez ensuite demander à rejoindre une antenne :",
  "auth.mail.verifyOnce": "Le lien ne sert qu'une fois et expire dans 24 heures.",
  "auth.mail.verifyIgnore":
    "Si vous n'avez pas créé ce compte, ignorez cet e-mail : sans confirmation, le compte ne peut rejoindre aucune antenne.",
  "auth.mail.registeredAgainSubject": "Quelqu'un a tenté de s'inscrire avec votre adresse CERT Chapters",
  "auth.mail.registeredAgain":
    "Quelqu'un (peut-être vous) vient d'essayer de créer un compte CERT Chapters avec cette adresse e-mail. Elle a déjà un compte, donc rien n'a été modifié. Si c'était vous, connectez-vous ici :",
  "auth.mail.registeredAgainReset": "Mot de passe oublié ? Réinitialisez-le ici :",
  "auth.mail.registeredAgainIgnore":
    "Si ce n'était pas vous, ignorez cet e-mail : votre compte et votre mot de passe restent inchangés.",
};

export default messages;
