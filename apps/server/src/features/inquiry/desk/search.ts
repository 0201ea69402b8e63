import { inquiries } from '@sitedesk/db/schema';
import type { SearchExcerptSegment } from '@sitedesk/shared/desk-api';
import { type Locale, locales } from '@sitedesk/shared/locales';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The desk's search (decision 172). Each inquiry's `search_vector` holds its words twice: as written, with
 * accents folded (`sitedesk_simple`), and stemmed in the inquiry's language (`sitedesk_german`, …; migration
 * 0021). The member's query language is unknown, so the query is read both ways: as written for every
 * inquiry, and with each site language's stemming for the inquiries in that language. "Ballenpressen" then
 * finds "Ballenpresse" in a German inquiry, and "Novak" finds "Novák" in any.
 */

/**
 * The site languages PostgreSQL stems (the migration's `sitedesk_search_config` maps each to its
 * configuration). The others' inquiries are read as written, accents folded: the `simple` reading.
 */
const stemmedLocales: readonly Locale[] = locales.filter((locale) =>
  [
    'en',
    'de',
    'fr',
    'ar',
    'da',
    'el',
    'es',
    'fi',
    'ga',
    'hu',
    'it',
    'lt',
    'nl',
    'pt',
    'ro',
    'sv',
    'tr',
  ].includes(locale),
);

/** `head` and the prefix `lastWord` are and-ed, or or-ed when the head ends in `or` ("baler or press"). */
type ParsedQuery = { head: string; isOr: boolean; lastWord: string | undefined; whole: string };

/**
 * Web-search syntax (quotes, `or`, `-`); a plain last word also matches as a prefix, so the inbox finds
 * "Novák" while it is still being typed.
 */
function parse(q: string): ParsedQuery | undefined {
  const whole = q.trim();
  if (whole === '') return undefined;
  const match = /^(.*?)(?:^|\s)([\p{L}\p{N}][^\s"]*)$/u.exec(whole);
  const lastWord = match?.[2];
  const isPlainLastWord = lastWord !== undefined && !/^(or|and)$/i.test(lastWord) && !/:/.test(lastWord);
  if (!isPlainLastWord) return { head: '', isOr: false, lastWord: undefined, whole };
  const head = (match?.[1] ?? '').trim();
  const or = /(?:^|\s)or$/i.exec(head);
  return or
    ? { head: head.slice(0, or.index).trim(), isOr: true, lastWord, whole }
    : { head, isOr: false, lastWord, whole };
}

/** The query in one configuration, as a `tsquery` expression. */
function tsQuery(parsed: ParsedQuery, regconfig: SQL): SQL {
  if (parsed.lastWord === undefined) return sql`websearch_to_tsquery(${regconfig}, ${parsed.whole})`;
  const literal = `'${parsed.lastWord.replaceAll("'", "''").replaceAll('\\', '\\\\')}':*`;
  const prefix = sql`to_tsquery(${regconfig}, ${literal})`;
  if (parsed.head === '') return prefix;
  const operator = sql.raw(parsed.isOr ? '||' : '&&');
  return sql`(websearch_to_tsquery(${regconfig}, ${parsed.head}) ${operator} ${prefix})`;
}

export type InquirySearch = {
  /** For WHERE: the index answers each arm. */
  condition: SQL;
  /** For ORDER BY: higher is better; the inquiry's fields weigh most, then its e-mails, then its notes. */
  rank: SQL<number>;
  /** For the page's rows only: the passage where it matched, with \x01 … \x02 around matching words. */
  excerpt: SQL<string | null>;
};

/** `undefined` for an empty query (no search). */
export function inquirySearch(q: string): InquirySearch | undefined {
  const parsed = parse(q);
  if (!parsed) return undefined;
  const simple = tsQuery(parsed, sql`'sitedesk_simple'::regconfig`);
  const stemmed = stemmedLocales.map((locale) => ({
    locale,
    query: tsQuery(parsed, sql`sitedesk_search_config(${locale})`),
  }));
  const vector = inquiries.searchVector;
  // Without a `-` term, one index scan for all readings: a reading in another language than the inquiry's
  // rarely finds more than its own would. With one, each stemmed reading applies only to its language, or
  // "-Presse" would be kept out by German stemming and let in again by English.
  const condition = /(?:^|\s)-/.test(parsed.whole)
    ? sql`(${vector} @@ ${simple} ${sql.join(
        stemmed.map(
          ({ locale, query }) => sql` or (${inquiries.locale} = ${locale} and ${vector} @@ ${query})`,
        ),
      )})`
    : sql`${vector} @@ (${simple} ${sql.join(stemmed.map(({ query }) => sql` || ${query}`))})`;
  // The query as it applies to this row: as written, or-ed with its own language's reading.
  const rowQuery = sql`(case ${inquiries.locale} ${sql.join(
    stemmed.map(({ locale, query }) => sql` when ${locale} then ${simple} || ${query}`),
  )} else ${simple} end)`;
  const rank = sql<number>`ts_rank(${vector}, ${rowQuery})`;
  return { condition, rank, excerpt: excerptOf(rowQuery) };
}

/**
 * ts_headline over the inquiry's message, then its e-mails, then its notes: the first that has a match.
 * Each text is cut to its first 10,000 characters (only the page's 25 rows pay for it) and cleared of the
 * two marker characters, so a marker in the output is always ours.
 */
const startMark = '\u0001';
const stopMark = '\u0002';

function excerptOf(rowQuery: SQL): SQL<string | null> {
  const options = `StartSel=${startMark}, StopSel=${stopMark}, MaxWords=24, MinWords=10, ShortWord=2, MaxFragments=1`;
  return sql<string | null>`(
    select headline from (
      select 0 as part, ${inquiries.createdAt} as at, ${inquiries.message} as body
      union all select 1, m.created_at, m.text from inquiry_messages m where m.inquiry_id = ${inquiries.id}
      union all select 2, n.created_at, n.body from inquiry_notes n where n.inquiry_id = ${inquiries.id}
    ) as parts
    cross join lateral ts_headline(
      sitedesk_search_config(${inquiries.locale}),
      left(translate(parts.body, E'\\x01\\x02', ''), 10000),
      ${rowQuery},
      ${options}
    ) as headline
    where strpos(headline, E'\\x01') > 0
    order by part, at
    limit 1
  )`;
}

/** The excerpt's text as segments, whitespace (line breaks of an e-mail) folded to single spaces. */
export function excerptSegments(headline: string | null): SearchExcerptSegment[] | undefined {
  if (headline === null) return undefined;
  const segments: SearchExcerptSegment[] = [];
  let text = '';
  let isMatch = false;
  const flush = () => {
    if (text !== '') segments.push({ text, isMatch });
    text = '';
  };
  for (const char of headline.replace(/\s+/g, ' ').trim()) {
    if (char === startMark || char === stopMark) {
      flush();
      isMatch = char === startMark;
    } else {
      text += char;
    }
  }
  flush();
  return segments.length > 0 ? segments : undefined;
}
