import { builtinImageIds } from '../builtin-media/ids';
import { builtinImages } from '../builtin-media/image-catalog';
import type { Locale } from '../locales';

/**
 * Brings a stored section written by an older release to today's content model (decision 144). The hero
 * and the company story used to hold their pictures' alt texts (`hero.illustrationAlt`, `about.imageAlt`
 * beside a built-in drawing); now the pictures are media items with their own alt texts. An old alt text
 * the editor had changed is kept as this use's `imageAlt`; the demo's own text goes, since the seeded item
 * holds it, unless the English document overrides the alt text: a translation without an override would
 * show the English one (`translation-fallback.ts`), so there the old text stays as this language's override.
 * Returns `undefined` when the document needs no change, so running it on every start is free.
 *
 * @param english the same section's English document (old or new shape), when there is one.
 */
export function upgradeSectionDocument(
  section: string,
  locale: Locale,
  document: unknown,
  english?: unknown,
): unknown {
  if (!isRecord(document)) return undefined;
  const record = document;
  const keep = locale !== 'en' && englishOverridesAlt(section, english);
  if (section === 'hero' && 'illustrationAlt' in record) {
    const { illustrationAlt, ...rest } = record;
    return {
      ...rest,
      image: rest.image ?? { mediaId: builtinImageIds.hero },
      ...ownAlt(illustrationAlt, 'hero', locale, keep),
    };
  }
  if (section === 'about' && !('image' in record) && 'imageAlt' in record) {
    const { imageAlt, ...rest } = record;
    return { ...rest, image: { mediaId: builtinImageIds.plant }, ...ownAlt(imageAlt, 'plant', locale, keep) };
  }
  if (section === 'about' && 'image' in record && isBuiltinAlt(record.imageAlt, 'plant')) {
    // An editor's photo beside the drawing's old alt text: the text described the drawing, not the photo.
    const { imageAlt: _drawingAlt, ...rest } = record;
    return rest;
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function seededAlt(key: 'hero' | 'plant', locale: Locale): string | undefined {
  return builtinImages.find((image) => image.key === key)?.alt[locale];
}

function ownAlt(text: unknown, key: 'hero' | 'plant', locale: Locale, keep: boolean): { imageAlt?: string } {
  if (!isFilled(text)) return {};
  return !keep && text.trim() === seededAlt(key, locale) ? {} : { imageAlt: text };
}

/** Whether the English section has (or will have, once upgraded) its own alt text for the picture. */
function englishOverridesAlt(section: string, english: unknown): boolean {
  if (!isRecord(english)) return false;
  if (section === 'hero') {
    const old = english.illustrationAlt;
    return isFilled(old) ? old.trim() !== seededAlt('hero', 'en') : isFilled(english.imageAlt);
  }
  if (section === 'about') {
    if (!('image' in english))
      return isFilled(english.imageAlt) && english.imageAlt.trim() !== seededAlt('plant', 'en');
    return isFilled(english.imageAlt) && !isBuiltinAlt(english.imageAlt, 'plant');
  }
  return false;
}

/** Whether `text` is the built-in drawing's alt text in any language (an unedited demo text). */
function isBuiltinAlt(text: unknown, key: 'hero' | 'plant'): boolean {
  const image = builtinImages.find((candidate) => candidate.key === key);
  return typeof text === 'string' && image !== undefined && Object.values(image.alt).includes(text.trim());
}
