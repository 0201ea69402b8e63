import type { DeskEvent } from '@sitedesk/shared/desk-api';
import type { DeskBusMessage } from '../../platform/events/event-bus';

/**
 * One way a recipient can see an event: its `data:` part, and the last whole frame built from it (with
 * its `id:` line, encoded), which every stream whose cursor matches writes as is.
 */
type Copy = { data: string; frame?: Buffer; frameId?: number };

/** Each kind of recipient's copy of an event; an event is seen one way or two. */
type SerialisedEvent = { forEveryone?: Copy; unread?: Copy; read?: Copy };

/**
 * One published event goes to every open stream (10,000 per process): it is serialised once per way a
 * recipient can see it, not once per stream. Keyed by the message object, so the copies go with it.
 */
const serialised = new WeakMap<DeskBusMessage, SerialisedEvent>();

/**
 * The whole frame (`id: <lastCursor>` and the data) of the recipient's copy of `message`, as bytes that
 * every stream with the same cursor shares: a broadcast to 10,000 streams encodes it once, not 10,000
 * times (decision 147).
 */
export function eventFrame(message: DeskBusMessage, userId: string, lastCursor: number): Buffer {
  const copy = eventCopy(message, userId);
  if (copy.frame === undefined || copy.frameId !== lastCursor) {
    copy.frame = Buffer.from(`id: ${lastCursor}\n${copy.data}`);
    copy.frameId = lastCursor;
  }
  return copy.frame;
}

function eventCopy(message: DeskBusMessage, userId: string): Copy {
  let copies = serialised.get(message);
  if (!copies) {
    copies = {};
    serialised.set(message, copies);
  }
  const { event } = message;
  if (event.type !== 'inquiry.created' && event.type !== 'inquiry.updated') {
    copies.forEveryone ??= { data: frameData(event) };
    return copies.forEveryone;
  }
  // Whether the inquiry is unread is a per-person fact.
  if (!(message.readBy ?? []).includes(userId)) {
    copies.unread ??= { data: frameData({ ...event, inquiry: { ...event.inquiry, unread: true } }) };
    return copies.unread;
  }
  copies.read ??= { data: frameData({ ...event, inquiry: { ...event.inquiry, unread: false } }) };
  return copies.read;
}

function frameData(event: DeskEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}
