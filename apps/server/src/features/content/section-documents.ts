import { type ContentSectionKey, contentSectionSchema } from '@sitedesk/shared/content/sections';
import type { SiteMediaLookup } from '@sitedesk/shared/content/site-media';
import { withTranslationFallback } from '@sitedesk/shared/content/translation-fallback';
import { defaultLocale, type Locale } from '@sitedesk/shared/locales';
import { isStorableText } from '@sitedesk/shared/text';
import { type ContentFieldProblem, contentProblemsOf } from './content-field-errors';

/** Deeper than any section of the content model; a deeper document is refused before anything walks it. */
const maxNestingDepth = 12;

/**
 * Whether a document cannot be saved as it is: nested deeper than the content model ever goes, or holding
 * text that cannot be stored (NUL, a lone surrogate) in a value or a key. Checked before anything else walks or stores it.
 */
export function cannotBeStored(value: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next?.value === 'string' && !isStorableText(next.value)) return true;
    if (!next || typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= maxNestingDepth) return true;
    for (const [key, child] of Object.entries(next.value)) {
      if (!isStorableText(key)) return true;
      pending.push({ value: child, depth: next.depth + 1 });
    }
  }
  return false;
}

/** What the site shows for a section: a translation's blank texts filled from English. */
export function shownDocument(locale: Locale, document: unknown, english: unknown): unknown {
  return locale === defaultLocale ? document : withTranslationFallback(document, english);
}

export type SectionCheck = { ok: true; document: unknown } | { ok: false; problems: ContentFieldProblem[] };

/** Whether the section, as the site would show it, fits the content model. */
export function checkSection(
  section: ContentSectionKey,
  locale: Locale,
  document: unknown,
  english: unknown,
): SectionCheck {
  // `reportInput` lets a wrong type (a number for a text) be told from a missing field.
  const parsed = contentSectionSchema(section).safeParse(shownDocument(locale, document, english), {
    reportInput: true,
  });
  return parsed.success
    ? { ok: true, document: parsed.data }
    : { ok: false, problems: contentProblemsOf(parsed.error) };
}

type MediaReference = { path: string; mediaId: string; expects: 'image' | 'document'; hasOwnAlt: boolean };

const isFilled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/**
 * Every media reference with its path. In the content model a reference under a `document` key is a
 * document (downloads); every other (`image`, `photo`) is an image. An image has its own alt text for this
 * use when the reference holds an `alt` or, for an `image` key, its group an `imageAlt` (hero, about).
 */
export function mediaReferencesIn(
  document: unknown,
  path: string[] = [],
  hasOwnAlt = false,
): MediaReference[] {
  if (Array.isArray(document)) {
    return document.flatMap((item, index) => mediaReferencesIn(item, [...path, String(index)]));
  }
  if (typeof document !== 'object' || document === null) return [];
  const { mediaId, alt } = document as { mediaId?: unknown; alt?: unknown };
  if (typeof mediaId === 'string') {
    const expects = path.at(-1) === 'document' ? 'document' : 'image';
    return [{ path: path.join('.'), mediaId, expects, hasOwnAlt: hasOwnAlt || isFilled(alt) }];
  }
  const { imageAlt } = document as { imageAlt?: unknown };
  return Object.entries(document).flatMap(([key, child]) =>
    mediaReferencesIn(child, [...path, key], key === 'image' && isFilled(imageAlt)),
  );
}

/** What stops a section from going live with these files: gone, the wrong kind, or no alt text in `locale`. */
export function mediaProblems(
  document: unknown,
  media: SiteMediaLookup,
  locale: Locale,
): ContentFieldProblem[] {
  return mediaReferencesIn(document).flatMap(
    ({ path, mediaId, expects, hasOwnAlt }): ContentFieldProblem[] => {
      const file = media[mediaId];
      if (!file) return [{ path, code: 'media_not_found' }];
      if (file.kind !== expects)
        return [{ path, code: expects === 'image' ? 'not_an_image' : 'not_a_document' }];
      if (file.kind === 'image' && !hasOwnAlt && !file.alt[locale]?.trim())
        return [{ path, code: 'image_alt_missing' }];
      return [];
    },
  );
}
