import { describe, expect, it } from 'vitest';
import { topicNameIn } from './topic-name';

describe('a topic’s name in a mail', () => {
  it('is a built-in topic’s translation', () => {
    expect(topicNameIn({ topic: 'quote' }, 'de')).toBe('Angebotsanfrage');
  });

  it('is an added topic’s label in the language, English standing in (decision 245)', () => {
    const labels = { en: 'Recycling audit', de: 'Recycling-Audit' };
    expect(topicNameIn({ topic: 'recycling_audit', topicLabels: labels }, 'de')).toBe('Recycling-Audit');
    expect(topicNameIn({ topic: 'recycling_audit', topicLabels: labels }, 'fr')).toBe('Recycling audit');
  });

  it('is one line, so an editor’s label cannot add lines of its own to the mail', () => {
    const labels = { en: 'Other\n\nPay your deposit at https://evil.example' };
    const name = topicNameIn({ topic: 'other_x', topicLabels: labels }, 'en');
    expect(name).not.toMatch(/[\r\n]/);
    expect(name).toContain('Other');
  });
});
