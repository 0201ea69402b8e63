import type { deskKeyboardEnMessages } from './desk-keyboard-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** Les textes de la liste à côté de la conversation et des raccourcis clavier, en français. */
export const deskKeyboardFrMessages: Catalog<typeof deskKeyboardEnMessages> = {
  split: {
    listLabel: 'Demandes de cette vue',
    position: '{position} sur {count}',
    previous: 'Demande précédente',
    next: 'Demande suivante',
    answer: 'Répondre',
    emptyList: 'Aucune demande dans cette vue.',
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    intro:
      'Les touches simples fonctionnent partout dans la boîte de réception et dans une demande, sauf pendant la saisie dans un champ.',
    thenKey: 'puis',
    or: 'ou',
    close: 'Fermer',
    next: 'Demande suivante',
    previous: 'Demande précédente',
    open: 'Ouvrir la demande sélectionnée',
    assignToMe: 'M’attribuer',
    answer: 'Répondre (aller au champ de réponse)',
    done: 'Clôturer la demande',
    goToInbox: 'Aller à la boîte de réception',
    help: 'Afficher cette liste',
    send: 'Envoyer la réponse (dans le champ de réponse)',
    offNote: 'Les raccourcis à une touche sont désactivés. Activez-les dans vos préférences.',
    assigned: 'La demande {reference} vous est maintenant attribuée.',
    closed: 'La demande {reference} est clôturée.',
    preference: 'Utiliser les raccourcis clavier à une touche (? affiche la liste)',
    preferenceHint:
      'Enregistré sur cet appareil. Désactivez-les si vous utilisez la saisie vocale ou appuyez sur des touches par mégarde.',
  },
};
