import { locales } from '@sitedesk/shared/locales';
import type { SiteLanguageState, SiteLanguagesOverview } from '@sitedesk/shared/site-languages-api';
import { type JsonSchema, objectOf, ref } from './json-schema';

const count: JsonSchema = { type: 'integer', minimum: 0 };

/** The bodies and answers of `/api/desk/site-languages`; its paths are on its routes (decision 248). */
export const siteLanguageSchemas: Record<string, JsonSchema> = {
  AddSiteLanguageRequest: {
    type: 'object',
    required: ['locale'],
    properties: {
      locale: {
        type: 'string',
        enum: [...locales],
        description: 'Checked by `addSiteLanguageRequestSchema`; anything else is 422 `unknown_language`.',
      },
    },
  },
  SiteLanguageState: objectOf<SiteLanguageState>({
    locale: { type: 'string', enum: [...locales] },
    isOffered: { type: 'boolean', description: 'The public site serves it now.' },
    isDefault: {
      type: 'boolean',
      description: 'English: always offered, what untranslated texts fall back to.',
    },
    translatedSections: { ...count, description: 'Sections with every text in this language.' },
    totalSections: count,
    missingTranslations: { ...count, description: 'Texts that still fall back to English.' },
    translatedEntries: { ...count, description: 'Live entries with a published translation here.' },
    totalEntries: { ...count, description: 'Entries live in English.' },
  }),
  SiteLanguagesOverview: objectOf<SiteLanguagesOverview>({
    languages: { type: 'array', items: ref('SiteLanguageState'), description: 'In the code’s order.' },
    isChosenInDesk: {
      type: 'boolean',
      description: 'An editor has chosen the languages; until then SITE_LOCALES decides.',
    },
  }),
};
