import type { CompanyLocation, SiteContent } from './schema';

/**
 * Locale-neutral facts about the demo company (coordinates, phone numbers, addresses) that every language's
 * content shares, so a German page never shows a different phone number than the English one.
 * Veltrum Circular Systems GmbH is fictional; the numbers below are invented.
 */

export const companyFacts = {
  name: 'Veltrum',
  legalName: 'Veltrum Circular Systems GmbH',
  foundingYear: 1962,
  email: 'info@veltrum.example',
  phone: '+494215550100',
  phoneDisplay: '+49 421 555 0100',
} as const;

type LocationFact = {
  kind: CompanyLocation['kind'];
  street: string;
  postalCode: string;
  locality: string;
  region?: string;
  countryCode: string;
  geo: { lat: number; lon: number };
  phone: string;
  phoneDisplay: string;
  email: string;
};

export const locationFacts = {
  bremen: {
    kind: 'headquarters',
    street: 'Hafenkante 12',
    postalCode: '28217',
    locality: 'Bremen',
    countryCode: 'DE',
    geo: { lat: 53.0945, lon: 8.7715 },
    phone: '+494215550100',
    phoneDisplay: '+49 421 555 0100',
    email: 'bremen@veltrum.example',
  },
  brno: {
    kind: 'plant',
    street: 'Vídeňská 214',
    postalCode: '619 00',
    locality: 'Brno',
    countryCode: 'CZ',
    geo: { lat: 49.1611, lon: 16.5942 },
    phone: '+420545550120',
    phoneDisplay: '+420 545 550 120',
    email: 'brno@veltrum.example',
  },
  porto: {
    kind: 'plant',
    street: 'Rua do Freixo 880',
    postalCode: '4300-219',
    locality: 'Porto',
    countryCode: 'PT',
    geo: { lat: 41.1466, lon: -8.5801 },
    phone: '+351225550130',
    phoneDisplay: '+351 22 555 0130',
    email: 'porto@veltrum.example',
  },
  greenville: {
    kind: 'plant',
    street: '400 Innovation Drive',
    postalCode: '29607',
    locality: 'Greenville',
    region: 'SC',
    countryCode: 'US',
    geo: { lat: 34.8151, lon: -82.3312 },
    phone: '+18645550142',
    phoneDisplay: '+1 864 555 0142',
    email: 'greenville@veltrum.example',
  },
  singapore: {
    kind: 'salesOffice',
    street: '10 Anson Road, #21-05',
    postalCode: '079903',
    locality: 'Singapore',
    countryCode: 'SG',
    geo: { lat: 1.2755, lon: 103.8459 },
    phone: '+6565550150',
    phoneDisplay: '+65 6555 0150',
    email: 'singapore@veltrum.example',
  },
  saoPaulo: {
    kind: 'salesOffice',
    street: 'Avenida Paulista 1842, 14º andar',
    postalCode: '01310-200',
    locality: 'São Paulo',
    region: 'SP',
    countryCode: 'BR',
    geo: { lat: -23.5614, lon: -46.6559 },
    phone: '+551135550160',
    phoneDisplay: '+55 11 3555 0160',
    email: 'saopaulo@veltrum.example',
  },
} as const satisfies Record<string, LocationFact>;

export type LocationId = keyof typeof locationFacts;

/** Key figures as numbers; each language formats them with `Intl.NumberFormat`. */
export const figureFacts = {
  machinesInstalled: 6500,
  countries: 70,
  employees: 1400,
  energySaving: 0.33,
} as const;

/** Files shipped under `apps/web/public/downloads/`, with their real sizes. */
export const downloadFacts = {
  certificates: { href: '/downloads/veltrum-iso-certificates.pdf', sizeBytes: 1455 },
  productOverview: { href: '/downloads/veltrum-product-overview.pdf', sizeBytes: 1469 },
  energyReport: { href: '/downloads/veltrum-energy-report.pdf', sizeBytes: 1409 },
} as const;

type LocationText = { name: string; summary: string; countryName: string };

/** Joins a location's shared facts with one language's words about it. */
export function locationEntry(id: LocationId, words: LocationText): CompanyLocation {
  const fact: LocationFact = locationFacts[id];
  const { kind, street, postalCode, locality, region, countryCode, geo, phone, phoneDisplay, email } = fact;
  return {
    id,
    kind,
    name: words.name,
    summary: words.summary,
    address: { street, postalCode, locality, region, countryCode, countryName: words.countryName },
    geo: { ...geo },
    phone,
    phoneDisplay,
    email,
  };
}

/** Today's header and footer, the same in every language (links are labelled by each language's catalog). */
export const defaultNavigation: SiteContent['navigation'] = {
  header: mainLinks(),
  // The footer has the header's links, between the home page and the legal pages.
  footer: [
    { target: { kind: 'page', page: 'home' } },
    ...mainLinks(),
    { target: { kind: 'page', page: 'imprint' } },
    { target: { kind: 'page', page: 'privacy' } },
  ],
};

/** The site's main sections in the header's order; new objects per call, so header and footer share none. */
function mainLinks(): SiteContent['navigation']['header'] {
  return [
    { target: { kind: 'page', page: 'solutions' } },
    { target: { kind: 'collection', collection: 'news' } },
    { target: { kind: 'page', page: 'sustainability' } },
    { target: { kind: 'page', page: 'company' } },
    { target: { kind: 'collection', collection: 'careers' } },
    { target: { kind: 'page', page: 'contact' } },
  ];
}
