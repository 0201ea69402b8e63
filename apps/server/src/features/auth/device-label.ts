/**
 * What a session keeps of the browser that signed in: its family and its system's family, nothing finer
 * ("Firefox|Windows"), so a member recognises their sessions while the full user agent (version numbers,
 * device model: a fingerprint) is never stored (decision 051, amended by 184). A few ordered rules cover the
 * browsers and systems staff use; anything else is "other". No library: the label is all we need, and a
 * full parser would make a stored fingerprint tempting.
 */

export const browserFamilies = ['Edge', 'Opera', 'Samsung Internet', 'Firefox', 'Chrome', 'Safari'] as const;
export const systemFamilies = ['Windows', 'iOS', 'Android', 'macOS', 'ChromeOS', 'Linux'] as const;
export type BrowserFamily = (typeof browserFamilies)[number] | 'other';
export type SystemFamily = (typeof systemFamilies)[number] | 'other';

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", Android also says "Linux".
const browserRules: ReadonlyArray<readonly [RegExp, BrowserFamily]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const systemRules: ReadonlyArray<readonly [RegExp, SystemFamily]> = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const labelPattern = /^([A-Za-z ]+)\|([A-Za-z]+)$/;
/** User agents are short; a longer header is not read at all. */
const maxUserAgentLength = 512;

function firstMatch<T>(rules: ReadonlyArray<readonly [RegExp, T]>, text: string, fallback: T): T {
  return rules.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;
}

/** The label to store for a session created with `userAgent` (an existing label is kept as it is). */
export function deviceLabelOf(userAgent: string | null | undefined): string | null {
  if (!userAgent || userAgent.length > maxUserAgentLength) return null;
  if (labelPattern.test(userAgent)) return userAgent;
  const browser = firstMatch(browserRules, userAgent, 'other');
  const system = firstMatch(systemRules, userAgent, 'other');
  return `${browser}|${system}`;
}

/** A stored label read back; anything that is not one of ours reads as unknown. */
export function readDeviceLabel(stored: string | null): { browser: BrowserFamily; system: SystemFamily } {
  const match = stored ? labelPattern.exec(stored) : null;
  return {
    browser: browserFamilies.find((family) => family === match?.[1]) ?? 'other',
    system: systemFamilies.find((family) => family === match?.[2]) ?? 'other',
  };
}
