import type { PublishedCollections } from '@sitedesk/shared/collections/published';
import { countryCodes } from '@sitedesk/shared/countries';
import { inquiryTopicLabels } from '@sitedesk/shared/inquiry-labels';
import { builtInTopicDefinitions, type TopicOption, topicOptionsIn } from '@sitedesk/shared/inquiry-topics';
import { intlLocale, type Locale } from '@sitedesk/shared/locales';
import { inquiryFieldErrorTexts } from '@sitedesk/shared/messages/inquiry-error-texts';
import type { ProductFields } from '@sitedesk/shared/product-fields-api';
import { pathFor } from '@sitedesk/shared/routes';
import {
  type LocalizedTopicField,
  localizeTopicField,
  type TopicFields,
} from '@sitedesk/shared/topic-fields';
import { useSite } from '../../../app/site-context';
import { Island } from '../../../islands/island';
import { LeftToRight } from '../../../ui/left-to-right';
import { SiteIcon } from '../../../ui/site-icon';
import type { InquiryFormEntries } from '../../inquiry-form/lib/inquiry-entry';
import { phoneRegionCodes } from '../../inquiry-form/lib/phone-metadata';

/**
 * Country and phone-region names in the page's language, resolved once at build time so the prerendered
 * form and the hydrated one show exactly the same words.
 */
function countryNamesIn(locale: Locale): Record<string, string> {
  const displayNames = new Intl.DisplayNames([intlLocale(locale)], { type: 'region', fallback: 'code' });
  const codes = new Set<string>([...countryCodes, ...phoneRegionCodes]);
  return Object.fromEntries([...codes].map((code) => [code, displayNames.of(code) ?? code]));
}

/**
 * The products and open jobs of this language, as little of each as the form needs to name it, and each
 * product's own fields (decision 243) in this language only.
 */
function formEntriesOf(
  collections: PublishedCollections,
  productFields: ProductFields | undefined,
  locale: Locale,
): InquiryFormEntries {
  return {
    products: collections.products.map(({ id, document }) => {
      const fields = productFields?.[id] ?? [];
      return {
        id,
        slug: document.slug,
        name: document.name,
        ...(fields.length > 0 ? { fields: fields.map((field) => localizeTopicField(field, locale)) } : {}),
      };
    }),
    jobs: collections.jobs.map(({ id, document }) => ({ id, slug: document.slug, title: document.title })),
  };
}

/**
 * The offered topics' extra fields in the page's language: the island gets only these words, not every
 * language's, nor a hidden topic's.
 */
function extraFieldsIn(
  topicFields: TopicFields | undefined,
  topics: readonly TopicOption[],
  locale: Locale,
): Partial<Record<string, LocalizedTopicField[]>> {
  if (!topicFields) return {};
  return Object.fromEntries(
    topics.flatMap(({ key }) => {
      const fields = Object.hasOwn(topicFields, key) ? (topicFields[key] ?? []) : [];
      return fields.length > 0 ? [[key, fields.map((field) => localizeTopicField(field, locale))]] : [];
    }),
  );
}

/** The contact page's inquiry section: the form (an island) and, for anyone who prefers it, e-mail. */
export function InquiryFormSlot() {
  const { locale, content, messages, collections, topics, topicFields, productFields } = useSite();
  const labels = messages.inquiryForm;
  const offered = topicOptionsIn(topics ?? builtInTopicDefinitions, locale, inquiryTopicLabels[locale]);
  return (
    <section
      id="inquiry"
      aria-labelledby="inquiry-title"
      data-slot="inquiry-form"
      className="rounded-(--radius-card) border border-steel-200 bg-white p-5 shadow-sm sm:p-10"
    >
      <h2 id="inquiry-title" className="text-3xl sm:text-4xl">
        {labels.title}
      </h2>
      <p className="mt-3 text-lg text-steel-700">{labels.intro}</p>
      <Island
        name="inquiryForm"
        props={{
          locale,
          labels,
          topics: offered,
          errorMessages: inquiryFieldErrorTexts(locale),
          countryNames: countryNamesIn(locale),
          privacyHref: pathFor('privacy', locale),
          contactEmail: content.company.email,
          entries: formEntriesOf(collections, productFields, locale),
          extraFields: extraFieldsIn(topicFields, offered, locale),
        }}
      />
      <p className="mt-10 flex items-start gap-3 border-t border-steel-200 pt-6 text-steel-700">
        <SiteIcon name="mail" className="mt-3 size-5 shrink-0 text-petrol-600" />
        <span>
          {labels.mailFallback}{' '}
          <a
            href={`mailto:${content.company.email}`}
            className="inline-flex min-h-11 items-center font-bold break-all text-petrol-700 underline hover:text-petrol-900"
          >
            <LeftToRight>{content.company.email}</LeftToRight>
          </a>
        </span>
      </p>
    </section>
  );
}
