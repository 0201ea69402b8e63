/** The modules `scripts/phone-metadata-plugin.ts` makes from libphonenumber's "min" metadata. */
declare module 'virtual:phone-metadata' {
  export type PhoneMetadataChunk = {
    callingCode: string;
    regions: import('libphonenumber-js/core').CountryCode[];
    countries: import('libphonenumber-js/core').MetadataJson['countries'];
  };
  export const version: number;
  /** Calling code → the regions that share it, the main one first (`"44": ["GB", "GG", "IM", "JE"]`). */
  export const callingCodes: Record<string, string[]>;
  export const chunkLoaders: Record<string, () => Promise<{ default: PhoneMetadataChunk }>>;
}
