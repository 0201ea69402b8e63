import type { Locale } from '../locales';
import ar from './ar/desk.json';
import de from './de/desk.json';
import { withEditingCommon } from './desk-editing-common';
import type { DeskMessages } from './desk-types';
import en from './en/desk.json';
import fr from './fr/desk.json';

/**
 * Every language's desk catalog (`<locale>/desk.json`), for the server (CSV headers, field errors) and tests;
 * the record type makes a missing language a compile error. The desk in the browser loads one language at
 * a time through `desk-catalog-loaders.ts`.
 */
export const deskMessageCatalogs: Record<Locale, DeskMessages> = {
  en: withEditingCommon(en),
  de: withEditingCommon(de),
  fr: withEditingCommon(fr),
  ar: withEditingCommon(ar),
};
