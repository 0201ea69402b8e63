import displayFont from '@font-display/barlow-condensed-latin-600-normal.woff2?url';
import textFont from '@font-text/atkinson-hyperlegible-next-latin-wght-normal.woff2?url';

type BrandFont = {
  family: string;
  /** Vite's hashed URL: a new file is a new URL, so a remembered one is the very file in the cache. */
  url: string;
  weight: string;
  unicodeRange: string;
};

/** The Latin subset the two Latin fonts are cut to (English, German, French, Portuguese names). */
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, ' +
  'U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/**
 * The site's Latin web fonts. A face added to `document.fonts` is fetched only when text on the page needs
 * it, as an `@font-face` rule is: Arabic pages' font stacks do not name them (decision 153), so those
 * pages never fetch them. The Arabic font keeps its `@font-face` in `styles/tokens.css` and its preload
 * (decision 154 says why).
 */
const brandFonts: readonly BrandFont[] = [
  { family: 'Atkinson Hyperlegible Next', url: textFont, weight: '200 800', unicodeRange: latinRange },
  { family: 'Barlow Condensed', url: displayFont, weight: '600', unicodeRange: latinRange },
];

/** Where the browser remembers which font files it has fetched, and so has in its cache. */
const cachedFontsKey = 'sitedesk:cached-fonts';

function rememberedFonts(): Set<string> {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(cachedFontsKey) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((url) => typeof url === 'string') : []);
  } catch {
    // Storage refused (privacy settings) or garbled: treat every font as not yet fetched.
    return new Set();
  }
}

function rememberFont(url: string): void {
  try {
    // Only the current files: an old build's names would otherwise pile up.
    const current = new Set(brandFonts.map((font) => font.url));
    const remembered = [...rememberedFonts(), url].filter((known) => current.has(known));
    localStorage.setItem(cachedFontsKey, JSON.stringify([...new Set(remembered)]));
  } catch {
    // Without storage the next page defers its fonts again; nothing breaks.
  }
}

function addFont(font: BrandFont): void {
  const face = new FontFace(font.family, `url("${font.url}") format("woff2")`, {
    style: 'normal',
    weight: font.weight,
    unicodeRange: font.unicodeRange,
    display: 'swap',
  });
  document.fonts.add(face);
  face.loaded.then(
    () => rememberFont(font.url),
    () => {
      // A font that fails to load leaves the metric-matched fallback in place; nothing to tell the visitor.
    },
  );
}

/**
 * Runs after the page has loaded and painted, so nothing it starts competes with the first view. The load
 * event can come before the first frame is on screen; the second animation frame comes after it.
 */
function afterLoadAndPaint(run: () => void): void {
  const nextFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
  if (document.readyState === 'complete') nextFrame();
  else window.addEventListener('load', nextFrame, { once: true });
}

/**
 * Adds the site's Latin web fonts to the page (issue 15 §2, decision 154). A first visit paints in the
 * metric-matched fallbacks the stylesheet declares and fetches the brand fonts only once the page has
 * loaded and painted, so on a slow phone its largest paint waits for nothing but the document. A font this
 * browser has fetched before is added at once: it comes from the cache, so a returning visitor does not see
 * the text change typeface on every page.
 */
export function addBrandFonts({ isFirstViewDeferred }: { isFirstViewDeferred: boolean }): void {
  const remembered = rememberedFonts();
  const deferred: BrandFont[] = [];
  for (const font of brandFonts) {
    if (!isFirstViewDeferred || remembered.has(font.url)) addFont(font);
    else deferred.push(font);
  }
  if (deferred.length > 0) afterLoadAndPaint(() => deferred.forEach(addFont));
}
