/**
 * The desk's strings for saved views of the inbox (decision 186), in English: the reference for the other
 * languages. `{name}` marks a placeholder.
 */
export const deskViewsEnMessages = {
  title: 'Views',
  shared: 'Shared',
  sharedBy: 'Shared by {name}',
  save: 'Save view',
  edit: 'Edit view',
  saveTitle: 'Save these filters as a view',
  editTitle: 'Edit view',
  name: 'Name',
  nameHint: 'For example “Overdue quotes from Germany”.',
  share: 'Share with the team',
  shareHint: 'Everyone who reads inquiries sees it in their list of views.',
  filters: 'Shows',
  noFilters: 'every inquiry',
  submitNew: 'Save view',
  submitEdit: 'Save changes',
  delete: 'Delete view',
  cancel: 'Cancel',
  saved: 'View “{name}” saved.',
  updated: 'View “{name}” changed.',
  deleted: 'View “{name}” deleted.',
  assigneeMe: 'Me (whoever opens it)',
};
