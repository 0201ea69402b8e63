import type { ServerResponse } from 'node:http';

/** Where a stream's frames go: the Node response itself, or a Web stream where there is none (tests). */
export type FrameSink = {
  /**
   * `false` when the client has stopped reading and must be cut off. A byte frame may be shared by many
   * streams: it is never changed after it was written.
   */
  write(frame: string | Uint8Array): boolean;
  end(): void;
};

/** A client that has not read this many queued frames is too slow: it is cut off and will catch up. */
const maxQueuedFrames = 1000;

/**
 * Writes frames straight to the socket's response. A Web ReadableStream per connection, its reader and the
 * adapter's pump cost more memory than the rest of an idle stream together (docs/decisions/060).
 */
export class NodeResponseSink implements FrameSink {
  /** Frames written since the socket last stopped taking them. */
  private queuedFrames = 0;

  constructor(private readonly response: ServerResponse) {
    flattenHead(response);
  }

  write(frame: string | Uint8Array): boolean {
    // `writableNeedDrain` stays true until the kernel took the backlog; no listener per connection needed.
    if (!this.response.writableNeedDrain) this.queuedFrames = 0;
    else if (++this.queuedFrames > maxQueuedFrames) return false;
    this.response.write(frame);
    return true;
  }

  end(): void {
    this.response.end();
  }
}

/**
 * Node keeps the response head it wrote (`_header`) for the whole response, as the rope of ~70 pieces its
 * header loop concatenated: about 3 KB per stream, against under 1 KB as one flat string (decision 147).
 * Converting a string to a number makes V8 flatten it in place; the pieces become garbage.
 */
function flattenHead(response: ServerResponse): void {
  const head: unknown = (response as { _header?: unknown })._header;
  if (typeof head === 'string') Number(head);
}

const encoder = new TextEncoder();

/** For `app.request(...)` and runtimes without a Node response: the stream becomes the response body. */
export function openWebStreamSink(onCancel: () => void): {
  sink: FrameSink;
  body: ReadableStream<Uint8Array>;
} {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
    cancel: onCancel,
  });
  const sink: FrameSink = {
    write(frame) {
      if (!controller) return true;
      if ((controller.desiredSize ?? 0) < -maxQueuedFrames) return false;
      controller.enqueue(typeof frame === 'string' ? encoder.encode(frame) : frame);
      return true;
    },
    end() {
      try {
        controller?.close();
      } catch {
        // Already closed by the client.
      }
    },
  };
  return { sink, body };
}
