import type { DeskLocale } from '../locales';
import { type DeskCatalogFile, type ErrorsFile, withEditingCommon } from './desk-editing-common';
import type { DeskMessages } from './desk-types';

const load = async (
  desk: Promise<{ default: DeskCatalogFile }>,
  errors: Promise<{ default: ErrorsFile }>,
): Promise<DeskMessages> => {
  const [deskFile, errorsFile] = await Promise.all([desk, errors]);
  return withEditingCommon(deskFile.default, errorsFile.default);
};

/**
 * The desk's catalogs one chunk per language: a member downloads the words of the language they read
 * (63–85 KB of text each), not of every language the desk speaks.
 */
export const deskMessageLoaders: Record<DeskLocale, () => Promise<DeskMessages>> = {
  en: () => load(import('./en/desk.json'), import('./en/errors.json')),
  de: () => load(import('./de/desk.json'), import('./de/errors.json')),
  fr: () => load(import('./fr/desk.json'), import('./fr/errors.json')),
  ar: () => load(import('./ar/desk.json'), import('./ar/errors.json')),
  cs: () => load(import('./cs/desk.json'), import('./cs/errors.json')),
  es: () => load(import('./es/desk.json'), import('./es/errors.json')),
  it: () => load(import('./it/desk.json'), import('./it/errors.json')),
  pl: () => load(import('./pl/desk.json'), import('./pl/errors.json')),
};
