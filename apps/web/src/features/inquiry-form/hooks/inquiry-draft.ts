import { topicKeyPattern } from '@sitedesk/shared/inquiry-topics';
import type { Locale } from '@sitedesk/shared/locales';
import { productFieldInputName, quoteRequestLimits } from '@sitedesk/shared/quote-request';
import {
  type LocalizedTopicField,
  topicFieldInputName,
  topicFieldLimits,
} from '@sitedesk/shared/topic-fields';
import { answersOf } from '../lib/extra-answers';
import { type InquiryValues, quoteTextFields } from '../lib/inquiry-values';
import { isQuantityUnit, newQuoteRow, type QuoteRow } from '../lib/quote-rows';

/**
 * The unfinished inquiry is kept in sessionStorage: it survives a reload in this tab, is never sent anywhere
 * (no cookie) and is gone when the tab closes. Consent is not kept: it is given for one sending. Files are
 * not kept either: a browser cannot put them back.
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

/** Editor-defined fields' answers by key, as the form posts them: one value, or several choices' keys. */
export type FieldAnswers = Record<string, string | string[]>;

/**
 * What the editor-defined fields hold (decisions 225, 243): the topic's answers, kept with the topic they
 * belong to, and each product row's, by the row's key (its line number changes as rows come and go).
 */
export type KeptAnswers = {
  topic: string | undefined;
  topicAnswers: FieldAnswers;
  rows: Record<string, { entryId: string; answers: FieldAnswers }>;
};

export const noKeptAnswers = (): KeptAnswers => ({ topic: undefined, topicAnswers: {}, rows: {} });

/** The fields the page shows now: a draft's answers to any other field are dropped. */
export type DraftFields = {
  ofTopic: (topic: string) => readonly LocalizedTopicField[];
  ofProduct: (entryId: string) => readonly LocalizedTopicField[];
};

/** The tab's draft, every value checked: sessionStorage is the visitor's to change, and an old page's. */
export function loadDraft(
  locale: Locale,
  fields: DraftFields,
): { draft: InquiryDraft; answers: KeptAnswers } {
  const answers = noKeptAnswers();
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(draftKey(locale)) ?? 'null');
  } catch {
    return { draft: {}, answers };
  }
  if (!isRecord(stored)) return { draft: {}, answers };
  const draft: InquiryDraft = {};
  for (const field of textFields) {
    const value = stored[field];
    if (typeof value === 'string') draft[field] = value;
  }
  // Which topics the form offers is the form's to check (editors change them, decision 245).
  const topic =
    typeof stored.topic === 'string' &&
    topicKeyPattern.test(stored.topic) &&
    !(stored.topic in Object.prototype)
      ? stored.topic
      : '';
  if (topic) {
    draft.topic = topic;
    answers.topic = topic;
    answers.topicAnswers = keptAnswers(stored.topicAnswers, fields.ofTopic(topic));
  }
  const rows = draftRows(stored.quoteRows, fields, answers);
  if (rows) draft.quoteRows = rows;
  if (typeof stored.isPhoneCountryChosen === 'boolean')
    draft.isPhoneCountryChosen = stored.isPhoneCountryChosen;
  return { draft, answers };
}

/** The product rows of a draft, each given a fresh key (its answers kept under it); anything malformed is dropped. */
function draftRows(stored: unknown, fields: DraftFields, answers: KeptAnswers): QuoteRow[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const rows = stored.slice(0, quoteRequestLimits.linesMaxCount).flatMap((row: unknown): QuoteRow[] => {
    if (!isRecord(row)) return [];
    const { entryId, quantity, unit } = row;
    if (typeof entryId !== 'string' || typeof quantity !== 'string' || !isQuantityUnit(unit)) return [];
    const kept = { ...newQuoteRow(entryId), quantity, unit };
    const rowAnswers = entryId === '' ? {} : keptAnswers(row.answers, fields.ofProduct(entryId));
    if (Object.keys(rowAnswers).length > 0) answers.rows[kept.key] = { entryId, answers: rowAnswers };
    return [kept];
  });
  return rows.length > 0 ? rows : undefined;
}

/**
 * The stored answers to the fields shown now, each one the field could hold (an option it still offers, a
 * day, a text within the shared limits); answers to removed fields and anything malformed are dropped.
 */
function keptAnswers(stored: unknown, fields: readonly LocalizedTopicField[]): FieldAnswers {
  if (!isRecord(stored)) return {};
  const answers: FieldAnswers = {};
  for (const field of fields) {
    const answer = Object.hasOwn(stored, field.key) ? keptAnswer(field, stored[field.key]) : undefined;
    if (answer !== undefined) answers[field.key] = answer;
  }
  return answers;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function keptAnswer(field: LocalizedTopicField, value: unknown): string | string[] | undefined {
  const options = field.type === 'yesNo' ? ['yes', 'no'] : (field.choices ?? []).map((choice) => choice.key);
  const isOption = (key: unknown): key is string => typeof key === 'string' && options.includes(key);
  switch (field.type) {
    case 'choices': {
      // One ticked box is posted, and so kept, as a single value.
      const picked = [...new Set((Array.isArray(value) ? value : [value]).filter(isOption))];
      return picked.length > 0 ? picked : undefined;
    }
    case 'choice':
    case 'yesNo':
      return isOption(value) ? value : undefined;
    case 'date':
      return typeof value === 'string' && dayPattern.test(value) ? value : undefined;
    case 'number':
      return nonEmptyText(value, topicFieldLimits.numberMaxLength);
    case 'text':
      return nonEmptyText(value, topicFieldLimits.textAnswerMaxLength);
  }
}

function nonEmptyText(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value !== '' ? value.slice(0, maxLength) : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the form's editor-defined fields hold now, with the draft's answers not yet put back (their fields
 * are still loading) kept as they were. The fields are plain uncontrolled controls: their values are read
 * from the form.
 */
export function answersInForm(
  form: HTMLFormElement,
  values: InquiryValues,
  pending: KeptAnswers,
): KeptAnswers {
  const posted = [...new FormData(form)].flatMap(([name, value]) =>
    typeof value === 'string' && value !== '' ? [[name, value] as const] : [],
  );
  const within = (prefix: string) =>
    answersOf(
      posted.filter(([name]) => name.startsWith(prefix)),
      prefix,
    );
  const rows: KeptAnswers['rows'] = {};
  values.quoteRows
    .filter((row) => row.entryId !== '')
    .forEach((row, line) => {
      const waiting = pending.rows[row.key];
      const earlier = waiting?.entryId === row.entryId ? waiting.answers : {};
      const answers = { ...earlier, ...within(productFieldInputName(line, '')) };
      if (Object.keys(answers).length > 0) rows[row.key] = { entryId: row.entryId, answers };
    });
  const earlierTopic = pending.topic === values.topic ? pending.topicAnswers : {};
  return {
    topic: values.topic,
    topicAnswers: { ...earlierTopic, ...within(topicFieldInputName(values.topic, '')) },
    rows,
  };
}

/**
 * Puts the draft's answers back into their fields once these are on the page (a product line's come with
 * the lazily loaded quote fields), and forgets each one put back. Answers to a row whose product changed
 * meanwhile are forgotten.
 */
export function restoreAnswers(form: HTMLFormElement, values: InquiryValues, pending: KeptAnswers): void {
  if (pending.topic === values.topic) {
    for (const [key, answer] of Object.entries(pending.topicAnswers)) {
      if (fillControls(form, topicFieldInputName(values.topic, key), answer))
        delete pending.topicAnswers[key];
    }
  }
  const lines = values.quoteRows.filter((row) => row.entryId !== '');
  for (const [rowKey, waiting] of Object.entries(pending.rows)) {
    const line = lines.findIndex((row) => row.key === rowKey);
    if (lines[line]?.entryId !== waiting.entryId) {
      delete pending.rows[rowKey];
      continue;
    }
    for (const [key, answer] of Object.entries(waiting.answers)) {
      if (fillControls(form, productFieldInputName(line, key), answer)) delete waiting.answers[key];
    }
    if (Object.keys(waiting.answers).length === 0) delete pending.rows[rowKey];
  }
}

/** Fills one field's controls (a text box, or a group's radios or checkboxes); false when not shown yet. */
function fillControls(form: HTMLFormElement, name: string, answer: string | string[]): boolean {
  const controls = form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`);
  const picked = Array.isArray(answer) ? answer : [answer];
  for (const control of controls) {
    // A file is never kept in a draft, and a file control takes no value but empty (decision 249).
    if (control.type === 'file') continue;
    if (control.type === 'radio' || control.type === 'checkbox')
      control.checked = picked.includes(control.value);
    else control.value = picked[0] ?? '';
  }
  return controls.length > 0;
}

export function saveDraft(locale: Locale, values: InquiryValues, answers: KeptAnswers): void {
  const { consent: _consent, quoteRows, ...fields } = values;
  const draft = {
    ...fields,
    quoteRows: quoteRows.map((row) => {
      const kept = answers.rows[row.key];
      return kept?.entryId === row.entryId ? { ...row, answers: kept.answers } : row;
    }),
    topicAnswers: answers.topic === values.topic ? answers.topicAnswers : {},
  };
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
