import { describedDesk, describedResourceWrites } from '../../../http/desk-operation';
import { jsonResponse, noContent, ref, uuidPathParameter } from '../../../http/openapi-schema';

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
