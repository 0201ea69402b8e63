/**
 * The built-in media items' fixed ids (UUID v4). Seeding inserts each id once, so two instances starting
 * together write one row, and content (catalogs, demo entries) can name them before any database exists.
 */
export const builtinImageIds = {
  hero: 'b95e4cfe-18ec-4974-92e1-f257be864a06',
  plant: '48d343a8-c83b-47d3-9c72-7aac2dbd5cf7',
  balerFront: 'cf11cc5a-5c94-43d0-8b09-2000983c6c39',
  balerBales: '2756d1fe-d4db-478d-986a-1b446d63c066',
  shredderFront: '9de8d304-ea90-4fb6-bcd6-3a86bdd14b5c',
  shredderRotors: 'decc3e46-6fa2-457d-a572-b84a2b4860da',
  sortingLine: '9ee6ad57-853e-447e-8000-44e2e6be39a5',
  sortingMagnet: 'bb42cdde-312f-461a-87ad-d0bb0a0bbb0d',
  heatUnit: '96f58f45-adf8-40ce-a553-42da3c886cf8',
  heatHall: '5218fd8b-4686-4d7c-8184-f3004f9c97bf',
  newsEcociclo: '2c8fc389-8767-401c-9e5d-857e284bda3c',
  newsK2025: '3e968bda-606f-4348-b89f-915acf582ce3',
  newsCarolina: '245c2fbc-d1e9-466e-8a1e-911357f94962',
  newsEcobale: 'b431e355-8249-4e8a-80d8-4d9d27ec66de',
  newsIfat: 'bff7bcee-abf4-447b-8c49-275dae084e49',
  newsGreenville: 'd82eceb9-2d4f-4c11-832c-3c2618950240',
} as const;

export const builtinDocumentIds = {
  balerSheet: 'd24635c3-53b1-4033-bb53-39e5e83cf503',
  shredderSheet: '2c79fb72-23f4-4eda-b0c9-44a17775386c',
  sortingSheet: '21f4aa12-e272-485d-8583-5ca502d91462',
  heatSheet: '18d049cd-fccb-40bf-bf93-30b88009c15f',
} as const;

export type BuiltinImageKey = keyof typeof builtinImageIds;
export type BuiltinDocumentKey = keyof typeof builtinDocumentIds;
