import { inquiryExportQuerySchema, inquiryListQuerySchema } from '@sitedesk/shared/desk-api';
import { csvDownload, describedDesk, describedResourceWrites } from '../../../http/desk-operation';
import {
  jsonResponse,
  noContent,
  queryParametersOf,
  ref,
  uuidPathParameter,
} from '../../../http/openapi-schema';

/**
 * The inbox's routes as they describe themselves (decision 248); the body and answer schemas are
 * `components.schemas` of the reference (api-docs).
 */
const tag = 'Desk: inquiries';
const inquiryId = uuidPathParameter('id', 'The inquiry’s');

// The desk's tags, tagging an inquiry, and bulk actions with their undo (decision 177).
const pairTagId = uuidPathParameter('tagId', 'The tag’s');

export const listTagsDoc = describedDesk({
  tag,
  summary: 'List the tags',
  description: 'By name, each with its colour and how many inquiries (spam left out) carry it.',
  access: 'inquiries:read',
  responses: { 200: jsonResponse('The tags', ref('TagList')) },
});

export const tagWriteDocs = describedResourceWrites({
  tag,
  access: 'settings:manage',
  requestBody: 'TagRequest',
  id: uuidPathParameter('id', 'The tag’s'),
  create: {
    summary: 'Create a tag',
    description:
      'A name unique whatever its case (422 `duplicate_tag`), at most 40 characters, and a colour of the ' +
      'palette.',
  },
  update: {
    summary: 'Rename or recolour a tag',
    description: 'Checked as on creation; every inquiry that carries it shows the change.',
  },
  remove: {
    summary: 'Delete a tag',
    description: 'It is taken off every inquiry that carries it.',
  },
});

export const putInquiryTagDoc = describedDesk({
  tag,
  summary: 'Put a tag on an inquiry',
  description:
    'Idempotent: a tag the inquiry carries already changes nothing. Otherwise the activity log records ' +
    '`tag_added` and every open desk receives `inquiry.updated`.',
  access: 'inquiries:update',
  parameters: [inquiryId, pairTagId],
  responses: { 204: noContent },
  errors: [404],
});

export const removeInquiryTagDoc = describedDesk({
  tag,
  summary: 'Take a tag off an inquiry',
  description: 'Idempotent, as putting it on; records `tag_removed`.',
  access: 'inquiries:update',
  parameters: [inquiryId, pairTagId],
  responses: { 204: noContent },
  errors: [404],
});

export const bulkActionDoc = describedDesk({
  tag,
  summary: 'Apply one action to up to 100 inquiries',
  description:
    'Assign (`assigneeId`, or `null`), set a status (`spam` marks as spam) or add a tag, in one ' +
    'transaction; each inquiry goes the way of a single change (activity, notices, `inquiry.updated`). ' +
    'Inquiries the action does not apply to (already so, a move their status does not allow, gone) are ' +
    'skipped. The answer holds `undoToken` (for 15 minutes, once), or `null` when nothing changed.',
  access: 'inquiries:update',
  requestBody: 'BulkActionRequest',
  responses: { 200: jsonResponse('What changed, and the undo token', ref('BulkActionResult')) },
  errors: [400, 404, 415, 422],
});

export const bulkUndoDoc = describedDesk({
  tag,
  summary: 'Undo a bulk action',
  description:
    'Puts back each value that is still the one the action set; a value someone changed since stays as ' +
    'they made it (`keptLaterChanges`). A status goes back even where the lifecycle offers no such move. ' +
    'An unknown, used or expired token is 404.',
  access: 'inquiries:update',
  requestBody: 'BulkUndoRequest',
  responses: { 200: jsonResponse('What was put back', ref('BulkUndoResult')) },
  errors: [400, 404, 415, 422],
});

// Saved views of the inbox (decision 186).
export const listSavedViewsDoc = describedDesk({
  tag,
  summary: 'List saved views',
  description:
    'The signed-in member’s own views, then the views others shared, each by name. `canEdit` says ' +
    'whether the member may change it (its maker; owners and admins for a shared one).',
  access: 'inquiries:read',
  responses: { 200: jsonResponse('The views', ref('SavedViewList')) },
});

export const savedViewWriteDocs = describedResourceWrites({
  tag,
  access: 'inquiries:read',
  requestBody: 'SavedViewRequest',
  id: uuidPathParameter('id', 'The view’s'),
  create: {
    summary: 'Save a view',
    description:
      'A name (at most 60 characters), the inbox’s filters and order as `GET /api/desk/inquiries` takes ' +
      'them (no page; `assignee: "me"` is whoever opens it), and whether the team sees it. At most 50 own ' +
      'views per member and 100 shared ones (422 `too_many_views`).',
  },
  update: {
    summary: 'Change a saved view',
    description:
      'Rename, share or unshare, or change its filters. Its maker may; a view someone else shared only ' +
      'owners and admins may (roles: owner, admin), 403 otherwise. Someone else’s unshared view is 404.',
  },
  remove: {
    summary: 'Delete a saved view',
    description:
      'Its maker may; a view someone else shared only owners and admins may (roles: owner, admin), 403 ' +
      'otherwise. Someone else’s unshared view is 404.',
  },
  itemErrors: [403],
});

// A person's other inquiries, and merging two of them (decision 179).
export const samePersonInquiriesDoc = describedDesk({
  tag,
  summary: 'List the other inquiries from the same person',
  description:
    'The other inquiries sent from the inquiry’s e-mail address (compared case-insensitively), newest ' +
    'first, at most 20; spam is left out, as in the inbox.',
  access: 'inquiries:read',
  parameters: [inquiryId],
  responses: { 200: jsonResponse('The other inquiries', ref('PersonInquiries')) },
  errors: [404],
});

export const mergeInquiryDoc = describedDesk({
  tag,
  summary: 'Merge another inquiry of the same person into this one',
  description:
    'The other inquiry’s message, e-mails, notes, files, activity and visitor-page links join this ' +
    'one’s thread in time order, in one transaction; the other becomes a closed stub that leads here ' +
    '(its reply address too), with an activity entry on both. 409 `merge_refused` (with ' +
    '`details.reason`: `same_inquiry`, `different_person`, `spam`, `already_merged`) when the two are ' +
    'one inquiry, have different e-mail addresses, either is spam, or either was merged already; 404 ' +
    'when either is not there.',
  access: 'inquiries:update',
  parameters: [inquiryId],
  requestBody: 'InquiryMerge',
  responses: { 200: jsonResponse('The inquiry as it is now', ref('InquiryDetail')) },
  errors: [400, 404, 409, 422],
});

// The inquiry API: list, export, detail, changes, notes, erasure.
const listFilters = queryParametersOf(inquiryListQuerySchema, {
  country: 'ISO 3166-1 alpha-2 code, either case.',
  assignee: 'A staff member’s id, or `none` for unassigned inquiries.',
  from: 'First day of arrival, `YYYY-MM-DD` (UTC).',
  to: 'Last day of arrival, `YYYY-MM-DD` (UTC).',
  q:
    'Full-text search over reference, name, company, e-mail, message, the e-mail thread and the notes, ' +
    'accents folded and stemmed in the inquiry’s language; quotes, `or` and `-` as in a web search, the ' +
    'last word also as a prefix.',
  sort:
    '`relevance` (the default while searching: best match first), `newest` (the default otherwise), `oldest`, ' +
    'or `due` (open inquiries waiting for a first or a next answer by the earlier deadline, overdue first; ' +
    'then the rest newest first).',
  entryId: 'Only inquiries about this product or job (ids from `GET /api/desk/inquiries/entries`).',
  deadline:
    'Open inquiries (new, in progress) waiting for a first answer, or for the next one after the visitor ' +
    'answered, whose earlier pending deadline has passed (`overdue`) or is ahead (`running`).',
  tag: 'Only inquiries that carry this tag (ids from `GET /api/desk/tags`).',
});
const exportFilters = queryParametersOf(inquiryExportQuerySchema, {
  country: 'ISO 3166-1 alpha-2 code, either case.',
  assignee: 'A staff member’s id, or `none` for unassigned inquiries.',
  from: 'First day of arrival, `YYYY-MM-DD` (UTC).',
  to: 'Last day of arrival, `YYYY-MM-DD` (UTC).',
  q: 'Full-text search, as for the list.',
  sort: 'Ignored: the file is always newest first.',
  entryId: 'Only inquiries about this product or job (ids from `GET /api/desk/inquiries/entries`).',
  deadline: 'As for the list.',
  tag: 'Only inquiries that carry this tag (ids from `GET /api/desk/tags`).',
  locale: 'The desk language of headers and labels (status, country, topic); else `Accept-Language`.',
  separator: '`comma` or `semicolon`; else the one usual in that language (`;` for de, fr, ar; `,` for en).',
}).filter(({ name }) => name !== 'page' && name !== 'pageSize');

export const listInquiriesDoc = describedDesk({
  tag,
  summary: 'List inquiries',
  description:
    'Newest first, filtered and paged; while searching, best match first (unless `sort=newest`), each ' +
    'item with the passage where it matched.',
  access: 'inquiries:read',
  parameters: listFilters,
  responses: { 200: jsonResponse('One page of inquiries and the total', ref('InquiryList')) },
  errors: [422],
});

export const listInquiryEntriesDoc = describedDesk({
  tag,
  summary: 'List the products and jobs inquiries are about',
  description:
    'Each product or job that inquiries (not spam) are about, with how many, most asked about first; ' +
    'for the inbox filter `entryId`. The title is the one of its latest inquiry.',
  access: 'inquiries:read',
  responses: { 200: jsonResponse('The entries', ref('InquiryEntryOptions')) },
});

export const exportInquiriesDoc = describedDesk({
  tag,
  summary: 'Export inquiries as CSV',
  description:
    'Every inquiry matching the filters (no paging), streamed as a CSV download named ' +
    '`inquiries-YYYY-MM-DD.csv` (UTF-8 with a byte order mark), headers and labels in the desk ' +
    'language, hours with its decimal mark, times as `YYYY-MM-DD HH:MM:SS` in UTC. ' +
    'The export is logged with who made it.',
  access: 'inquiries:export',
  parameters: exportFilters,
  responses: {
    200: csvDownload('inquiries'),
  },
  errors: [422],
});

export const readInquiryDoc = describedDesk({
  tag,
  summary: 'Read an inquiry',
  description:
    'The inquiry with its attachments, notes, activity and e-mail deliveries; marks it read for the caller.',
  access: 'inquiries:read',
  parameters: [inquiryId],
  responses: { 200: jsonResponse('The inquiry', ref('InquiryDetail')) },
  errors: [404],
});

export const changeInquiryDoc = describedDesk({
  tag,
  summary: 'Change an inquiry’s status or assignee',
  description:
    'Both changes, and their activity entries, in one transaction; every open desk hears of it. ' +
    'A status the current one cannot move to is 422 `invalid_transition`. Out of `spam` ("Not spam"), ' +
    'the e-mails the inquiry would have sent on arrival (the visitor’s confirmation, the staff ' +
    'notification) are queued once, never a second time; into or out of `spam`, the spam classifier ' +
    'learns from the inquiry’s message.',
  access: 'inquiries:update',
  parameters: [inquiryId],
  requestBody: 'InquiryUpdate',
  responses: { 200: jsonResponse('The inquiry as it is now', ref('InquiryDetail')) },
  errors: [400, 404, 422],
});

export const eraseInquiryDoc = describedDesk({
  tag,
  summary: 'Erase an inquiry (GDPR)',
  description: 'Erases the inquiry, its files, notes and activity for good; every open desk drops it.',
  access: 'inquiries:erase',
  parameters: [inquiryId],
  responses: { 204: noContent },
  errors: [404],
});

export const addNoteDoc = describedDesk({
  tag,
  summary: 'Add an internal note',
  access: 'inquiries:update',
  parameters: [inquiryId],
  requestBody: 'InquiryNoteRequest',
  responses: { 201: jsonResponse('The note', ref('InquiryNote')) },
  errors: [400, 404, 422],
});

export const eraseSpamDoc = describedDesk({
  tag,
  summary: 'Empty the spam folder',
  description:
    'Erases, as `DELETE /api/desk/inquiries/{id}` does, every inquiry held as spam that arrived before ' +
    'the request; every open desk drops them. Spam is also erased on its own after SPAM_RETENTION_DAYS.',
  access: 'inquiries:erase',
  responses: { 200: jsonResponse('How many were erased', ref('SpamErased')) },
  // No body is needed; one that is declared must be JSON (a cross-site form cannot send that).
  errors: [400, 415],
});
