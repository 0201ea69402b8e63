import { isStorableText } from '@sitedesk/shared/text';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAutomaticMail } from './automatic-mail';
import { parseInboundMessage } from './parse-message';
import { sanitizeMailHtml } from './sanitize-mail-html';
import { storableText } from './storable-text';

const envelope = { recipients: [] };

function mail(headers: string, body = 'Hello'): Uint8Array {
  return Buffer.from(`From: a@example.com\r\nTo: b@example.com\r\n${headers}\r\n${body}`, 'latin1');
}

describe('isAutomaticMail', () => {
  it.each([
    ['Auto-Submitted: auto-replied\r\n'],
    ['Auto-Submitted: auto-generated\r\n'],
    ['Precedence: bulk\r\n'],
    ['Precedence: auto_reply\r\n'],
    ['Precedence: list\r\n'],
    ['Precedence: junk\r\n'],
    ['X-Autoreply: yes\r\n'],
    ['X-Autorespond: Out of office\r\n'],
    ['Content-Type: multipart/report; report-type=delivery-status; boundary="x"\r\n'],
  ])('recognises %s', async (header) => {
    expect((await parseInboundMessage(mail(header), envelope)).isAutomatic).toBe(true);
  });

  it('recognises bounces by the null sender and by MAILER-DAEMON', () => {
    expect(isAutomaticMail([], '')).toBe(true);
    expect(
      isAutomaticMail([{ key: 'from', value: 'Mail Delivery System <MAILER-DAEMON@mx.example>' }], 'x@y'),
    ).toBe(true);
  });

  it('takes a person’s answer (Auto-Submitted: no, Precedence: first-class) as a person’s', async () => {
    const parsed = await parseInboundMessage(mail('Auto-Submitted: no\r\nPrecedence: first-class\r\n'), {
      sender: 'a@example.com',
      recipients: [],
    });
    expect(parsed.isAutomatic).toBe(false);
  });
});

describe('sanitizeMailHtml', () => {
  it('keeps inline cid images and drops protocol-relative ones', () => {
    expect(sanitizeMailHtml('<img src="cid:logo@x" alt="Logo"><img src="//t.example/p.gif">')).toBe(
      '<img src="cid:logo@x" alt="Logo" />',
    );
  });
});

describe('parseInboundMessage', () => {
  it('stores text without NUL and with lone surrogates replaced', async () => {
    const parsed = await parseInboundMessage(
      Buffer.from(
        'Subject: =?utf-8?B?' +
          Buffer.from('a\u0000b').toString('base64') +
          '?=\r\nContent-Type: text/plain; charset=utf-16le\r\nContent-Transfer-Encoding: base64\r\n\r\n' +
          Buffer.from([0x00, 0xd8, 0x41, 0x00, 0x00, 0x00]).toString('base64'),
      ),
      envelope,
    );
    expect(isStorableText(parsed.subject)).toBe(true);
    expect(isStorableText(parsed.text)).toBe(true);
  });

  it('gives a message without Message-ID one made from its bytes, the same for the same bytes', async () => {
    const first = await parseInboundMessage(mail(''), envelope);
    const again = await parseInboundMessage(mail(''), envelope);
    expect(first.messageId).toMatch(/^<[0-9a-f]{64}@sitedesk\.invalid>$/);
    expect(again.messageId).toBe(first.messageId);
  });

  it('turns any bytes into storable text (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 3000 }), async (bytes) => {
        const parsed = await parseInboundMessage(bytes, envelope);
        for (const value of [
          parsed.subject,
          parsed.text,
          parsed.from,
          parsed.html ?? '',
          ...parsed.recipients,
        ]) {
          expect(isStorableText(value)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('storableText keeps valid pairs and replaces broken ones', () => {
    expect(storableText('a\u0000😀\ud800b\udc00')).toBe('a😀\uFFFDb\uFFFD');
  });
});

describe('parseInboundMessage limits (decision 160)', () => {
  it('cuts text and HTML to the limits, never inside a tag, and says the original must be kept', async () => {
    const html = `<p>${'<a href="https://veltrum.example/offer">offer</a> &amp; '.repeat(400)}</p>`;
    const parsed = await parseInboundMessage(
      Buffer.from(`From: a@example.com\r\nContent-Type: text/html\r\n\r\n${html}`),
      envelope,
      { maxTextChars: 1000, maxHtmlChars: 2000 },
    );
    expect(parsed.text.length).toBeLessThanOrEqual(1000);
    expect(parsed.html?.length).toBeLessThanOrEqual(2000);
    // No half tag at the end: every `<` left is a whole tag.
    expect(parsed.html).not.toMatch(/<[^>]*$/);
    expect(parsed.keepOriginal).toBe(true);
    const short = await parseInboundMessage(mail(''), envelope, { maxTextChars: 1000, maxHtmlChars: 2000 });
    expect(short.keepOriginal).toBe(false);
  });
});
