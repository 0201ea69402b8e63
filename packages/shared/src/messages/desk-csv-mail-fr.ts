import type { deskCsvMailEnMessages } from './desk-csv-mail-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The CSV export's, delivery panel's and dev mailbox's strings in French, typed against the English catalog. */
export const deskCsvMailFrMessages: Catalog<typeof deskCsvMailEnMessages> = {
  csv: {
    columns: {
      reference: 'Référence',
      received: 'Reçue (UTC)',
      status: 'Statut',
      name: 'Nom',
      company: 'Entreprise',
      email: 'E-mail',
      phone: 'Téléphone',
      phoneCountry: 'Pays du téléphone',
      country: 'Pays de l’entreprise',
      topic: 'Sujet',
      assignee: 'Responsable',
      message: 'Message',
      entryType: 'Produit ou offre d’emploi',
      entryTitle: 'Titre du produit ou de l’offre',
      firstAnswerHours: 'Première réponse après (heures)',
    },
    entryTypes: { products: 'Produit', jobs: 'Offre d’emploi' },
    separator: 'Séparateur du fichier CSV',
    separatorAuto: 'Comme d’usage (point-virgule)',
    separatorComma: 'Virgule (,)',
    separatorSemicolon: 'Point-virgule (;)',
  },
  deliveries: {
    kinds: {
      'inquiry-confirmation': 'Confirmation au visiteur',
      'inquiry-notification': 'Notification à l’équipe',
      'inquiry-reply': 'Réponse au visiteur',
      'visitor-replied': 'Avis à l’équipe de la réponse du visiteur',
      'job-application': 'Avis de candidature au contact de l’offre',
      'password-reset': 'Lien de réinitialisation du mot de passe',
      'staff-invitation': 'Invitation au desk',
      'inquiry-assigned': 'Avis à l’équipe d’une attribution',
      'first-answer-reminder': 'Rappel à l’équipe du délai de première réponse',
    },
    answerFrom: 'Réponse de {name}',
    other: 'E-mail',
    files: 'Fichiers : {files}',
    file: '{name} ({size})',
  },
  mailbox: {
    cc: 'Cc',
    view: 'Afficher',
    html: 'Telle que le destinataire la voit',
    text: 'Version texte',
    frameTitle: 'E-mail « {subject} » tel que le destinataire le voit',
    attachments: 'Pièces jointes',
    noAttachments: 'Aucune pièce jointe.',
    download: 'Télécharger {name} ({type}, {size})',
  },
};
