import { locales } from '@sitedesk/shared/locales';
import type { SiteLanguageState, SiteLanguagesOverview } from '@sitedesk/shared/site-languages-api';
import { type JsonSchema, objectOf, ref } from './json-schema';
import { jsonResponse, operation, pathParameter } from './operations';

const tag = 'Desk: site languages';
const count: JsonSchema = { type: 'integer', minimum: 0 };
const theLanguages = jsonResponse(
  'Every language and whether the site offers it now',
  ref('SiteLanguagesOverview'),
);
const liveNote =
  'Answers once the pages of every offered language are rendered again on this instance; the other ' +
  'instances follow within moments (decision 151).';

/** `/api/desk/site-languages`: the languages the public site offers, chosen by editors. */
export const siteLanguagePaths: Record<string, Record<string, JsonSchema>> = {
  '/api/desk/site-languages': {
    get: operation({
      tag,
      summary: 'List the site’s languages',
      description: 'Every language Sitedesk has, whether the site offers it, and how much is translated.',
      access: 'content:edit',
      responses: { 200: theLanguages },
    }),
    post: operation({
      tag,
      summary: 'Offer a language on the site',
      description: `Its pages are served and named by the language switch; a page joins the sitemap and hreflang once part of it is translated (decision 213), and untranslated texts show in English, marked as English. ${liveNote} An unknown code is 422 \`unknown_language\`.`,
      access: 'content:edit',
      requestBody: 'AddSiteLanguageRequest',
      responses: { 200: theLanguages },
      errors: [400, 415, 422],
    }),
  },
  '/api/desk/site-languages/{locale}': {
    delete: operation({
      tag,
      summary: 'Stop offering a language',
      description: `Its addresses answer 404 and no page names it any more. ${liveNote} English, the default, cannot be removed (422 \`default_language_required\`); an unknown code is 422 \`unknown_language\`.`,
      access: 'content:edit',
      parameters: [
        {
          ...pathParameter('locale', 'The language to remove.'),
          schema: { type: 'string', enum: [...locales] },
        },
      ],
      responses: { 200: theLanguages },
      errors: [422],
    }),
  },
};

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
