import type { CountryCode, PhoneNumber } from 'libphonenumber-js';
import {
  isSupportedCountry,
  parsePhoneNumberFromString as parseWithMinMetadata,
} from 'libphonenumber-js/min';
import { z } from 'zod';
import { calendarDaySchema } from './calendar-day';
import { isCountryCode } from './countries';
import { type InquiryFieldErrorCode, inquiryFieldErrorCodes, inquiryLimits } from './inquiry-fields';
import { topicKeySchema } from './inquiry-topics-api';
import { locales } from './locales';
import { isQuantity, quantityUnits, quoteRequestLimits } from './quote-request';
import {
  emailAddressSchema,
  invalidCharactersCode,
  isStorableText,
  requiredTextSchema,
  textSchema,
} from './text';
import { topicAnswersInputSchema } from './topic-fields-api';
import { normalizeVatId, vatIdMaxLength } from './vat-id';

/**
 * The contact / quote form's one schema: the web form validates with it as the visitor types, the server
 * validates every request with it again. Issue messages are stable codes (`required`, `invalid_phone` …)
 * that the web app translates and the API returns per field.
 */
// The form's fields and limits, without zod, so the browser can show the form before it loads the checks
// (decision 150); imported from here by everything else.
export {
  type InquiryFieldErrorCode,
  type InquiryTopic,
  inquiryFieldErrorCodes,
  inquiryLimits,
  inquiryTopics,
} from './inquiry-fields';

/** Parses a number in the given country's plan; a number written with `+` or `00` names its own country. */
export type PhoneParser = (text: string, country?: CountryCode) => PhoneNumber | undefined;
/**
 * Whether a code names a phone region. Passed in with the parser, so the browser's schema can use its
 * on-demand metadata (decision 146) without this module pulling libphonenumber's whole metadata into it.
 */
export type PhoneRegionCheck = (code: string) => boolean;

const optionalText = (maxLength: number) => textSchema().max(maxLength, 'too_long').optional().default('');

/** `0044 20 …` is how much of the world dials abroad; libphonenumber expects `+44 20 …`. */
function withInternationalPrefix(text: string): string {
  return text.replace(/^\s*00(?=[1-9])/, '+');
}

export function createInquiryRequestSchema(parsePhone: PhoneParser, isPhoneRegion: PhoneRegionCheck) {
  return (
    z
      .object({
        name: requiredTextSchema(inquiryLimits.nameMaxLength),
        company: optionalText(inquiryLimits.companyMaxLength),
        email: emailAddressSchema(),
        phone: optionalText(inquiryLimits.phoneMaxLength),
        phoneCountry: textSchema().toUpperCase().optional().default(''),
        country: z
          .string({ error: 'required' })
          .refine(isStorableText, invalidCharactersCode)
          .trim()
          .toUpperCase()
          .min(1, 'required')
          .refine(isCountryCode, 'invalid_country'),
        /** One of the topics the form offers now: the shape here, whether it is offered on the server. */
        topic: topicKeySchema,
        message: requiredTextSchema(inquiryLimits.messageMaxLength).min(
          inquiryLimits.messageMinLength,
          'too_short',
        ),
        consent: z.literal(true, { error: 'consent_required' }),
        locale: z.enum(locales, { error: 'invalid_locale' }),
        /**
         * The product or job the inquiry is about (a quote request from a product page, an application for
         * a job). The server checks that it names a published product or an open job; empty means none.
         */
        entryId: z
          .string({ error: 'invalid_entry' })
          .trim()
          .optional()
          .transform((value) => (value === '' ? undefined : value))
          .pipe(z.uuid({ error: 'invalid_entry' }).optional()),
        /**
         * Drawings uploaded resumably for a request for a quote (decision 215): the ids the upload endpoint
         * gave (`/api/uploads/<id>`). The server checks that each is finished, unclaimed and a drawing kind.
         */
        uploads: z
          .array(z.string().regex(/^[0-9a-f]{32}$/, 'upload_missing'), { error: 'upload_missing' })
          .max(inquiryLimits.largeFilesMaxCount, 'too_many_files')
          .optional()
          .default([]),
        /**
         * A request for a quotation's products (issue 27): each a published product with a quantity and
         * its unit. The server checks the products as it checks `entryId`.
         */
        lines: z
          .array(
            z.object({
              entryId: z.uuid({ error: 'invalid_entry' }),
              quantity: z.coerce.number({ error: 'invalid_quantity' }).refine(isQuantity, 'invalid_quantity'),
              unit: z.enum(quantityUnits, { error: 'invalid_unit' }),
              /**
               * Answers to the product's own fields (variants and options, decision 243), by key: checked
               * against the product's fields at submit time, as the topic's `extra`.
               */
              extra: topicAnswersInputSchema.optional().default({}),
            }),
            { error: 'invalid' },
          )
          .max(quoteRequestLimits.linesMaxCount, 'too_many_products')
          .optional()
          .default([]),
        /** The day the buyer needs the goods by, `YYYY-MM-DD`; empty means none. */
        neededBy: z
          .string({ error: 'invalid_date' })
          .trim()
          .optional()
          .transform((value) => (value === '' ? undefined : value))
          .pipe(calendarDaySchema.optional()),
        deliveryCountry: z
          .string({ error: 'invalid_country' })
          .refine(isStorableText, invalidCharactersCode)
          .trim()
          .toUpperCase()
          .optional()
          .transform((value) => (value === '' ? undefined : value))
          .refine((value) => value === undefined || isCountryCode(value), 'invalid_country'),
        deliveryPostcode: optionalText(quoteRequestLimits.postcodeMaxLength),
        /** Checked against the company country's format below, once `country` is known. */
        vatId: optionalText(vatIdMaxLength),
        purchaseReference: optionalText(quoteRequestLimits.purchaseReferenceMaxLength),
        /**
         * Answers to the topic's extra fields (decision 225), by field key. Checked against the topic's
         * fields as they are at submit time by `topicAnswersSchema`, which needs the definitions.
         */
        extra: topicAnswersInputSchema.optional().default({}),
        /** The honeypot: hidden from people, filled in by bots. */
        website: textSchema().optional().default(''),
        /** The proof of work the form's worker solved (decision 166); the server judges it, never the schema. */
        proof: z.string().max(4096).optional(),
      })
      // `when` lets these run even when other fields failed, so the visitor sees every error at once.
      .refine(
        (fields) =>
          checkPhone(parsePhone, isPhoneRegion, fields.phone, fields.phoneCountry).failedField !==
          'phoneCountry',
        {
          path: ['phoneCountry'],
          message: 'invalid_phone_country',
          when: hasPhoneFields,
        },
      )
      .refine(
        (fields) =>
          checkPhone(parsePhone, isPhoneRegion, fields.phone, fields.phoneCountry).failedField !== 'phone',
        {
          path: ['phone'],
          message: 'invalid_phone',
          when: hasPhoneFields,
        },
      )
      .refine((fields) => fields.vatId === '' || normalizeVatId(fields.vatId, fields.country) !== undefined, {
        path: ['vatId'],
        message: 'invalid_vat_id',
        when: hasVatIdAndCountry,
      })
      .transform((fields) => {
        const checked = checkPhone(parsePhone, isPhoneRegion, fields.phone, fields.phoneCountry);
        const vatId = fields.vatId === '' ? '' : (normalizeVatId(fields.vatId, fields.country) ?? '');
        return { ...fields, phone: checked.ok ? checked.phone : null, vatId };
      })
  );
}

type PhoneCheck =
  | { ok: true; phone: { e164: string; country: string } | null; failedField?: never }
  | { ok: false; failedField: 'phone' | 'phoneCountry' };

function hasPhoneFields(payload: { value: unknown }): boolean {
  const value = payload.value;
  return (
    typeof value === 'object' &&
    value !== null &&
    'phone' in value &&
    typeof value.phone === 'string' &&
    'phoneCountry' in value &&
    typeof value.phoneCountry === 'string'
  );
}

/** The VAT number's check runs when both it and the country are text (the rest may have failed). */
function hasVatIdAndCountry(payload: { value: unknown }): boolean {
  const value = payload.value;
  return (
    typeof value === 'object' &&
    value !== null &&
    'vatId' in value &&
    typeof value.vatId === 'string' &&
    'country' in value &&
    typeof value.country === 'string'
  );
}

/** The number in E.164 with its country, or why it is not a number of the chosen country's plan. */
export function checkPhone(
  parsePhone: PhoneParser,
  isPhoneRegion: PhoneRegionCheck,
  phone: string,
  phoneCountry: string,
): PhoneCheck {
  // Phone regions are libphonenumber's: they include places without an ISO code, such as Kosovo (XK).
  if (phoneCountry !== '' && !isPhoneRegion(phoneCountry)) {
    return { ok: false, failedField: 'phoneCountry' };
  }
  if (phone === '') return { ok: true, phone: null };
  const country = phoneCountry === '' ? undefined : (phoneCountry as CountryCode);
  const number = safeParse(parsePhone, withInternationalPrefix(phone), country);
  if (!number?.isValid() || !number.country) return { ok: false, failedField: 'phone' };
  return { ok: true, phone: { e164: number.number, country: number.country } };
}

function safeParse(parsePhone: PhoneParser, text: string, country: CountryCode | undefined) {
  try {
    return parsePhone(text, country);
  } catch {
    return undefined;
  }
}

/**
 * The schema with libphonenumber's small metadata (the API's documentation and the shared tests use it). The
 * browser builds its own with the plans it loads on demand, the server one with the full metadata. Pure, so
 * a bundle that does not use it drops it and the metadata with it.
 */
export const inquiryRequestSchema = /* @__PURE__ */ createInquiryRequestSchema(
  (text, country) => parseWithMinMetadata(text, country),
  isSupportedCountry,
);

export type InquiryRequestInput = z.input<typeof inquiryRequestSchema>;
export type InquiryRequest = z.output<typeof inquiryRequestSchema>;
export type InquiryFieldErrors = Partial<Record<keyof InquiryRequestInput, InquiryFieldErrorCode>>;

/** The first problem of each field, as codes. */
export function inquiryFieldErrors(error: z.ZodError): InquiryFieldErrors {
  const errors: Record<string, InquiryFieldErrorCode> = {};
  for (const issue of error.issues) {
    // An extra field's answer (decision 225) is reported beside that field: `extra.<key>`.
    // A product line's own field (decision 243) beside that field too: `lines.<n>.extra.<key>`.
    const [first, index, part, key] = issue.path;
    const field =
      first === 'extra' && typeof index === 'string'
        ? `extra.${index}`
        : first === 'lines' && typeof index === 'number' && part === 'extra' && typeof key === 'string'
          ? `lines.${index}.extra.${key}`
          : String(first ?? 'form');
    if (errors[field]) continue;
    errors[field] = (inquiryFieldErrorCodes as readonly string[]).includes(issue.message)
      ? (issue.message as InquiryFieldErrorCode)
      : 'invalid';
  }
  return errors;
}

/** The response to an accepted inquiry. */
export type InquiryCreated = { id: string; reference: string };
