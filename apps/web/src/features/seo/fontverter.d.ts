// fontverter ships no types; this is the call the Arabic font test makes (woff2 → plain OpenType).
declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, toFormat: 'sfnt' | 'woff' | 'woff2' | 'truetype'): Promise<Uint8Array>;
  };
  export = fontverter;
}
