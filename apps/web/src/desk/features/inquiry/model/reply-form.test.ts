import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { describe, expect, it } from 'vitest';
import { parseAddressList, validateReply } from './reply-form';

const texts = deskMessageCatalogs.en.conversation.composer;
const valid = { body: 'Hello', ccText: '', attachmentIds: [], fileCount: 0 };

describe('parseAddressList', () => {
  it('splits on commas, semicolons and line breaks and drops blanks', () => {
    expect(parseAddressList(' a@x.example, ;b@y.example\n\n')).toEqual(['a@x.example', 'b@y.example']);
  });
});

describe('validateReply', () => {
  it('accepts an answer with CC addresses and returns them', () => {
    expect(validateReply({ ...valid, ccText: 'a@x.example, b@y.example' }, texts)).toEqual({
      ok: true,
      cc: ['a@x.example', 'b@y.example'],
    });
  });

  it('names every address the shared schema refuses', () => {
    const result = validateReply({ ...valid, ccText: 'a@x.example, nope, also bad' }, texts);
    expect(result).toEqual({ ok: false, errors: { cc: 'Check these addresses: nope, also bad' } });
  });

  it('wants visible text in the answer', () => {
    expect(validateReply({ ...valid, body: ' \u200b ' }, texts)).toEqual({
      ok: false,
      errors: { body: texts.bodyRequired },
    });
  });

  it('counts new files and resent ones against one limit', () => {
    const result = validateReply({ ...valid, attachmentIds: ['a', 'b'], fileCount: 9 }, texts);
    expect(result.ok).toBe(false);
  });
});
