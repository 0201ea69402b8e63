import type { deskPeopleEnMessages } from './desk-people-en';

/** La page « Données personnelles » du desk (décision 185). */
export const deskPeopleFrMessages: typeof deskPeopleEnMessages = {
  nav: 'Données personnelles',
  title: 'Données personnelles',
  intro:
    'Trouvez tout ce que Sitedesk conserve sur une adresse e-mail, remettez-en une copie à la personne ou effacez-le. Chaque recherche, export et effacement est journalisé à votre nom.',
  searchLabel: 'Adresse e-mail',
  search: 'Rechercher',
  resultsHeading: 'Conservé sur {email}',
  counts: {
    inquiries: 'Demandes',
    messages: 'Messages',
    notes: 'Notes',
    files: 'Fichiers',
    outgoingMails: 'E-mails sortants',
    devMailboxCopies: 'Copies de la boîte de test',
  },
  nothingHeld: 'Rien n’est conservé sur cette adresse.',
  erasedBefore: 'Cette adresse a été effacée le {date}.',
  export: 'Exporter (ZIP)',
  exporting: 'Préparation de l’export…',
  exported: 'L’export a été téléchargé.',
  erase: 'Effacer…',
  eraseTitle: 'Tout effacer sur {email} ?',
  eraseText:
    'Toutes les demandes, messages, notes et fichiers de cette adresse, ainsi que les e-mails qui lui ont été envoyés, sont supprimés définitivement. Seul le fait qu’un effacement a eu lieu est conservé, sans l’adresse.',
  eraseConfirmLabel: 'Saisissez l’adresse pour confirmer',
  eraseMismatch: 'Ce n’est pas l’adresse ci-dessus.',
  eraseAction: 'Effacer définitivement',
  cancel: 'Annuler',
  erased:
    'Effacé : {inquiries} demandes, {messages} messages, {notes} notes, {files} fichiers, {outgoingMails} e-mails sortants, {devMailboxCopies} copies de la boîte de test.',
  requestsHeading: 'Demandes d’effacement en attente',
  requestsIntro:
    'Les visiteurs les ont envoyées via le lien de leur e-mail de confirmation. Confirmez chacune avant son échéance.',
  requestsEmpty: 'Aucune demande en attente.',
  requestedAt: 'Demandée le {date}',
  dueAt: 'À traiter avant le {date}',
  overdue: 'En retard depuis le {date}',
  review: 'Examiner',
};
