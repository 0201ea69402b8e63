import { fontUrls } from './font-files';
import { allDeferredFontFiles, type FontFileName, fontFiles, fontsForLanguage } from './font-scripts';

type BrandFont = {
  family: string;
  /** Vite's hashed URL: a new file is a new URL, so a remembered one is the very file in the cache. */
  url: string;
  weight: string;
  unicodeRange: string;
};

function brandFont(name: FontFileName): BrandFont {
  const { family, weight, unicodeRange } = fontFiles[name];
  return { family, url: fontUrls[name], weight, unicodeRange };
}

/**
 * The web fonts this page defers, from its language's writing system (`font-scripts.ts`, decision 207):
 * the Latin subsets for English, German or French, the Latin Extended ones too for Czech or Polish, Noto
 * Sans and Roboto Condensed for Greek or Bulgarian, none for Arabic (its one font is preloaded, decision
 * 153). Read from `<html lang>`, which the page and the desk set to their language.
 */
function pageFonts(): BrandFont[] {
  return fontsForLanguage(document.documentElement.lang).deferred.map(brandFont);
}

/** Every file some language defers: the desk adds them all and lets `unicode-range` pick. */
const everyBrandFont: readonly BrandFont[] = allDeferredFontFiles().map(brandFont);

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
    const current = new Set(everyBrandFont.map((font) => font.url));
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
 * Whether one of this page's font stacks names the family, so the stylesheet and the map agree before a byte
 * is fetched. Whole names: "Barlow Condensed Fallback" is not "Barlow Condensed".
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
async function addFontsTogether(fonts: readonly BrandFont[]): Promise<void> {
  await Promise.allSettled(fonts.map(faceWithBytes)).then((results) => {
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
function afterLoadAndPaint(): Promise<void> {
  return new Promise((resolve) => {
    const nextFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const afterPictures = () => {
      // A picture that fails to decode is not shown, so there is nothing to wait for.
      void Promise.allSettled(loadedPicturesInView().map((image) => image.decode())).then(nextFrame);
    };
    if (document.readyState === 'complete') afterPictures();
    else window.addEventListener('load', afterPictures, { once: true });
  });
}

/**
 * Adds the page's web fonts (issue 15 §2, decision 154; per writing system, decision 207). A first visit paints in the
 * metric-matched fallbacks the stylesheet declares and fetches the brand fonts only once the page has
 * loaded and painted, so on a slow phone its largest paint waits for nothing but the document. When this
 * browser has fetched them before, they are fetched at once, from the cache, so a returning visitor does
 * not see the text change typeface on every page. Either way they are swapped in together.
 *
 * The desk (`isFirstViewDeferred: false`) has no first view to protect and can change its language in
 * place, so it adds every language's faces at once and the browser fetches each when text its stacks
 * name the family for needs it (Latin Extended for a Czech name in an inquiry, say).
 *
 * Settles once the fonts are in and the page has loaded and painted (only the latter where it needs no
 * font): the page then lays out the bands it skipped (decision 214).
 */
export async function addBrandFonts({
  isFirstViewDeferred,
}: {
  isFirstViewDeferred: boolean;
}): Promise<void> {
  if (!isFirstViewDeferred) {
    everyBrandFont.forEach(addFont);
    return;
  }
  const needed = pageFonts().filter(isNamedByPage);
  const remembered = rememberedFonts();
  if (needed.length > 0 && needed.every((font) => remembered.has(font.url))) {
    // From the cache at once, but settled only when the page has loaded too: the bands wait for both.
    await Promise.all([addFontsTogether(needed), afterLoadAndPaint()]);
    return;
  }
  await afterLoadAndPaint();
  if (needed.length > 0) await addFontsTogether(needed);
}
