import type { Locale } from '../locales';
import { deskArMessages } from './desk-ar';
import { deskDeMessages } from './desk-de';
import { deskEnMessages } from './desk-en';
import { deskFrMessages } from './desk-fr';
import type { DeskMessages } from './desk-types';

/** The desk's UI catalogs; the record type makes a missing language a compile error. */
export const deskMessageCatalogs: Record<Locale, DeskMessages> = {
  en: deskEnMessages,
  de: deskDeMessages,
  fr: deskFrMessages,
  ar: deskArMessages,
};
