import type { Database } from '@sitedesk/db/client';
import { contentSections } from '@sitedesk/db/content-schema';
import { seedSiteContent } from '@sitedesk/db/seed';
import type { DemoContent } from '@sitedesk/shared/content/catalogs';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import { withoutSharedPictures } from '@sitedesk/shared/content/shared-pictures';
import { untranslatedCopy } from '@sitedesk/shared/content/translation-fallback';
import { defaultLocale, type Locale, locales } from '@sitedesk/shared/locales';

/**
 * The start-up seed. On a first start, the demo company in every language it is translated into, and every
 * other site language as a translation not begun (English shows through until an editor translates it). On a site that already has
 * content, a language the database has no rows for yet (a release added it) starts as a translation not
 * begun: the site's own English texts show through until an editor translates them, rather than the demo
 * company's words in that language. Sections a release adds are filled as before.
 *
 * @returns how many sections were written.
 */
export async function seedContent(db: Database, catalogs: DemoContent): Promise<number> {
  const rows = await db
    .select({
      locale: contentSections.locale,
      section: contentSections.section,
      published: contentSections.published,
    })
    .from(contentSections);
  const english = new Map(
    rows.filter((row) => row.locale === defaultLocale).map((row) => [row.section, row.published]),
  );
  const shared = withSharedPictures(catalogs);
  if (english.size === 0) return seedSiteContent(db, shared);

  const seededLocales = new Set(rows.map((row) => row.locale));
  const documents = Object.fromEntries(
    locales.map((locale) => [
      locale,
      seededLocales.has(locale)
        ? shared[locale]
        : Object.fromEntries(
            contentSectionKeys.map((section) => [
              section,
              untranslatedCopy(english.get(section) ?? catalogs.en[section]),
            ]),
          ),
    ]),
  );
  return seedSiteContent(db, documents);
}

/**
 * The catalogs with each translation's pictures left to the default language's (decision 203): the demo
 * company's translations name the same pictures, which a translation shares rather than copies.
 */
function withSharedPictures(catalogs: DemoContent): Record<Locale, Record<string, unknown>> {
  const english = catalogs.en;
  return Object.fromEntries(
    locales.map((locale) => {
      if (locale === defaultLocale) return [locale, english];
      const translation = catalogs[locale];
      return [
        locale,
        Object.fromEntries(
          contentSectionKeys.map((section) => {
            if (!translation) return [section, untranslatedCopy(english[section])];
            const document = translation[section];
            return [section, withoutSharedPictures(document, english[section]) ?? document];
          }),
        ),
      ];
    }),
  ) as Record<Locale, Record<string, unknown>>;
}
