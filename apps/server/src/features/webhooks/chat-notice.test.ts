import { describe, expect, it } from 'vitest';
import { type ChatNotice, excerptMaxChars, excerptOf, slackMessage, teamsMessage } from './chat-notice';

const notice = (data: Partial<ChatNotice['data']>): ChatNotice => ({
  type: 'message.received',
  timestamp: '2026-11-30T12:00:00.000Z',
  data: {
    inquiryId: 'c0ffee00-0000-4000-8000-000000000001',
    reference: 'SD-2026-0042',
    country: 'DE',
    ...data,
  },
});

describe('chat notices', () => {
  it('takes the first lines of a message, without quoted history, cut at a word', () => {
    expect(excerptOf('Hello,\n\n> earlier mail\nwe need  two balers.\r\n')).toBe(
      'Hello, we need two balers.',
    );
    const long = excerptOf(`${'word '.repeat(100)}end`);
    expect(long.length).toBeLessThanOrEqual(excerptMaxChars);
    expect(long).toMatch(/word…$/);
  });

  it('keeps a visitor’s markup as text in Slack (no links, no mentions made of it)', () => {
    const message = slackMessage(
      notice({ excerpt: '<!channel> see <https://evil.example|here> & more' }),
      'en',
      'https://x.example',
    );
    const text = JSON.stringify(message.blocks);
    expect(text).toContain('&lt;!channel&gt; see &lt;https://evil.example|here&gt; &amp; more');
    expect(message.text).toBe('The customer answered on SD-2026-0042 · Germany');
  });

  it('writes a Teams card right to left in Arabic, with the desk link as its action', () => {
    const card = teamsMessage(notice({}), 'ar', 'https://x.example').attachments[0]?.content;
    expect(card).toMatchObject({
      type: 'AdaptiveCard',
      version: '1.4',
      rtl: true,
      actions: [
        {
          type: 'Action.OpenUrl',
          url: 'https://x.example/desk/inquiries/c0ffee00-0000-4000-8000-000000000001',
        },
      ],
    });
  });
});
