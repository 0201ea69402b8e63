import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Messages } from '@sitedesk/shared/messages/types';
import { productFieldRowInputName, quantityUnits, quoteRequestLimits } from '@sitedesk/shared/quote-request';
import type { CountryList } from '../lib/country-options';
import type { InquiryFormEntries } from '../lib/inquiry-entry';
import { productFieldGroupsWithoutScript } from '../lib/product-fields-without-script';
import { rowsWithoutScript } from '../lib/quote-rows';
import { CountrySelect } from './country-select';
import { LabelText, type RequirementMarks } from './field-frame';
import { controlClass, labelClass } from './field-styles';
import { NativeSelect } from './native-select';
import { ExtraField } from './topic-extra-fields';

const noAria = (id: string) => ({ id, 'aria-describedby': undefined, 'aria-invalid': false });
const ignore = () => undefined;

/**
 * A request for a quotation's fields for visitors without JavaScript, prerendered in the form's
 * `<noscript>`: a few product rows (the server skips those left without a product) and the terms, under
 * the names the server reads (decision 216). The quantity is a number input, so the browser sends `1.5`
 * whatever the visitor's decimal mark; the server checks everything. Shown while the topic is a quote.
 * Under each row, every product's own fields (decision 243), posted by row and product; the site's
 * stylesheet shows only the chosen product's. None is natively required: a hidden one would block sending.
 */
export function QuoteFieldsWithoutScript({
  products,
  countries,
  labels,
  marks,
}: {
  products: InquiryFormEntries['products'];
  countries: CountryList;
  labels: Messages['inquiryForm'];
  marks: RequirementMarks;
}) {
  const rows = Array.from({ length: rowsWithoutScript }, (_, index) => index);
  const groups = productFieldGroupsWithoutScript(products);
  const plain = (id: string, name: string, label: string, maxLength?: number, type = 'text') => (
    <div>
      <label htmlFor={id} className={labelClass}>
        <LabelText text={label} isRequired={false} marks={marks} />
      </label>
      <input id={id} type={type} name={name} maxLength={maxLength} className={`${controlClass} mt-2`} />
    </div>
  );
  return (
    <fieldset className="quote-without-script min-w-0 space-y-7">
      <legend className="text-xl font-bold text-steel-900">{labels.quoteDetails}</legend>
      {rows.map((index) => (
        <fieldset
          key={index}
          className="quote-row-without-script min-w-0 rounded-sm border border-steel-300 p-4"
        >
          <legend className="px-1 font-bold text-steel-900">
            {formatMessage(labels.lineLegend, { number: index + 1 })}
          </legend>
          <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
            <div className="min-w-0">
              <label htmlFor={`quote-static-product-${index}`} className={labelClass}>
                {labels.lineEntryId}
              </label>
              <div className="mt-2">
                <NativeSelect
                  name="lineEntryId"
                  isRequired={false}
                  value=""
                  onValueChange={ignore}
                  aria={noAria(`quote-static-product-${index}`)}
                >
                  <option value="">{labels.choosePlaceholder}</option>
                  {products.map((product) => (
                    <option
                      key={product.id}
                      value={product.id}
                      data-fields-group={groups.get(product.id)?.group}
                    >
                      {product.name}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <div className="min-w-0">
              <label htmlFor={`quote-static-quantity-${index}`} className={labelClass}>
                {labels.lineQuantity}
              </label>
              <input
                id={`quote-static-quantity-${index}`}
                type="number"
                name="lineQuantity"
                min="0"
                step="0.001"
                className={`${controlClass} mt-2`}
              />
            </div>
            <div className="min-w-0">
              <label htmlFor={`quote-static-unit-${index}`} className={labelClass}>
                {labels.lineUnit}
              </label>
              <div className="mt-2">
                <NativeSelect
                  name="lineUnit"
                  isRequired={false}
                  value="pcs"
                  onValueChange={ignore}
                  aria={noAria(`quote-static-unit-${index}`)}
                >
                  {quantityUnits.map((unit) => (
                    <option key={unit} value={unit}>
                      {labels.units[unit]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </div>
          {[...groups.values()].map(({ product, group }) => (
            <div key={product.id} data-product-group={group} className="mt-4 space-y-4">
              {(product.fields ?? []).map((field) => (
                <ExtraField
                  key={field.key}
                  id={`quote-static-${index}-${group}-${field.key}`}
                  name={productFieldRowInputName(index, product.id, field.key)}
                  field={field}
                  error={undefined}
                  marks={marks}
                  texts={{ yes: labels.yes, no: labels.no }}
                  isRequired={false}
                />
              ))}
            </div>
          ))}
        </fieldset>
      ))}
      <div className="grid gap-7 sm:grid-cols-2">
        {plain('quote-static-needed-by', 'neededBy', labels.neededBy, undefined, 'date')}
        <div>
          <label htmlFor="quote-static-delivery-country" className={labelClass}>
            <LabelText text={labels.deliveryCountry} isRequired={false} marks={marks} />
          </label>
          <div className="mt-2">
            <CountrySelect
              name="deliveryCountry"
              options={countries}
              value=""
              onChange={ignore}
              placeholder={labels.choosePlaceholder}
              isRequired={false}
              aria={noAria('quote-static-delivery-country')}
            />
          </div>
        </div>
      </div>
      <div className="grid gap-7 sm:grid-cols-2">
        {plain(
          'quote-static-postcode',
          'deliveryPostcode',
          labels.deliveryPostcode,
          quoteRequestLimits.postcodeMaxLength,
        )}
        {/* No length here: the VAT number's rules stay in the script that checks it (the server does). */}
        {plain('quote-static-vat-id', 'vatId', labels.vatId)}
      </div>
      {plain(
        'quote-static-purchase-reference',
        'purchaseReference',
        labels.purchaseReference,
        quoteRequestLimits.purchaseReferenceMaxLength,
      )}
    </fieldset>
  );
}
