import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * libphonenumber's "min" metadata cut into one module per country calling code, so the contact page loads
 * the numbering plans a visitor's number needs instead of all of them (about 20 KB compressed; decision
 * 146). `virtual:phone-metadata` holds the small index (calling code → regions) and one loader per code;
 * `virtual:phone-metadata/44` holds the plans of the regions that share +44. A calling code's regions load
 * together: parsing a +1 number needs every +1 region's plan to tell the US from Canada or Jamaica.
 */
type MinMetadata = {
  version: number;
  country_calling_codes: Record<string, string[]>;
  countries: Record<string, unknown>;
};

const indexId = 'virtual:phone-metadata';
const chunkPrefix = `${indexId}/`;

function readMinMetadata(): MinMetadata {
  const require = createRequire(import.meta.url);
  return require('libphonenumber-js/metadata.min.json') as MinMetadata;
}

/** The modules' source: the index with its loaders, or the plans of one calling code's regions. */
export function phoneMetadataModule(id: string, metadata: MinMetadata): string | undefined {
  if (id === indexId) {
    const loaders = Object.keys(metadata.country_calling_codes)
      .map((code) => `  ${JSON.stringify(code)}: () => import(${JSON.stringify(chunkPrefix + code)}),`)
      .join('\n');
    return [
      `export const version = ${JSON.stringify(metadata.version)};`,
      `export const callingCodes = ${JSON.stringify(metadata.country_calling_codes)};`,
      `export const chunkLoaders = {\n${loaders}\n};`,
    ].join('\n');
  }
  if (!id.startsWith(chunkPrefix)) return undefined;
  const code = id.slice(chunkPrefix.length);
  const regions = metadata.country_calling_codes[code];
  if (!regions) return undefined;
  const countries = Object.fromEntries(regions.map((region) => [region, metadata.countries[region]]));
  return `export default ${JSON.stringify({ callingCode: code, regions, countries })};`;
}

export function phoneMetadataPlugin(): Plugin {
  let metadata: MinMetadata | undefined;
  return {
    name: 'sitedesk:phone-metadata',
    resolveId(id) {
      return id === indexId || id.startsWith(chunkPrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith('\0')) return undefined;
      metadata ??= readMinMetadata();
      return phoneMetadataModule(id.slice(1), metadata);
    },
  };
}
