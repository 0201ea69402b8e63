import { deskMessageCatalogs } from '@sitedesk/shared/messages/desk-catalogs';
import { describe, expect, it } from 'vitest';
import { quoteActivityText } from './quote-activity';

const { en, ar } = deskMessageCatalogs;
const activity = (action: string, details: Record<string, unknown>) => ({
  id: 'a',
  action,
  details,
  actor: null,
  createdAt: '2026-11-30T10:00:00Z',
});

describe('a quotation’s step in the activity log', () => {
  it('names the quotation and revision it was about, not the code of the step', () => {
    expect(quoteActivityText(en, 'en', activity('quote_sent', { number: 'Q-2026-0007', revision: 2 }))).toBe(
      'sent quotation Q-2026-0007, revision 2',
    );
    expect(quoteActivityText(en, 'en', activity('outcome_changed', { to: null }))).toBe(
      'set the outcome: Open',
    );
  });

  it('keeps the number left to right inside Arabic', () => {
    expect(
      quoteActivityText(ar, 'ar', activity('quote_created', { number: 'Q-2026-0007', revision: 1 })),
    ).toBe('أنشأ عرض السعر \u2066Q-2026-0007\u2069');
  });

  it('leaves every other step to the inquiry’s own words', () => {
    expect(
      quoteActivityText(en, 'en', activity('status_changed', { from: 'new', to: 'closed' })),
    ).toBeUndefined();
  });
});
