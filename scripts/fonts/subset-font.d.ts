// subset-font ships no types; this is the part of its API scripts/fonts/subset-arabic.ts uses.
declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number };
  function subsetFont(
    font: Uint8Array,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      preserveNameIds?: number[];
      variationAxes?: Record<string, AxisRange>;
    },
  ): Promise<Uint8Array>;
  export = subsetFont;
}
