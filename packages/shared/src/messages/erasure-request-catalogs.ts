import type { Locale } from '../locales';
import ar from './ar/erasure-request.json';
import type { Catalog } from './catalog';
import de from './de/erasure-request.json';
import en from './en/erasure-request.json';
import fr from './fr/erasure-request.json';

/**
 * The visitor's page to ask for erasure (`/{locale}/erasure/{token}`, decision 185) and its link in the
 * confirmation mail (`<locale>/erasure-request.json`). `{name}` marks a placeholder.
 */
export type ErasureRequestMessages = Catalog<typeof en>;

export const erasureRequestMessageCatalogs: Record<Locale, ErasureRequestMessages> = { en, de, fr, ar };
