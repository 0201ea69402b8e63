import { builtinImageIds } from '../builtin-media/ids';
import { builtinImages } from '../builtin-media/image-catalog';
import type { Locale } from '../locales';

/**
 * Brings a stored section written by an older release to today's content model (decision 144). The hero
 * and the company story used to hold their pictures' alt texts (`hero.illustrationAlt`, `about.imageAlt`
 * beside a built-in drawing); now the pictures are media items with their own alt texts. An old alt text
 * the editor had changed is kept as this use's `imageAlt`; the demo's own text goes, since the seeded item
 * holds it. Returns `undefined` when the document needs no change, so running it on every start is free.
 */
export function upgradeSectionDocument(section: string, locale: Locale, document: unknown): unknown {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) return undefined;
  const record = document as Record<string, unknown>;
  if (section === 'hero' && 'illustrationAlt' in record) {
    const { illustrationAlt, ...rest } = record;
    return {
      ...rest,
      image: rest.image ?? { mediaId: builtinImageIds.hero },
      ...ownAlt(illustrationAlt, 'hero', locale),
    };
  }
  if (section === 'about' && !('image' in record) && 'imageAlt' in record) {
    const { imageAlt, ...rest } = record;
    return { ...rest, image: { mediaId: builtinImageIds.plant }, ...ownAlt(imageAlt, 'plant', locale) };
  }
  if (section === 'about' && 'image' in record && isBuiltinAlt(record.imageAlt, 'plant')) {
    // An editor's photo beside the drawing's old alt text: the text described the drawing, not the photo.
    const { imageAlt: _drawingAlt, ...rest } = record;
    return rest;
  }
  return undefined;
}

function ownAlt(text: unknown, key: 'hero' | 'plant', locale: Locale): { imageAlt?: string } {
  if (typeof text !== 'string' || text.trim() === '') return {};
  const seeded = builtinImages.find((image) => image.key === key)?.alt[locale];
  return text.trim() === seeded ? {} : { imageAlt: text };
}

/** Whether `text` is the built-in drawing's alt text in any language (an unedited demo text). */
function isBuiltinAlt(text: unknown, key: 'hero' | 'plant'): boolean {
  const image = builtinImages.find((candidate) => candidate.key === key);
  return typeof text === 'string' && image !== undefined && Object.values(image.alt).includes(text.trim());
}
