import { inquiryFieldErrorMessages } from '../inquiry-errors';
import type { visitorPageEnMessages } from './visitor-page-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The visitor's own page and its e-mail links in French, typed against the English catalog. */
export const visitorPageFrMessages: Catalog<typeof visitorPageEnMessages> = {
  documentTitle: 'Votre demande {reference}',
  eyebrow: 'Votre demande',
  referenceLabel: 'Référence',
  statusLabel: 'Statut',
  status: {
    new: 'Reçue : nous vous répondrons bientôt',
    in_progress: 'En cours de traitement',
    answered: 'Répondue',
    closed: 'Clôturée',
  },
  privacyNote:
    'Cette page n’appartient qu’à vous : toute personne qui en a le lien peut la lire. Merci de ne pas transmettre ce lien.',
  threadHeading: 'Échanges',
  yourInquiry: 'Votre demande',
  yourAnswer: 'Votre réponse',
  staffAnswer: '{name}, {company}',
  teamAnswer: 'L’équipe {company}',
  filesLabel: 'Fichiers',
  filesNote:
    'Les liens de téléchargement sont valables 15 minutes ; rechargez la page pour en obtenir de nouveaux.',
  answerHeading: 'Répondre',
  answerLabel: 'Votre message',
  answerHint:
    'Jusqu’à 5 000 caractères. Nous en sommes avertis aussitôt et répondons par e-mail et sur cette page.',
  attachLabel: 'Fichiers (facultatif)',
  attachHint:
    'Jusqu’à 5 fichiers, 10 Mo chacun et 25 Mo au total : PDF, images, fichiers bureautiques ou CAO.',
  filesAgain: 'Merci de choisir à nouveau vos fichiers.',
  closedHint: 'Cette demande est clôturée. Si vous nous écrivez ici, nous la rouvrirons.',
  submit: 'Envoyer la réponse',
  sent: 'Merci. Votre réponse a été ajoutée aux échanges.',
  errorTitle: 'Votre réponse n’a pas été envoyée.',
  errors: {
    required: 'Veuillez écrire votre réponse.',
    too_long: 'Votre réponse dépasse 5 000 caractères. Merci de la raccourcir.',
    invalid_characters:
      'Votre réponse contient des caractères qui ne peuvent pas être enregistrés. Merci de les supprimer.',
    rate_limited: 'Vous avez envoyé beaucoup de réponses en peu de temps. Merci de réessayer dans une heure.',
    // The contact form's words for the same refusals (one set of file rules, one way of saying them).
    too_many_files: inquiryFieldErrorMessages.fr.too_many_files,
    file_too_large: inquiryFieldErrorMessages.fr.file_too_large,
    files_too_large: inquiryFieldErrorMessages.fr.files_too_large,
    unsupported_file_type: inquiryFieldErrorMessages.fr.unsupported_file_type,
  },
  notFound: {
    documentTitle: 'Demande introuvable',
    eyebrow: 'Erreur 404',
    title: 'Cette page de demande n’est pas disponible',
    text: 'Le lien est peut-être incomplet, ou la demande a été supprimée : nous supprimons les demandes au bout d’un certain temps, et chaque fois qu’on nous le demande. Si vous avez besoin de nous, écrivez-nous à nouveau.',
    contact: 'Nous écrire',
  },
  mail: {
    confirmationAction: 'Votre demande en ligne',
    replyLink: 'Tous les échanges, et la possibilité de répondre, sur votre page : {url}',
  },
};
