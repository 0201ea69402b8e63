import { ltrIsolateIn } from '@sitedesk/shared/left-to-right';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { QuoteCatalogueProduct } from '@sitedesk/shared/product-prices-api';
import type { QuoteDetail, QuoteRequest } from '@sitedesk/shared/quotes-api';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useAction } from '../../../lib/use-action';
import { useAnnouncement } from '../../../ui/live-region';
import { useErrorMessage } from '../../../ui/use-error-message';
import { type CreatedQuote, createQuote } from '../api/create-quote';
import { saveQuote } from '../api/save-quote';
import { withCatalogueProduct, withListPrices } from '../model/catalogue-prices';
import { emptyLine, type LineForm, type QuoteForm, requestOf, totalsOf } from '../model/quote-form';

type Options = {
  inquiryId: string;
  /** The stored draft; `undefined` for a new quotation, which the first save creates. */
  quote: QuoteDetail | undefined;
  initial: QuoteForm;
  /** The products lines can name, with list prices; `undefined` until loaded (or if it cannot be). */
  catalogue: readonly QuoteCatalogueProduct[] | undefined;
  onCreated: (created: CreatedQuote, notice: string) => void;
  onSaved: (saved: QuoteDetail) => void;
};

type Saved = { kind: 'created'; created: CreatedQuote } | { kind: 'saved'; detail: QuoteDetail };

/**
 * A draft's form state and its one way out: PUT (or, the first time, POST) exactly what the member typed.
 * The server checks it; its field errors come back by their paths (`lines.0.unitPrice`) for the form to show
 * beside each field, anything else (a closed quotation, a rate limit) as one message.
 */
export function useQuoteEditor({ inquiryId, quote, initial, catalogue, onCreated, onSaved }: Options) {
  const { t, locale } = useDeskI18n();
  const texts = t.quotes.editor;
  const errorMessage = useErrorMessage();
  const [form, setForm] = useState(initial);
  // What the server holds, as sent; for a new quotation, its prefill (opened and left, nothing is lost).
  const [savedRequest, setSavedRequest] = useState(() => JSON.stringify(requestOf(initial)));
  const { announcement, announce } = useAnnouncement();
  const [notice, setNotice] = useState<string>();
  // The version whose words the form holds: the one it opened with, then each of its own saves. A later
  // reload of the page (a colleague's save announced) does not move it, so their change is never
  // overwritten or sent unseen (409 `edit_conflict`).
  const [seenVersion, setSeenVersion] = useState(quote?.updatedAt);
  const isDirty = JSON.stringify(requestOf(form)) !== savedRequest;
  const totals = totalsOf(form);

  // A new quotation's lines from the buyer's request name their products: once the catalogue is here, each
  // gets its list price where it has none. Part of the prefill, so an untouched form stays unchanged.
  const hasPrefilled = useRef(quote !== undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the catalogue arrives.
  useEffect(() => {
    if (hasPrefilled.current || !catalogue) return;
    hasPrefilled.current = true;
    const priced = withListPrices(form, catalogue);
    if (priced === form) return;
    setForm(priced);
    if (!isDirty) setSavedRequest(JSON.stringify(requestOf(priced)));
  }, [catalogue]);

  const save = useAction(
    useCallback(
      async (request: QuoteRequest): Promise<Saved> =>
        quote
          ? { kind: 'saved', detail: await saveQuote(quote.id, { ...request, updatedAt: seenVersion }) }
          : { kind: 'created', created: await createQuote(inquiryId, request) },
      [quote, inquiryId, seenVersion],
    ),
  );
  const fieldErrors: Record<string, { code: string; message: string }> =
    save.error instanceof DeskApiError ? save.error.fields : {};
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const generalError = save.error !== undefined && !hasFieldErrors ? errorMessage(save.error) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = requestOf(form);
    setNotice(undefined);
    const result = await save.run(request);
    if (!result.ok) return;
    if (result.value.kind === 'created') {
      const total = totals ? formatMoney(totals.total, form.currency, locale) : '';
      onCreated(
        result.value.created,
        formatMessage(texts.created, { number: ltrIsolateIn(locale, result.value.created.number), total }),
      );
      return;
    }
    const { detail } = result.value;
    setSeenVersion(detail.updatedAt);
    setSavedRequest(JSON.stringify(request));
    setNotice(formatMessage(texts.saved, { total: formatMoney(detail.total, detail.currency, locale) }));
    onSaved(detail);
  };

  const change = (patch: Partial<QuoteForm>) => {
    setNotice(undefined);
    setForm((current) => ({ ...current, ...patch }));
  };
  const changeLine = (index: number, patch: Partial<LineForm>) =>
    setForm((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
    }));
  /** Sales chose a product for a line: its list price fills an empty price, never a typed one. */
  const chooseProduct = (index: number, product: QuoteCatalogueProduct | undefined) =>
    setForm((current) => ({
      ...current,
      lines: current.lines.map((line, at) =>
        at === index ? withCatalogueProduct(line, product, current.currency) : line,
      ),
    }));
  const addLine = () => {
    const position = form.lines.length + 1;
    setForm((current) => ({ ...current, lines: [...current.lines, emptyLine()] }));
    announce(formatMessage(texts.lineAdded, { position }));
    return position - 1;
  };
  const removeLine = (index: number) => {
    setForm((current) => ({ ...current, lines: current.lines.filter((_, at) => at !== index) }));
    announce(formatMessage(texts.lineRemoved, { position: index + 1 }));
  };

  return {
    form,
    change,
    changeLine,
    chooseProduct,
    addLine,
    removeLine,
    totals,
    isDirty,
    seenVersion,
    isSaving: save.isPending,
    fieldErrors,
    generalError,
    notice,
    announcement,
    submit,
  };
}
