import { parentPort } from 'node:worker_threads';
import { type InboundMessage, parseInboundMessage } from './parse-message';
import { type ParseRequest, type ParseResponse, workerReady } from './parse-pool';

/**
 * The worker thread that parses received mail (decision 160): postal-mime, the HTML sanitiser and the
 * plain-text view run here, so a message that takes long cannot hold the service's event loop; the pool
 * ends this thread when a parse runs past its time. Bundled as `dist/inbound-parse-worker.js`.
 */
parentPort?.on('message', (request: ParseRequest) => {
  parseInboundMessage(request.raw, request.envelope, request.limits).then(
    (message: InboundMessage) => {
      const response: ParseResponse = { id: request.id, message };
      // The files' bytes move to the main thread instead of being copied.
      const buffers = new Set(message.attachments.map((file) => file.bytes.buffer));
      parentPort?.postMessage(
        response,
        [...buffers].filter((buffer) => buffer instanceof ArrayBuffer),
      );
    },
    () => {
      const response: ParseResponse = { id: request.id, message: undefined };
      parentPort?.postMessage(response);
    },
  );
});

// Loaded (postal-mime, the sanitiser): the pool starts the message's time limit now.
parentPort?.postMessage(workerReady);
