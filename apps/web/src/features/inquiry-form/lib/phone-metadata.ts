import { callingCodes, chunkLoaders, version } from 'virtual:phone-metadata';
import type { CountryCode, MetadataJson } from 'libphonenumber-js/core';
import { latinDigits } from './latin-digits';

/**
 * The browser's numbering plans, loaded on demand (decision 146): the index of calling codes and regions is
 * always there (it names every phone region and its dial code), the plans arrive one calling code at a
 * time, for the region the visitor chose or the `+44 …` they typed. The server keeps the full metadata.
 */
const metadata: MetadataJson = { version, country_calling_codes: {}, countries: {}, nonGeographic: {} };

const callingCodeByRegion = new Map(
  Object.entries(callingCodes).flatMap(([code, regions]) => regions.map((region) => [region, code] as const)),
);

const loaded = new Set<string>();
const pending = new Map<string, Promise<void>>();

/** libphonenumber's live metadata: every plan loaded so far. */
export function phoneMetadata(): MetadataJson {
  return metadata;
}

/** Every phone region (libphonenumber's: with places that have no ISO code, such as Kosovo, XK). */
export const phoneRegionCodes: readonly string[] = [...callingCodeByRegion.keys()].sort();

export function isPhoneRegion(code: string): code is CountryCode {
  return callingCodeByRegion.has(code);
}

/** `49` for `DE`. */
export function callingCodeOf(region: string): string | undefined {
  return callingCodeByRegion.get(region);
}

/** The international number's calling code (`44` for `+44 7400 …`); calling codes are prefix-free. */
function callingCodeOfNumber(digits: string): string | undefined {
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    if (code.length === length && callingCodes[code]) return code;
  }
  return undefined;
}

/** The calling codes whose plans a number needs: its own when it is international, else its region's. */
function callingCodesFor(phone: string, phoneCountry: string): string[] {
  const text = latinDigits(phone)
    .trimStart()
    .replace(/^00(?=[1-9])/, '+');
  if (text.startsWith('+')) {
    const code = callingCodeOfNumber(text.replace(/\D/g, ''));
    return code ? [code] : [];
  }
  const code = callingCodeOf(phoneCountry);
  return code ? [code] : [];
}

/** Whether the plans this number needs are here, so the browser can judge it (or the server must). */
export function isPhoneMetadataReady(phone: string, phoneCountry: string): boolean {
  return callingCodesFor(phone, phoneCountry).every((code) => loaded.has(code));
}

async function loadCallingCode(code: string): Promise<void> {
  if (loaded.has(code)) return;
  const loader = chunkLoaders[code];
  if (!loader) return;
  let loading = pending.get(code);
  if (!loading) {
    loading = loader().then(({ default: chunk }) => {
      metadata.country_calling_codes[chunk.callingCode] = chunk.regions;
      Object.assign(metadata.countries, chunk.countries);
      loaded.add(code);
    });
    // A failed load (the network went away) may be tried again by the next keystroke.
    loading.catch(() => undefined).finally(() => pending.delete(code));
    pending.set(code, loading);
  }
  await loading;
}

/** Loads the plans a number needs; resolves at once when they are here. */
export async function loadPhoneMetadata(phone: string, phoneCountry: string): Promise<void> {
  await Promise.all(callingCodesFor(phone, phoneCountry).map(loadCallingCode));
}
