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
 * The site's Latin web fonts. A page fetches only those its font stacks name: Arabic pages' stacks name
 * neither (decision 153), so those pages never fetch them. The Arabic font keeps its `@font-face` in
 * `styles/tokens.css` and its preload (decision 154 says why).
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

function descriptorsOf(font: BrandFont): FontFaceDescriptors {
  return { style: 'normal', weight: font.weight, unicodeRange: font.unicodeRange, display: 'swap' };
}

function faceOf(font: BrandFont): FontFace {
  return new FontFace(font.family, `url("${font.url}") format("woff2")`, descriptorsOf(font));
}

/** Adds a face for the browser to fetch when text needs it, as an `@font-face` rule would be. */
function addFont(font: BrandFont): void {
  const face = faceOf(font);
  document.fonts.add(face);
  face.loaded.then(
    () => rememberFont(font.url),
    () => {
      // A font that fails to load leaves the metric-matched fallback in place; nothing to tell the visitor.
    },
  );
}

/**
 * Whether one of this page's font stacks names the family (Arabic pages' name neither Latin font). Whole
 * names: "Barlow Condensed Fallback" is not "Barlow Condensed".
 */
function isNamedByPage(font: BrandFont): boolean {
  const root = getComputedStyle(document.documentElement);
  return ['--font-sans', '--font-display', '--font-display-caps'].some((stack) =>
    root
      .getPropertyValue(stack)
      .split(',')
      .some((family) => family.trim().replace(/^["']|["']$/g, '') === font.family),
  );
}

/**
 * The font file's bytes, fetched as data rather than by the `FontFace` itself. Either way it comes from the
 * HTTP cache when it is there (the file names carry a hash). A `FontFace` given a URL downloads at the
 * highest priority as a font the document needs, and Lighthouse then lists it as a request chain on the
 * way to the first view (issue 15 asks for none), though it starts only after that view has painted.
 */
async function faceWithBytes(font: BrandFont): Promise<FontFace> {
  const response = await fetch(font.url);
  if (!response.ok) throw new Error(`${font.url} answered ${response.status}`);
  const face = new FontFace(font.family, await response.arrayBuffer(), descriptorsOf(font));
  return face.load();
}

/**
 * Fetches the fonts first and adds them to the page together, so the text changes typeface in one layout.
 * Swapped in one at a time, the page is laid out for a frame with the body font in place and the headings'
 * still in their fallback, a mix no one matched: on a 412 px phone the header's language switch no longer
 * fitted beside the wider fallback logo, took a row of its own and pushed the hero down 48 px, and back up
 * when the second font arrived (CLS 0.38 in one Lighthouse run of /en, decision 154).
 */
function addFontsTogether(fonts: readonly BrandFont[]): void {
  void Promise.allSettled(fonts.map(faceWithBytes)).then((results) => {
    results.forEach((result, index) => {
      const font = fonts[index];
      // A font that fails to load leaves the metric-matched fallback in place; nothing to tell the visitor.
      if (result.status !== 'fulfilled' || !font) return;
      document.fonts.add(result.value);
      rememberFont(font.url);
    });
  });
}

/**
 * The pictures in the first view that have loaded: a large one is decoded off the main thread and can
 * reach the screen a few frames after the `load` event, as a product page's photo did.
 */
function loadedPicturesInView(): HTMLImageElement[] {
  return [...document.images].filter((image) => {
    if (!image.complete || image.naturalWidth === 0) return false;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
  });
}

/**
 * Runs after the page has loaded and painted, so nothing it starts competes with the first view: after
 * the `load` event, once the pictures in view are decoded, and two animation frames later, when what they
 * changed is on screen. Started two frames after `load` alone, the fonts were requested before a product
 * page's photo was painted in 2 of 3 Lighthouse runs, and its LCP then counted their 58 KB (1.57 s).
 */
function afterLoadAndPaint(run: () => void): void {
  const nextFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
  const afterPictures = () => {
    // A picture that fails to decode is not shown, so there is nothing to wait for.
    void Promise.allSettled(loadedPicturesInView().map((image) => image.decode())).then(nextFrame);
  };
  if (document.readyState === 'complete') afterPictures();
  else window.addEventListener('load', afterPictures, { once: true });
}

/**
 * Adds the site's Latin web fonts to the page (issue 15 §2, decision 154). A first visit paints in the
 * metric-matched fallbacks the stylesheet declares and fetches the brand fonts only once the page has
 * loaded and painted, so on a slow phone its largest paint waits for nothing but the document. When this
 * browser has fetched them before, they are fetched at once, from the cache, so a returning visitor does
 * not see the text change typeface on every page. Either way they are swapped in together.
 *
 * The desk (`isFirstViewDeferred: false`) has no first view to protect and can change its language in
 * place, so it adds the faces at once and the browser fetches each when text needs it.
 */
export function addBrandFonts({ isFirstViewDeferred }: { isFirstViewDeferred: boolean }): void {
  if (!isFirstViewDeferred) {
    brandFonts.forEach(addFont);
    return;
  }
  const needed = brandFonts.filter(isNamedByPage);
  if (needed.length === 0) return;
  const remembered = rememberedFonts();
  if (needed.every((font) => remembered.has(font.url))) addFontsTogether(needed);
  else afterLoadAndPaint(() => addFontsTogether(needed));
}
