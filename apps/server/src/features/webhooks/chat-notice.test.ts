import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
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

  it('names the topic as the desk does in the endpoint’s language, an editor’s topic by its own names', () => {
    const builtIn = slackMessage(notice({ topic: 'quote' }), 'de', 'https://x.example');
    expect(builtIn.text).toContain(deskMessageCatalogs.de.topicLabels.quote);
    expect(builtIn.text).not.toContain(' quote');
    const added = notice({
      topic: 'recycling_audit',
      topicLabels: { en: 'Recycling audit', de: 'Recycling-Audit' },
    });
    expect(slackMessage(added, 'de', 'https://x.example').text).toContain('Recycling-Audit');
    // No French name: the English one stands in, as on the site.
    expect(slackMessage(added, 'fr', 'https://x.example').text).toContain('Recycling audit');
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
    // Bare URLs and mentions are not parsed either, and the fallback's company stays text.
    expect(
      message.blocks.every(
        (block) => block.type !== 'section' || JSON.stringify(block).includes('"verbatim":true'),
      ),
    ).toBe(true);
    const company = slackMessage(
      notice({ company: '<https://evil.example|Bank>' }),
      'en',
      'https://x.example',
    );
    expect(company.text).toContain('&lt;https://evil.example|Bank&gt;');
  });

  it('keeps a visitor’s Markdown as text in Teams: their words go in text runs, not in Markdown blocks', () => {
    const card = teamsMessage(
      notice({
        company: '[Sign in](https://evil.example)',
        excerpt: '**urgent** [pay](https://evil.example)',
      }),
      'en',
      'https://x.example',
    ).attachments[0]?.content;
    const body = (card?.body ?? []) as { type: string; text?: string }[];
    const markdownTexts = body
      .filter((element) => element.type === 'TextBlock')
      .map((element) => element.text);
    expect(markdownTexts.join(' ')).not.toContain('evil.example');
    expect(body.some((element) => element.type === 'FactSet')).toBe(false);
    expect(JSON.stringify(body)).toContain('{"type":"TextRun","text":"[Sign in](https://evil.example)"}');
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
