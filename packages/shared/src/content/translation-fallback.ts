/**
 * English is the source language. A translation may leave a text empty (or a field out) while it is being
 * written; the site then shows the English text, and the editor marks the field as a missing translation.
 * Lists are per language (a translation may order or add items), so list items fall back by position.
 */

import { withoutPictureIds } from './shared-pictures';

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Rich text (`collections/rich-text.ts`) is translated as a whole: merged node by node, a translated
 * paragraph would take the English one's marks and links. An empty document counts as not translated.
 */
const isRichText = (value: Json): value is { type: 'doc'; content?: Json } =>
  isRecord(value) && value.type === 'doc';

const isBlank = (value: Json) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (isRichText(value) && (!Array.isArray(value.content) || value.content.length === 0));

/** `translation` with every blank text or missing field taken from `source`. */
export function withTranslationFallback(translation: Json, source: Json): Json {
  if (isBlank(translation)) return source;
  if (isRichText(translation)) return translation;
  if (Array.isArray(translation)) {
    const sourceItems = Array.isArray(source) ? source : [];
    return translation.map((item, index) => withTranslationFallback(item, sourceItems[index]));
  }
  if (isRecord(translation) && isRecord(source)) {
    const merged: Record<string, Json> = { ...source };
    for (const [key, value] of Object.entries(translation)) {
      merged[key] = withTranslationFallback(value, source[key]);
    }
    return merged;
  }
  return translation;
}

/**
 * The paths (`items.2.title`) of the texts `translation` leaves blank where `source` has one: what a
 * translator still has to do.
 */
export function missingTranslations(translation: Json, source: Json, path: string[] = []): string[] {
  if (typeof source === 'string') return isBlank(translation) && source !== '' ? [path.join('.')] : [];
  if (isRichText(source)) return isBlank(translation) && !isBlank(source) ? [path.join('.')] : [];
  if (Array.isArray(source)) {
    if (!Array.isArray(translation)) return isBlank(translation) ? collectTexts(source, path) : [];
    return translation.flatMap((item, index) =>
      missingTranslations(item, source[index], [...path, String(index)]),
    );
  }
  if (isRecord(source)) {
    if (!isRecord(translation)) return isBlank(translation) ? collectTexts(source, path) : [];
    // A picture's id is no text to translate: a translation shows the shared picture (decision 203).
    return Object.entries(source).flatMap(([key, value]) =>
      key === 'mediaId' ? [] : missingTranslations(translation[key], value, [...path, key]),
    );
  }
  return [];
}

/**
 * Whether `translation` has no text of its own yet: a translation not begun, which the site shows whole in
 * the source's language and marks so (decision 213). A text of its own is one that is not blank and not the
 * source's text at the same place; ids, icon names or codes copied from the source are none. Only the
 * translation's own structure is walked, so an item English added since, or one the translation added, do
 * not decide it.
 */
export function isTranslationNotBegun(translation: Json, source: Json): boolean {
  return collectTexts(source, []).length > 0 && !hasOwnText(translation, source);
}

function hasOwnText(translation: Json, source: Json): boolean {
  if (typeof translation === 'string') return translation.trim() !== '' && translation !== source;
  if (isRichText(translation))
    return !isBlank(translation) && JSON.stringify(translation) !== JSON.stringify(source);
  if (Array.isArray(translation)) {
    const sourceItems = Array.isArray(source) ? source : [];
    return translation.some((item, index) => hasOwnText(item, sourceItems[index]));
  }
  if (isRecord(translation)) {
    const sourceFields = isRecord(source) ? source : {};
    return Object.entries(translation).some(
      ([key, value]) => key !== 'mediaId' && hasOwnText(value, sourceFields[key]),
    );
  }
  return false;
}

/**
 * A translation not begun: `source`'s shape with every text blank (numbers and flags kept), so the site shows
 * the source's texts and the editor lists every one as missing. Lists keep the source's length, since a
 * translation's list items fall back by position.
 */
export function untranslatedCopy(source: Json, key?: string): Json {
  if (typeof source === 'string') return '';
  // Rich text is translated as a whole: its copy is an empty document, not one with blank node types.
  if (isRichText(source)) return { type: 'doc', content: [] };
  if (Array.isArray(source)) return source.map((item) => untranslatedCopy(item, key));
  // Pictures are shared by every language (decision 203): the copy keeps none of its own.
  const own = withoutPictureIds(source, key);
  if (isRecord(own))
    return Object.fromEntries(
      Object.entries(own).map(([name, value]) => [name, untranslatedCopy(value, name)]),
    );
  return source;
}

function collectTexts(source: Json, path: string[]): string[] {
  if (typeof source === 'string') return source === '' ? [] : [path.join('.')];
  if (isRichText(source)) return isBlank(source) ? [] : [path.join('.')];
  if (Array.isArray(source))
    return source.flatMap((item, index) => collectTexts(item, [...path, String(index)]));
  if (isRecord(source))
    return Object.entries(source).flatMap(([key, value]) =>
      key === 'mediaId' ? [] : collectTexts(value, [...path, key]),
    );
  return [];
}
