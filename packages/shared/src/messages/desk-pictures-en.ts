/**
 * The desk's strings for shared pictures, the picker's search and upload, focal points and where a file is
 * used (decision 203), in English: the reference for the other languages. `{name}` marks a placeholder.
 */
export const deskPicturesEnMessages = {
  shared: {
    everyLanguage: 'Every language shows this picture unless it has one of its own.',
    inherited: 'The picture of every language, chosen in {language}.',
    own: '{language} shows its own picture here (for a picture with words in it, say).',
    chooseOwn: 'Use another picture in {language}',
    useShared: 'Use the picture of every language',
    altMissing:
      'No alt text yet in: {languages}. Add it in the media library before you publish in those languages.',
  },
  search: {
    label: 'Search',
    hint: 'By file name, title or alt text.',
    noMatch: 'No file matches “{q}”.',
  },
  upload: {
    title: 'Upload a new file',
    file: 'File',
    altIn: 'Alt text ({language})',
    submit: 'Upload and use',
    uploading: 'Uploading…',
  },
  focal: {
    legend: 'Focal point',
    hint: 'The part that stays in view where the site cuts the picture to other proportions: cards, team photos, previews. Set it with the sliders: arrow keys, or a click on a track.',
    fromLeft: 'From the left',
    fromTop: 'From the top',
    save: 'Save the focal point',
    saved: 'Focal point saved.',
    value: '{percent} %',
  },
  usage: {
    title: 'Where it is used',
    loading: 'Looking up where it is used…',
    none: 'Not used on the site.',
    sharedLanguage: '{language}, as the picture of every language',
  },
};
