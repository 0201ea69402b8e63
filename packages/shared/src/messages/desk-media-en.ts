/** The desk's media strings in English: the reference for the German catalog. `{name}` marks a placeholder. */
export const deskMediaEnMessages = {
  title: 'Media',
};
