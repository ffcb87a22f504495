// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "landing.meta.title": "CERT Chapters — Plus jamais ça.",
  "landing.meta.description":
    "Un réseau national d’équipes citoyennes d’intervention d’urgence. Trouvez une antenne, formez-vous avec vos voisins et inscrivez-vous pour un accès anticipé.",
  "landing.hero.titleStart": "Nous l’avons dit :",
  "landing.hero.titleEmphasis": "plus jamais ça.",
  "landing.hero.subtitle":
    "Nous bâtissons un réseau national d’équipes locales, prêtes avant que la catastrophe ne frappe.",
  "landing.hero.text":
    "Ouragans, inondations, feux de forêt. Émeutes, fusillades, attentats. Quand le pire arrive, les premiers secours viennent des voisins. Nos antennes forment des citoyens ordinaires à la préparation, aux premiers secours et à l’intervention coordonnée, pour que chaque quartier ait une équipe prête à agir.",
  "landing.video.pause": "Mettre en pause la vidéo d’arrière-plan",
  "landing.video.play": "Lire la vidéo d’arrière-plan",
  "landing.features.title": "Une préparation aux urgences complète",
  "landing.features.intro":
    "Tout ce dont une équipe de bénévoles a besoin pour s’organiser, se former et agir ensemble, avant, pendant et après une catastrophe.",
  "landing.features.chapters.title": "Gestion des antennes",
  "landing.features.chapters.body":
    "Créez une antenne locale ou rejoignez-en une. Les responsables examinent les demandes d’adhésion selon un circuit de validation clair.",
  "landing.features.training.title": "Formations et événements",
  "landing.features.training.body":
    "Planifiez exercices et formations CERT, recueillez les réponses et ajoutez chaque séance à votre agenda.",
  "landing.features.resources.title": "Bibliothèque de ressources",
  "landing.features.resources.body":
    "Listes de contrôle, protocoles et supports de formation, partagés avec exactement les bonnes personnes.",
  "landing.features.communication.title": "Outils de communication",
  "landing.features.communication.body":
    "Annonces, alertes et e-mails qui touchent toute votre antenne ou tout le réseau.",
  "landing.features.roles.title": "Accès selon le rôle",
  "landing.features.roles.body":
    "Administrateurs, responsables et membres voient ce dont ils ont besoin, et chaque modification est tracée.",
  "landing.features.dashboard.title": "Tableau de bord de gestion",
  "landing.features.dashboard.body":
    "Indicateurs, validations en attente et activité récente en un coup d’œil : rien n’attend un bénévole débordé.",
  "landing.guide.title": "Guide de préparation aux urgences (IA)",
  "landing.guide.intro":
    "Demandez comment préparer un kit, établir un plan familial ou réagir face à une inondation, un incendie ou un tireur actif.",
  "landing.cta.title": "Prêt à renforcer votre quartier ?",
  "landing.cta.text":
    "Soyez parmi les premiers informés de l’ouverture d’une antenne près de chez vous. Rejoignez des milliers de passionnés de la préparation aux urgences sur la liste d’attente.",
  "landing.email.joined": "Vous êtes sur la liste d’attente !",
  "landing.email.label": "Adresse e-mail pour être informé du lancement",
  "landing.email.placeholder": "Votre e-mail pour être informé du lancement",
  "landing.email.submit": "ENVOYER",
  "landing.email.dialogTitle": "Finalisez votre inscription",
  "landing.find.label": "Trouvez une antenne près de chez vous",
  "landing.find.input": "Code postal ou ville",
  "landing.find.placeholder": "Code postal ou ville",
  "landing.find.submit": "Trouver une antenne proche",
  "landing.find.orWaitlist": "Pas encore d’antenne près de chez vous ? Obtenez un accès anticipé :",
};

export default messages;
