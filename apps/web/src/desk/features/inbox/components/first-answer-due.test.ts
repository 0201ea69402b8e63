import { describe, expect, it } from 'vitest';
import { describeFirstAnswerDue } from './first-answer-due';

const now = new Date('2026-01-19T09:00:00Z');

describe('describeFirstAnswerDue', () => {
  it('says how long is left, in the unit people use', () => {
    expect(describeFirstAnswerDue('2026-01-19T09:20:00Z', now, 'en')).toEqual({
      isOverdue: false,
      relative: 'in 20 minutes',
    });
    expect(describeFirstAnswerDue('2026-01-19T12:00:00Z', now, 'de')).toEqual({
      isOverdue: false,
      relative: 'in 3 Stunden',
    });
    expect(describeFirstAnswerDue('2026-01-22T09:00:00Z', now, 'fr').relative).toBe('dans 3 jours');
  });

  it('says a passed deadline is overdue, and by how much', () => {
    expect(describeFirstAnswerDue('2026-01-19T07:00:00Z', now, 'en')).toEqual({
      isOverdue: true,
      relative: '2 hours ago',
    });
    expect(describeFirstAnswerDue('2026-01-19T08:59:50Z', now, 'en').isOverdue).toBe(true);
  });
});
