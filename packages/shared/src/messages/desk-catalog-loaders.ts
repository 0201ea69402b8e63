import type { Locale } from '../locales';
import { type DeskCatalogFile, withEditingCommon } from './desk-editing-common';
import type { DeskMessages } from './desk-types';

const load = (file: Promise<{ default: DeskCatalogFile }>) =>
  file.then((module) => withEditingCommon(module.default));

/**
 * The desk's catalogs one chunk per language: a member downloads the words of the language they read
 * (63–85 KB of text each), not of every language the desk speaks.
 */
export const deskMessageLoaders: Record<Locale, () => Promise<DeskMessages>> = {
  en: () => load(import('./en/desk.json')),
  de: () => load(import('./de/desk.json')),
  fr: () => load(import('./fr/desk.json')),
  ar: () => load(import('./ar/desk.json')),
};
