import type { deskHabitsEnMessages } from './desk-habits-en';

type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };

/** The desk's strings for the habits of a shared inbox in French, typed against the English catalog. */
export const deskHabitsFrMessages: Catalog<typeof deskHabitsEnMessages> = {
  tags: {
    title: 'Étiquettes',
    intro:
      'Les étiquettes regroupent les demandes par-delà statuts et personnes. Quiconque traite les demandes les étiquette ; propriétaires et admins tiennent cette liste.',
    name: 'Nom',
    color: 'Couleur',
    colors: {
      gray: 'Gris',
      red: 'Rouge',
      amber: 'Ambre',
      green: 'Vert',
      teal: 'Sarcelle',
      blue: 'Bleu',
      violet: 'Violet',
      pink: 'Rose',
    },
    create: 'Ajouter l’étiquette',
    save: 'Enregistrer l’étiquette',
    cancel: 'Annuler',
    edit: 'Modifier l’étiquette {name}',
    delete: 'Supprimer l’étiquette {name}',
    confirmDelete: 'Supprimer l’étiquette « {name} » ? Elle est retirée de {count} demandes.',
    confirm: 'Supprimer',
    created: 'Étiquette « {name} » ajoutée.',
    saved: 'Étiquette « {name} » enregistrée.',
    deleted: 'Étiquette « {name} » supprimée.',
    empty: 'Aucune étiquette pour l’instant.',
    count: '{count} demandes',
    none: 'Aucune étiquette.',
    add: 'Ajouter une étiquette',
    addButton: 'Ajouter',
    choose: 'Choisir une étiquette',
    noMoreTags: 'Cette demande porte déjà toutes les étiquettes.',
    remove: 'Retirer l’étiquette {name}',
    filter: 'Étiquette',
    chips: 'Étiquettes',
  },
  bulk: {
    select: 'Sélectionner {name}',
    selectPage: 'Tout sélectionner sur cette page',
    selected: '{count} sélectionnées',
    actions: 'Actions groupées',
    assignToMe: 'M’attribuer',
    assignTo: 'Attribuer à',
    setStatus: 'Changer le statut',
    addTag: 'Ajouter une étiquette',
    markSpam: 'Marquer comme spam',
    apply: 'Appliquer',
    clear: 'Effacer la sélection',
    choose: 'Choisir',
    unassign: 'Personne',
    done: '{changed} modifiées, {skipped} laissées telles quelles.',
    undo: 'Annuler',
    undoHint: 'ou appuyez sur Ctrl+Z',
    undone:
      'Annulé : {restored} rétablies, {kept} laissées comme des collègues les ont modifiées entre-temps.',
  },
};
