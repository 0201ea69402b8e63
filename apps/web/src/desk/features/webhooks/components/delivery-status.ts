import { formatMessage } from '@sitedesk/shared/messages/format';
import type { WebhookDelivery } from '@sitedesk/shared/webhooks-api';
import { useCallback } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatDateTime } from '../../../lib/format';

type Described = Pick<WebhookDelivery, 'status'> &
  Partial<Pick<WebhookDelivery, 'attempts' | 'nextAttemptAt'>>;

/**
 * How a delivery stands, in words: one waiting for a retry after a failed attempt says it failed and when it
 * tries again, since "waiting" alone would hide that the receiver is refusing.
 */
export function useDeliveryStatus(): (delivery: Described) => string {
  const { t, locale } = useDeskI18n();
  return useCallback(
    (delivery: Described) => {
      const texts = t.webhooks.log.statuses;
      if (delivery.status === 'pending' && (delivery.attempts ?? 0) > 0 && delivery.nextAttemptAt)
        return formatMessage(texts.retrying, { time: formatDateTime(delivery.nextAttemptAt, locale) });
      return texts[delivery.status];
    },
    [t, locale],
  );
}
