import type { WebhookEventType } from '@sitedesk/shared/webhooks-api';
import { useCallback } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';

/** What an event type is called in the desk's language; a type the desk does not know yet keeps its name. */
export function useEventName(): (type: string) => string {
  const { t } = useDeskI18n();
  return useCallback(
    (type: string) => {
      const names: Record<WebhookEventType, string> = {
        'inquiry.created': t.webhooks.eventNames.inquiryCreated,
        'inquiry.updated': t.webhooks.eventNames.inquiryUpdated,
        'inquiry.overdue': t.webhooks.eventNames.inquiryOverdue,
        'message.received': t.webhooks.eventNames.messageReceived,
        'message.sent': t.webhooks.eventNames.messageSent,
        'note.added': t.webhooks.eventNames.noteAdded,
        'quote.sent': t.webhooks.eventNames.quoteSent,
        'quote.accepted': t.webhooks.eventNames.quoteAccepted,
        'quote.declined': t.webhooks.eventNames.quoteDeclined,
        'person.erased': t.webhooks.eventNames.personErased,
      };
      return names[type as WebhookEventType] ?? type;
    },
    [t],
  );
}
