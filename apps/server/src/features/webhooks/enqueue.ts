import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '@sitedesk/db/client';
import { inquiryTopicList } from '@sitedesk/db/content-schema';
import { inquiries } from '@sitedesk/db/schema';
import { webhookDeliveries, webhookEndpoints } from '@sitedesk/db/webhooks-schema';
import type { LocalizedLabels } from '@sitedesk/shared/topic-fields';
import { chatEventTypes } from '@sitedesk/shared/webhooks-api';
import { and, eq, sql } from 'drizzle-orm';
import { type ChatNotice, excerptOf } from './chat-notice';
import { type WebhookEvent, webhookPayload } from './events';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A Standard Webhooks message id: `msg_` and 128 random bits, the same on every attempt. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * The one way an event reaches the webhooks: call it inside the transaction of the change it announces,
 * like `enqueueMail`, so a delivery exists exactly when the change does. Queues one delivery per enabled
 * endpoint subscribed to the event (a chat endpoint's only for its team's inquiries, decision 230); the
 * caller wakes the worker after the commit. Resolves how many.
 */
export async function enqueueWebhookEvent(
  tx: Database | Transaction,
  event: WebhookEvent,
  at: Date = new Date(),
): Promise<number> {
  const endpoints = await tx
    .select({
      id: webhookEndpoints.id,
      kind: webhookEndpoints.kind,
      teamId: webhookEndpoints.teamId,
      includesPersonalData: webhookEndpoints.includesPersonalData,
    })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.isEnabled, true),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([event.type])}::jsonb`,
      ),
    );
  if (endpoints.length === 0) return 0;
  const chat = endpoints.some((endpoint) => endpoint.kind !== 'standard')
    ? await chatSubject(tx, event)
    : undefined;
  const rows = endpoints.flatMap((endpoint) => {
    if (endpoint.kind === 'standard') {
      return [
        {
          endpointId: endpoint.id,
          payload: webhookPayload(event, at, endpoint.includesPersonalData),
          includesPersonalData: endpoint.includesPersonalData,
        },
      ];
    }
    if (!chat || (endpoint.teamId !== null && endpoint.teamId !== chat.teamId)) return [];
    return [
      {
        endpointId: endpoint.id,
        payload: chatNotice(event, at, chat, endpoint.includesPersonalData),
        includesPersonalData: endpoint.includesPersonalData,
      },
    ];
  });
  if (rows.length === 0) return 0;
  await tx.insert(webhookDeliveries).values(
    rows.map((row) => ({
      id: randomUUID(),
      messageId: newMessageId(),
      endpointId: row.endpointId,
      eventType: event.type,
      payload: row.payload,
      includesPersonalData: row.includesPersonalData,
      inquiryId: event.inquiryId ?? null,
    })),
  );
  return rows.length;
}

type ChatSubject = {
  inquiryId: string;
  teamId: string | null;
  reference: string;
  company: string;
  country: string;
  topic: string;
  /** An editor's topic's names (decision 245), `null` for a built-in one, whose name is the desk's. */
  topicLabels: LocalizedLabels | null;
  /** The words the excerpt is taken from: the visitor's answer, or their inquiry's message. */
  text: string;
};

/**
 * The inquiry a chat notice is about, as this transaction sees it; `undefined` for an event chats are not
 * told of: not theirs, about no inquiry, or a visitor's auto-reply (an out-of-office is no answer).
 */
async function chatSubject(
  tx: Database | Transaction,
  event: WebhookEvent,
): Promise<ChatSubject | undefined> {
  if (!(chatEventTypes as readonly string[]).includes(event.type) || !event.inquiryId) return undefined;
  if (event.type === 'message.received' && event.facts.isAutomatic === true) return undefined;
  const [row] = await tx
    .select({
      inquiryId: inquiries.id,
      teamId: inquiries.teamId,
      reference: inquiries.reference,
      company: inquiries.company,
      country: inquiries.country,
      topic: inquiries.topic,
      message: inquiries.message,
    })
    .from(inquiries)
    .where(eq(inquiries.id, event.inquiryId));
  if (!row) return undefined;
  const [topic] = await tx
    .select({ labels: inquiryTopicList.labels })
    .from(inquiryTopicList)
    .where(eq(inquiryTopicList.key, row.topic));
  const answer = event.type === 'message.received' ? event.personal?.text : undefined;
  return {
    ...row,
    topicLabels: topic?.labels ?? null,
    text: typeof answer === 'string' ? answer : row.message,
  };
}

function chatNotice(event: WebhookEvent, at: Date, subject: ChatSubject, showsExcerpt: boolean): ChatNotice {
  return {
    type: event.type,
    timestamp: at.toISOString(),
    data: {
      inquiryId: subject.inquiryId,
      reference: subject.reference,
      company: subject.company,
      country: subject.country,
      topic: subject.topic,
      // Kept with the notice, so a topic an editor renames or removes later is named as it was.
      ...(subject.topicLabels ? { topicLabels: subject.topicLabels } : {}),
      // The visitor's own words go to a channel only where its admin chose to show them (decision 230).
      ...(showsExcerpt ? { excerpt: excerptOf(subject.text) } : {}),
    },
  };
}
