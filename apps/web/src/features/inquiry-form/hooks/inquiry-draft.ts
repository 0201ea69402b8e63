import { topicKeyPattern } from '@sitedesk/shared/inquiry-topics';
import type { Locale } from '@sitedesk/shared/locales';
import { quoteRequestLimits } from '@sitedesk/shared/quote-request';
import { type InquiryValues, quoteTextFields } from '../lib/inquiry-values';
import { isQuantityUnit, newQuoteRow, type QuoteRow } from '../lib/quote-rows';

/**
 * The unfinished inquiry is kept in sessionStorage: it survives a reload in this tab, is never sent anywhere
 * (no cookie) and is gone when the tab closes. Consent is not kept: it is given for one sending.
 */
const draftKey = (locale: Locale) => `sitedesk.inquiry-draft.${locale}`;

const textFields = [
  'name',
  'company',
  'email',
  'country',
  'phoneCountry',
  'phone',
  'message',
  ...quoteTextFields,
] as const;

export type InquiryDraft = Partial<Omit<InquiryValues, 'consent'>>;

export function loadDraft(locale: Locale): InquiryDraft {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(draftKey(locale)) ?? 'null');
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null) return {};
  const record = stored as Record<string, unknown>;
  const draft: InquiryDraft = {};
  for (const field of textFields) {
    const value = record[field];
    if (typeof value === 'string') draft[field] = value;
  }
  // Which topics the form offers is the form's to check (editors change them, decision 245).
  if (typeof record.topic === 'string' && topicKeyPattern.test(record.topic)) draft.topic = record.topic;
  const rows = draftRows(record.quoteRows);
  if (rows) draft.quoteRows = rows;
  if (typeof record.isPhoneCountryChosen === 'boolean')
    draft.isPhoneCountryChosen = record.isPhoneCountryChosen;
  return draft;
}

/** The product rows of a draft, each given a fresh key; anything malformed is dropped. */
function draftRows(stored: unknown): QuoteRow[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const rows = stored.slice(0, quoteRequestLimits.linesMaxCount).flatMap((row: unknown): QuoteRow[] => {
    if (typeof row !== 'object' || row === null) return [];
    const { entryId, quantity, unit } = row as Record<string, unknown>;
    if (typeof entryId !== 'string' || typeof quantity !== 'string' || !isQuantityUnit(unit)) return [];
    return [{ ...newQuoteRow(entryId), quantity, unit }];
  });
  return rows.length > 0 ? rows : undefined;
}

export function saveDraft(locale: Locale, values: InquiryValues): void {
  const { consent: _consent, ...draft } = values;
  try {
    sessionStorage.setItem(draftKey(locale), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form still works, only a reload would lose the text.
  }
}

export function clearDraft(locale: Locale): void {
  try {
    sessionStorage.removeItem(draftKey(locale));
  } catch {
    // Nothing was stored.
  }
}
