import { describedDesk } from '../../http/desk-operation';
import { noContent } from '../../http/openapi-schema';

/** The desk's live stream and presence, as their routes describe themselves (decision 248). */
const tag = 'Desk: realtime';

const eventStreamDescription = `A server-sent event stream (\`text/event-stream\`) of what happens in the desk, as it happens.

- Each event's \`data:\` line is one \`DeskEvent\` as JSON (see the schema \`DeskEvent\`): \`inquiry.created\`, \`inquiry.updated\`, \`inquiry.note_added\`, \`inquiry.message_added\`, \`presence\`, \`inquiry.erased\`, \`resync\`, \`audit.recorded\` (owners and admins). \`unread\` in an inquiry is the recipient's own.
- Each event's \`id:\` is a cursor (an integer). The stream begins with a comment line (\`: connected\`) and \`retry: 2000\` and, on a fresh connection, an \`id:\` without data: the current cursor.
- Catch-up: a client that reconnects with \`Last-Event-ID\` (the browser does so by itself), or opens a new stream with \`?lastEventId=\`, first receives every event it missed; if too many were missed (over 1000), it receives one \`resync\` instead and should reload its list. Erasures are not replayed.
- Heartbeat: every REALTIME_HEARTBEAT_SECONDS (default 25) the server re-checks the session and sends the comment \`: heartbeat\`; a revoked session, or a role that lost \`inquiries:read\`, ends the stream.
- Presence: opening the stream announces the caller as online; the current viewers of every inquiry follow as \`presence\` events.`;

const exampleStream =
  ': connected\nretry: 2000\n\nid: 41\n\n' +
  'id: 42\ndata: {"type":"inquiry.note_added","inquiryId":"3f0c…","noteId":"9a1e…"}\n\n' +
  ': heartbeat\n\n';

export const followEventsDoc = describedDesk({
  tag,
  summary: 'Follow the desk live (server-sent events)',
  description: eventStreamDescription,
  access: 'inquiries:read',
  parameters: [
    {
      name: 'Last-Event-ID',
      in: 'header',
      required: false,
      description: 'The last cursor received; sent by the browser when it reconnects by itself.',
      schema: { type: 'string', pattern: '^\\d{1,15}$' },
    },
    {
      name: 'lastEventId',
      in: 'query',
      required: false,
      description: 'The same, for a page that opens a new EventSource with the cursor it kept.',
      schema: { type: 'string', pattern: '^\\d{1,15}$' },
    },
  ],
  responses: {
    200: {
      description: 'The open stream; it is never compressed or buffered.',
      content: {
        'text/event-stream': {
          schema: { type: 'string', description: 'Each `data:` line holds one `DeskEvent` as JSON.' },
          example: exampleStream,
        },
      },
    },
  },
  // 429: this session (or member) already holds its limit of open streams here (decision 163).
  errors: [429],
});

export const presenceDoc = describedDesk({
  tag,
  summary: 'Say which inquiry this session is looking at',
  description:
    'Every open desk hears the new viewers of the inquiry left and of the one opened. 404 when the ' +
    'inquiry does not exist (or was erased).',
  access: 'inquiries:read',
  requestBody: 'DeskPresence',
  responses: { 204: noContent },
  errors: [400, 404, 422],
});
