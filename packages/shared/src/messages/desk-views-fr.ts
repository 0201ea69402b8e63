import type { deskViewsEnMessages } from './desk-views-en';

/** Les textes des vues enregistrées de la boîte de réception (décision 186), en français. */
export const deskViewsFrMessages: typeof deskViewsEnMessages = {
  title: 'Vues',
  shared: 'Partagée',
  sharedBy: 'Partagée par {name}',
  save: 'Enregistrer la vue',
  edit: 'Modifier la vue',
  saveTitle: 'Enregistrer ces filtres comme vue',
  editTitle: 'Modifier la vue',
  name: 'Nom',
  nameHint: 'Par exemple « Devis en retard d’Allemagne ».',
  share: 'Partager avec l’équipe',
  shareHint: 'Toute personne qui lit les demandes la voit dans sa liste de vues.',
  filters: 'Affiche',
  noFilters: 'toutes les demandes',
  submitNew: 'Enregistrer la vue',
  submitEdit: 'Enregistrer les modifications',
  delete: 'Supprimer la vue',
  cancel: 'Annuler',
  saved: 'Vue « {name} » enregistrée.',
  updated: 'Vue « {name} » modifiée.',
  deleted: 'Vue « {name} » supprimée.',
  assigneeMe: 'Moi (qui l’ouvre)',
};
