/** A translation of a reference catalog: the same keys, any strings (the key test checks extra keys too). */
export type Catalog<T> = { [Key in keyof T]: T[Key] extends string ? string : Catalog<T[Key]> };
