import { fontUrls } from '../../lib/font-files';
import { fontsForLanguage } from '../../lib/font-scripts';

/**
 * The fonts a page in this language preloads, so its text does not wait for the stylesheet to ask for them:
 * those its writing system keeps on the first view's path (`lib/font-scripts.ts`, decision 207). Only Arabic
 * pages preload theirs: the other fonts follow the first paint, swapping in for metric-matched fallbacks,
 * while no system font matches the Arabic one's metrics, so it stays on the first view's path (decisions 153
 * and 154). Takes any locale id, so a language added to `locales` preloads what its script needs.
 */
export function fontPreloadsFor(language: string): readonly string[] {
  return fontsForLanguage(language).preloaded.map((name) => fontUrls[name]);
}
