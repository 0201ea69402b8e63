import type { PluralForms } from './format';

/** A plural message: an object with an `other` form and no key that is not a plural category. */
type IsPlural<T> = T extends PluralForms
  ? [Exclude<keyof T, Intl.LDMLPluralRule>] extends [never]
    ? true
    : false
  : false;

/**
 * A translation of a reference catalog: the same keys, any strings; a plural message may have the forms its
 * own language has (`messages.test.ts` checks them, and extra keys).
 */
export type Catalog<T> = {
  [Key in keyof T]: T[Key] extends string
    ? string
    : IsPlural<T[Key]> extends true
      ? PluralForms
      : Catalog<T[Key]>;
};
