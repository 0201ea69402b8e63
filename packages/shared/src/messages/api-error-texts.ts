import type { ApiErrorCode } from '../api-errors';
import { type Locale, perLocale } from '../locales';
import { siteLanguageFiles } from './site-language-files';

// Every language's words, for the server: the browser's scripts take a language's from its own chunk.

/** What each error code says, in each site language (`messages/<locale>/errors.json`, `api`). */
export const apiErrorMessages: Record<Locale, Record<ApiErrorCode, string>> = perLocale(
  (locale) => siteLanguageFiles[locale].errors.api,
);

/**
 * What a field error says when the code is one of the schemas' generic ones (zod's own codes and the shared
 * text rules). Endpoints with their own codes (staff accounts, content) send their own messages.
 */
export const genericFieldMessages: Record<Locale, Record<string, string>> = perLocale(
  (locale) => siteLanguageFiles[locale].errors.field,
);
