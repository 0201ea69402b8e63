import { formatMessage } from '@sitedesk/shared/messages/format';
import type { QuoteCatalogueProduct } from '@sitedesk/shared/product-prices-api';
import { quantityUnits } from '@sitedesk/shared/quote-request';
import { quoteLimits } from '@sitedesk/shared/quotes-api';
import { Trash2 } from 'lucide-react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { formatMoney } from '../../../lib/format';
import { Field } from '../../../ui/field';
import { FieldError } from '../../../ui/field-error';
import { buttonDanger, inputClass, labelClass } from '../../../ui/styles';
import { listPriceFor } from '../model/catalogue-prices';
import { fieldId, type LineForm } from '../model/quote-form';

type Props = {
  formId: string;
  index: number;
  line: LineForm;
  currency: string;
  /** The line's amount by the server's arithmetic, once its numbers are ones the server takes. */
  amount: number | undefined;
  errors: Record<string, { message: string }>;
  canRemove: boolean;
  /** The catalogue a line can name a product from, with list prices (decision 233). */
  products: readonly QuoteCatalogueProduct[];
  onChange: (patch: Partial<LineForm>) => void;
  onChooseProduct: (product: QuoteCatalogueProduct | undefined) => void;
  onRemove: () => void;
};

/** One item of a quotation: what, how many of which unit, at what price and discount; its amount below. */
export function QuoteLineFields(props: Props) {
  const { formId, index, line, currency, amount, errors, canRemove, products, onChange, onRemove } = props;
  const { t, locale } = useDeskI18n();
  const texts = t.quotes.editor;
  const path = (field: string) => `lines.${index}.${field}`;
  const idOf = (field: string) => fieldId(formId, path(field));
  const errorOf = (field: string) => errors[path(field)]?.message;
  const position = index + 1;
  const descriptionError = errorOf('description');
  const unitError = errorOf('unit');
  const product = products.find((candidate) => candidate.entryId === line.entryId);
  const code = currency.trim().toUpperCase();
  // The list price in the quotation's currency, said beside the price: after a change of currency sales
  // sees it without the line being repriced.
  const listPrice = listPriceFor(product, code, line.unit, line.variants);
  const priceHint = !product
    ? undefined
    : !listPrice
      ? product.prices.length > 0 && /^[A-Z]{3}$/.test(code)
        ? formatMessage(texts.noListPrice, { currency: code })
        : undefined
      : listPrice.unit
        ? formatMessage(texts.listPricePerUnit, {
            price: formatMoney(listPrice.unitPrice, code, locale),
            unit: t.inquiry.units[listPrice.unit],
          })
        : formatMessage(texts.listPrice, { price: formatMoney(listPrice.unitPrice, code, locale) });

  return (
    <fieldset className="space-y-3 rounded-card border border-steel-200 p-3" data-testid="quote-line">
      <legend className="px-1 font-semibold text-steel-800">{formatMessage(texts.line, { position })}</legend>
      <div>
        <label htmlFor={idOf('entryId')} className={labelClass}>
          {texts.product}
        </label>
        <select
          id={idOf('entryId')}
          className={inputClass}
          value={line.entryId ?? ''}
          onChange={(event) =>
            props.onChooseProduct(products.find((candidate) => candidate.entryId === event.target.value))
          }
        >
          <option value="">{texts.freeLine}</option>
          {line.entryId !== null && !product && <option value={line.entryId}>{texts.unknownProduct}</option>}
          {products.map((candidate) => (
            <option key={candidate.entryId} value={candidate.entryId}>
              {candidate.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={idOf('description')} className={labelClass}>
          {texts.description}
        </label>
        <textarea
          id={idOf('description')}
          className={`${inputClass} min-h-20`}
          maxLength={quoteLimits.descriptionMaxLength}
          value={line.description}
          aria-invalid={descriptionError ? true : undefined}
          aria-describedby={descriptionError ? `${idOf('description')}-error` : undefined}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <FieldError id={`${idOf('description')}-error`} message={descriptionError} />
      </div>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 md:grid-cols-4">
        <Field
          id={idOf('quantity')}
          label={texts.quantity}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={line.quantity}
          error={errorOf('quantity')}
          onChange={(event) => onChange({ quantity: event.target.value })}
        />
        <div>
          <label htmlFor={idOf('unit')} className={labelClass}>
            {texts.unit}
          </label>
          <select
            id={idOf('unit')}
            className={inputClass}
            value={line.unit}
            aria-invalid={unitError ? true : undefined}
            aria-describedby={unitError ? `${idOf('unit')}-error` : undefined}
            onChange={(event) => onChange({ unit: event.target.value as LineForm['unit'] })}
          >
            <option value="">{texts.noUnit}</option>
            {quantityUnits.map((unit) => (
              <option key={unit} value={unit}>
                {t.inquiry.units[unit]}
              </option>
            ))}
          </select>
          <FieldError id={`${idOf('unit')}-error`} message={unitError} />
        </div>
        <Field
          id={idOf('unitPrice')}
          label={texts.unitPrice}
          hint={priceHint}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={line.unitPrice}
          error={errorOf('unitPrice')}
          onChange={(event) => onChange({ unitPrice: event.target.value })}
        />
        <Field
          id={idOf('discountPercent')}
          label={texts.discount}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={line.discountPercent}
          error={errorOf('discountPercent')}
          onChange={(event) => onChange({ discountPercent: event.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-semibold text-steel-700">{texts.amount}: </span>
          <span data-testid="quote-line-amount">
            {amount === undefined ? '—' : formatMoney(amount, currency, locale)}
          </span>
        </p>
        {canRemove && (
          <button type="button" className={buttonDanger} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            {formatMessage(texts.removeLine, { position })}
          </button>
        )}
      </div>
    </fieldset>
  );
}
