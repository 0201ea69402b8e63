/**
 * The demo entries' fixed ids (UUID v4): a re-seed finds the same rows, product pages name related
 * products by id, and each translation file keys its documents by these.
 */
export const demoNewsIds = {
  ifat2026: '0b6f8c2e-1d0a-4f3e-9a51-3c1f2e7d6a01',
  ecociclo: '90429636-9672-4bf6-8a0c-3e8016fb040c',
  k2025: '2b3ca39f-204c-4748-a54b-b725e34a192a',
  carolina: 'e947e414-d4eb-4e99-be95-0f4fa40186d5',
  ecobaleLaunch: 'a7be08d2-cddb-4cd6-a63c-3b6ef5d30211',
  greenvilleRenewable: '27dae842-775c-4eae-9fb2-b48a16895be6',
} as const;

export const demoProductIds = {
  balers: 'd50385c6-37bf-4886-8c72-6f7ba5b98949',
  shredders: '439c63c0-fdff-4620-bd72-b65a155b90d8',
  sorting: '8d600037-d066-4223-802b-a1f7e7ee1a6d',
  heatRecovery: 'b87b52ed-3a74-4486-bd02-74c7c8a95a17',
} as const;

export const demoJobIds = {
  serviceTechnician: '9535c7c8-b536-44d2-8f1e-b8d3b98ab619',
  technicalWriter: '4128795d-b261-42da-83eb-b1198c875b9d',
  apprenticeMechanic: 'fde62e94-f8ad-47d4-9fe8-5ada39f2b231',
} as const;
