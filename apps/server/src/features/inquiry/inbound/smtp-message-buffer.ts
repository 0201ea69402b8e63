/**
 * The memory the SMTP listener gives to messages in flight, counted over every session. Without it, each of
 * up to INBOUND_SMTP_MAX_CLIENTS sessions could hold a whole INBOUND_MAX_MB message at once (100 × 25 MB).
 * A message whose next chunk would pass the budget is deferred: its chunks are let go, the rest is read and
 * dropped, and the sender hears 451, so its server tries again later and nothing is lost.
 */
export type MessageInFlight = {
  /** Keeps `chunk` unless the message is over `maxBytes` (it will be refused whole) or was deferred. */
  add(chunk: Buffer, maxBytes: number): void;
  /** Whether the budget ran out while this message arrived. */
  readonly isDeferred: boolean;
  /** The whole message; it still counts against the budget until `release`. */
  take(): Buffer;
  /** Gives its bytes back to the budget; once only, however often it is called. */
  release(): void;
};

export function createMessageBuffer(budgetBytes: number) {
  let held = 0;
  /** Messages still arriving, by session: a sender that disconnects mid-message never ends its stream. */
  const arriving = new Map<string, MessageInFlight>();

  function open(sessionId: string): MessageInFlight {
    let chunks: Buffer[] = [];
    let size = 0;
    let counted = 0;
    let isDeferred = false;
    let isReleased = false;
    const giveBack = () => {
      held -= counted;
      counted = 0;
    };
    const message: MessageInFlight = {
      add(chunk, maxBytes) {
        size += chunk.length;
        if (isDeferred || isReleased) return;
        // Over the size limit the answer is 552 whatever follows: let go of what was kept, keep nothing more.
        if (size > maxBytes) {
          chunks = [];
          giveBack();
          return;
        }
        if (held + chunk.length > budgetBytes) {
          isDeferred = true;
          chunks = [];
          giveBack();
          return;
        }
        chunks.push(chunk);
        counted += chunk.length;
        held += chunk.length;
      },
      get isDeferred() {
        return isDeferred;
      },
      take() {
        arriving.delete(sessionId);
        const body = Buffer.concat(chunks);
        chunks = [];
        return body;
      },
      release() {
        if (isReleased) return;
        isReleased = true;
        arriving.delete(sessionId);
        chunks = [];
        giveBack();
      },
    };
    arriving.set(sessionId, message);
    return message;
  }

  return {
    open,
    /** The session closed: a message it had not finished sending is let go. */
    abandon(sessionId: string) {
      arriving.get(sessionId)?.release();
    },
    heldBytes: () => held,
  };
}
