// Message catalogue (i18next JSON shape), kept as a module so every loader imports it alike.
const messages: Record<string, string> = {
  "validation.please-select-a-chapter": "Choisissez une antenne",
  "validation.choose-drill-or-real": "Choisissez Exercice ou Réel",
  "validation.title-must-be-at-least-3-characters": "Le titre doit comporter au moins 3 caractères",
  "validation.title-must-be-at-most-120-characters": "Le titre ne peut pas dépasser 120 caractères",
  "validation.describe-the-situation": "Décrivez la situation",
  "validation.situation-must-be-at-most-4000-characters":
    "La description de la situation ne peut pas dépasser 4000 caractères",
  "validation.staging-location-is-required": "Indiquez le point de rassemblement",
  "validation.staging-location-must-be-at-most-300-characters":
    "Le point de rassemblement ne peut pas dépasser 300 caractères",
  "validation.report-by-time-is-required": "Indiquez l’heure limite d’arrivée",
  "validation.enter-a-valid-date-and-time": "Saisissez une date et une heure valides",
  "validation.number-needed-must-be-a-whole-number-from-1-to-1000":
    "Le nombre de personnes doit être un nombre entier entre 1 et 1000",
  "validation.choose-available-delayed-or-unavailable": "Choisissez Disponible, En retard ou Indisponible",
  "validation.enter-your-eta-in-minutes-1-to-1440": "Indiquez dans combien de minutes vous arrivez (de 1 à 1440)",
  "validation.write-the-update-up-to-1000-characters": "Rédigez le point de situation (1000 caractères maximum)",
  "validation.choose-who-receives-the-update": "Choisissez qui reçoit le point de situation",
  "validation.choose-an-approved-chapter": "Choisissez une antenne approuvée",
  "validation.choose-a-credential-from-the-catalog": "Choisissez une certification du catalogue",
  "validation.announcement-title-must-be-at-least-3-characters":
    "Le titre de l’annonce doit comporter au moins 3 caractères",
  "validation.announcement-title-must-be-at-most-200-characters":
    "Le titre de l’annonce ne peut pas dépasser 200 caractères",
  "validation.announcement-body-must-be-at-least-10-characters":
    "Le texte de l’annonce doit comporter au moins 10 caractères",
  "validation.announcement-body-must-be-at-most-10000-characters":
    "Le texte de l’annonce ne peut pas dépasser 10000 caractères",
  "validation.chapter-must-be-selected-for-chapter-scoped-announcements":
    "Choisissez une antenne pour une annonce d’antenne",
  "validation.choose-global-or-chapter": "Choisissez Tout le réseau ou Antenne",
  "validation.announcement-is-required": "Annonce manquante",
  "validation.each-recipient-must-be-an-email-address": "Chaque destinataire doit être une adresse e-mail",
  "validation.at-most-5000-recipients": "5000 destinataires au maximum",
  "validation.subject-is-required": "Indiquez un objet",
  "validation.body-is-required": "Rédigez le texte",
  "validation.type-must-be-announcement": "type doit valoir 'announcement'",
  "validation.give-an-announcementid-or-at-least-one-recipient":
    "Indiquez un announcementId ou au moins un destinataire",
  "validation.your-name-is-required": "Indiquez votre nom",
  "validation.name-must-be-at-most-100-characters": "Le nom ne peut pas dépasser 100 caractères",
  "validation.name-must-be-on-one-line": "Le nom doit tenir sur une seule ligne",
  "validation.message-is-required": "Rédigez un message",
  "validation.message-must-be-at-least-10-characters": "Le message doit comporter au moins 10 caractères",
  "validation.message-must-be-at-most-5000-characters": "Le message ne peut pas dépasser 5000 caractères",
  "validation.chapter-name-must-be-at-least-3-characters": "Le nom de l’antenne doit comporter au moins 3 caractères",
  "validation.chapter-name-must-be-at-most-120-characters": "Le nom de l’antenne ne peut pas dépasser 120 caractères",
  "validation.slug-must-be-at-least-3-characters": "L’identifiant doit comporter au moins 3 caractères",
  "validation.slug-must-be-at-most-80-characters": "L’identifiant ne peut pas dépasser 80 caractères",
  "validation.slug-can-only-contain-lowercase-letters-numbers-and-hyphens":
    "L’identifiant ne peut contenir que des minuscules, des chiffres et des tirets",
  "validation.this-slug-is-already-used-by-another-chapter-choose-a-different-one":
    "Une autre antenne utilise déjà cet identifiant. Choisissez-en un autre.",
  "validation.city-is-required": "Indiquez la ville",
  "validation.city-must-be-at-most-80-characters": "La ville ne peut pas dépasser 80 caractères",
  "validation.state-is-required": "Indiquez l’État",
  "validation.state-must-be-at-most-40-characters": "L’État ne peut pas dépasser 40 caractères",
  "validation.zip-code-must-be-5-digits": "Le code postal doit comporter 5 chiffres",
  "validation.choose-a-fema-region-from-1-to-10": "Choisissez une région FEMA de 1 à 10",
  "validation.choose-a-time-zone-from-the-list": "Choisissez un fuseau horaire dans la liste",
  "validation.description-must-be-at-most-2000-characters": "La description ne peut pas dépasser 2000 caractères",
  "validation.description-must-be-at-most-5000-characters": "La description ne peut pas dépasser 5000 caractères",
  "validation.missing-chapter": "Antenne manquante",
  "validation.failed-to-create-chapter": "Impossible de créer l’antenne",
  "validation.failed-to-update-chapter": "Impossible de mettre à jour l’antenne",
  "validation.choose-a-credential-type": "Choisissez un type de certification",
  "validation.date-issued-is-required": "Indiquez la date de délivrance",
  "validation.date-issued-must-be-a-date-yyyy-mm-dd": "La date de délivrance doit être une date (AAAA-MM-JJ)",
  "validation.expiry-is-required": "Indiquez la date d’expiration",
  "validation.expiry-must-be-a-date-yyyy-mm-dd": "La date d’expiration doit être une date (AAAA-MM-JJ)",
  "validation.expiry-must-be-after-the-issue-date": "La date d’expiration doit suivre la date de délivrance",
  "validation.date-issued-cannot-be-in-the-future": "La date de délivrance ne peut pas être dans le futur",
  "validation.certificate-number-must-be-at-most-100-characters":
    "Le numéro de certificat ne peut pas dépasser 100 caractères",
  "validation.give-a-reason-for-the-rejection": "Indiquez le motif du refus",
  "validation.give-a-reason-for-the-rejection-at-least-3-characters":
    "Indiquez le motif du refus (au moins 3 caractères)",
  "validation.keep-the-reason-under-500-characters": "Le motif ne peut pas dépasser 500 caractères",
  "validation.name-is-required": "Indiquez un nom",
  "validation.name-must-be-at-least-2-characters": "Le nom doit comporter au moins 2 caractères",
  "validation.whole-months": "Nombre entier de mois",
  "validation.at-least-1-month": "Au moins 1 mois",
  "validation.at-most-600-months": "600 mois au maximum",
  "validation.whole-days": "Nombre entier de jours",
  "validation.0-or-more-days": "0 jour ou plus",
  "validation.at-most-365-days": "365 jours au maximum",
  "validation.a-credential-type-with-that-name-exists": "Un type de certification porte déjà ce nom",
  "validation.choose-who-the-message-goes-to": "Choisissez les destinataires du message",
  "validation.subject-must-be-at-least-3-characters": "L’objet doit comporter au moins 3 caractères",
  "validation.subject-must-be-at-most-200-characters": "L’objet ne peut pas dépasser 200 caractères",
  "validation.event-title-must-be-at-least-3-characters":
    "Le titre de l’événement doit comporter au moins 3 caractères",
  "validation.event-title-must-be-at-most-200-characters":
    "Le titre de l’événement ne peut pas dépasser 200 caractères",
  "validation.start-date-and-time-is-required": "Indiquez la date et l’heure de début",
  "validation.location-is-required": "Indiquez le lieu",
  "validation.location-must-be-at-most-300-characters": "Le lieu ne peut pas dépasser 300 caractères",
  "validation.end-time-must-be-after-the-start-time": "L’heure de fin doit suivre l’heure de début",
  "validation.repeat-must-be-weekly-or-monthly": "La répétition doit être WEEKLY ou MONTHLY",
  "validation.repeat-interval-must-be-a-whole-number-from-1-to-12":
    "L’intervalle de répétition doit être un nombre entier de 1 à 12",
  "validation.days-must-be-rfc-5545-weekdays-such-as-tu-or-2tu-for-the-second-tuesday-of-the-month":
    "Les jours doivent être des jours de la semaine RFC 5545 comme TU, ou 2TU pour le deuxième mardi du mois",
  "validation.a-weekly-series-takes-plain-weekdays-such-as-tu-without-a-number":
    "Une série hebdomadaire prend des jours de la semaine sans numéro, comme TU",
  "validation.enter-the-last-date-of-the-series": "Indiquez la dernière date de la série",
  "validation.the-last-date-of-the-series-must-be-on-or-after-its-first-date":
    "La dernière date de la série doit être le jour de la première date ou après",
  "validation.a-series-can-last-at-most-one-year-choose-an-earlier-last-date":
    "Une série peut durer au plus un an : choisissez une dernière date plus proche",
  "validation.a-series-can-have-at-most-60-dates-choose-an-earlier-last-date-or-a-longer-interval":
    "Une série peut compter au plus 60 dates : choisissez une dernière date plus proche ou un intervalle plus long",
  "validation.no-date-of-this-series-falls-between-its-start-and-its-last-date":
    "Aucune date de cette série ne tombe entre son début et sa dernière date",
  "validation.until-must-be-the-last-date-of-the-series-2026-06-30-or-an-instant-with-an-offset-or-z-2026-06-30t23-59-00-05-00":
    "until doit être la dernière date de la série (2026-06-30) ou un instant avec décalage ou Z (2026-06-30T23:59:00-05:00)",
  "validation.recurrence-must-be-an-object-such-as-freq-weekly-byday-tu-until-2026-06-30":
    'recurrence doit être un objet comme { freq: "WEEKLY", byDay: ["TU"], until: "2026-06-30" }',
  "validation.choose-this-event-only-or-this-and-the-following-events":
    "Choisissez cet événement seulement, ou celui-ci et les suivants",
  "validation.choose-how-the-event-repeats": "Choisissez comment l’événement se répète",
  "validation.choose-the-day-of-the-month-or-the-weekday-of-the-month":
    "Choisissez le jour du mois ou le jour de la semaine du mois",
  "validation.reminder-hours-must-be-a-whole-number-from-1-to-168":
    "Les heures du rappel doivent être un nombre entier entre 1 et 168",
  "validation.capacity-must-be-a-whole-number-from-1-to-10000":
    "La capacité doit être un nombre entier entre 1 et 10000",
  "validation.event-is-required": "Événement manquant",
  "validation.choose-confirmed-maybe-or-declined": "Choisissez Confirmé, Peut-être ou Décliné",
  "validation.choose-a-chapter": "Choisissez une antenne",
  "validation.date-is-required": "Indiquez la date",
  "validation.date-must-be-a-date-yyyy-mm-dd": "La date doit être au format AAAA-MM-JJ",
  "validation.say-what-you-did": "Dites ce que vous avez fait",
  "validation.say-what-you-did-at-least-3-characters": "Dites ce que vous avez fait (au moins 3 caractères)",
  "validation.keep-the-activity-under-200-characters": "L’activité ne peut pas dépasser 200 caractères",
  "validation.hours-are-required": "Indiquez les heures",
  "validation.hours-must-be-a-number": "Les heures doivent être un nombre",
  "validation.hours-must-be-more-than-0": "Les heures doivent être supérieures à 0",
  "validation.at-most-24-hours-per-entry": "24 heures au maximum par saisie",
  "validation.use-quarter-hours-0-25-0-5-0-75": "Utilisez des quarts d’heure (0.25, 0.5, 0.75)",
  "validation.keep-the-note-under-1000-characters": "La note ne peut pas dépasser 1000 caractères",
  "validation.entry-id-is-required": "Identifiant de la saisie manquant",
  "validation.hours-must-be-between-0-and-24": "Les heures doivent être comprises entre 0 et 24",
  "validation.log-service-for-a-chapter-you-belong-to": "Déclarez vos heures pour une antenne dont vous êtes membre",
  "validation.the-date-cannot-be-in-the-future": "La date ne peut pas être dans le futur",
  "validation.that-code-is-not-this-event-s-check-in-code": "Ce code n’est pas le code de pointage de cet événement.",
  "validation.resource-title-must-be-at-least-3-characters":
    "Le titre de la ressource doit comporter au moins 3 caractères",
  "validation.resource-title-must-be-at-most-200-characters":
    "Le titre de la ressource ne peut pas dépasser 200 caractères",
  "validation.url-must-be-at-most-2000-characters": "L’URL ne peut pas dépasser 2000 caractères",
  "validation.enter-a-valid-url-starting-with-http-or-https":
    "Saisissez une URL valide commençant par http:// ou https://",
  "validation.either-file-url-or-link-url-is-required": "Indiquez l’URL d’un fichier ou celle d’un lien",
  "validation.choose-an-access-level": "Choisissez un niveau d’accès",
  "validation.reason-must-be-a-string": "reason doit être un texte",
  "validation.reason-must-be-at-most-500-characters": "Le motif ne peut pas dépasser 500 caractères",
  "validation.missing-id": "Identifiant manquant",
  "validation.you-can-request-the-chapter-leader-role": "Vous pouvez demander le rôle de responsable d’antenne",
  "validation.tell-us-why-you-want-to-lead-a-chapter": "Dites-nous pourquoi vous souhaitez animer une antenne",
  "validation.tell-us-why-you-want-to-lead-a-chapter-at-least-10-characters":
    "Dites-nous pourquoi vous souhaitez animer une antenne (au moins 10 caractères)",
  "validation.justification-must-be-text": "La justification doit être un texte",
  "validation.keep-it-under-2000-characters": "2000 caractères au maximum",
  "validation.status-must-be-all-pending-approved-or-rejected":
    "Le statut doit être Toutes, En attente, Approuvée ou Refusée",
  "validation.request-id-is-required": "Identifiant de la demande manquant",
  "validation.must-be-text": "Doit être un texte",
  "validation.display-name-is-required": "Indiquez votre nom affiché",
  "validation.display-name-must-be-text": "Le nom affiché doit être un texte",
  "validation.display-name-is-too-long": "Le nom affiché est trop long",
  "validation.phone-number-is-too-long": "Le numéro de téléphone est trop long",
  "validation.enter-a-valid-phone-number-digits-spaces":
    "Saisissez un numéro de téléphone valide (chiffres, espaces, + ( ) - .)",
  "validation.keep-your-bio-under-1000-characters": "Votre présentation ne peut pas dépasser 1000 caractères",
  "validation.must-be-true-or-false": "Doit valoir vrai ou faux",
  "validation.choose-light-dark-or-your-device-s-setting": "Choisissez clair, sombre ou le réglage de votre appareil",
  "validation.choose-english-espa-ol-or-fran-ais": "Choisissez English, Español ou Français",
  "validation.current-password-is-required": "Saisissez votre mot de passe actuel",
  "validation.confirm-your-new-password": "Confirmez votre nouveau mot de passe",
  "validation.passwords-don-t-match": "Les mots de passe ne correspondent pas",
  "validation.choose-a-password-different-from-the-current-one": "Choisissez un mot de passe différent de l’actuel",
  "validation.failed-to-update-profile": "Impossible de mettre à jour le profil",
  "validation.email-is-required": "Indiquez votre adresse e-mail",
  "validation.email-is-too-long": "L’adresse e-mail est trop longue",
  "validation.enter-a-valid-email-address": "Saisissez une adresse e-mail valide",
  "validation.password-is-required": "Saisissez votre mot de passe",
  "validation.password-must-be-at-least-8-characters": "Le mot de passe doit comporter au moins 8 caractères",
  "validation.password-must-be-at-most-128-characters": "Le mot de passe ne peut pas dépasser 128 caractères",
  "validation.this-password-is-too-common-choose-another": "Ce mot de passe est trop courant. Choisissez-en un autre.",
  "validation.choose-a-role": "Choisissez un rôle",
  "validation.full-name-is-required": "Indiquez votre nom complet",
  "validation.name-is-too-long": "Le nom est trop long",
  "validation.confirm-your-password": "Confirmez votre mot de passe",
  "validation.invalid-email-or-password": "Adresse e-mail ou mot de passe incorrect",
  "validation.login-failed-invalid-email-or-password":
    "Connexion impossible : adresse e-mail ou mot de passe incorrect.",
  "validation.an-account-with-this-email-already-exists": "Un compte existe déjà avec cette adresse e-mail",
  "validation.first-name-must-be-at-most-100-characters": "Le prénom ne peut pas dépasser 100 caractères",
  "validation.last-name-must-be-at-most-100-characters": "Le nom de famille ne peut pas dépasser 100 caractères",
  "validation.city-must-be-at-most-100-characters": "La ville ne peut pas dépasser 100 caractères",
  "validation.state-must-be-at-most-50-characters": "L’État ne peut pas dépasser 50 caractères",
  "validation.choose-interest-levels-from-the-list": "Choisissez les niveaux d’intérêt dans la liste",
  "validation.failed-to-join-waitlist": "Impossible de vous inscrire sur la liste d’attente",
  "validation.status-must-be-active-notified-or-converted": "Le statut doit être Active, Prévenue ou Convertie",
  "validation.search-is-too-long": "La recherche est trop longue",
  "validation.limit-must-be-a-number": "limit doit être un nombre",
  "validation.offset-must-be-a-number": "offset doit être un nombre",
  "validation.invalid-input": "Données non valides",
  // settings: the models' refusals shown on the profile and security forms
  "validation.current-password-is-incorrect": "Le mot de passe actuel est incorrect",
  "validation.you-already-have-this-role": "Vous avez déjà ce rôle.",
  "validation.you-already-have-a-pending-request-for-this-role": "Vous avez déjà une demande en attente pour ce rôle.",

  // Refusals: the English messages of the models' AccessErrors (and the access rules' defaults),
  // shown on pages in the reader's language (refuse, FormAlert).
  "validation.chapter-not-found": "Antenne introuvable",
  "validation.only-leaders-of-this-chapter-and-administrators-can-activate-it":
    "Seuls les responsables de cette antenne et les administrateurs peuvent l’activer.",
  "validation.only-approved-chapters-can-be-activated": "Seules les antennes approuvées peuvent être activées",
  "validation.activation-not-found": "Activation introuvable",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-roster":
    "Seuls les responsables de cette antenne et les administrateurs peuvent voir sa liste.",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-record":
    "Seuls les responsables de cette antenne et les administrateurs peuvent voir son registre.",
  "validation.only-leaders-of-this-chapter-and-administrators-can-export-its-volunteer-hours":
    "Seuls les responsables de cette antenne et les administrateurs peuvent exporter ses heures de bénévolat.",
  "validation.this-activation-has-been-stood-down-replies-are-closed":
    "La mobilisation a été levée : les réponses sont closes.",
  "validation.this-reply-link-is-not-valid": "Ce lien de réponse n’est pas valide.",
  "validation.you-were-not-alerted-to-this-activation": "Vous n’avez pas été alerté pour cette activation.",
  "validation.this-activation-is-closed-nobody-can-check-in-any-more":
    "Cette activation est close : plus personne ne peut pointer son arrivée.",
  "validation.already-checked-in": "Arrivée déjà pointée.",
  "validation.check-in-first": "Pointez d’abord l’arrivée.",
  "validation.only-a-delayed-reply-can-be-counted-in": "Seule une réponse « En retard » peut être comptée.",
  "validation.already-checked-out": "Départ déjà pointé.",
  "validation.reply-available-or-delayed-before-checking-in":
    "Répondez Disponible ou En retard avant de pointer votre arrivée.",
  "validation.that-member-is-not-on-this-activation-s-roster":
    "Cette personne ne figure pas sur la liste de cette activation.",
  "validation.this-activation-is-closed-updates-can-no-longer-be-sent":
    "Cette activation est close : on ne peut plus envoyer d’information.",
  "validation.this-activation-is-already-closed": "Cette activation est déjà close.",
  "validation.this-activation-is-closed-it-can-no-longer-be-edited":
    "Cette activation est close : elle ne peut plus être modifiée.",
  "validation.someone-changed-this-activation-since-you-opened-it-reload-to-see-the-changes":
    "Quelqu'un a modifié cette activation depuis que vous l'avez ouverte. Rechargez la page pour voir les changements.",
  "validation.reload-the-page-and-edit-again": "Rechargez la page et modifiez à nouveau",
  "validation.send-at-least-one-of-location-reportat-needed-or-details":
    "Envoyez au moins un des champs location, reportAt, needed ou details",
  "validation.only-chapter-leaders-and-administrators-can-create-announcements":
    "Seuls les responsables d’antenne et les administrateurs peuvent publier des annonces.",
  "validation.only-global-administrators-can-post-global-announcements":
    "Seuls les administrateurs généraux peuvent publier des annonces générales.",
  "validation.only-chapter-leaders-and-administrators-can-send-email":
    "Seuls les responsables d’antenne et les administrateurs peuvent envoyer des e-mails.",
  "validation.announcement-not-found": "Annonce introuvable",
  "validation.only-global-administrators-can-email-global-announcements":
    "Seuls les administrateurs généraux peuvent envoyer les annonces générales par e-mail.",
  "validation.you-can-only-email-announcements-of-chapters-you-lead":
    "Vous ne pouvez envoyer par e-mail que les annonces des antennes que vous animez.",
  "validation.event-not-found": "Événement introuvable",
  "validation.only-leaders-of-this-event-s-chapter-and-administrators-record-attendance":
    "Seuls les responsables de l’antenne de cet événement et les administrateurs enregistrent les présences.",
  "validation.person-not-found": "Personne introuvable",
  "validation.too-many-wrong-codes-ask-a-leader-at-the-event-to-check-you-in":
    "Trop de codes erronés. Demandez à un responsable sur place de vous enregistrer.",
  "validation.record-the-person-as-present-first": "Indiquez d’abord que la personne était présente.",
  "validation.only-chapter-leaders-and-administrators-can-create-chapters":
    "Seuls les responsables d’antenne et les administrateurs peuvent créer des antennes.",
  "validation.only-global-administrators-can-approve-chapters":
    "Seuls les administrateurs généraux peuvent approuver des antennes.",
  "validation.this-chapter-was-already-reviewed": "Cette antenne a déjà été examinée.",
  "validation.only-global-administrators-can-reject-chapters":
    "Seuls les administrateurs généraux peuvent refuser des antennes.",
  "validation.only-this-chapter-s-leaders-can-edit-it": "Seuls les responsables de cette antenne peuvent la modifier.",
  "validation.the-proof-file-must-be-5-mb-or-smaller": "Le justificatif ne doit pas dépasser 5 Mo",
  "validation.send-the-form-as-multipart-form-data": "Envoyez le formulaire en multipart/form-data",
  "validation.the-proof-must-be-a-pdf-png-jpeg-or-webp-file":
    "Le justificatif doit être un fichier PDF, PNG, JPEG ou WebP",
  "validation.only-administrators-can-edit-the-credential-catalog":
    "Seuls les administrateurs peuvent modifier le catalogue des qualifications.",
  "validation.credential-type-not-found": "Type de qualification introuvable",
  "validation.you-can-only-see-credentials-of-members-of-chapters-you-lead":
    "Vous ne pouvez voir que les qualifications des membres des antennes dont vous êtes responsable.",
  "validation.credential-not-found": "Qualification introuvable",
  "validation.only-a-leader-of-one-of-the-member-s-chapters-not-the-member-or-an-administrator-can-review-this-credential":
    "Seul un responsable d’une des antennes du membre (pas le membre lui-même) ou un administrateur peut examiner cette qualification.",
  "validation.this-credential-has-already-been-reviewed": "Cette qualification a déjà été examinée.",
  "validation.only-chapter-leaders-and-administrators-review-credentials":
    "Seuls les responsables d’antenne et les administrateurs examinent les qualifications.",
  "validation.file-not-found": "Fichier introuvable",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-readiness":
    "Seuls les responsables de cette antenne et les administrateurs peuvent voir son état de préparation.",
  "validation.only-this-chapter-s-leaders-can-see-who-is-coming":
    "Seuls les responsables de cette antenne peuvent voir qui vient.",
  "validation.you-can-only-see-hours-of-members-of-chapters-you-lead":
    "Vous ne pouvez voir que les heures des membres des antennes dont vous êtes responsable.",
  "validation.only-leaders-of-this-chapter-and-administrators-can-see-its-hours":
    "Seuls les responsables de cette antenne et les administrateurs peuvent voir ses heures.",
  "validation.entry-not-found": "Saisie introuvable",
  "validation.you-cannot-approve-your-own-hours": "Vous ne pouvez pas approuver vos propres heures.",
  "validation.this-entry-has-already-been-reviewed": "Cette saisie a déjà été examinée.",
  "validation.membership-not-found": "Adhésion introuvable.",
  "validation.only-this-chapter-s-leaders-can-manage-its-memberships":
    "Seuls les responsables de cette antenne peuvent gérer ses adhésions.",
  "validation.this-request-was-already-reviewed": "Cette demande a déjà été examinée.",
  "validation.only-approved-members-can-be-promoted-or-demoted":
    "Seuls les membres approuvés peuvent être promus ou rétrogradés.",
  "validation.you-cannot-change-your-own-role": "Vous ne pouvez pas changer votre propre rôle.",
  "validation.only-approved-chapters-accept-join-requests":
    "Seules les antennes approuvées acceptent les demandes d’adhésion.",
  "validation.you-have-already-requested-to-join-this-chapter-your-request-is-waiting-for-approval":
    "Vous avez déjà demandé à rejoindre cette antenne. Votre demande attend d’être approuvée.",
  "validation.you-are-already-a-member-of-this-chapter": "Vous êtes déjà membre de cette antenne.",
  "validation.your-earlier-request-to-join-this-chapter-was-declined-so-it-can-t-be-sent-again":
    "Votre précédente demande pour rejoindre cette antenne a été refusée : elle ne peut pas être renvoyée.",
  "validation.resource-not-found": "Ressource introuvable",
  "validation.only-chapter-leaders-and-administrators-can-create-resources":
    "Seuls les responsables d’antenne et les administrateurs peuvent créer des ressources.",
  "validation.only-global-administrators-can-create-admin-resources":
    "Seuls les administrateurs généraux peuvent créer des ressources réservées aux administrateurs.",
  "validation.you-cannot-edit-this-resource": "Vous ne pouvez pas modifier cette ressource.",
  "validation.access-denied-you-need-global-administrator-privileges-to-review-role-requests":
    "Accès refusé : il faut être administrateur général pour examiner les demandes de rôle.",
  "validation.role-request-not-found": "Demande de rôle introuvable.",
  "validation.rsvps-are-closed-this-event-has-already-started":
    "Les réponses sont closes : l’événement a déjà commencé.",
  "validation.only-global-administrators-can-manage-the-waitlist":
    "Seuls les administrateurs généraux peuvent gérer la liste d’attente.",
  "validation.waitlist-entry-not-found": "Inscription introuvable sur la liste d’attente",
  "validation.authentication-required": "Connexion requise",
  "validation.you-do-not-have-permission-to-do-that": "Vous n’avez pas l’autorisation de faire cela.",
  "validation.registration-failed-an-account-with-this-email-already-exists":
    "Inscription impossible : un compte existe déjà avec cette adresse e-mail.",
  "validation.only-chapter-leaders-and-administrators-can-create-events":
    "Seuls les responsables d’antenne et les administrateurs peuvent créer des événements.",
  "validation.you-can-only-create-announcements-for-chapters-you-lead":
    "Vous ne pouvez créer des annonces que pour les antennes dont vous êtes responsable.",
  "validation.you-can-only-create-resources-for-chapters-you-lead":
    "Vous ne pouvez créer des ressources que pour les antennes dont vous êtes responsable.",
  "validation.you-can-only-create-events-for-chapters-you-lead":
    "Vous ne pouvez créer des événements que pour les antennes dont vous êtes responsable.",
  "validation.this-chapter-was-already-approved": "Cette antenne était déjà approuvée.",
  "validation.this-chapter-was-already-rejected": "Cette antenne était déjà refusée.",
  "validation.this-request-was-already-approved": "Cette demande était déjà approuvée.",
  "validation.this-request-was-already-rejected": "Cette demande était déjà refusée.",
  "validation.not-found": "Introuvable",
  "validation.name-is-already-a-leader": "{{name}} est déjà responsable.",
  "validation.name-is-already-a-member": "{{name}} est déjà membre (sans rôle de responsable).",
  "validation.count-recipients-are-not-members-of-your-audience_one":
    "{{count}} destinataire ne fait pas partie de votre public.",
  "validation.count-recipients-are-not-members-of-your-audience_other":
    "{{count}} destinataires ne font pas partie de votre public.",
  "validation.upcoming-events-would-read-differently-in-the-new-time-zone-choose-whether-they-keep-their-clock-time-or-their-moment":
    "Les événements à venir se liraient autrement dans le nouveau fuseau horaire : choisissez s’ils gardent leur heure d’horloge ou leur moment",
  "validation.choose-what-upcoming-events-keep": "Choisissez ce que gardent les événements à venir",
  "validation.access-denied-you-need-global-administrator-privileges-to-view-the-waitlist":
    "Accès refusé : il faut des droits d’administration globale pour voir la liste d’attente.",
  "validation.dashboard-metrics-are-for-chapter-leaders-and-administrators":
    "Les indicateurs du tableau de bord sont réservés aux responsables d’antenne et aux administrateurs.",
  "validation.the-audit-log-is-for-chapter-leaders-and-administrators":
    "Le journal d’audit est réservé aux responsables d’antenne et aux administrateurs.",
  "validation.you-can-only-see-the-chapters-you-lead": "Vous ne pouvez voir que les antennes que vous dirigez.",
  "validation.too-many-requests-please-try-again-later": "Trop de demandes. Réessayez plus tard.",
  "validation.this-reset-link-is-invalid-expired-or-already-used-ask-for-a-new-one":
    "Ce lien de réinitialisation n’est pas valide, a expiré ou a déjà servi. Demandez-en un nouveau.",
  "validation.you-can-only-leave-or-withdraw-your-own-membership":
    "Vous ne pouvez quitter ou retirer que votre propre adhésion.",
  "validation.a-declined-request-stays-on-record-and-cannot-be-withdrawn":
    "Une demande refusée reste enregistrée et ne peut pas être retirée.",
  "validation.you-are-this-chapter-s-only-leader-make-another-member-a-leader-before-you-leave":
    "Vous êtes le seul responsable de cette antenne. Nommez un autre responsable avant de partir.",
  "validation.this-membership-has-already-changed-reload-the-page": "Cette adhésion a déjà changé. Rechargez la page.",
  "validation.say-why-you-are-removing-this-member": "Indiquez pourquoi vous retirez ce membre",
  "validation.only-approved-members-can-be-removed-reject-a-pending-request-instead":
    "Seuls les membres approuvés peuvent être retirés. Refusez plutôt la demande en attente.",
  "validation.you-cannot-remove-yourself-leave-the-chapter-from-its-page-instead":
    "Vous ne pouvez pas vous retirer vous-même. Quittez l’antenne depuis sa page.",
  "validation.only-this-chapter-s-leaders-can-remove-its-members":
    "Seuls les responsables de cette antenne peuvent en retirer des membres.",
  "validation.this-member-has-already-left-the-chapter": "Ce membre a déjà quitté l’antenne.",
  "validation.check-in-is-open-only-while-the-event-runs": "L’enregistrement n’est ouvert que pendant l’événement.",
  "validation.only-approved-members-of-this-chapter-can-check-in":
    "Seuls les membres approuvés de cette antenne peuvent s’enregistrer.",
  "validation.nobody-records-their-own-attendance-ask-another-leader-of-the-chapter":
    "Personne n’enregistre sa propre présence : demandez à un autre responsable de l’antenne.",
  "validation.only-approved-members-of-this-chapter-can-be-marked-present":
    "Seuls les membres approuvés de cette antenne peuvent être marqués présents.",
  "validation.attendance-can-be-recorded-once-the-event-has-started":
    "La présence peut être enregistrée une fois l’événement commencé.",
  "validation.timezone-must-be-an-iana-zone-name-such-as-america-chicago":
    "timeZone doit être un nom de fuseau IANA, comme America/Chicago",
  "validation.times-must-be-iso-8601-with-an-offset-or-z-2026-12-21t09-00-00-06-00-or-a-local-time-2026-12-21t09-00-with-a-timezone-field":
    "Les heures doivent être au format ISO 8601 avec un décalage ou Z (2026-12-21T09:00:00-06:00), ou une heure locale (2026-12-21T09:00) avec un champ timeZone",
  "validation.this-event-is-canceled-it-can-no-longer-be-changed":
    "Cet événement est annulé : il ne peut plus être modifié.",
  "validation.this-event-is-already-canceled": "Cet événement est déjà annulé.",
  "validation.this-event-has-already-started-it-can-no-longer-be-canceled":
    "Cet événement a déjà commencé : il ne peut plus être annulé.",
  "validation.only-this-chapter-s-leaders-can-change-its-events":
    "Seuls les responsables de cette antenne peuvent modifier ses événements.",
  "validation.what-to-bring-must-be-at-most-1000-characters": "« À apporter » doit compter au plus 1000 caractères",
  "validation.send-at-least-one-field-to-change": "Envoyez au moins un champ à modifier",
  "validation.count-people-already-hold-a-place-the-capacity-cannot-be-lower-than-that-ask-some-of-them-to-change-their-answer-first_one":
    "{{count}} personne a déjà une place : la capacité ne peut pas être inférieure. Demandez-lui d’abord de changer sa réponse.",
  "validation.count-people-already-hold-a-place-the-capacity-cannot-be-lower-than-that-ask-some-of-them-to-change-their-answer-first_other":
    "{{count}} personnes ont déjà une place : la capacité ne peut pas être inférieure. Demandez d’abord à certaines de changer leur réponse.",
  "validation.minutes-must-be-a-whole-number-from-1-to-1440": "Les minutes doivent être un nombre entier de 1 à 1440",
  "validation.choose-who-a-wave-alerts": "Choisissez qui la vague alerte",
  "validation.a-wave-can-alert-another-approved-chapter-you-lead":
    "Une vague peut alerter une autre antenne approuvée que vous dirigez",
  "validation.a-wave-can-name-people-of-the-chapters-you-lead":
    "Une vague peut désigner des personnes des antennes que vous dirigez",
  "validation.only-chapter-leaders-and-administrators-can-activate-a-chapter":
    "Seuls les responsables d’antenne et les administrateurs peuvent activer une antenne.",
  "validation.name-at-least-one-person-for-this-wave": "Désignez au moins une personne pour cette vague",
  "validation.say-after-how-many-minutes-to-alert-the-people-named":
    "Indiquez au bout de combien de minutes alerter les personnes désignées",
  "validation.name-at-most-10-people": "Désignez 10 personnes au plus",
  "validation.at-most-5-waves": "5 vagues au plus",
  "validation.this-activation-is-closed-nothing-can-be-resent":
    "Cette mobilisation est levée : plus rien ne peut être renvoyé.",
  "validation.only-members-of-this-event-s-chapter-can-rsvp-to-it":
    "Seuls les membres de l’antenne qui organise cet événement peuvent y répondre.",
  "validation.rsvps-are-closed-this-event-was-canceled": "Les réponses sont closes : cet événement a été annulé.",
  "validation.this-confirmation-link-is-invalid-expired-or-already-used-sign-in-and-ask-for-a-new-one":
    "Ce lien de confirmation est invalide, expiré ou déjà utilisé. Connectez-vous et demandez-en un nouveau.",
  "validation.confirm-your-email-address-before-joining-a-chapter-open-the-link-we-emailed-you-or-ask-for-a-new-one":
    "Confirmez votre adresse e-mail avant de rejoindre une antenne : ouvrez le lien que nous vous avons envoyé, ou demandez-en un nouveau.",
  "validation.your-password-is-not-correct": "Votre mot de passe est incorrect.",
  "validation.you-are-the-network-s-only-administrator-make-someone-else-an-administrator-first":
    "Vous êtes le seul administrateur du réseau. Nommez d'abord quelqu'un d'autre administrateur.",
  "validation.enter-your-password": "Saisissez votre mot de passe",
  "validation.tick-the-box-to-confirm": "Cochez la case pour confirmer",
  "validation.you-are-the-only-leader-of-chapter-make-another-member-a-leader-before-you-delete-your-account":
    "Vous êtes le seul responsable de {{chapter}}. Nommez un autre membre responsable avant de supprimer votre compte.",
  "validation.a-push-subscription-needs-its-endpoint": "Un abonnement push a besoin de son adresse d'envoi",
  "validation.not-a-push-endpoint": "Ce n'est pas une adresse de notifications push",
  "validation.missing-or-malformed-keys": "Clés manquantes ou mal formées",
  "validation.you-can-only-change-your-own-credentials": "Vous ne pouvez modifier que vos propres qualifications.",
  "validation.this-credential-was-just-reviewed-reload-the-page-and-try-again":
    "Cette qualification vient d’être examinée. Rechargez la page et réessayez.",
  "validation.member-not-found": "Membre introuvable",
  "validation.only-a-leader-of-one-of-the-member-s-chapters-not-the-member-or-an-administrator-can-record-a-credential-for-them":
    "Seul un responsable de l’une des antennes du membre (pas le membre lui-même) ou un administrateur peut lui enregistrer une qualification.",
  "validation.invalid-credential": "Qualification non valide",
  "validation.say-why-you-are-deactivating-this-member": "Indiquez pourquoi vous désactivez ce membre",
  "validation.only-approved-members-can-be-deactivated": "Seuls les membres approuvés peuvent être désactivés.",
  "validation.you-cannot-deactivate-yourself": "Vous ne pouvez pas vous désactiver vous-même.",
  "validation.only-a-deactivated-member-can-be-reactivated": "Seul un membre désactivé peut être réactivé.",
  "validation.only-this-chapter-s-leaders-can-deactivate-or-reactivate-its-members":
    "Seuls les responsables de cette antenne peuvent désactiver ou réactiver ses membres.",
  "validation.your-membership-of-this-chapter-is-inactive-ask-one-of-its-leaders-to-reactivate-it":
    "Votre adhésion à cette antenne est inactive. Demandez à l’un de ses responsables de la réactiver.",
};

export default messages;
