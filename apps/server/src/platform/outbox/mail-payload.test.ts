import { describe, expect, it } from 'vitest';
import { parseMailPayload } from './mail-payload';

const reply = {
  to: ['ana@lusorecicla.example'],
  cc: ['kim@lusorecicla.example'],
  replyTo: 'reply+0123456789abcdef0123456789abcdef@reply.veltrum.example',
  messageId: '<a1.sitedesk@veltrum.example>',
  inReplyTo: '<c1.sitedesk@veltrum.example>',
  references: ['<c1.sitedesk@veltrum.example>'],
  attachments: [{ storageKey: 'inquiries/2026/x', fileName: 'offer.pdf', contentType: 'application/pdf' }],
  template: 'inquiry-reply',
  props: {
    locale: 'de',
    reference: 'SD-26-4F7K2',
    body: 'Guten Tag',
    companyName: 'Veltrum',
    siteUrl: 'https://v.example',
  },
};

describe('outbox payloads', () => {
  it('accepts an answer with its envelope and threading headers', () => {
    const parsed = parseMailPayload(reply);
    expect(parsed).toEqual({ success: true, payload: reply });
  });

  it('accepts rows written before answers existed (no threading fields)', () => {
    const { cc: _cc, messageId: _m, inReplyTo: _i, references: _r, attachments: _a, ...older } = reply;
    expect(parseMailPayload(older).success).toBe(true);
  });

  it.each([
    ['a Message-ID with a line break', { ...reply, messageId: '<a@b>\r\nBcc: x@example.com' }],
    ['a reference without brackets', { ...reply, references: ['a@b'] }],
    ['no recipient', { ...reply, to: [] }],
    ['props of another template', { ...reply, template: 'password-reset' }],
    ['an unknown locale', { ...reply, props: { ...reply.props, locale: 'eo' } }],
  ])('refuses %s, naming fields but no values', (_what, payload) => {
    const parsed = parseMailPayload(payload);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error).not.toContain('Guten Tag');
  });
});
