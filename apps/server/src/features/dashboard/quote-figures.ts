import type { quoteStatuses, StoredQuoteLine } from '@sitedesk/db/quotes-schema';
import type { QuoteFigures, QuoteTally } from '@sitedesk/shared/desk-api';
import { fromMinorUnits, lineAmountMinor } from '@sitedesk/shared/quote-money';

type QuoteStatus = (typeof quoteStatuses)[number];

/** The period's quotations of one country, status and currency: how many, and their net sum. */
export type QuoteGroupRow = {
  country: string;
  status: QuoteStatus;
  currency: string;
  count: number;
  netMinor: number;
};

/** A quotation of the period (its latest sent revision) with a line from the catalogue. */
export type QuoteWithProductLines = {
  number: string;
  status: QuoteStatus;
  currency: string;
  sentAt: Date | null;
  lines: StoredQuoteLine[];
};

type Outcome = 'accepted' | 'lost' | 'open';

/** Declined and expired are both lost; a latest sent revision is otherwise still awaiting the buyer. */
function outcomeOf(status: QuoteStatus): Outcome {
  if (status === 'accepted') return 'accepted';
  if (status === 'declined' || status === 'expired') return 'lost';
  return 'open';
}

/** Sums in minor units while adding up, as integers; major units only when the figures are read. */
type CurrencySums = { count: number; sent: number; accepted: number; lost: number };
type Tally = { sent: number; accepted: number; lost: number; currencies: Map<string, CurrencySums> };

function newTally(): Tally {
  return { sent: 0, accepted: 0, lost: 0, currencies: new Map() };
}

function add(tally: Tally, status: QuoteStatus, currency: string, count: number, netMinor: number): void {
  const outcome = outcomeOf(status);
  let sums = tally.currencies.get(currency);
  if (!sums) {
    sums = { count: 0, sent: 0, accepted: 0, lost: 0 };
    tally.currencies.set(currency, sums);
  }
  tally.sent += count;
  sums.count += count;
  sums.sent += netMinor;
  if (outcome !== 'open') {
    tally[outcome] += count;
    sums[outcome] += netMinor;
  }
}

function tallyOf<K>(groups: Map<K, Tally>, key: K): Tally {
  let tally = groups.get(key);
  if (!tally) {
    tally = newTally();
    groups.set(key, tally);
  }
  return tally;
}

function figuresOf(tally: Tally): QuoteTally {
  const values = [...tally.currencies]
    .sort(([a, first], [b, second]) => second.count - first.count || a.localeCompare(b))
    .map(([currency, sums]) => ({
      currency,
      sent: fromMinorUnits(sums.sent, currency),
      accepted: fromMinorUnits(sums.accepted, currency),
      lost: fromMinorUnits(sums.lost, currency),
    }));
  return { sent: tally.sent, accepted: tally.accepted, lost: tally.lost, values };
}

/** A line's description up to its first line break: what sales called the product. */
function titleOf(description: string): string {
  return description.split('\n', 1)[0]?.trim() ?? '';
}

const productsShown = 20;

/**
 * The quotation figures of the period (decision 223): counts and net values per currency for everyone, by
 * country, and by catalogue product, where a product's value is the sum of its lines' amounts as
 * `quote-money` computes them (VAT is on a quotation's sum, never on a line, so values are net throughout).
 */
export function quoteFigures(
  groups: readonly QuoteGroupRow[],
  withProducts: readonly QuoteWithProductLines[],
): QuoteFigures {
  const everyone = newTally();
  const byCountry = new Map<string, Tally>();
  for (const row of groups) {
    add(everyone, row.status, row.currency, row.count, row.netMinor);
    add(tallyOf(byCountry, row.country), row.status, row.currency, row.count, row.netMinor);
  }

  const byProduct = new Map<string, Tally>();
  // A product renamed since is shown as the newest quotation wrote it.
  const titles = new Map<string, { title: string; sentAt: number }>();
  for (const quote of withProducts) {
    const amounts = new Map<string, number>();
    for (const line of quote.lines) {
      if (!line.entryId) continue;
      amounts.set(line.entryId, (amounts.get(line.entryId) ?? 0) + lineAmountMinor(line));
      const sentAt = quote.sentAt?.getTime() ?? 0;
      const known = titles.get(line.entryId);
      if (!known || known.sentAt < sentAt)
        titles.set(line.entryId, { title: titleOf(line.description), sentAt });
    }
    // A quotation with two lines of one product counts once for it, with both lines' amounts.
    for (const [entryId, amount] of amounts) {
      add(tallyOf(byProduct, entryId), quote.status, quote.currency, 1, amount);
    }
  }

  const decided = everyone.accepted + everyone.lost;
  return {
    ...figuresOf(everyone),
    acceptanceRate: decided === 0 ? null : everyone.accepted / decided,
    byProduct: [...byProduct]
      .map(([entryId, tally]) => ({ entryId, title: titles.get(entryId)?.title ?? '', ...figuresOf(tally) }))
      .sort((a, b) => b.sent - a.sent || a.title.localeCompare(b.title))
      .slice(0, productsShown),
    byCountry: [...byCountry]
      .map(([country, tally]) => ({ country, ...figuresOf(tally) }))
      .sort((a, b) => b.sent - a.sent || a.country.localeCompare(b.country)),
  };
}
