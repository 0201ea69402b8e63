import type { DeskLocale } from '../locales';
import ar from './ar/desk.json';
import arErrors from './ar/errors.json';
import de from './de/desk.json';
import deErrors from './de/errors.json';
import { withEditingCommon } from './desk-editing-common';
import type { DeskMessages } from './desk-types';
import en from './en/desk.json';
import enErrors from './en/errors.json';
import fr from './fr/desk.json';
import frErrors from './fr/errors.json';

/**
 * Every language's desk catalog (`<locale>/desk.json`), for the server (CSV headers, field errors) and tests;
 * the record type makes a missing language a compile error. The desk in the browser loads one language at
 * a time through `desk-catalog-loaders.ts`.
 */
export const deskMessageCatalogs: Record<DeskLocale, DeskMessages> = {
  en: withEditingCommon(en, enErrors),
  de: withEditingCommon(de, deErrors),
  fr: withEditingCommon(fr, frErrors),
  ar: withEditingCommon(ar, arErrors),
};
