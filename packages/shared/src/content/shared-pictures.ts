/**
 * Every picture once (decision 203). A section's or an entry's pictures belong to it in every language: they
 * are stored in the default language's document, and a translation shows them through its per-field fallback
 * (`translation-fallback.ts`). A translation holds a `mediaId` of its own only as an override (a picture with
 * text in it); its alt text for this use (`imageAlt`, a placed image's `alt`) stays its own either way.
 *
 * A picture is a media reference anywhere but under a `document` key (downloads, data sheets: a language may
 * have its own file) or inside rich text (translated as a whole, with its images).
 */

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isRichText = (value: Json): boolean => isRecord(value) && value.type === 'doc';

const isEmptyRecord = (value: Json): boolean => isRecord(value) && Object.keys(value).length === 0;

/** Whether `value` is a picture reference: an object with a `mediaId` (not a document's). */
function isPictureRef(
  value: Json,
  key: string | undefined,
): value is Record<string, Json> & { mediaId: string } {
  return isRecord(value) && typeof value.mediaId === 'string' && key !== 'document';
}

/**
 * `translation` with every picture that is the same as `source`'s at the same place made the shared one
 * again (its `mediaId` left out, its own alt text kept), or `undefined` when nothing changes. A gallery whose
 * every picture is the shared one is left out whole, so pictures the default language adds show too.
 */
export function withoutSharedPictures(translation: Json, source: Json): Json | undefined {
  const result = strip(translation, source, undefined);
  return result.changed ? result.value : undefined;
}

type Stripped = { value: Json; changed: boolean };

const unchanged = (value: Json): Stripped => ({ value, changed: false });

function strip(translation: Json, source: Json, key: string | undefined): Stripped {
  if (isPictureRef(translation, key)) {
    const shared = isPictureRef(source, key) && source.mediaId === translation.mediaId;
    if (!shared) return unchanged(translation);
    const { mediaId: _shared, ...own } = translation;
    return { value: own, changed: true };
  }
  if (Array.isArray(translation)) {
    const sourceItems = Array.isArray(source) ? source : [];
    const items = translation.map((item, index) => strip(item, sourceItems[index], key));
    if (!items.some((item) => item.changed)) return unchanged(translation);
    const values = items.map((item) => item.value);
    const isWhollyShared = values.length === sourceItems.length && values.every(isEmptyRecord);
    return { value: isWhollyShared ? undefined : values, changed: true };
  }
  if (!isRecord(translation) || isRichText(translation)) return unchanged(translation);
  const sourceRecord = isRecord(source) ? source : {};
  let changed = false;
  const entries: [string, Json][] = [];
  for (const [childKey, child] of Object.entries(translation)) {
    if (childKey === 'document') {
      entries.push([childKey, child]);
      continue;
    }
    const result = strip(child, sourceRecord[childKey], childKey);
    changed ||= result.changed;
    // A picture reference with nothing of its own left is left out: the shared one shows.
    if (result.changed && (result.value === undefined || isPictureRefKeyEmpty(child, result.value))) continue;
    entries.push([childKey, result.value]);
  }
  return changed ? { value: Object.fromEntries(entries), changed } : unchanged(translation);
}

const isPictureRefKeyEmpty = (before: Json, after: Json): boolean =>
  isRecord(before) && typeof before.mediaId === 'string' && isEmptyRecord(after);

/**
 * A translation's copy of a picture field when it starts: nothing of the default language's picture, so the
 * shared picture shows until the translation chooses its own.
 */
export function withoutPictureIds(value: Json, key?: string): Json {
  if (isPictureRef(value, key)) {
    const { mediaId: _shared, ...own } = value;
    return own;
  }
  return value;
}

/** The value at a dotted path (`images.0`, `hero.image`). */
export function valueAtPath(document: Json, path: string): Json {
  if (path === '') return document;
  return path
    .split('.')
    .reduce<Json>(
      (value, part) =>
        isRecord(value) || Array.isArray(value) ? (value as Record<string, Json>)[part] : undefined,
      document,
    );
}

/**
 * Whether a translation shows the default language's picture at `path` (the path of a picture reference in
 * the default language's document): it has no `mediaId` of its own there.
 */
export function showsSharedPictureAt(translation: Json, path: string): boolean {
  const own = valueAtPath(translation, path);
  return !(isRecord(own) && typeof own.mediaId === 'string');
}

/**
 * The paths of the pictures in `document` that show `mediaId` and that a translation shares: not a
 * document's reference, not an image inside rich text.
 */
export function sharedPicturePaths(
  document: Json,
  mediaId: string,
  path: string[] = [],
  key?: string,
): string[] {
  if (isPictureRef(document, key)) return document.mediaId === mediaId ? [path.join('.')] : [];
  if (Array.isArray(document))
    return document.flatMap((item, index) =>
      sharedPicturePaths(item, mediaId, [...path, String(index)], key),
    );
  if (!isRecord(document) || isRichText(document)) return [];
  return Object.entries(document).flatMap(([childKey, child]) =>
    childKey === 'document' ? [] : sharedPicturePaths(child, mediaId, [...path, childKey], childKey),
  );
}
