/**
 * What the section editor and the entry editor say in the same words, in English: both catalogs
 * (desk-content, desk-collections) take these, so a wording is changed once.
 */
export const deskEditingCommonEnMessages = {
  validationSummary: 'Some fields need your attention:',
  /** The field problems both editors word alike. */
  codes: {
    required: 'Fill in this field.',
    invalid: 'Check this value.',
    too_long: 'This text is too long.',
    media_not_found: 'The chosen file is no longer in the media library. Choose another one.',
    image_alt_missing: 'The image has no alt text in this language yet. Add it in the media library.',
    not_an_image: 'Choose an image here.',
    not_a_document: 'Choose a document here.',
  },
  history: {
    title: 'History',
    empty: 'Nothing published yet.',
    version: 'Version {version}',
    by: 'by {name}',
    initial: 'initial content',
    restoredFrom: 'restored from version {version}',
    live: 'Live',
    restore: 'Restore',
    restoreLabel: 'Restore version {version}',
    restoreConfirm:
      'Publish version {version} again? It replaces what is live now. An unpublished draft stays a draft.',
  },
};
