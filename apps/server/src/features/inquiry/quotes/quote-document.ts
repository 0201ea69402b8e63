import type { Locale } from '@sitedesk/shared/locales';
import type { QuantityUnit } from '@sitedesk/shared/quote-request';

/**
 * A quotation as its reader sees it (issue 27 §3): what the PDF prints and the visitor's page shows, in the
 * buyer's language. Built from a stored quote, the inquiry and the company's content; nothing here is read
 * back. Money is in the currency's minor units (cents), so no total is ever a float's rounding.
 */
export type QuoteDocument = {
  locale: Locale;
  /** `Q-2026-0001`: the same for every revision of one quotation. */
  number: string;
  /** 1 for the first version; a new revision supersedes the one before. */
  revision: number;
  /** The revision this one replaces, or `null` for the first. */
  supersedes: { revision: number; issuedOn: string } | null;
  /** `YYYY-MM-DD`. */
  issuedOn: string;
  /** `YYYY-MM-DD`, the last day it may be accepted. */
  validUntil: string;
  /** ISO 4217 (`EUR`, `USD`, `JPY`: minor units follow the currency). */
  currency: string;
  /** The inquiry's reference (`VCS-2026-…`): "our reference". */
  inquiryReference: string;
  /** The buyer's purchase reference from their request, or `null`. */
  purchaseReference: string | null;
  /** The letterhead, from the company's content. */
  seller: {
    name: string;
    addressLines: string[];
    email: string | null;
    phone: string | null;
    vatId: string | null;
    website: string | null;
  };
  buyer: {
    name: string;
    company: string | null;
    email: string;
    /** ISO 3166-1 alpha-2, named in the document's language with `Intl.DisplayNames`. */
    countryCode: string | null;
    vatId: string | null;
  };
  lines: QuoteDocumentLine[];
  netTotalMinor: number;
  vat:
    | { kind: 'rate'; ratePercent: number; amountMinor: number }
    | { kind: 'reverse_charge' }
    | { kind: 'none' };
  totalMinor: number;
  terms: { payment: string | null; delivery: string | null; notes: string | null };
  /** The visitor's page, where they accept, decline or ask for changes. */
  pageUrl: string;
};

export type QuoteDocumentLine = {
  /** 1, 2, 3 … in the order sales put them. */
  position: number;
  description: string;
  /** Up to three decimals. */
  quantity: number;
  unit: QuantityUnit | null;
  unitPriceMinor: number;
  /** 0–100, up to two decimals; 0 when none. */
  discountPercent: number;
  /** quantity × unit price − discount, rounded half away from zero to the minor unit. */
  amountMinor: number;
};
