import type { PluralForms } from './format';

/**
 * An editor's corrections of shipped UI texts (decision 206), applied to a catalog: pure functions the
 * server, the page renderer and tests share. A text is addressed by its JSON key path (`contact.form.submit`);
 * its value is a string or a plural message's forms.
 */
export type TextValue = string | PluralForms;

/** One correction: the catalog's key path and the text that replaces the shipped one. */
export type TextOverride = { key: string; value: TextValue };

const pluralCategories: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function isPluralForms(value: unknown): value is PluralForms {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.some(([key]) => key === 'other') &&
    entries.every(([key, form]) => pluralCategories.includes(key) && typeof form === 'string')
  );
}

/** Every text of a catalog by key path, in the catalog's order; a plural message is one text. */
export function flattenCatalog(catalog: unknown, prefix = ''): [string, TextValue][] {
  if (typeof catalog === 'string' || isPluralForms(catalog)) return [[prefix, catalog]];
  if (typeof catalog !== 'object' || catalog === null) return [];
  return Object.entries(catalog).flatMap(([key, child]) =>
    flattenCatalog(child, prefix ? `${prefix}.${key}` : key),
  );
}

/** The shipped text at `key`, if the catalog has one there. */
export function textAt(catalog: unknown, key: string): TextValue | undefined {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || isPluralForms(node) ? node : undefined;
}

/** Whether `value` can stand where `shipped` stands: a string for a string, forms for forms. */
function hasShapeOf(value: TextValue, shipped: TextValue): boolean {
  return typeof value === typeof shipped;
}

/**
 * The catalog with the corrections in place, as a new object (the shipped one is shared and stays as it
 * is). A correction whose key the catalog no longer has, or whose shape changed with a release, is left
 * out: the shipped text shows until an editor looks at it again.
 */
export function applyOverrides<T>(catalog: T, overrides: readonly TextOverride[]): T {
  if (overrides.length === 0) return catalog;
  const copy = structuredClone(catalog) as unknown;
  for (const { key, value } of overrides) {
    const shipped = textAt(catalog, key);
    if (shipped === undefined || !hasShapeOf(value, shipped)) continue;
    const parts = key.split('.');
    const last = parts.pop() as string;
    let node = copy as Record<string, unknown>;
    for (const part of parts) node = node[part] as Record<string, unknown>;
    node[last] = value;
  }
  return copy as T;
}

/** The `{name}` placeholders of a text, sorted, each once. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(text.match(/\{\w+\}/g) ?? [])].sort();
}

/** Why a correction cannot replace a shipped text; `form` names the plural form concerned. */
export type TextProblem =
  | { code: 'wrong_shape' }
  | { code: 'plural_forms_changed'; expected: string[] }
  | { code: 'placeholders_changed'; form?: string; expected: string[] };

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Checks a correction against the shipped text of the same language: a string keeps exactly the shipped
 * text's placeholders; a plural message has exactly the forms the shipped one has, and each form keeps
 * the placeholders of the shipped form (a form may say its number in words where the shipped one does).
 */
export function textProblems(value: TextValue, shipped: TextValue): TextProblem[] {
  if (typeof shipped === 'string') {
    if (typeof value !== 'string') return [{ code: 'wrong_shape' }];
    const expected = placeholdersOf(shipped);
    return sameList(placeholdersOf(value), expected) ? [] : [{ code: 'placeholders_changed', expected }];
  }
  if (typeof value === 'string') return [{ code: 'wrong_shape' }];
  const expectedForms = Object.keys(shipped).sort();
  if (!sameList(Object.keys(value).sort(), expectedForms)) {
    return [{ code: 'plural_forms_changed', expected: expectedForms }];
  }
  const problems: TextProblem[] = [];
  for (const form of expectedForms) {
    const shippedForm = shipped[form as keyof PluralForms] ?? '';
    const expected = placeholdersOf(shippedForm);
    const actual = placeholdersOf(value[form as keyof PluralForms] ?? '');
    if (!sameList(actual, expected)) problems.push({ code: 'placeholders_changed', form, expected });
  }
  return problems;
}
