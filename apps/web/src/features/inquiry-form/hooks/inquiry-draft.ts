import { inquiryTopics } from '@sitedesk/shared/inquiry-fields';
import type { Locale } from '@sitedesk/shared/locales';
import type { InquiryValues } from '../lib/inquiry-values';

/**
 * The unfinished inquiry is kept in sessionStorage: it survives a reload in this tab, is never sent anywhere
 * (no cookie) and is gone when the tab closes. Consent is not kept: it is given for one sending.
 */
const draftKey = (locale: Locale) => `sitedesk.inquiry-draft.${locale}`;

const textFields = ['name', 'company', 'email', 'country', 'phoneCountry', 'phone', 'message'] as const;

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
  const topic = inquiryTopics.find((known) => known === record.topic);
  if (topic) draft.topic = topic;
  if (typeof record.isPhoneCountryChosen === 'boolean')
    draft.isPhoneCountryChosen = record.isPhoneCountryChosen;
  return draft;
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
