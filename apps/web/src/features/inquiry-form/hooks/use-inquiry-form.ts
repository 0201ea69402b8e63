import type { InquiryFieldErrorCode } from '@sitedesk/shared/inquiry-fields';
import type { TopicOption } from '@sitedesk/shared/inquiry-topics';
import type { Locale } from '@sitedesk/shared/locales';
import { type LocalizedTopicField, topicFieldInputName } from '@sitedesk/shared/topic-fields';
import {
  type Dispatch,
  type FormEvent,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { startProofOfWork, takeProof } from '../api/proof-of-work';
import { submitInquiry } from '../api/submit-inquiry';
import { errorSummaryId } from '../lib/error-summary';
import { answersOf, extraErrorsFromServer } from '../lib/extra-answers';
import { fieldErrorsFromServer, firstInvalidField } from '../lib/field-errors';
import {
  type ChosenEntry,
  entryFromSearch,
  type InquiryFormEntries,
  searchWithoutEntry,
  topicFor,
} from '../lib/inquiry-entry';
import {
  type FieldErrors,
  fieldId,
  type InquiryField,
  type InquiryValues,
  initialValues,
  orderedErrorFields,
  quoteRowField,
} from '../lib/inquiry-values';
import { finishedUploadIds, isPending } from '../lib/large-files';
import {
  checkLineAnswers,
  lineAnswerEntries,
  lineErrorsFromServer,
  linesWithFields,
} from '../lib/line-answers';
import { type InquiryChecks, inquiryChecks, loadInquiryChecks } from '../lib/load-inquiry-checks';
import { isPhoneMetadataReady, isPhoneRegion, loadPhoneMetadata } from '../lib/phone-metadata';
import {
  fieldValue,
  rowKeysWithErrors,
  withoutQuoteErrors,
  withoutRowErrors,
} from '../lib/quote-field-errors';
import { newQuoteRow, type QuoteRowPart, quoteRowParts, rowsWithProduct } from '../lib/quote-rows';
import {
  answersInForm,
  clearDraft,
  type DraftFields,
  loadDraft,
  noKeptAnswers,
  restoreAnswers,
  saveDraft,
} from './inquiry-draft';
import { useLargeFiles } from './use-large-files';

/** A problem with the sending as a whole, shown above the submit button. Field errors go to the summary. */
export type FormAlert =
  | { kind: 'network-error' }
  | { kind: 'rate-limited'; retryAt: Date }
  | { kind: 'failed' }
  /** The server asked a question this page does not show: an editor added it after the page was opened. */
  | { kind: 'form-changed' };

export type Sent = { reference: string; email: string };

const honeypotName = 'website';

/**
 * The inquiry form's state and behaviour: values (drafted per tab), files, the product or job it is about,
 * errors from the shared schema and from the server, and one sending at a time.
 */
export function useInquiryForm(
  locale: Locale,
  entries: InquiryFormEntries,
  /** The topics the form offers (decision 245): the first is chosen until the visitor picks another. */
  topics: readonly TopicOption[],
  /** The topic's extra fields in the visitor's language (decision 225). */
  extraFieldsOf: (topic: string) => readonly LocalizedTopicField[] = () => [],
) {
  const [values, setValues] = useState<InquiryValues>(() => initialValues(locale, topics[0]?.key));
  const [files, setFiles] = useState<File[]>([]);
  // Read from the address after hydration: the prerendered page is the same for every product and job.
  const [entry, setEntry] = useState<ChosenEntry>();
  const [errors, setErrors] = useState<FieldErrors>({});
  // The extra fields' errors by key: shown beside each field, apart from the fixed fields' summary.
  const [extraErrors, setExtraErrors] = useState<Record<string, InquiryFieldErrorCode>>({});
  // A request's product lines' own fields' errors (decision 243), `lines.<n>.extra.<key>`: beside each field.
  const [lineErrors, setLineErrors] = useState<Record<string, InquiryFieldErrorCode>>({});
  const [alert, setAlert] = useState<FormAlert>();
  // The fields the last failed sending found wrong; the summary lists those that are still wrong.
  const [summaryFields, setSummaryFields] = useState<readonly InquiryField[]>([]);
  const [isSubmitting, setSubmitting] = useState(false);
  // The sending waits for drawings still uploading (the submit area says so).
  const [isWaitingForUploads, setWaitingForUploads] = useState(false);
  const [sent, setSent] = useState<Sent>();
  // The server refused a drawing for good (too large, not a drawing by its bytes): said at the field.
  const largeFiles = useLargeFiles(
    useCallback((refusal) => setErrors((current) => ({ ...current, attachments: refusal })), []),
  );
  const isSending = useRef(false);
  // Blur handlers can run right after a change in the same event (a combobox choosing on blur), before React
  // re-rendered; they read the values from here so they never check stale ones.
  const latestValues = useRef(values);
  const updateValues = (next: InquiryValues) => {
    latestValues.current = next;
    setValues(next);
  };

  // The fields are the prerendered page's: the draft's answers are checked against those it shows.
  const [draftFields] = useState(
    (): DraftFields => ({
      ofTopic: extraFieldsOf,
      ofProduct: (entryId) => entries.products.find((product) => product.id === entryId)?.fields ?? [],
    }),
  );
  const isHydrated = useInquiryDraft({
    locale,
    entries,
    topics,
    draftFields,
    values,
    sent,
    latestValues,
    setValues,
    setEntry,
  });
  // A request for a quote takes drawings of any size through resumable uploads (decision 215); without
  // script, and on every other topic, files are ordinary attachments of the sending.
  const usesLargeFiles = isHydrated && values.topic === 'quote' && entry?.collection !== 'jobs';
  const attachedFiles = usesLargeFiles ? [] : files;
  // The product rows and terms of a request for a quotation (issue 27 §2), shown and sent on that topic.
  const usesQuoteFields = isHydrated && values.topic === 'quote' && entry?.collection !== 'jobs';

  usePhoneEnhancements({ isHydrated, values, locale, latestValues, setValues, setErrors });

  /** Re-checks the fields that show an error, so a fixed field clears as soon as it is right. */
  const recheck = useCallback(
    (nextValues: InquiryValues, nextFiles: readonly File[], fields: readonly InquiryField[]) => {
      setErrors((current) => {
        const relevant = fields.filter((field) => current[field] !== undefined);
        // Errors are shown only after a check or a sending, both of which loaded the checks.
        const checks = inquiryChecks();
        if (relevant.length === 0 || !checks) return current;
        const fresh = checks.validateInquiry(nextValues, nextFiles, locale, entry);
        const next = { ...current };
        for (const field of relevant) next[field] = fresh[field];
        return next;
      });
    },
    [locale, entry],
  );

  const setField = <Field extends keyof InquiryValues>(field: Field, value: InquiryValues[Field]) => {
    const next = { ...latestValues.current, [field]: value };
    if (field === 'country' && typeof value === 'string') followCompanyCountry(next, value);
    if (field === 'phoneCountry') next.isPhoneCountryChosen = true;
    updateValues(next);
    if (field === 'topic') {
      carryFiles(next.topic);
      // Another topic sends no quote details: their errors go with their fields.
      if (next.topic !== 'quote') setErrors(withoutQuoteErrors);
    }
    const touched: InquiryField[] =
      field === 'isPhoneCountryChosen' || field === 'quoteRows' ? [] : [field as InquiryField];
    // The VAT number's format is the company country's: a new country may make it right or wrong.
    const related: InquiryField[] =
      field === 'phoneCountry'
        ? ['phoneCountry', 'phone']
        : field === 'country'
          ? ['country', 'vatId']
          : touched;
    recheck(next, attachedFiles, related);
  };

  /** One part of a product row; its error clears (or changes) as soon as it is fixed. */
  const setRow = (index: number, part: QuoteRowPart, value: string) => {
    const rows = latestValues.current.quoteRows.map((row, at) =>
      at === index ? { ...row, [part]: value } : row,
    );
    const next = { ...latestValues.current, quoteRows: rows };
    updateValues(next);
    recheck(
      next,
      attachedFiles,
      quoteRowParts.map((each) => quoteRowField(index, each)),
    );
  };

  const addRow = () => {
    const next = { ...latestValues.current, quoteRows: [...latestValues.current.quoteRows, newQuoteRow()] };
    updateValues(next);
  };

  /**
   * Removes a row; the rows after it move up a place, and so do their errors (checked again, so each
   * stays with its row).
   */
  const removeRow = (index: number) => {
    const current = latestValues.current.quoteRows;
    const flagged = new Set(rowKeysWithErrors(current, errors));
    const rows = current.filter((_, at) => at !== index);
    const next = { ...latestValues.current, quoteRows: rows.length > 0 ? rows : [newQuoteRow()] };
    updateValues(next);
    setErrors((shown) => {
      const kept = withoutRowErrors(shown);
      const fresh = inquiryChecks()?.validateInquiry(next, attachedFiles, locale, entry) ?? {};
      next.quoteRows.forEach((row, at) => {
        if (!flagged.has(row.key)) return;
        for (const part of quoteRowParts) kept[quoteRowField(at, part)] = fresh[quoteRowField(at, part)];
      });
      return kept;
    });
  };

  /** Several fields at once, e.g. a pasted international number that also sets its country. */
  const setPhone = (phone: string, phoneCountry?: string) => {
    const next = {
      ...latestValues.current,
      phone,
      ...(phoneCountry ? { phoneCountry, isPhoneCountryChosen: true } : {}),
    };
    updateValues(next);
    recheck(next, attachedFiles, ['phone', 'phoneCountry']);
  };

  /**
   * Checks a field when the visitor leaves it, unless it is still untouched and empty, or they are on their
   * way to the submit button: an error appearing then would push the button away under the pointer, and
   * the submit checks everything anyway.
   */
  const blurField = (field: InquiryField, nextFocus: EventTarget | null = null) => {
    if (nextFocus instanceof HTMLButtonElement && nextFocus.type === 'submit') return;
    withChecks(({ validateInquiry }) => {
      const current = latestValues.current;
      const value = fieldValue(current, field, { files: attachedFiles.length, entryId: entry?.id });
      if (!value && errors[field] === undefined) return;
      const fresh = validateInquiry(current, attachedFiles, locale, entry);
      setErrors((current) => ({ ...current, [field]: fresh[field] }));
    });
  };

  const changeFiles = (nextFiles: File[]) => {
    setFiles(nextFiles);
    withChecks(({ validateInquiry }) => {
      const code = validateInquiry(latestValues.current, nextFiles, locale, entry).attachments;
      setErrors((current) => ({ ...current, attachments: code }));
    });
  };

  /**
   * Files chosen before the topic changed come along, so nothing picked is lost: to a request for a quote
   * they start uploading, from it they become ordinary attachments again, checked against those limits.
   */
  const carryFiles = (topic: string) => {
    const willUseLargeFiles = topic === 'quote' && entry?.collection !== 'jobs';
    if (willUseLargeFiles === usesLargeFiles) return;
    if (willUseLargeFiles) {
      const problem = files.length > 0 ? largeFiles.add(files) : undefined;
      setFiles([]);
      setErrors((current) => ({ ...current, attachments: problem }));
      return;
    }
    const carried = largeFiles.files.map(({ file }) => file);
    largeFiles.removeAll();
    if (carried.length > 0) changeFiles(carried);
    else setErrors((current) => ({ ...current, attachments: undefined }));
  };

  /** Drawings picked on the quote topic start uploading; those that cannot are said at the field. */
  const pickLargeFiles = (picked: File[]) => {
    const problem = largeFiles.add(picked);
    setErrors((current) => ({ ...current, attachments: problem }));
  };

  const removeLargeFile = (key: string) => {
    largeFiles.remove(key);
    setErrors((current) => ({ ...current, attachments: undefined }));
  };

  /** The buyer acts on what the error said (upload it again): it has been heard. */
  const retryLargeFile = (key: string) => {
    largeFiles.retry(key);
    setErrors((current) => ({ ...current, attachments: undefined }));
  };

  /**
   * The visitor's "not about this": the inquiry becomes a plain one (the topic stays as it is), the address
   * forgets the entry, and focus goes to the topic, which a job application had hidden.
   */
  const removeEntry = () => {
    flushSync(() => {
      setEntry(undefined);
      setErrors((current) => ({
        ...current,
        entryId: undefined,
        attachments: current.attachments === 'cv_required' ? undefined : current.attachments,
      }));
    });
    history.replaceState(history.state, '', `${location.pathname}${searchWithoutEntry(location.search)}`);
    document.getElementById(fieldId('topic'))?.focus();
  };

  /**
   * The visitor has started on the form (focus or typing): the checks they will need start loading, and a
   * worker starts on the proof of work, done long before they are (decision 166).
   */
  const prepareChecks = () => {
    if (!inquiryChecks()) loadInquiryChecks().catch(() => undefined);
    startProofOfWork();
  };

  /** After a failed sending: the errors inline and in the summary, which takes focus (GOV.UK's pattern). */
  const showErrors = (
    nextErrors: FieldErrors,
    nextExtraErrors: Record<string, InquiryFieldErrorCode> = {},
    nextLineErrors: Record<string, InquiryFieldErrorCode> = {},
  ) => {
    const first = firstInvalidField(nextErrors);
    const shownFields = extraFieldsOf(latestValues.current.topic);
    const firstExtra = shownFields.find((field) => nextExtraErrors[field.key]);
    const shownLines = linesWithFields(latestValues.current.quoteRows, entries.products);
    const isShownLineField = (errorKey: string) =>
      shownLines.some(({ line, fields }) =>
        fields.some((field) => `lines.${line}.extra.${field.key}` === errorKey),
      );
    const lineKeys = Object.keys(nextLineErrors);
    const firstLine = lineKeys.find(isShownLineField);
    const isFormChanged =
      Object.keys(nextExtraErrors).some((key) => !shownFields.some((field) => field.key === key)) ||
      lineKeys.some((key) => !isShownLineField(key));
    flushSync(() => {
      setErrors(nextErrors);
      setExtraErrors(nextExtraErrors);
      setLineErrors(nextLineErrors);
      setSummaryFields(orderedErrorFields(nextErrors));
      setAlert(
        isFormChanged
          ? { kind: 'form-changed' }
          : first || firstExtra || firstLine
            ? undefined
            : { kind: 'failed' },
      );
    });
    // The summary lists the extra fields too (decision 232): it takes focus for either.
    if (first || firstExtra) document.getElementById(errorSummaryId)?.focus();
    // A product line's field in error with nothing else wrong takes focus itself, as a lone extra field's.
    else if (firstLine) {
      const [, line, , key] = firstLine.split('.');
      document.getElementById(`inquiry-line-${line}-${key}`)?.focus();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending.current) return;
    // Read before any await: React clears the event's currentTarget once the handler has returned.
    const honeypot = event.currentTarget.elements.namedItem(honeypotName);
    const extraPrefix = topicFieldInputName(values.topic, '');
    // A file field's files go with them (decision 249); an empty file control posts a nameless part.
    const extra = [...new FormData(event.currentTarget)].flatMap(([name, value]) =>
      name.startsWith(extraPrefix) && (typeof value === 'string' || value.name !== '')
        ? [[name, value] as const]
        : [],
    );
    // The product lines' own fields (decision 243): only a request for a quotation sends them.
    const lineAnswers = usesQuoteFields ? lineAnswerEntries(event.currentTarget) : [];
    isSending.current = true;
    // A number whose plan is still on its way is judged with it; if it cannot load, the server judges,
    // and so it does everything when the checks cannot load (the server answers with the same codes).
    const [checks] = await Promise.all([
      loadInquiryChecks().catch(() => undefined),
      loadPhoneMetadata(values.phone, values.phoneCountry).catch(() => undefined),
    ]);
    const localErrors = checks?.validateInquiry(values, attachedFiles, locale, entry) ?? {};
    const localExtraErrors =
      checks?.validateExtraAnswers(extraFieldsOf(values.topic), answersOf(extra, extraPrefix)) ?? {};
    const localLineErrors = checks
      ? checkLineAnswers(
          linesWithFields(values.quoteRows, entries.products),
          lineAnswers,
          checks.validateExtraAnswers,
        )
      : {};
    if (
      firstInvalidField(localErrors) ||
      Object.keys(localExtraErrors).length > 0 ||
      Object.keys(localLineErrors).length > 0
    ) {
      isSending.current = false;
      showErrors(localErrors, localExtraErrors, localLineErrors);
      return;
    }
    setSubmitting(true);
    setAlert(undefined);
    let uploads: string[] = [];
    let sending = values;
    if (usesLargeFiles) {
      // A buyer who sends before a drawing is up expects the form to wait for it, not to refuse.
      setWaitingForUploads(largeFiles.files.some(isPending));
      const settled = await largeFiles.whenSettled();
      setWaitingForUploads(false);
      // The form stays editable while it waits: what goes out is what the fields hold now, checked again.
      sending = latestValues.current;
      const stopSending = (nextErrors: FieldErrors) => {
        isSending.current = false;
        setSubmitting(false);
        if (firstInvalidField(nextErrors)) showErrors(nextErrors);
      };
      // Another topic chosen meanwhile has its own files: the buyer sends again from there.
      if (sending.topic !== 'quote') return stopSending({});
      const ids = finishedUploadIds(settled);
      if (!ids) {
        const refusal = settled.find((file) => file.refusal)?.refusal;
        return stopSending({ attachments: refusal ?? 'upload_missing' });
      }
      const changedErrors = checks?.validateInquiry(sending, [], locale, entry) ?? {};
      if (firstInvalidField(changedErrors)) return stopSending(changedErrors);
      uploads = ids;
    }
    // Solved while they typed; if not yet, the busy button waits a moment for it.
    const proof = await takeProof();
    const outcome = await submitInquiry({
      values: sending,
      files: attachedFiles,
      uploads,
      locale,
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      entryId: entry?.id,
      proof,
      extra: [...extra, ...lineAnswers],
    });
    isSending.current = false;
    setSubmitting(false);
    // A proof counts once: a sending that did not go through needs a fresh one.
    if (outcome.kind !== 'created') startProofOfWork();
    switch (outcome.kind) {
      case 'created':
        clearDraft(locale);
        setSent({ reference: outcome.created.reference, email: sending.email.trim() });
        return;
      case 'invalid': {
        const fieldErrors = fieldErrorsFromServer(outcome.fields);
        const extraFieldErrors = extraErrorsFromServer(outcome.fields);
        // Which drawing the server no longer has it does not say; asking it marks those for Retry.
        if (fieldErrors.attachments === 'upload_missing') largeFiles.checkFinished().catch(() => undefined);
        showErrors(fieldErrors, extraFieldErrors, lineErrorsFromServer(outcome.fields));
        return;
      }
      case 'rate-limited':
        setAlert({ kind: 'rate-limited', retryAt: outcome.retryAt });
        return;
      case 'network-error':
        setAlert({ kind: 'network-error' });
        return;
      case 'failed':
        setAlert({ kind: 'failed' });
        return;
    }
  };

  const summaryErrors = summaryErrorsOf(errors, summaryFields);

  return {
    values,
    files,
    entry,
    errors,
    extraErrors,
    lineErrors,
    summaryErrors,
    alert,
    isSubmitting,
    isWaitingForUploads,
    isHydrated,
    usesLargeFiles,
    usesQuoteFields,
    largeFiles: largeFiles.files,
    sent,
    setField,
    setPhone,
    setRow,
    addRow,
    removeRow,
    blurField,
    changeFiles,
    pickLargeFiles,
    removeLargeFile,
    retryLargeFile,
    removeEntry,
    submit,
    prepareChecks,
    honeypotName,
  };
}

export type InquiryFormState = ReturnType<typeof useInquiryForm>;

/**
 * Runs a check now when the checks are here (the usual case: they load on the form's first focus), else
 * as soon as they arrive; if they cannot load, the server checks the sending.
 */
function withChecks(check: (checks: InquiryChecks) => void): void {
  const checks = inquiryChecks();
  if (checks) check(checks);
  else loadInquiryChecks().then(check, () => undefined);
}

/** Until the visitor picks a phone country or types a number, it follows the company's country. */
function followCompanyCountry(values: InquiryValues, country: string): void {
  if (values.isPhoneCountryChosen || values.phone.trim() !== '' || !isPhoneRegion(country)) return;
  values.phoneCountry = country;
}

type FormStateRefs = {
  locale: Locale;
  values: InquiryValues;
  latestValues: RefObject<InquiryValues>;
  setValues: Dispatch<SetStateAction<InquiryValues>>;
};

/** The inquiry form, found by its name field (always shown): the editor-defined fields are read from it. */
const inquiryForm = (): HTMLFormElement | null =>
  (document.getElementById(fieldId('name')) as HTMLInputElement | null)?.form ?? null;

/**
 * Restores the tab's draft, the topic and the product or job from the address after hydration, and saves
 * the draft as the visitor types and when they leave. Returns whether the form is hydrated: prerendered
 * HTML and the first client render must match, so the draft and enhancements wait for it.
 */
function useInquiryDraft({
  locale,
  entries,
  topics,
  draftFields,
  values,
  sent,
  latestValues,
  setValues,
  setEntry,
}: FormStateRefs & {
  entries: InquiryFormEntries;
  topics: readonly TopicOption[];
  draftFields: DraftFields;
  sent: Sent | undefined;
  setEntry: Dispatch<SetStateAction<ChosenEntry | undefined>>;
}): boolean {
  const [isHydrated, setHydrated] = useState(false);
  // The draft's answers to editor-defined fields not yet put back: their fields may still be loading.
  const pendingAnswers = useRef(noKeptAnswers());
  useEffect(() => {
    const { draft, answers } = loadDraft(locale, draftFields);
    pendingAnswers.current = answers;
    const requestedTopic = new URLSearchParams(location.search).get('topic');
    const chosen = entryFromSearch(location.search, entries);
    const isOffered = (key: string | null | undefined) => topics.some((topic) => topic.key === key);
    const requested = requestedTopic !== null && isOffered(requestedTopic) ? requestedTopic : undefined;
    const topic = chosen ? topicFor(chosen) : requested;
    // A draft's topic an editor has hidden or removed since: the form's own first topic stays.
    const { topic: draftTopic, ...drafted } = draft;
    setValues((current) => {
      const restored = {
        ...current,
        ...drafted,
        ...(isOffered(draftTopic) && draftTopic ? { topic: draftTopic } : {}),
        ...(topic ? { topic } : {}),
      };
      // "Request a quote" on a product's page: that product is the request's first row.
      if (chosen?.collection === 'products')
        restored.quoteRows = rowsWithProduct(restored.quoteRows, chosen.id);
      latestValues.current = restored;
      return restored;
    });
    setEntry(chosen);
    setHydrated(true);
    // The ref and the setters are stable: listed for the linter, they never rerun the effect.
  }, [locale, entries, topics, draftFields, latestValues, setValues, setEntry]);

  // After every render: the fields of a topic or a product line may just have appeared (decisions 225, 243).
  useEffect(() => {
    const form = inquiryForm();
    if (isHydrated && !sent && form) restoreAnswers(form, latestValues.current, pendingAnswers.current);
  });

  const save = useCallback(
    (current: InquiryValues) => {
      const form = inquiryForm();
      const answers = form ? answersInForm(form, current, pendingAnswers.current) : pendingAnswers.current;
      saveDraft(locale, current, answers);
    },
    [locale],
  );

  useEffect(() => {
    if (isHydrated && !sent) save(values);
  }, [isHydrated, values, sent, save]);

  // React runs the effect above after it rendered the last keystroke; on a slow phone a reload can come
  // first and lose it. Leaving the page saves what the fields hold at that moment. The editor-defined
  // fields are not React's (uncontrolled): each answer to them is saved as it is given.
  useEffect(() => {
    if (!isHydrated || sent) return;
    const saveNow = () => save(latestValues.current);
    const saveAnswer = (event: Event) => {
      if (event.target instanceof HTMLInputElement && /^(extra|line)\./.test(event.target.name)) saveNow();
    };
    addEventListener('pagehide', saveNow);
    document.addEventListener('input', saveAnswer);
    return () => {
      removeEventListener('pagehide', saveNow);
      document.removeEventListener('input', saveAnswer);
    };
  }, [isHydrated, sent, latestValues, save]);
  return isHydrated;
}

/** Formats and checks the phone number once its numbering plan and the checks have arrived. */
function usePhoneEnhancements({
  isHydrated,
  values,
  locale,
  latestValues,
  setValues,
  setErrors,
}: FormStateRefs & { isHydrated: boolean; setErrors: Dispatch<SetStateAction<FieldErrors>> }): void {
  // The numbering plan of the chosen region, or of the `+44 …` typed, loads when it is first needed
  // (decision 146), and so do the formatter and the checks (decision 150). When they arrive, an
  // international number names its country, the number is formatted (unless the visitor is editing inside
  // it, where new text would move the caret) and checked once they have left the field: a verdict that had
  // to wait for the plan is given then.
  const { phone, phoneCountry } = values;
  useEffect(() => {
    // An empty field needs no formatter yet: the first view loads only the region's plan.
    const needsChecks = phone !== '' && inquiryChecks() === undefined;
    if (!isHydrated || (isPhoneMetadataReady(phone, phoneCountry) && !needsChecks)) return;
    let isCurrent = true;
    const onArrival = () => {
      const current = latestValues.current;
      const checks = inquiryChecks();
      if (!isCurrent || current.phone === '' || !checks) return;
      const input = document.getElementById(fieldId('phone'));
      const isInField = input instanceof HTMLInputElement && document.activeElement === input;
      const isEditingInside = isInField && input.selectionStart !== input.value.length;
      const formatted = checks.formatPhoneInput(current.phone, current.phone.length, current.phoneCountry);
      const detected = formatted.detectedCountry;
      const next = {
        ...current,
        ...(isEditingInside ? {} : { phone: formatted.text }),
        ...(detected && detected !== current.phoneCountry
          ? { phoneCountry: detected, isPhoneCountryChosen: true }
          : {}),
      };
      latestValues.current = next;
      setValues(next);
      // Only the number's verdict is taken from this check; files and entry play no part in it.
      const verdict = checks.validateInquiry(next, [], locale).phone;
      setErrors((errors) =>
        !isInField || errors.phone !== undefined ? { ...errors, phone: verdict } : errors,
      );
    };
    // If the plan cannot load, the server checks the number; the next keystroke tries again.
    const arrivals = [loadPhoneMetadata(phone, phoneCountry), ...(needsChecks ? [loadInquiryChecks()] : [])];
    Promise.all(arrivals).then(onArrival, () => undefined);
    return () => {
      isCurrent = false;
    };
  }, [isHydrated, phone, phoneCountry, locale, latestValues, setValues, setErrors]);
}

/**
 * A field fixed since the sending leaves the summary; one found wrong later is marked at the field only,
 * so the summary never grows above the field the visitor is working on.
 */
function summaryErrorsOf(errors: FieldErrors, summaryFields: readonly InquiryField[]): FieldErrors {
  const summaryErrors: FieldErrors = {};
  for (const field of summaryFields) {
    const code = errors[field];
    if (code !== undefined) summaryErrors[field] = code;
  }
  return summaryErrors;
}
