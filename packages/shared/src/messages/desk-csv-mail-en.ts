/**
 * The desk's strings for the CSV export, the e-mail delivery panel and the dev mailbox's views of a mail,
 * in English: the reference for the other languages (decision 170). `{name}` marks a placeholder.
 */
export const deskCsvMailEnMessages = {
  csv: {
    /** The export's header row, one per column, in the order the columns are written. */
    columns: {
      reference: 'Reference',
      received: 'Received (UTC)',
      status: 'Status',
      name: 'Name',
      company: 'Company',
      email: 'E-mail',
      phone: 'Phone',
      phoneCountry: 'Phone country',
      country: 'Company country',
      topic: 'Topic',
      assignee: 'Assignee',
      message: 'Message',
      entryType: 'Product or job',
      entryTitle: 'Product or job title',
      firstAnswerHours: 'First answer after (hours)',
    },
    entryTypes: { products: 'Product', jobs: 'Job' },
    separator: 'CSV separator',
    separatorAuto: 'As usual (comma)',
    separatorComma: 'Comma (,)',
    separatorSemicolon: 'Semicolon (;)',
  },
  deliveries: {
    kinds: {
      'inquiry-confirmation': 'Confirmation to the visitor',
      'inquiry-notification': 'Notification to staff',
      'inquiry-reply': 'Answer to the visitor',
      'visitor-replied': 'Notice to staff of the visitor’s answer',
      'job-application': 'Application notice to the job’s contact',
      'password-reset': 'Password reset link',
      'staff-invitation': 'Invitation to the desk',
      'inquiry-assigned': 'Notice to staff of an assignment',
      'first-answer-reminder': 'Reminder to staff of the first-answer deadline',
    },
    answerFrom: 'Answer from {name}',
    other: 'E-mail',
    files: 'Files: {files}',
    file: '{name} ({size})',
  },
  mailbox: {
    cc: 'CC',
    view: 'Show',
    html: 'As the recipient sees it',
    text: 'Text version',
    frameTitle: 'E-mail “{subject}” as the recipient sees it',
    attachments: 'Attachments',
    noAttachments: 'No attachments.',
    download: 'Download {name} ({type}, {size})',
  },
};
