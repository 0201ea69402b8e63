import type { ServerResponse } from 'node:http';

/** Where a stream's frames go: the Node response itself, or a Web stream where there is none (tests). */
export type FrameSink = {
  /** `false` when the client has stopped reading and must be cut off. */
  write(frame: string): boolean;
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

  constructor(private readonly response: ServerResponse) {}

  write(frame: string): boolean {
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
      controller.enqueue(encoder.encode(frame));
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
