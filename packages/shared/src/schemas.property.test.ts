import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoContent } from './content/catalogs';
import { hostileText } from './testing/hostile-text';
import { isStorableText } from './text';

/**
 * Regression (issue 11, item 3): NUL and lone surrogates passed the shared schemas and failed in the
 * database as 500s. Every schema exported from this package is fed arbitrary text in each of its string
 * fields: it never throws, and what it accepts holds only text that can be stored.
 */

/** One valid request per schema; each string in it is replaced by hostile text in turn. */
const validSamples: Record<string, unknown> = {
  inquiryRequestSchema: {
    name: 'Ana Ribeiro',
    company: 'Lusorecicla',
    email: 'ana@lusorecicla.example',
    phone: '+351 912 345 678',
    phoneCountry: 'PT',
    country: 'PT',
    topic: 'quote',
    message: 'We need a quote for two balers.',
    consent: true,
    locale: 'en',
    website: '',
    extra: { material: 'steel', finishes: ['powder', 'zinc'] },
    lines: [
      {
        entryId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
        quantity: '2',
        unit: 'pcs',
        extra: { colour: 'grey', options: ['scale', 'wire_feed'] },
      },
    ],
  },
  topicAnswersInputSchema: { material: 'steel', finishes: ['powder', 'zinc'] },
  topicKeySchema: 'recycling_audit',
  fieldKeySchema: 'material',
  saveTopicsRequestSchema: {
    topics: [
      { key: 'recycling_audit', labels: { en: 'Recycling audit', de: 'Recycling-Audit' }, isHidden: false },
      ...['product', 'quote', 'service', 'partnership', 'press', 'careers', 'other'].map((key) => ({
        key,
        labels: null,
        isHidden: key === 'press',
      })),
    ],
  },
  saveTopicFieldsRequestSchema: {
    fields: [
      {
        key: 'material',
        type: 'choice',
        labels: { en: 'Material', de: 'Werkstoff' },
        isRequired: true,
        choices: [
          { key: 'steel', labels: { en: 'Steel', de: 'Stahl' } },
          { key: 'aluminium', labels: { en: 'Aluminium' } },
        ],
      },
      {
        key: 'thickness',
        type: 'number',
        labels: { en: 'Thickness' },
        isRequired: false,
        unit: { en: 'mm' },
      },
      {
        key: 'drawing',
        type: 'file',
        labels: { en: 'Drawing' },
        isRequired: false,
        fileKinds: ['step', 'pdf'],
      },
    ],
  },
  // A product's own fields (decision 243): a variant (one choice) and options (several choices).
  saveProductFieldsRequestSchema: {
    fields: [
      {
        key: 'colour',
        type: 'choice',
        labels: { en: 'Colour', de: 'Farbe' },
        isRequired: true,
        choices: [
          { key: 'green', labels: { en: 'Green', de: 'Grün' } },
          { key: 'grey', labels: { en: 'Grey' } },
        ],
      },
      {
        key: 'options',
        type: 'choices',
        labels: { en: 'Options' },
        isRequired: false,
        choices: [
          { key: 'scale', labels: { en: 'Scale' } },
          { key: 'wire_feed', labels: { en: 'Wire feed' } },
        ],
      },
    ],
  },
  inquiryListQuerySchema: {
    status: 'new',
    topic: 'quote',
    country: 'PT',
    assignee: 'none',
    from: '2026-01-01',
    to: '2026-12-31',
    q: 'baler',
    page: '1',
    pageSize: '25',
  },
  inquiryExportQuerySchema: { status: 'answered', q: 'Ballenpresse', locale: 'de', separator: 'semicolon' },
  inquiryUpdateSchema: { status: 'in_progress', assigneeId: 'user-1' },
  inquiryNoteSchema: { body: 'Called back.' },
  staffInvitationSchema: { email: 'new@veltrum.example', role: 'sales' },
  staffRoleChangeSchema: { role: 'editor' },
  invitationAcceptSchema: { token: 'a'.repeat(43), name: 'Jo', password: 'a long password here' },
  ownerSetupSchema: {
    token: 'a'.repeat(43),
    name: 'Jo',
    email: 'jo@veltrum.example',
    password: 'a long password here',
  },
  deskSettingsSchema: { notifyByTopic: { quote: ['sales@veltrum.example'] }, retentionDays: 365 },
  securitySettingsSchema: { requireTwoFactor: false, requireTwoFactorRoles: ['sales', 'editor'] },
  passkeyNameSchema: 'Laptop (Touch ID)',
  calendarDaySchema: '2026-12-24',
  quoteLineSchema: { description: 'Channel baler VB-60', quantity: 2, unit: 'pcs', unitPrice: 42500 },
  quoteVatSchema: { kind: 'rate', ratePercent: 19 },
  quoteRequestSchema: {
    currency: 'EUR',
    validUntil: '2026-12-31',
    lines: [{ description: 'Channel baler VB-60', quantity: 2, unit: 'pcs', unitPrice: 42500 }],
    vat: { kind: 'reverse_charge' },
    terms: { payment: '30 days net', delivery: 'FCA Bremen', notes: 'Two weeks on site' },
  },
  quoteSaveSchema: {
    currency: 'EUR',
    validUntil: '2026-12-31',
    lines: [{ description: 'Channel baler VB-60', quantity: 2, unit: 'pcs', unitPrice: 42500 }],
    updatedAt: '2026-11-30T09:41:07.123Z',
  },
  productPriceSchema: { currency: 'EUR', unitPrice: 42500, unit: 'pcs' },
  productPricesRequestSchema: {
    prices: [
      { currency: 'EUR', unitPrice: 42500, unit: 'pcs' },
      { currency: 'CZK', unitPrice: 1050000.5 },
      { currency: 'EUR', unitPrice: 49500, unit: 'pcs', variant: { field: 'colour', choice: 'grey' } },
    ],
  },
  productPriceVariantSchema: { field: 'colour', choice: 'grey' },
  quoteSendSchema: { message: 'Please find our quotation attached.', updatedAt: '2026-11-30T09:41:07.123Z' },
  inquiryOutcomeSchema: { outcome: 'won' },
  visitorQuoteDecisionSchema: { decision: 'accept', name: 'Ana Ribeiro' },
  webhookUrlSchema: 'https://hooks.crm.example/sitedesk',
  webhookEndpointRequestSchema: {
    url: 'https://hooks.crm.example/sitedesk',
    events: ['inquiry.created', 'quote.accepted'],
    description: 'CRM: new leads and won quotations',
    includesPersonalData: true,
    isEnabled: true,
  },
  webhookTestRequestSchema: { event: 'inquiry.created' },
  webhookDeliveryQuerySchema: { limit: '20', status: 'failed', event: 'inquiry.created', cursor: 'MjAyNn4x' },
  apiKeyCreateRequestSchema: {
    name: 'CRM sync',
    scopes: ['inquiries:read', 'inquiries:write'],
    expiresAt: '2030-12-31T23:59:59.999Z',
  },
  apiInquiryListQuerySchema: {
    status: 'new',
    assignee: 'none',
    topic: 'quote',
    updatedSince: '2026-11-01T00:00:00Z',
    cursor: 'WyIyMDI2LTExLTMwIl0',
    limit: '100',
  },
  apiInquiryUpdateSchema: {
    status: 'in_progress',
    assigneeId: 'user-1',
    tagIds: ['0b6f2c1e-1234-4abc-8def-0123456789ab'],
  },
  // ── decision 236: /api/v1 webhooks and collections ──
  apiWebhookCreateSchema: {
    kind: 'standard',
    url: 'https://hooks.crm.example/sitedesk',
    events: ['inquiry.created', 'quote.accepted'],
    description: 'CRM: new leads and won quotations',
    includesPersonalData: false,
    isEnabled: true,
  },
  apiWebhookUpdateSchema: {
    url: 'https://hooks.crm.example/sitedesk-v2',
    events: ['inquiry.updated'],
    description: 'CRM: status changes',
    includesPersonalData: false,
    isEnabled: false,
  },
  apiEntryListQuerySchema: { locale: 'de', limit: '20', offset: '40', cursor: 'eyJjIjoibmV3cyJ9' },
  apiEntryQuerySchema: { locale: 'de' },
  // ── end decision 236 ──
  apiInquiryNoteCreateSchema: { text: 'Called back; they want the X4 with a conveyor.' },
  deskPresenceSchema: { inquiryId: '0b6f2c1e-1234-4abc-8def-0123456789ab' },
  deskStatsQuerySchema: { days: '90' },
  auditLogQuerySchema: {
    actor: 'user-1',
    action: 'auth.sign_in_failed',
    targetType: 'user',
    targetId: 'user-1',
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-11-30T00:00:00+01:00',
    before: '42',
    pageSize: '50',
  },
  auditLogExportQuerySchema: {
    actor: 'system',
    action: 'inquiries.exported',
    locale: 'ar',
    separator: 'comma',
  },
  devMailboxQuerySchema: { page: '1', pageSize: '25' },
  keysetCursorSchema: 'WyIyMDI2LTExLTMwIl0',
  mediaListQuerySchema: { kind: 'image', q: 'baler', cursor: 'WyIyMDI2LTExLTMwIl0', limit: '24' },
  mediaUploadFieldsSchema: { title: 'Baler', language: 'en', 'alt.en': 'A baler', 'alt.de': 'Eine Presse' },
  mediaUpdateRequestSchema: {
    alt: { en: 'A baler', de: 'Eine Presse' },
    title: 'Baler',
    language: 'de',
    focalPoint: { x: 0.25, y: 0.8 },
  },
  focalPointSchema: { x: 0.25, y: 0.8 },
  revisionRequestSchema: { revision: 3 },
  addSiteLanguageRequestSchema: { locale: 'fr' },
  saveSiteTextRequestSchema: { value: { one: '{count} Anfrage', other: '{count} Anfragen' } },
  siteTextSearchQuerySchema: { q: 'Anfrage', catalog: 'site' },
  publishSiteTextsRequestSchema: {},
  siteTextAddressSchema: { catalog: 'visitor-page', key: 'mail.replyLink' },
  saveDraftRequestSchema: { revision: 3, document: { title: 'About us' } },
  imageRefSchema: { mediaId: '0b6f2c1e-1234-4abc-8def-0123456789ab' },
  documentRefSchema: { mediaId: '0b6f2c1e-1234-4abc-8def-0123456789ab' },
  navTargetSchema: { kind: 'entry', id: '0b6f2c1e-1234-4abc-8def-0123456789ab' },
  placedAltSchema: 'The baler at the Bremen plant',
  siteContentSchema: demoContent.en,
  replyRequestSchema: {
    body: 'Thank you, here is our quote.',
    cc: ['buyer@lusorecicla.example'],
    attachmentIds: [],
  },
  replyDraftSchema: { body: 'Thank you', cc: ['buyer@lus'] },
  answerTemplateSchema: { locale: 'de', title: 'Angebot', body: 'Guten Tag {{name}}, …' },
  answerTemplateChangeSchema: { purpose: 'payment', title: '30 Tage', body: '30 Tage netto ab Rechnung.' },
  staffPreferencesSchema: { signature: 'Jonas Brandt\nSales', notifyOnReply: true, emailLocale: 'en' },
  devVisitorAnswerSchema: { text: 'Thanks, that works for us.' },
  createEntryRequestSchema: { document: { title: 'IFAT 2026', slug: 'ifat-2026' } },
  saveEntryDraftRequestSchema: { revision: 3, document: { title: 'IFAT 2026', slug: 'ifat-2026' } },
  entryPublishRequestSchema: { revision: 3, publishAt: '2026-05-04T08:00:00+02:00' },
  entryLanguageChoiceRequestSchema: { shownIn: 'en' },
  deleteEntryQuerySchema: { redirectTo: '/en/news' },
  entryListQuerySchema: { q: 'baler', locale: 'de' },
  contentSearchQuerySchema: { q: 'baler' },
  teamRequestSchema: {
    name: 'DACH sales',
    memberIds: ['user-1'],
    timeZone: 'Europe/Berlin',
    hours: { mon: [['08:00', '17:00']] },
    holidays: ['2026-12-25'],
    firstAnswerTarget: 'PT4H',
    nextAnswerTarget: 'PT8H',
  },
  routingRuleRequestSchema: {
    name: 'DACH',
    when: { countries: ['DE'], regions: ['dach', 'eu'] },
    assignTo: { userId: 'user-1' },
  },
  routingRuleOrderSchema: {
    ids: ['0b6f2c1e-1234-4abc-8def-0123456789ab', '1c7f2c1e-1234-4abc-8def-0123456789ab'],
  },
  inquiryMergeSchema: { sourceId: '0b6f2c1e-1234-4abc-8def-0123456789ab' },
  tagRequestSchema: { name: 'Trade fair 2027', color: 'teal' },
  bulkActionRequestSchema: {
    ids: ['0b6f2c1e-1234-4abc-8def-0123456789ab'],
    action: { type: 'assign', assigneeId: 'user-1' },
  },
  bulkUndoRequestSchema: { token: '0b6f2c1e-1234-4abc-8def-0123456789ab' },
  awayRequestSchema: { awayUntil: '2026-12-01T08:00:00Z' },
  visitorAnswerSchema: { answer: 'The machine is a Veltrum HB 40, serial 4711.' },
  personRequestSchema: { email: 'ana@lusorecicla.example' },
  erasureRequestConfirmSchema: { email: 'ana@lusorecicla.example' },
  savedViewQuerySchema: { status: 'answered', tag: '0b6f2c1e-1234-4abc-8def-0123456789ab', sort: 'oldest' },
  savedViewRequestSchema: {
    name: 'Overdue quotes from Germany',
    shared: true,
    query: { topic: 'quote', country: 'DE', deadline: 'overdue', assignee: 'me', q: 'Ballenpresse' },
  },
};

/**
 * `saveDraftRequestSchema.document` is any JSON here by design: the content service checks it against the
 * section's model after refusing unstorable text (`cannotBeStored`), which the API's tests cover.
 */
const passedThroughOnPurpose = new Set([
  'saveDraftRequestSchema.document',
  // Likewise for entries: checked against the collection's schema after `cannotBeStored`.
  'createEntryRequestSchema.document',
  'saveEntryDraftRequestSchema.document',
]);

/** Every module of this package but the tests (the test runner's bundler lists them: no file access here). */
const sharedModules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', './content/*.ts', '!./**/*.test.ts', '!./testing/**'],
  { eager: true },
);

function exportedSchemas(): Map<string, z.ZodType> {
  const schemas = new Map<string, z.ZodType>();
  for (const module of Object.values(sharedModules)) {
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) schemas.set(name, value);
    }
  }
  return schemas;
}

type Leaf = { path: (string | number)[] };

function stringLeaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (typeof value === 'string') return [{ path }];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

function withLeaf(value: unknown, path: (string | number)[], replacement: string): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withLeaf(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withLeaf(record[head], rest, replacement) };
}

function unstorablePaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorablePaths(item, `${path}.${index}`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(isStorableText(key) ? [] : [`${path}.${key}`]),
      ...unstorablePaths(item, `${path}.${key}`),
    ]);
  }
  return [];
}

describe('every shared schema', () => {
  const schemas = exportedSchemas();

  it('has a valid sample here, so a new schema cannot slip past this test', () => {
    expect([...schemas.keys()].filter((name) => !(name in validSamples))).toEqual([]);
    for (const [name, schema] of schemas) {
      expect(schema.safeParse(validSamples[name]).success, name).toBe(true);
    }
  });

  // One case per field of the model: the third item of a list is the same field as the first.
  const cases = [...schemas].flatMap(([name, schema]) => {
    const seen = new Set<string>();
    return stringLeaves(validSamples[name])
      .filter(({ path }) => !passedThroughOnPurpose.has([name, ...path.slice(0, 1)].join('.')))
      .map(({ path }) => ({
        name,
        schema,
        path,
        field: path.map((part) => (typeof part === 'number' ? '*' : part)).join('.'),
      }))
      .filter(({ field }) => !seen.has(field) && seen.add(field) !== undefined);
  });

  it.each(cases)(
    '$name.$field: arbitrary text is refused or stored safely, never thrown on',
    ({ name, schema, path }) => {
      fc.assert(
        fc.property(hostileText, (text) => {
          const parsed = schema.safeParse(withLeaf(validSamples[name], path, text));
          if (parsed.success) expect(unstorablePaths(parsed.data)).toEqual([]);
          if (!isStorableText(text)) expect(parsed.success).toBe(false);
        }),
        { numRuns: 60 },
      );
    },
  );
});
