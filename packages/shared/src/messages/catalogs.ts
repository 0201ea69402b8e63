import type { Locale } from '../locales';
import { arMessages } from './ar';
import { deMessages } from './de';
import { enMessages } from './en';
import { frMessages } from './fr';
import type { Messages } from './types';

/** Every language's UI catalog; the record type makes a missing language a compile error. */
export const messageCatalogs: Record<Locale, Messages> = {
  en: enMessages,
  de: deMessages,
  fr: frMessages,
  ar: arMessages,
};
