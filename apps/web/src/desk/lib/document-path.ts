/** A place in a section's document: object keys and list positions, as the API's `items.0.title`. */
export type DocumentPath = readonly (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function pathKey(path: DocumentPath): string {
  return path.join('.');
}

/** A DOM id for the field at `path`, so errors can point at it and focus can move to it. */
export function fieldId(path: DocumentPath): string {
  return path.length === 0 ? 'content-field' : `content-field-${path.join('-')}`;
}

export function getAt(document: unknown, path: DocumentPath): unknown {
  let current = document;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else if (isRecord(current)) current = current[String(segment)];
    else return undefined;
  }
  return current;
}

/** A copy of `document` with `value` at `path`; `undefined` removes an object's key (an optional field). */
export function setAt(document: unknown, path: DocumentPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(document) ? [...document] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const object = isRecord(document) ? { ...document } : {};
  const next = setAt(object[head], rest, value);
  if (next === undefined) delete object[head];
  else object[head] = next;
  return object;
}

/** Whether a text is left blank where the English one is not: the site then shows the English text. */
export function isMissingTranslation(value: unknown, englishValue: unknown): boolean {
  const isBlank = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return isBlank && typeof englishValue === 'string' && englishValue.trim() !== '';
}

/** A list with the entry at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
