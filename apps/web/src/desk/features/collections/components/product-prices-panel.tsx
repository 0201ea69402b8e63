import { formatMessage } from '@sitedesk/shared/messages/format';
import { type ProductPrices, productPriceLimits } from '@sitedesk/shared/product-prices-api';
import { quantityUnits } from '@sitedesk/shared/quote-request';
import { labelIn } from '@sitedesk/shared/topic-fields';
import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useDeskI18n } from '../../../app/desk-i18n';
import { DeskApiError } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';
import { Alert } from '../../../ui/alert';
import { ErrorSummary } from '../../../ui/error-summary';
import { Field } from '../../../ui/field';
import { FieldError } from '../../../ui/field-error';
import { LoadError } from '../../../ui/load-error';
import { Loading } from '../../../ui/loading';
import { SelectField } from '../../../ui/select-field';
import { buttonDanger, buttonPrimary, buttonSecondary, cardClass, inputClass } from '../../../ui/styles';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useProductPrices } from '../api/get-product-prices';
import { saveProductPrices } from '../api/save-product-prices';
import {
  emptyPriceRow,
  type PriceRowForm,
  priceRowsOf,
  pricesRequestOf,
  repeatedCurrencies,
  variantValue,
} from '../model/product-prices-form';

/** The variants a price can be for, as the select offers them: `Colour: Grey`, in the desk's language. */
function variantChoicesOf(fields: ProductPrices['variantFields'], locale: Parameters<typeof labelIn>[1]) {
  return fields.flatMap((field) =>
    (field.choices ?? []).map((choice) => ({
      value: variantValue({ field: field.key, choice: choice.key }),
      label: `${labelIn(field.labels, locale)}: ${labelIn(choice.labels, locale)}`,
    })),
  );
}

/**
 * A product's list prices (decision 233), beside its form rather than in it: they are the same in every
 * language, never on the site, and saved at once rather than drafted and published.
 */
export function ProductPricesPanel({ entryId }: { entryId: string }) {
  const { t, locale } = useDeskI18n();
  const texts = t.collections.prices;
  const errorMessage = useErrorMessage();
  const formId = useId();
  const loaded = useProductPrices(entryId);
  const [rows, setRows] = useState<PriceRowForm[]>();
  const [variantFields, setVariantFields] = useState<ProductPrices['variantFields']>([]);
  const [repeated, setRepeated] = useState<number[]>([]);
  const [notice, setNotice] = useState<string>();
  const save = useAction(saveProductPrices);

  useEffect(() => {
    if (loaded.data && rows === undefined) {
      setRows(priceRowsOf(loaded.data.prices));
      setVariantFields(loaded.data.variantFields);
    }
  }, [loaded.data, rows]);
  const variantChoices = variantChoicesOf(variantFields, locale);

  const idOf = (index: number, field: string) => `${formId}-prices-${index}-${field}`;
  const serverErrors = save.error instanceof DeskApiError ? save.error.fields : {};
  const errors: Record<string, string> = Object.fromEntries(
    Object.entries(serverErrors).map(([path, error]) => [path, error.message]),
  );
  for (const index of repeated) errors[`prices.${index}.currency`] = texts.duplicateCurrency;
  const hasFieldErrors = Object.keys(errors).length > 0;
  const errorOf = (index: number, field: string) => errors[`prices.${index}.${field}`];
  const fieldLabels: Record<string, string> = {
    currency: texts.currency,
    unitPrice: texts.unitPrice,
    unit: texts.unit,
    variant: texts.variant,
  };

  const change = (index: number, patch: Partial<PriceRowForm>) => {
    setNotice(undefined);
    setRows((current) => current?.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  };
  const add = () => {
    const index = rows?.length ?? 0;
    setRows((current) => [...(current ?? []), emptyPriceRow()]);
    requestAnimationFrame(() => document.getElementById(idOf(index, 'currency'))?.focus());
  };
  const remove = (index: number) => {
    setNotice(undefined);
    setRows((current) => current?.filter((_, at) => at !== index));
    requestAnimationFrame(() => document.getElementById(`${formId}-add`)?.focus());
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rows) return;
    setNotice(undefined);
    const twice = repeatedCurrencies(rows);
    setRepeated(twice);
    if (twice.length > 0) return;
    const result = await save.run(entryId, pricesRequestOf(rows));
    if (!result.ok) return;
    setRows(priceRowsOf(result.value.prices));
    setVariantFields(result.value.variantFields);
    setNotice(texts.saved);
  };

  return (
    <section
      aria-labelledby={`${formId}-title`}
      className={`${cardClass} space-y-4`}
      data-testid="product-prices"
    >
      <h2 id={`${formId}-title`} className="text-xl text-petrol-900">
        {texts.title}
      </h2>
      <p className="text-steel-800">{texts.intro}</p>
      {loaded.error && !loaded.data ? (
        <LoadError error={loaded.error} onRetry={loaded.reload} />
      ) : !rows ? (
        <Loading />
      ) : (
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-busy={save.isPending}
          className="space-y-4"
        >
          <ErrorSummary
            title={texts.errorSummary}
            items={Object.entries(errors).map(([path, message]) => {
              const [, index = '0', field = 'currency'] = path.split('.');
              return {
                fieldId: idOf(Number(index), field),
                label: `${formatMessage(texts.price, { number: Number(index) + 1 })}: ${fieldLabels[field] ?? field}`,
                message,
              };
            })}
          />
          {save.error !== undefined && !hasFieldErrors && (
            <Alert tone="error">{errorMessage(save.error)}</Alert>
          )}
          {rows.length === 0 && <p className="text-steel-700">{texts.none}</p>}
          {rows.map((row, index) => {
            // A price whose variant the product no longer offers (decision 250): kept, never suggested.
            const isGone =
              row.variant !== '' && !variantChoices.some((choice) => choice.value === row.variant);
            const variantError = errorOf(index, 'variant');
            const variantNotes = [
              isGone ? `${idOf(index, 'variant')}-gone` : '',
              variantError ? `${idOf(index, 'variant')}-error` : '',
            ].filter((id) => id !== '');
            return (
              <fieldset key={row.key} className="space-y-3 rounded-card border border-steel-200 p-3">
                <legend className="px-1 font-semibold text-steel-800">
                  {formatMessage(texts.price, { number: index + 1 })}
                </legend>
                <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 md:grid-cols-3">
                  <Field
                    id={idOf(index, 'currency')}
                    label={texts.currency}
                    hint={texts.currencyHint}
                    dir="ltr"
                    autoComplete="off"
                    maxLength={3}
                    className={`${inputClass} uppercase`}
                    value={row.currency}
                    error={errorOf(index, 'currency')}
                    onChange={(event) => change(index, { currency: event.target.value.toUpperCase() })}
                  />
                  <Field
                    id={idOf(index, 'unitPrice')}
                    label={texts.unitPrice}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    value={row.unitPrice}
                    error={errorOf(index, 'unitPrice')}
                    onChange={(event) => change(index, { unitPrice: event.target.value })}
                  />
                  <SelectField
                    id={idOf(index, 'unit')}
                    label={texts.unit}
                    value={row.unit}
                    onValueChange={(value) => change(index, { unit: value as PriceRowForm['unit'] })}
                  >
                    <option value="">{texts.noUnit}</option>
                    {quantityUnits.map((unit) => (
                      <option key={unit} value={unit}>
                        {t.inquiry.units[unit]}
                      </option>
                    ))}
                  </SelectField>
                </div>
                {(variantChoices.length > 0 || row.variant !== '') && (
                  <div>
                    <SelectField
                      id={idOf(index, 'variant')}
                      label={texts.variant}
                      value={row.variant}
                      aria-invalid={variantError ? true : undefined}
                      aria-describedby={variantNotes.length > 0 ? variantNotes.join(' ') : undefined}
                      onValueChange={(value) => change(index, { variant: value })}
                    >
                      <option value="">{texts.allVariants}</option>
                      {variantChoices.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                      {isGone && (
                        <option value={row.variant}>
                          {formatMessage(texts.variantGone, { variant: row.variant.replace('/', ': ') })}
                        </option>
                      )}
                    </SelectField>
                    {isGone && (
                      <p id={`${idOf(index, 'variant')}-gone`} className="mt-1 text-sm text-steel-700">
                        {texts.variantGoneHint}
                      </p>
                    )}
                    <FieldError id={`${idOf(index, 'variant')}-error`} message={variantError} />
                  </div>
                )}
                <button type="button" className={buttonDanger} onClick={() => remove(index)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  {formatMessage(texts.remove, { number: index + 1 })}
                </button>
              </fieldset>
            );
          })}
          <div className="flex flex-wrap gap-3">
            {rows.length < productPriceLimits.pricesMaxCount && (
              <button id={`${formId}-add`} type="button" className={buttonSecondary} onClick={add}>
                <Plus aria-hidden="true" className="size-4" />
                {texts.add}
              </button>
            )}
            <button type="submit" className={buttonPrimary} aria-disabled={save.isPending}>
              {texts.save}
            </button>
          </div>
          {notice && <Alert tone="success">{notice}</Alert>}
        </form>
      )}
    </section>
  );
}
