import type { InquiryMailDelivery } from '@sitedesk/shared/desk-api';
import type { DeskMessages } from '@sitedesk/shared/messages/desk-types';
import { formatMessage } from '@sitedesk/shared/messages/format';

type DeliveryTexts = DeskMessages['csvMail']['deliveries'];

function isKnownKind(texts: DeliveryTexts, template: string): template is keyof DeliveryTexts['kinds'] {
  return Object.hasOwn(texts.kinds, template);
}

/**
 * What an e-mail of the inquiry is, in words: "Confirmation to the visitor", "Answer from Alice". A template
 * this desk has no words for yet (a newer server's) is "E-mail", never its key.
 */
export function mailDeliveryName(
  delivery: Pick<InquiryMailDelivery, 'template' | 'authorName'>,
  texts: DeliveryTexts,
): string {
  if (delivery.template === 'inquiry-reply' && delivery.authorName) {
    return formatMessage(texts.answerFrom, { name: delivery.authorName });
  }
  return isKnownKind(texts, delivery.template) ? texts.kinds[delivery.template] : texts.other;
}
