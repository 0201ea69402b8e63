/**
 * The desk's strings for the habits of a shared inbox (issue 26: tags) in English: the reference for the
 * other languages. `{name}` marks a placeholder.
 */
export const deskHabitsEnMessages = {
  tags: {
    title: 'Tags',
    intro:
      'Tags group inquiries across statuses and people. Anyone who works inquiries tags them; owners and admins keep this list.',
    name: 'Name',
    color: 'Colour',
    colors: {
      gray: 'Grey',
      red: 'Red',
      amber: 'Amber',
      green: 'Green',
      teal: 'Teal',
      blue: 'Blue',
      violet: 'Violet',
      pink: 'Pink',
    },
    create: 'Add tag',
    save: 'Save tag',
    cancel: 'Cancel',
    edit: 'Edit tag {name}',
    delete: 'Delete tag {name}',
    confirmDelete: 'Delete the tag “{name}”? It is taken off {count} inquiries.',
    confirm: 'Delete',
    created: 'Tag “{name}” added.',
    saved: 'Tag “{name}” saved.',
    deleted: 'Tag “{name}” deleted.',
    empty: 'No tags yet.',
    count: '{count} inquiries',
    none: 'No tags.',
    add: 'Add a tag',
    addButton: 'Add',
    choose: 'Choose a tag',
    noMoreTags: 'This inquiry carries every tag.',
    remove: 'Remove tag {name}',
    filter: 'Tag',
    chips: 'Tags',
  },
};
