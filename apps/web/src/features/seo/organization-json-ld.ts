import type { CompanyLocation, SiteContent } from '@sitedesk/shared/content/schema';
import { type Locale, localeTags } from '@sitedesk/shared/locales';
import { pathFor } from '@sitedesk/shared/routes';
import { originPlaceholder } from './origin';

function postalAddress(location: CompanyLocation) {
  const { address } = location;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.locality,
    ...(address.region ? { addressRegion: address.region } : {}),
    addressCountry: address.countryCode,
  };
}

function place(location: CompanyLocation) {
  return {
    '@type': 'Place',
    name: location.name,
    address: postalAddress(location),
    geo: { '@type': 'GeoCoordinates', latitude: location.geo.lat, longitude: location.geo.lon },
    telephone: location.phone,
  };
}

/** schema.org Organization with every plant and office as a located department. */
export function organizationJsonLd(content: SiteContent, locale: Locale): Record<string, unknown> {
  const { company, locations } = content;
  const headquarters = locations.items.find((location) => location.kind === 'headquarters');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${originPlaceholder}/#organization`,
    name: company.name,
    legalName: company.legalName,
    description: company.tagline,
    url: `${originPlaceholder}${pathFor('home', locale)}`,
    logo: `${originPlaceholder}/favicon.svg`,
    foundingDate: String(company.foundingYear),
    email: company.email,
    telephone: company.phone,
    inLanguage: localeTags[locale].hreflang,
    ...(headquarters ? { address: postalAddress(headquarters) } : {}),
    location: locations.items.map(place),
    department: locations.items.map((location) => ({
      '@type': 'Organization',
      name: `${company.name} ${location.name}`,
      email: location.email,
      telephone: location.phone,
      address: postalAddress(location),
      location: place(location),
    })),
  };
}
