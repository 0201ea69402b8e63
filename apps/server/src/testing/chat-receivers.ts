import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a receiver took in: the parsed body, or why it refused it. */
export type ChatReceived = { headers: IncomingHttpHeaders; body: unknown; refused?: string };

type Check = (body: unknown) => string | undefined;

/**
 * A local stand-in for a chat's incoming URL, on 127.0.0.1, answering as the service documents: each
 * request is checked by `check`; a bad shape gets `badShape`, a good one `ok`, unless a queued answer (a
 * 429 with Retry-After) comes first. Keeps what it received, and counts connections.
 */
async function startChatReceiver(options: {
  check: Check;
  ok: { status: number; body: string };
  badShape: { status: number; body: string };
}) {
  const received: ChatReceived[] = [];
  const queued: { status: number; headers: Record<string, string>; body: string }[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      let refused: string | undefined;
      if (
        request.method !== 'POST' ||
        !String(request.headers['content-type']).startsWith('application/json')
      ) {
        refused = 'not a JSON POST';
      } else {
        try {
          body = JSON.parse(text);
          refused = options.check(body);
        } catch {
          refused = 'not JSON';
        }
      }
      received.push({ headers: request.headers, body, ...(refused ? { refused } : {}) });
      const next = queued.shift();
      const answer = next ?? (refused ? options.badShape : options.ok);
      response.writeHead(answer.status, { 'content-type': 'text/plain', ...(next?.headers ?? {}) });
      response.end(answer.body);
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    received,
    connections: () => connections,
    /** The next request is answered as Slack answers a sender over its rate: 429 and Retry-After. */
    rateLimitOnce: (retryAfterSeconds: number) =>
      void queued.push({
        status: 429,
        headers: { 'retry-after': String(retryAfterSeconds) },
        body: 'rate_limited',
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ChatReceiver = Awaited<ReturnType<typeof startChatReceiver>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A Block Kit text object of type mrkdwn, within the 3000 characters a section allows. */
function isMrkdwn(value: unknown): boolean {
  return (
    isObject(value) &&
    value.type === 'mrkdwn' &&
    typeof value.text === 'string' &&
    value.text.length > 0 &&
    value.text.length <= 3000
  );
}

/**
 * Slack's incoming webhooks (api.slack.com/messaging/webhooks): a JSON POST with `text` (the fallback
 * shown in notifications) and Block Kit `blocks`; 200 `ok`, 400 `invalid_payload` for a bad shape. Only
 * the blocks Sitedesk sends are accepted: sections and context, with mrkdwn text.
 */
export function startSlackReceiver() {
  return startChatReceiver({
    ok: { status: 200, body: 'ok' },
    badShape: { status: 400, body: 'invalid_payload' },
    check(body) {
      if (!isObject(body) || typeof body.text !== 'string' || body.text === '') return 'no text';
      if (!Array.isArray(body.blocks) || body.blocks.length === 0 || body.blocks.length > 50) return 'blocks';
      for (const block of body.blocks) {
        if (!isObject(block)) return 'block';
        if (block.type === 'section' && isMrkdwn(block.text)) continue;
        if (
          block.type === 'context' &&
          Array.isArray(block.elements) &&
          block.elements.length > 0 &&
          block.elements.every(isMrkdwn)
        ) {
          continue;
        }
        return `block ${String(block.type)}`;
      }
      return undefined;
    },
  });
}

/**
 * A Teams Workflows trigger ("When a Teams webhook request is received", then "Post card in a chat or
 * channel"): a JSON POST `{"type":"message","attachments":[{"contentType":
 * "application/vnd.microsoft.card.adaptive","content":{…}}]}`; 202 Accepted. The card must be an
 * AdaptiveCard with a version and a body array.
 */
export function startTeamsReceiver() {
  return startChatReceiver({
    ok: { status: 202, body: '' },
    badShape: { status: 400, body: 'InvalidRequestContent' },
    check(body) {
      if (!isObject(body) || body.type !== 'message' || !Array.isArray(body.attachments)) return 'message';
      const [attachment] = body.attachments;
      if (!isObject(attachment) || attachment.contentType !== 'application/vnd.microsoft.card.adaptive') {
        return 'attachment';
      }
      const card = attachment.content;
      if (!isObject(card) || card.type !== 'AdaptiveCard') return 'card type';
      if (typeof card.version !== 'string' || !/^1\.\d$/.test(card.version)) return 'card version';
      if (!Array.isArray(card.body) || card.body.length === 0) return 'card body';
      if (!card.body.every((element) => isObject(element) && typeof element.type === 'string'))
        return 'element';
      return undefined;
    },
  });
}
