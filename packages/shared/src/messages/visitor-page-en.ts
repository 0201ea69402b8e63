import { inquiryFieldErrorMessages } from '../inquiry-errors';
/**
 * The visitor's own page (`/{locale}/requests/{token}`, decision 173) and its links in the visitor's
 * e-mails, in English: the reference for the other languages. `{name}` marks a placeholder.
 */
export const visitorPageEnMessages = {
  documentTitle: 'Your request {reference}',
  eyebrow: 'Your request',
  referenceLabel: 'Reference',
  statusLabel: 'Status',
  status: {
    new: 'Received: we will answer soon',
    in_progress: 'In progress',
    answered: 'Answered',
    closed: 'Closed',
  },
  privacyNote:
    'This page is yours alone: anyone with its link can read it, so please do not pass the link on.',
  threadHeading: 'Conversation',
  yourInquiry: 'Your inquiry',
  yourAnswer: 'Your answer',
  staffAnswer: '{name}, {company}',
  teamAnswer: 'The {company} team',
  filesLabel: 'Files',
  filesNote: 'The download links work for 15 minutes; reload the page for new ones.',
  answerHeading: 'Answer',
  answerLabel: 'Your message',
  answerHint: 'Up to 5,000 characters. We will be told at once and answer by e-mail and on this page.',
  attachLabel: 'Files (optional)',
  attachHint: 'Up to 5 files, 10 MB each and 25 MB together: PDF, images, office or CAD files.',
  filesAgain: 'Please choose your files again.',
  closedHint: 'This request is closed. If you write to us here, we will open it again.',
  submit: 'Send answer',
  sent: 'Thank you. Your answer has been added to the conversation.',
  errorTitle: 'Your answer was not sent.',
  errors: {
    required: 'Please write your answer.',
    too_long: 'Your answer is longer than 5,000 characters. Please shorten it.',
    invalid_characters: 'Your answer holds characters that cannot be stored. Please remove them.',
    rate_limited: 'You have sent many answers in a short time. Please try again in an hour.',
    // The contact form's words for the same refusals (one set of file rules, one way of saying them).
    too_many_files: inquiryFieldErrorMessages.en.too_many_files,
    file_too_large: inquiryFieldErrorMessages.en.file_too_large,
    files_too_large: inquiryFieldErrorMessages.en.files_too_large,
    unsupported_file_type: inquiryFieldErrorMessages.en.unsupported_file_type,
  },
  notFound: {
    documentTitle: 'Request not found',
    eyebrow: 'Error 404',
    title: 'This request page is not available',
    text: 'The link may be incomplete, or the request has been deleted: we delete requests after a while, and whenever someone asks us to. If you need us, please write to us again.',
    contact: 'Write to us',
  },
  mail: {
    confirmationAction: 'Your request online',
    replyLink: 'See the whole conversation and answer on your page: {url}',
  },
};
