/**
 * The desk's strings for a person's other inquiries and for merging two of them (decision 179), in English:
 * the reference for the other languages. `{name}` marks a placeholder.
 */
export const deskPersonEnMessages = {
  title: 'Other inquiries from this person',
  none: 'No other inquiries from this e-mail address.',
  more: 'Only the newest 20 are listed.',
  merge: 'Merge into this one',
  mergeLabel: 'Merge {source} into {target}',
  mergeTitle: 'Merge inquiries',
  mergeConfirm:
    'Merge inquiry {source} into {target}? Its messages, notes and files join the thread of {target}, and {source} is closed and points to {target}. This cannot be undone.',
  mergeAction: 'Merge',
  cancel: 'Cancel',
  merged: 'Inquiry {source} was merged into this one.',
  mergedInto: 'This inquiry was merged into {reference}.',
  openTarget: 'Open {reference}',
};
