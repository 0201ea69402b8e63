import { parentPort } from 'node:worker_threads';
import { textOfHtml } from '../features/inquiry/inbound/sanitize-mail-html';

/**
 * A parse-pool worker that runs only `textOfHtml` over the message's bytes, with no cut before it: the
 * line-break pattern's own cost, under the pool's time limit (`parse-pool.test.ts`).
 */
parentPort?.on('message', (request: { id: number; raw: Uint8Array }) => {
  const text = textOfHtml(Buffer.from(request.raw).toString('utf8'));
  parentPort?.postMessage({ id: request.id, message: { text } });
});
parentPort?.postMessage('ready');
