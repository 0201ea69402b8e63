import type { QuoteLine, QuoteRequestDetails } from '@sitedesk/shared/quote-request';
import type { TopicFieldAnswer } from '@sitedesk/shared/topic-fields';
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

const optionTypes: ReadonlySet<TopicFieldAnswer['type']> = new Set(['choice', 'choices', 'yesNo']);

/**
 * What `inquiry.created` says of a new inquiry. A request for a quotation's products, date and country and
 * the answers to the topic's fields that the visitor chose from the editor's options are facts a CRM needs
 * (decision 232); the postcode, VAT number, purchase reference and typed answers are the visitor's own
 * words and go only to endpoints that receive personal data, which get the whole of both.
 */
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
  quoteRequest?: QuoteRequestDetails | null | undefined;
  extraFields?: TopicFieldAnswer[] | null | undefined;
}): WebhookEvent {
  const request = inquiry.quoteRequest ?? null;
  const fields = inquiry.extraFields ?? [];
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
      quoteRequest: request
        ? {
            lines: request.lines.map(linePickedFromOptions),
            neededBy: request.neededBy,
            deliveryCountry: request.deliveryCountry,
          }
        : null,
      // Only answers picked from the editor's options: a number or a date may be anything (a phone
      // number, a birthday), as a text may.
      fields: fields.filter((answer) => optionTypes.has(answer.type)),
    },
    personal: {
      name: inquiry.name,
      company: inquiry.company ?? null,
      email: inquiry.email,
      phone: inquiry.phoneE164 ?? null,
      message: inquiry.message,
      quoteRequest: request,
      fields,
    },
  };
}

/** A product line with only the answers to its product's fields chosen from options (decision 243). */
function linePickedFromOptions(line: QuoteLine): QuoteLine {
  if (!line.extraFields) return line;
  const picked = line.extraFields.filter((answer) => optionTypes.has(answer.type));
  const { extraFields: _all, ...rest } = line;
  return picked.length > 0 ? { ...rest, extraFields: picked } : rest;
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

/**
 * What `note.added` says of a staff member's internal note: whose, on which inquiry, when. Its text is staff's
 * own words but mostly about the visitor (what they said on the phone): personal data, for opted-in
 * endpoints only.
 */
export function noteAddedEvent(note: {
  id: string;
  inquiryId: string;
  reference: string;
  authorId: string | null;
  createdAt: Date;
  body: string;
}): WebhookEvent {
  return {
    type: 'note.added',
    inquiryId: note.inquiryId,
    facts: {
      id: note.id,
      inquiryId: note.inquiryId,
      reference: note.reference,
      authorId: note.authorId,
      createdAt: note.createdAt.toISOString(),
    },
    personal: { text: note.body },
  };
}

/** Which of an inquiry's fields `inquiry.updated` says changed. */
export type InquiryChangedField = 'status' | 'assigneeId' | 'tags' | 'mergedIntoId';

/**
 * What `inquiry.updated` says: the inquiry's status, assignee, tags and the inquiry it was merged into as
 * they are after the change, and which of them changed. All facts (staff's own labels and ids), so every
 * subscribed endpoint gets them.
 */
export function inquiryUpdatedEvent(
  inquiry: {
    id: string;
    reference: string;
    status: string;
    assigneeId: string | null;
    tags: string[];
    mergedIntoId: string | null;
  },
  changed: readonly InquiryChangedField[],
  at: Date,
): WebhookEvent {
  return {
    type: 'inquiry.updated',
    inquiryId: inquiry.id,
    facts: {
      id: inquiry.id,
      reference: inquiry.reference,
      status: inquiry.status,
      assigneeId: inquiry.assigneeId,
      tags: inquiry.tags,
      mergedIntoId: inquiry.mergedIntoId,
      changed: [...new Set(changed)],
      updatedAt: at.toISOString(),
    },
  };
}

/**
 * What `message.received` (the visitor's answer, by mail or on their page) and `message.sent` (a staff
 * answer from the desk) say of a message in an inquiry's thread. Addresses, subject and text are the
 * visitor's or written to them: personal data, for opted-in endpoints only.
 */
export function messageEvent(message: {
  id: string;
  inquiryId: string;
  reference: string;
  direction: 'inbound' | 'outbound';
  authorId: string | null;
  isAutomatic: boolean;
  attachmentCount: number;
  createdAt: Date;
  fromAddress: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
}): WebhookEvent {
  const isInbound = message.direction === 'inbound';
  return {
    type: isInbound ? 'message.received' : 'message.sent',
    inquiryId: message.inquiryId,
    facts: {
      id: message.id,
      inquiryId: message.inquiryId,
      reference: message.reference,
      // Inbound: an auto-reply (out of office) rather than the visitor's own answer.
      ...(isInbound ? { isAutomatic: message.isAutomatic } : { authorId: message.authorId }),
      attachmentCount: message.attachmentCount,
      createdAt: message.createdAt.toISOString(),
    },
    personal: {
      from: message.fromAddress,
      to: message.to,
      cc: message.cc,
      subject: message.subject,
      text: message.text,
    },
  };
}

/**
 * What `person.erased` says: which inquiries went, by id, and when. Never the address or anything of the
 * person's, whatever the endpoint chose: a receiver deletes its copies by the ids it already holds. It
 * names no `inquiryId` to go with, as those inquiries are already gone.
 */
export function personErasedEvent(erased: {
  erasureId: string;
  inquiryIds: string[];
  erasedAt: Date;
}): WebhookEvent {
  return {
    type: 'person.erased',
    facts: {
      erasureId: erased.erasureId,
      inquiryIds: erased.inquiryIds,
      erasedAt: erased.erasedAt.toISOString(),
    },
  };
}
