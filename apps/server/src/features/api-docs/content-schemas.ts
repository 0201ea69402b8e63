import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import {
  type ContentOverview,
  type ContentSectionDetail,
  type ContentSectionSummary,
  type ContentVersionDetail,
  type ContentVersionList,
  type ContentVersionSummary,
  contentFieldCodes,
  type EditConflictDetails,
  revisionRequestSchema,
  type StaffRef,
  saveDraftRequestSchema,
} from '@sitedesk/shared/content-api';
import { locales } from '@sitedesk/shared/locales';
import { dateTime, type JsonSchema, nullable, objectOf, ref, requestSchemaOf } from './json-schema';

const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0 };
const positive: JsonSchema = { type: 'integer', minimum: 1 };
const staffRef = nullable(ref('StaffRef'));

/** The contract types a section's content as `unknown`: its shape depends on the section. */
const sectionDocument = (description: string): JsonSchema => ({
  type: 'object',
  description: `${description} Shaped by the content model of the section (\`packages/shared/src/content/schema.ts\`).`,
});

const saveDraft = requestSchemaOf(saveDraftRequestSchema);
const saveDraftProperties = saveDraft.properties as Record<string, JsonSchema>;

/** The content editor's request and response bodies, for `components.schemas`. */
export const contentSchemas: Record<string, JsonSchema> = {
  SaveDraftRequest: {
    ...saveDraft,
    required: ['revision', 'document'],
    properties: {
      revision: { ...saveDraftProperties.revision, description: 'The `revision` the editor last saw.' },
      document: sectionDocument(
        'The whole new draft. It must fit the model; texts of a translation may be left blank.',
      ),
    },
  },
  RevisionRequest: {
    ...requestSchemaOf(revisionRequestSchema),
    description: 'The `revision` the editor last saw; a newer one on the server is 409 `edit_conflict`.',
  },
  StaffRef: objectOf<StaffRef>({ id: text, name: text }),
  ContentSectionSummary: objectOf<ContentSectionSummary>({
    section: { type: 'string', enum: [...contentSectionKeys] },
    locale: { type: 'string', enum: [...locales] },
    revision: {
      ...positive,
      description: 'Bumped by every save, publish, discard and restore; every write must name it.',
    },
    publishedVersion: { ...positive, description: 'The version live now.' },
    hasDraft: { type: 'boolean', description: 'The draft differs from what is live.' },
    missingTranslations: { ...count, description: 'Texts that fall back to English (0 for English).' },
    draftUpdatedAt: nullable(dateTime),
    draftUpdatedBy: staffRef,
    publishedAt: nullable(dateTime),
    publishedBy: staffRef,
  }),
  ContentOverview: objectOf<ContentOverview>({
    sections: {
      type: 'array',
      items: ref('ContentSectionSummary'),
      description: 'Every section in every locale, by section, then locale.',
    },
    siteLocales: {
      type: 'array',
      items: { type: 'string', enum: [...locales] },
      description: 'The languages the site offers (SITE_LOCALES), in order: the desk offers editing these.',
    },
  }),
  ContentSectionDetail: {
    allOf: [
      ref('ContentSectionSummary'),
      objectOf<Omit<ContentSectionDetail, keyof ContentSectionSummary>>({
        draft: sectionDocument('The editable draft; equal to `published` when there is no draft.'),
        published: sectionDocument('What the public site shows.'),
        fallback: {
          ...nullable(sectionDocument('The English draft.')),
          description: 'Other locales: the English draft, shown where a text is blank. `null` for English.',
        },
        missingTranslationPaths: {
          type: 'array',
          items: text,
          description: 'Paths of the texts that fall back to English, e.g. `items.2.title`.',
        },
        previewPaths: {
          type: 'array',
          items: { type: 'string', examples: ['/desk/preview/de/company'] },
          description: 'The pages that show the section, rendered with the drafts (`GET /desk/preview/…`).',
        },
        media: {
          type: 'array',
          items: ref('SiteMedia'),
          description: 'The media library files the draft or the published section refers to.',
        },
      }),
    ],
  },
  EditConflictDetails: {
    ...objectOf<EditConflictDetails>({
      revision: { ...positive, description: 'The section’s current revision.' },
      updatedAt: nullable(dateTime),
      updatedBy: staffRef,
    }),
    description: '`error.details` of a 409 `edit_conflict`: who wrote since the editor last loaded.',
  },
  ContentVersionSummary: objectOf<ContentVersionSummary>({
    version: positive,
    publishedAt: dateTime,
    publishedBy: { ...staffRef, description: '`null` for the seeded first version.' },
    restoredFrom: {
      ...nullable(positive),
      description: 'The earlier version this one published again, if it was a restore.',
    },
  }),
  ContentVersionList: objectOf<ContentVersionList>({
    versions: { type: 'array', items: ref('ContentVersionSummary'), description: 'Newest first.' },
  }),
  ContentVersionDetail: {
    allOf: [
      ref('ContentVersionSummary'),
      objectOf<Omit<ContentVersionDetail, keyof ContentVersionSummary>>({
        document: sectionDocument('The section as this version published it.'),
      }),
    ],
  },
  ContentFieldCode: {
    type: 'string',
    enum: [...contentFieldCodes],
    description:
      'The `code` of a field (named by its path, e.g. `items.0.title`) in a 422 of a save or a publish. ' +
      'Publishing also checks the media a section uses.',
  },
};
