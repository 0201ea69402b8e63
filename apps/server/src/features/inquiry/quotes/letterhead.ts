import type { Database } from '@sitedesk/db/client';
import { contentSections } from '@sitedesk/db/content-schema';
import { demoContent } from '@sitedesk/shared/content/catalogs';
import type { SiteContent } from '@sitedesk/shared/content/schema';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { and, inArray } from 'drizzle-orm';
import type { QuoteDocument } from './quote-document';

type Company = SiteContent['company'];
type Locations = SiteContent['locations'];

/**
 * The quotation's letterhead from the company's published content (issue 27 §3): its legal name, the
 * headquarters' address, e-mail and phone, in the document's language where the content is translated,
 * else in the site's first language's. The website is the public origin.
 */
export async function readLetterhead(
  db: Database,
  locale: Locale,
  publicOrigin: string,
): Promise<QuoteDocument['seller']> {
  const rows = await db
    .select({
      locale: contentSections.locale,
      section: contentSections.section,
      published: contentSections.published,
    })
    .from(contentSections)
    .where(
      and(
        inArray(contentSections.locale, [locale, defaultLocale]),
        inArray(contentSections.section, ['company', 'locations']),
      ),
    );
  const find = (section: string) =>
    rows.find((row) => row.section === section && row.locale === locale)?.published ??
    rows.find((row) => row.section === section && row.locale === defaultLocale)?.published;
  const company = (find('company') as Company | undefined) ?? demoContent.en.company;
  const locations = (find('locations') as Locations | undefined) ?? demoContent.en.locations;
  const headquarters =
    locations.items.find((location) => location.kind === 'headquarters') ?? locations.items[0];
  const address = headquarters?.address;
  return {
    name: company.legalName || company.name,
    addressLines: address
      ? [
          address.street,
          [address.postalCode, address.locality].filter(Boolean).join(' '),
          address.countryName,
        ].filter((line) => line.trim() !== '')
      : [],
    email: company.email || null,
    phone: company.phoneDisplay || null,
    vatId: null,
    website: publicOrigin,
  };
}
