/** `downloadsTitle` → "Downloads title": a readable label for a field the catalog does not name. */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The catalog's label for `key`, else one spelled out from the key itself. */
export function labelFrom(catalog: Partial<Record<string, string>>, key: string): string {
  return catalog[key] ?? humanizeKey(key);
}
