import { countryCodes } from '@sitedesk/shared/countries';
import { type InquiryFieldErrorTexts, inquiryFieldErrorMessage } from '@sitedesk/shared/inquiry-errors';
import { inquiryLimits } from '@sitedesk/shared/inquiry-fields';
import type { TopicOption } from '@sitedesk/shared/inquiry-topics';
import type { Locale } from '@sitedesk/shared/locales';
import { formatMessage } from '@sitedesk/shared/messages/format';
import type { Messages } from '@sitedesk/shared/messages/types';
import { productFieldErrorKey } from '@sitedesk/shared/quote-request';
import type { LocalizedTopicField } from '@sitedesk/shared/topic-fields';
import { useMemo } from 'react';
import { WithoutScript } from '../../../ui/without-script';
import { inquiryEndpoint } from '../api/submit-inquiry';
import { type InquiryFormState, useInquiryForm } from '../hooks/use-inquiry-form';
import { useQuoteRequestFields } from '../hooks/use-quote-request-fields';
import { countryList } from '../lib/country-options';
import { errorSummaryItems } from '../lib/error-summary';
import type { InquiryFormEntries } from '../lib/inquiry-entry';
import type { InquiryField } from '../lib/inquiry-values';
import { withLargeFileMessages } from '../lib/large-file-messages';
import { phoneRegionCodes } from '../lib/phone-metadata';
import { AttachmentsField } from './attachments-field';
import { ConsentField } from './consent-field';
import { CountryCombobox } from './country-combobox';
import { CountrySelect } from './country-select';
import { EntryBanner } from './entry-banner';
import { ErrorSummary } from './error-summary';
import { FieldFrame } from './field-frame';
import { controlClass } from './field-styles';
import { HoneypotField } from './honeypot-field';
import { InquirySent } from './inquiry-sent';
import { LargeFilesField } from './large-files-field';
import { PhoneField } from './phone-field';
import { QuoteFieldsWithoutScript } from './quote-fields-without-script';
import { SubmitArea } from './submit-area';
import { extraFieldId, TopicExtraFields } from './topic-extra-fields';
import { TopicSelect } from './topic-field';

export type InquiryFormProps = {
  locale: Locale;
  labels: Messages['inquiryForm'];
  /** The topics the form offers, in the editors' order, named in the page's language (decision 245). */
  topics: readonly TopicOption[];
  errorMessages: InquiryFieldErrorTexts;
  /** Country and phone-region names in the page's language, resolved at build time (`Intl.DisplayNames`). */
  countryNames: Record<string, string>;
  privacyHref: string;
  contactEmail: string;
  /** The products and open jobs a link from their page may name (`?product=…`, `?job=…`). */
  entries: InquiryFormEntries;
  /** The topics' extra fields in the page's language (decision 225); a topic without any is left out. */
  extraFields?: Partial<Record<string, LocalizedTopicField[]>>;
};

const noExtraFields: readonly LocalizedTopicField[] = [];

/**
 * The inquiry form, an island. Prerendered it is a plain multipart form posting to the API (native selects,
 * native validation); hydrated it validates with the shared schema, searches countries, formats the phone
 * number, keeps a draft and sends with `fetch`.
 */
export function InquiryForm(props: InquiryFormProps) {
  const { locale, labels, topics, countryNames, privacyHref, contactEmail, entries } = props;
  const { extraFields = {} } = props;
  // Own keys only: a topic key from a tampered draft or address (`constructor`) names no fields.
  const fieldsOf = (topic: string) =>
    Object.hasOwn(extraFields, topic) ? (extraFields[topic] ?? noExtraFields) : noExtraFields;
  const form = useInquiryForm(locale, entries, topics, fieldsOf);
  const { values, errors, isHydrated, entry } = form;
  const QuoteRequestFields = useQuoteRequestFields(form.usesQuoteFields);
  // An application's topic is careers (the server sets it too), so the topic is not asked for.
  const isApplication = entry?.collection === 'jobs';
  const countries = useMemo(
    () => countryList(countryCodes, countryNames, locale, { withDialCode: false }),
    [countryNames, locale],
  );
  const errorMessages = useMemo(
    () =>
      form.usesLargeFiles ? withLargeFileMessages(props.errorMessages, labels, locale) : props.errorMessages,
    [form.usesLargeFiles, props.errorMessages, labels, locale],
  );
  const phoneRegions = useMemo(
    () => countryList(phoneRegionCodes, countryNames, locale, { withDialCode: true }),
    [countryNames, locale],
  );

  if (form.sent) {
    return (
      <InquirySent
        locale={locale}
        sent={form.sent}
        texts={{ title: labels.successTitle, reference: labels.successReference, text: labels.successText }}
      />
    );
  }

  const errorText = (field: InquiryField) => {
    const code = errors[field];
    return code ? inquiryFieldErrorMessage(errorMessages, field, code) : undefined;
  };
  const marks = { required: labels.requiredMark, optional: labels.optionalMark };
  const extraTexts = { yes: labels.yes, no: labels.no };
  const extraErrorTexts = Object.fromEntries(
    Object.entries(form.extraErrors).map(([key, code]) => [key, errorMessages.byCode[code]]),
  );
  const fieldProps = (field: InquiryField): FieldProps => ({ form, labels, marks, error: errorText(field) });
  return (
    <form
      action={inquiryEndpoint}
      method="post"
      encType="multipart/form-data"
      noValidate={isHydrated}
      aria-busy={form.isSubmitting}
      onSubmit={form.submit}
      // The checks are not part of the first view (decision 150); they load when the visitor starts.
      onFocus={form.prepareChecks}
      onInput={form.prepareChecks}
      className="relative mt-8 space-y-7"
    >
      <ErrorSummary
        items={errorSummaryItems(form.summaryErrors, errorMessages, labels, {
          fields: fieldsOf(values.topic),
          errors: form.extraErrors,
          idOf: (key) => extraFieldId(values.topic, key),
        })}
        title={labels.errorSummaryTitle}
      />
      {entry && (
        <EntryBanner
          entry={entry}
          onRemove={form.removeEntry}
          error={errorText('entryId')}
          texts={{
            product: labels.entryProduct,
            job: labels.entryJob,
            remove: labels.removeEntry,
            removeContext: labels.removeEntryContext,
          }}
        />
      )}
      <p className="text-sm text-steel-700">{labels.requiredNote}</p>
      <div className="grid gap-7 sm:grid-cols-2">
        <TextField
          field="name"
          maxLength={inquiryLimits.nameMaxLength}
          autoComplete="name"
          {...fieldProps('name')}
        />
        <TextField
          field="company"
          maxLength={inquiryLimits.companyMaxLength}
          autoComplete="organization"
          {...fieldProps('company')}
        />
      </div>
      <div className="grid gap-7 sm:grid-cols-2">
        <CountryField countries={countries} {...fieldProps('country')} />
        <TextField
          field="email"
          maxLength={inquiryLimits.emailMaxLength}
          autoComplete="email"
          {...fieldProps('email')}
        />
      </div>
      <PhoneField
        options={phoneRegions}
        phone={values.phone}
        phoneCountry={values.phoneCountry}
        onChange={form.setPhone}
        onBlur={form.blurField}
        errors={{ phone: errorText('phone'), phoneCountry: errorText('phoneCountry') }}
        texts={{
          legend: labels.phone,
          country: labels.phoneCountry,
          countryHint: labels.phoneCountryHint,
          number: labels.phoneNumber,
          noResults: labels.noCountryFound,
          selected: labels.countrySelected,
        }}
        marks={marks}
        isEnhanced={isHydrated}
      />
      {!isApplication && (
        <FieldFrame field="topic" label={labels.topic} isRequired marks={marks} error={errorText('topic')}>
          {(aria) => (
            <TopicSelect
              value={values.topic}
              onChange={(topic) => form.setField('topic', topic)}
              topics={topics}
              placeholder={labels.choosePlaceholder}
              aria={aria}
            />
          )}
        </FieldFrame>
      )}
      {!isHydrated ? (
        <WithoutScript>
          {topics.map(({ key }, place) => {
            const fields = fieldsOf(key);
            return fields.length > 0 ? (
              <div key={key} data-topic-fields={place} className="space-y-7">
                <TopicExtraFields
                  topic={key}
                  fields={fields}
                  errors={{}}
                  marks={marks}
                  texts={extraTexts}
                  isNativelyChecked={false}
                />
              </div>
            ) : null;
          })}
        </WithoutScript>
      ) : (
        <TopicExtraFields
          topic={values.topic}
          fields={fieldsOf(values.topic)}
          errors={extraErrorTexts}
          marks={marks}
          texts={extraTexts}
          isNativelyChecked
        />
      )}
      {!isHydrated ? (
        <WithoutScript>
          <QuoteFieldsWithoutScript
            products={entries.products}
            countries={countries}
            labels={labels}
            marks={marks}
          />
        </WithoutScript>
      ) : (
        form.usesQuoteFields &&
        QuoteRequestFields && (
          <QuoteRequestFields
            form={form}
            products={entries.products}
            countries={countries}
            errorText={errorText}
            lineFieldError={(line, key) => {
              const code = form.lineErrors[productFieldErrorKey(line, key)];
              return code ? errorMessages.byCode[code] : undefined;
            }}
            labels={labels}
            marks={marks}
            locale={locale}
          />
        )
      )}
      <MessageField {...fieldProps('message')} />
      {form.usesLargeFiles ? (
        <LargeFilesField
          files={form.largeFiles}
          onPick={form.pickLargeFiles}
          onRemove={form.removeLargeFile}
          onRetry={form.retryLargeFile}
          error={errorText('attachments')}
          texts={{
            label: labels.drawings,
            hint: labels.drawingsHint,
            choose: labels.chooseFiles,
            chosen: labels.attachmentsChosen,
            remove: labels.removeFile,
            retry: labels.retryUpload,
            status: labels.uploadStatus,
            phases: {
              uploading: labels.uploadUploading,
              waiting: labels.uploadWaiting,
              done: labels.uploadDone,
              failed: labels.uploadFailed,
            },
          }}
          marks={marks}
          locale={locale}
        />
      ) : (
        <AttachmentsField
          files={form.files}
          onChange={form.changeFiles}
          error={errorText('attachments')}
          isRequired={isApplication}
          texts={{
            label: isApplication ? labels.cvAttachments : labels.attachments,
            hint: isApplication ? labels.cvAttachmentsHint : labels.attachmentsHint,
            choose: labels.chooseFiles,
            chosen: labels.attachmentsChosen,
            remove: labels.removeFile,
          }}
          marks={marks}
          locale={locale}
          isEnhanced={isHydrated}
        />
      )}
      <ConsentField
        checked={values.consent}
        onChange={(checked) => form.setField('consent', checked)}
        error={errorText('consent')}
        texts={{ before: labels.consentBefore, link: labels.consentLink, after: labels.consentAfter }}
        privacyHref={privacyHref}
      />
      <HoneypotField name={form.honeypotName} label={labels.honeypot} />
      <input type="hidden" name="locale" value={locale} />
      <SubmitArea
        alert={form.alert}
        isSubmitting={form.isSubmitting}
        isWaitingForUploads={form.isWaitingForUploads}
        texts={labels}
        locale={locale}
        contactEmail={contactEmail}
      />
    </form>
  );
}

type FieldProps = {
  form: InquiryFormState;
  labels: Messages['inquiryForm'];
  marks: { required: string; optional: string };
  error: string | undefined;
};

/** Name, company or e-mail address: one line of text each. */
function TextField({
  field,
  maxLength,
  autoComplete,
  form,
  labels,
  marks,
  error,
}: FieldProps & { field: 'name' | 'company' | 'email'; maxLength: number; autoComplete: string }) {
  const { values } = form;
  return (
    <FieldFrame
      field={field}
      label={labels[field]}
      isRequired={field !== 'company'}
      marks={marks}
      error={error}
    >
      {(aria) => (
        <input
          {...aria}
          type={field === 'email' ? 'email' : 'text'}
          // An address reads left to right on an Arabic page too; names follow their own letters.
          dir={field === 'email' ? 'ltr' : 'auto'}
          name={field}
          required={field !== 'company'}
          maxLength={maxLength}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => form.setField(field, event.target.value)}
          onBlur={(event) => form.blurField(field, event.relatedTarget)}
          className={controlClass}
        />
      )}
    </FieldFrame>
  );
}

/** The company's country: a native select without script, a searchable combobox once hydrated. */
function CountryField({
  countries,
  form,
  labels,
  marks,
  error,
}: FieldProps & { countries: ReturnType<typeof countryList> }) {
  const { values, isHydrated } = form;
  return (
    <FieldFrame
      field="country"
      label={labels.country}
      isRequired
      marks={marks}
      hint={isHydrated ? labels.countryHint : undefined}
      error={error}
    >
      {(aria) => (
        <>
          <WithoutScript>
            <CountrySelect
              name="country"
              options={countries}
              value={values.country}
              onChange={(code) => form.setField('country', code)}
              placeholder={labels.choosePlaceholder}
              isRequired
              aria={aria}
            />
          </WithoutScript>
          <CountryCombobox
            id={aria.id}
            options={countries}
            value={values.country}
            onChange={(code) => form.setField('country', code)}
            onBlur={(nextFocus) => form.blurField('country', nextFocus)}
            listLabel={labels.country}
            describedBy={aria['aria-describedby']}
            isInvalid={aria['aria-invalid']}
            isRequired
            placeholder={labels.choosePlaceholder}
            texts={{ noResults: labels.noCountryFound, selected: labels.countrySelected }}
            isEnhanced={isHydrated}
          />
        </>
      )}
    </FieldFrame>
  );
}

function MessageField({ form, labels, marks, error }: FieldProps) {
  const { values } = form;
  return (
    <FieldFrame
      field="message"
      label={labels.message}
      isRequired
      marks={marks}
      hint={formatMessage(labels.messageHint, { min: inquiryLimits.messageMinLength })}
      error={error}
    >
      {(aria) => (
        <textarea
          {...aria}
          name="message"
          required
          minLength={inquiryLimits.messageMinLength}
          maxLength={inquiryLimits.messageMaxLength}
          rows={7}
          value={values.message}
          onChange={(event) => form.setField('message', event.target.value)}
          onBlur={(event) => form.blurField('message', event.relatedTarget)}
          className={`${controlClass} resize-y`}
        />
      )}
    </FieldFrame>
  );
}
