import type { DeskEvent } from '@sitedesk/shared/desk-api';

/**
 * Whether an event may have changed the inquiry's quotations: a buyer's decision or an expiry republishes
 * the inquiry (`inquiry.updated`), a sent quotation adds an answer to its conversation.
 */
export function touchesQuotesOf(event: DeskEvent, inquiryId: string): boolean {
  if (event.type === 'inquiry.updated') return event.inquiry.id === inquiryId;
  if (event.type === 'inquiry.message_added') return event.inquiryId === inquiryId;
  return false;
}
