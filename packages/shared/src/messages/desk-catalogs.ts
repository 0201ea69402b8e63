import type { DeskLocale } from '../locales';
import ar from './ar/desk.json';
import arErrors from './ar/errors.json';
import cs from './cs/desk.json';
import csErrors from './cs/errors.json';
import de from './de/desk.json';
import deErrors from './de/errors.json';
import { withEditingCommon } from './desk-editing-common';
import type { DeskMessages } from './desk-types';
import en from './en/desk.json';
import enErrors from './en/errors.json';
import es from './es/desk.json';
import esErrors from './es/errors.json';
import fr from './fr/desk.json';
import frErrors from './fr/errors.json';
import it from './it/desk.json';
import itErrors from './it/errors.json';
import pl from './pl/desk.json';
import plErrors from './pl/errors.json';

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
  cs: withEditingCommon(cs, csErrors),
  es: withEditingCommon(es, esErrors),
  it: withEditingCommon(it, itErrors),
  pl: withEditingCommon(pl, plErrors),
};
