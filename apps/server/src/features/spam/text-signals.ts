import { maxTextChars } from './spam-classifier';

/** What the links of a text look like. */
export type LinkSignals = {
  count: number;
  hasShortener: boolean;
  /** BBCode (`[url=…]`) or HTML anchors: forum-spam kits, never a person typing into a form. */
  hasMarkupLink: boolean;
  /** Hardly any words besides the links. */
  isLinkOnly: boolean;
};

// A fixed prefix, then one character class repeated: linear, nothing to backtrack into.
const linkPattern = /(?:https?:\/\/|www\.)[^\s<>"'()[\]{}]+/gi;
const letterPattern = /\p{L}/gu;
const markupLinkPattern = /\[(?:url|link)[=\]]|<a\s+href/i;
/** Fewer letters than this besides the links: a message that is only a link. */
const linkOnlyLetters = 20;

const urlShorteners = new Set([
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'v.gd',
  'buff.ly',
  'cutt.ly',
  'rebrand.ly',
  'shorturl.at',
  't.ly',
  'rb.gy',
  'tiny.cc',
  's.id',
  'bl.ink',
  'lnkd.in',
  'short.io',
  'qr.ae',
  'clck.ru',
  'u.to',
  'did.li',
  'shorte.st',
  'adf.ly',
  'tr.im',
  'x.co',
  'bit.do',
]);

export function linkSignals(text: string): LinkSignals {
  const capped = text.slice(0, maxTextChars);
  const links = [...capped.matchAll(linkPattern)].map((match) => match[0]);
  const hosts = links.map(hostOf);
  const withoutLinks = capped.replace(linkPattern, ' ');
  const letters = withoutLinks.match(letterPattern)?.length ?? 0;
  return {
    count: links.length,
    hasShortener: hosts.some((host) => urlShorteners.has(host)),
    hasMarkupLink: markupLinkPattern.test(capped),
    isLinkOnly: links.length > 0 && letters < linkOnlyLetters,
  };
}

/** How many letters a text has besides its links. */
export function lettersBesideLinks(text: string): number {
  return text.slice(0, maxTextChars).replace(linkPattern, ' ').match(letterPattern)?.length ?? 0;
}

export function hasLink(text: string): boolean {
  const lower = text.slice(0, maxTextChars).toLowerCase();
  return lower.includes('http://') || lower.includes('https://') || lower.includes('www.');
}

function hostOf(link: string): string {
  const withoutScheme = link.replace(/^https?:\/\//i, '');
  let end = withoutScheme.length;
  for (const stop of ['/', '?', '#', ':']) {
    const index = withoutScheme.indexOf(stop);
    if (index !== -1 && index < end) end = index;
  }
  return withoutScheme
    .slice(0, end)
    .toLowerCase()
    .replace(/^www\./, '');
}

export type Script =
  | 'latin'
  | 'cyrillic'
  | 'greek'
  | 'arabic'
  | 'hebrew'
  | 'cjk'
  | 'hangul'
  | 'thai'
  | 'devanagari'
  | 'other';

/** The scripts a page's language is written in besides Latin, which people write anywhere (English). */
const scriptsOfLanguage: Record<string, readonly Script[]> = {
  ar: ['arabic'],
  fa: ['arabic'],
  ur: ['arabic'],
  he: ['hebrew'],
  ru: ['cyrillic'],
  uk: ['cyrillic'],
  bg: ['cyrillic'],
  sr: ['cyrillic'],
  mk: ['cyrillic'],
  be: ['cyrillic'],
  kk: ['cyrillic'],
  el: ['greek'],
  zh: ['cjk'],
  ja: ['cjk'],
  ko: ['hangul', 'cjk'],
  hi: ['devanagari'],
  mr: ['devanagari'],
  ne: ['devanagari'],
  th: ['thai'],
};

/** A message needs this many letters before its script says anything. */
const minLettersForScript = 20;

/**
 * The script most of the message's letters are in, when that script is neither Latin nor one the page's
 * language is written in; `undefined` when the message fits the page.
 */
export function foreignScript(message: string, locale: string): Script | undefined {
  const counts = new Map<Script, number>();
  let letters = 0;
  for (const match of message.slice(0, maxTextChars).normalize('NFKC').matchAll(letterPattern)) {
    const script = scriptOf(match[0].codePointAt(0) ?? 0);
    counts.set(script, (counts.get(script) ?? 0) + 1);
    letters += 1;
  }
  if (letters < minLettersForScript) return undefined;
  const language = locale.toLowerCase().split('-')[0] ?? '';
  const expected = new Set<Script>(['latin', ...(scriptsOfLanguage[language] ?? [])]);
  for (const [script, count] of counts) {
    if (!expected.has(script) && count * 2 >= letters) return script;
  }
  return undefined;
}

function scriptOf(code: number): Script {
  if (code < 0x0250 || (code >= 0x1e00 && code <= 0x1eff)) return 'latin';
  if ((code >= 0x0370 && code <= 0x03ff) || (code >= 0x1f00 && code <= 0x1fff)) return 'greek';
  if ((code >= 0x0400 && code <= 0x052f) || (code >= 0x1c80 && code <= 0x1c8f)) return 'cyrillic';
  if (code >= 0xa640 && code <= 0xa69f) return 'cyrillic';
  if (code >= 0x0590 && code <= 0x05ff) return 'hebrew';
  if ((code >= 0x0600 && code <= 0x06ff) || (code >= 0x0750 && code <= 0x077f)) return 'arabic';
  if ((code >= 0x08a0 && code <= 0x08ff) || (code >= 0xfb50 && code <= 0xfdff)) return 'arabic';
  if (code >= 0xfe70 && code <= 0xfeff) return 'arabic';
  if (code >= 0x0900 && code <= 0x097f) return 'devanagari';
  if (code >= 0x0e00 && code <= 0x0e7f) return 'thai';
  if ((code >= 0xac00 && code <= 0xd7af) || (code >= 0x1100 && code <= 0x11ff)) return 'hangul';
  if (code >= 0x3130 && code <= 0x318f) return 'hangul';
  if ((code >= 0x3040 && code <= 0x30ff) || (code >= 0x3400 && code <= 0x4dbf)) return 'cjk';
  if ((code >= 0x4e00 && code <= 0x9fff) || (code >= 0xf900 && code <= 0xfaff)) return 'cjk';
  if (code >= 0x20000 && code <= 0x2ffff) return 'cjk';
  return 'other';
}

/**
 * The message as repeats are recognised: NFKC, lower case, every run of anything but letters and digits one
 * space. Two posts of one text with other spacing or punctuation are the same text.
 */
export function normalizeForRepeats(message: string): string {
  return message
    .slice(0, maxTextChars)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
