import type { Locale } from '@sitedesk/shared/locales';

/**
 * The languages every browser suite checks in full, page by page: English, German and French (left to right,
 * with and without addresses in their own words) and Arabic (right to left). The other 24 share their code
 * and differ only in texts, which the catalog tests check key by key; `more-languages.test.ts` samples their
 * pages with the same checks (decision 212). Checking all the demo's seven everywhere cost CI ~12 minutes.
 */
export const checkedLocales: readonly Locale[] = ['en', 'de', 'fr', 'ar'];
