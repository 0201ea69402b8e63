import type { WebhookEventType } from '@sitedesk/shared/webhooks-api';

/**
 * One event as the feature that caused it describes it: `facts` every subscribed endpoint receives (ids,
 * reference, status, topic, country, times), `personal` only those set to receive personal data.
 */
export type WebhookEvent = {
  type: WebhookEventType;
  /** The inquiry it is about: erasing the inquiry erases its queued deliveries. */
  inquiryId?: string | undefined;
  facts: Record<string, unknown>;
  personal?: Record<string, unknown> | undefined;
};

/** The JSON body a receiver gets (Standard Webhooks' `type`, `timestamp`, `data`). */
export function webhookPayload(event: WebhookEvent, at: Date, includesPersonalData: boolean) {
  return {
    type: event.type,
    timestamp: at.toISOString(),
    data: includesPersonalData && event.personal ? { ...event.facts, ...event.personal } : event.facts,
  };
}

/** What `inquiry.created` says of a new inquiry. */
export function inquiryCreatedEvent(inquiry: {
  id: string;
  reference: string;
  status?: string | undefined;
  topic: string;
  country: string;
  locale: string;
  createdAt: Date;
  assigneeId?: string | null | undefined;
  name: string;
  company?: string | null | undefined;
  email: string;
  phoneE164?: string | null | undefined;
  message: string;
}): WebhookEvent {
  return {
    type: 'inquiry.created',
    inquiryId: inquiry.id,
    facts: {
      id: inquiry.id,
      reference: inquiry.reference,
      status: inquiry.status ?? 'new',
      topic: inquiry.topic,
      country: inquiry.country,
      locale: inquiry.locale,
      assigneeId: inquiry.assigneeId ?? null,
      createdAt: inquiry.createdAt.toISOString(),
    },
    personal: {
      name: inquiry.name,
      company: inquiry.company ?? null,
      email: inquiry.email,
      phone: inquiry.phoneE164 ?? null,
      message: inquiry.message,
    },
  };
}

/** What `quote.sent`, `quote.accepted` and `quote.declined` say of a quotation. */
export function quoteEvent(
  type: 'quote.sent' | 'quote.accepted' | 'quote.declined',
  quote: {
    id: string;
    inquiryId: string;
    number: string;
    revision: number;
    currency: string;
    validUntil: string;
    netTotalMinor: number;
    totalMinor: number;
    sentAt: Date | null;
    decidedAt: Date | null;
    acceptedName: string | null;
    declineReason: string | null;
  },
): WebhookEvent {
  return {
    type,
    inquiryId: quote.inquiryId,
    facts: {
      id: quote.id,
      inquiryId: quote.inquiryId,
      number: quote.number,
      revision: quote.revision,
      status: type.slice('quote.'.length),
      currency: quote.currency,
      // In the currency's minor units (cents), as the desk API's quotations are not: integers travel safely.
      netTotalMinor: quote.netTotalMinor,
      totalMinor: quote.totalMinor,
      validUntil: quote.validUntil,
      sentAt: quote.sentAt?.toISOString() ?? null,
      decidedAt: quote.decidedAt?.toISOString() ?? null,
    },
    // What the buyer typed: their name as a signature, or why they declined.
    personal: { acceptedName: quote.acceptedName, declineReason: quote.declineReason },
  };
}
