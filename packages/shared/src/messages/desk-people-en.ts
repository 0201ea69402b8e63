/**
 * The desk's "Personal data" page (GDPR art. 15, 17, 20; decision 185), in English: the reference for the
 * other languages. `{name}` marks a placeholder.
 */
export const deskPeopleEnMessages = {
  nav: 'Personal data',
  title: 'Personal data',
  intro:
    'Find everything Sitedesk holds about one e-mail address, give the person a copy, or erase it. Each search, export and erasure is logged with your name.',
  searchLabel: 'E-mail address',
  search: 'Find',
  resultsHeading: 'Held about {email}',
  counts: {
    inquiries: 'Inquiries',
    messages: 'Messages',
    notes: 'Notes',
    files: 'Files',
    outgoingMails: 'Outgoing e-mails',
    devMailboxCopies: 'Dev mailbox copies',
  },
  nothingHeld: 'Nothing is held about this address.',
  erasedBefore: 'This address was erased on {date}.',
  export: 'Export (ZIP)',
  exporting: 'Preparing the export…',
  exported: 'The export was downloaded.',
  erase: 'Erase…',
  eraseTitle: 'Erase everything about {email}?',
  eraseText:
    'Every inquiry, message, note and file of this address, and the e-mails sent to it, are deleted for good. Only the fact that an erasure happened is kept, without the address.',
  eraseConfirmLabel: 'Type the address to confirm',
  eraseMismatch: 'This is not the address above.',
  eraseAction: 'Erase for good',
  cancel: 'Cancel',
  erased:
    'Erased: {inquiries} inquiries, {messages} messages, {notes} notes, {files} files, {outgoingMails} outgoing e-mails, {devMailboxCopies} dev mailbox copies.',
  requestsHeading: 'Open erasure requests',
  requestsIntro:
    'Visitors asked for these through the link in their confirmation e-mail. Confirm each by its due date.',
  requestsEmpty: 'No open requests.',
  requestedAt: 'Asked on {date}',
  dueAt: 'Due by {date}',
  overdue: 'Overdue since {date}',
  review: 'Review',
};
