import type { ConversationMessage } from '@sitedesk/shared/conversation-api';
import type { InquiryDetail } from '@sitedesk/shared/desk-api';

type Activity = InquiryDetail['activity'][number];
type Note = InquiryDetail['notes'][number];

/** One item of the inquiry's thread, in time order. */
export type ThreadEntry =
  | {
      kind: 'original';
      id: string;
      at: string;
      detail: InquiryDetail;
      /** The visitor's own files: the inquiry's list also holds the files sent with answers. */
      attachments: InquiryDetail['attachments'];
    }
  | { kind: 'message'; id: string; at: string; message: ConversationMessage }
  | { kind: 'note'; id: string; at: string; note: Note }
  | { kind: 'activity'; id: string; at: string; activity: Activity };

/**
 * Activity worth a line in the conversation. The rest is in the activity log: `message_added` and
 * `note_added` would repeat the entries themselves, `viewed` and `exported` are noise in a conversation.
 */
const threadActions = new Set(['status_changed', 'assigned']);

/**
 * Merges the visitor's original message, the e-mails of both directions, internal notes and status and
 * assignment changes into one list, oldest first. Ties keep the order above (a status change made by an
 * answer comes after the answer when both have the same time).
 */
export function buildThreadEntries(detail: InquiryDetail, messages: ConversationMessage[]): ThreadEntry[] {
  const sentWithMessages = new Set(messages.flatMap((message) => message.attachments.map((file) => file.id)));
  const attachments = detail.attachments.filter((file) => !sentWithMessages.has(file.id));
  const entries: ThreadEntry[] = [
    { kind: 'original', id: `original-${detail.id}`, at: detail.createdAt, detail, attachments },
    ...messages.map(
      (message): ThreadEntry => ({ kind: 'message', id: message.id, at: message.createdAt, message }),
    ),
    ...detail.notes.map((note): ThreadEntry => ({ kind: 'note', id: note.id, at: note.createdAt, note })),
    ...detail.activity
      .filter((activity) => threadActions.has(activity.action))
      .map(
        (activity): ThreadEntry => ({ kind: 'activity', id: activity.id, at: activity.createdAt, activity }),
      ),
  ];
  const time = (entry: ThreadEntry) => Date.parse(entry.at);
  // Array.prototype.sort is stable, so equal times keep the order they were listed in.
  return entries.sort((a, b) => time(a) - time(b));
}

/**
 * The key of an activity's words in `activityActions`: its action, except an assignment made by answering
 * an inquiry nobody owned (decision 174), which says so.
 */
export function activityTextKey(activity: Activity): string {
  const details = (activity.details ?? {}) as { reason?: unknown };
  if (activity.action === 'assigned' && details.reason === 'first_answer') return 'assigned_by_answer';
  return activity.action;
}
