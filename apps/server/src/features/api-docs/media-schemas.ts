import { collectionIds } from '@sitedesk/shared/collections/entries';
import { contentSectionKeys } from '@sitedesk/shared/content/sections';
import type { ImageVariant, SiteMedia } from '@sitedesk/shared/content/site-media';
import {
  type EntryMediaUsage,
  type MediaDetail,
  type MediaInUseDetails,
  type MediaItem,
  type MediaList,
  mediaUpdateRequestSchema,
  mediaUploadFieldsSchema,
  type SectionMediaUsage,
} from '@sitedesk/shared/content-api';
import { locales } from '@sitedesk/shared/locales';
import { dateTime, type JsonSchema, nullable, objectOf, ref, requestSchemaOf } from './json-schema';

const text: JsonSchema = { type: 'string' };
const count: JsonSchema = { type: 'integer', minimum: 0 };
const unit: JsonSchema = { type: 'number', minimum: 0, maximum: 1 };
const locale: JsonSchema = { type: 'string', enum: [...locales] };
const siteUrl = (description: string): JsonSchema => ({
  type: 'string',
  description: `${description} Site-relative: \`/media/{id}/{file}\`.`,
});

const isShared: JsonSchema = {
  type: 'boolean',
  description:
    'The language shows the picture every language shares (it is set in the default language), not one of its own.',
};

const upload = requestSchemaOf(mediaUploadFieldsSchema);

/** The media library's request and response bodies, for `components.schemas`. */
export const mediaSchemas: Record<string, JsonSchema> = {
  MediaUploadRequest: {
    ...upload,
    required: ['file'],
    properties: {
      file: {
        type: 'string',
        format: 'binary',
        description:
          'A JPEG, PNG, WebP, AVIF or GIF image, or a PDF, recognised by its content. Images become AVIF ' +
          'and WebP variants without metadata.',
      },
      ...(upload.properties as Record<string, JsonSchema>),
    },
    description:
      '`title` defaults to the file name; `language` is for documents, `alt.en`, `alt.de`, … (one per language) for images.',
  },
  MediaUpdateRequest: {
    ...requestSchemaOf(mediaUpdateRequestSchema),
    description:
      'Only the fields sent change. An empty alt text removes it (refused, 422 `image_alt_missing`, while ' +
      'published content in that locale shows the image); an empty title goes back to the file name; ' +
      '`language: null` clears it; `focalPoint` sets an image’s focal point (0–1 from the left and the top).',
  },
  ImageVariant: objectOf<ImageVariant>({
    format: { type: 'string', enum: ['avif', 'webp'] },
    width: count,
    height: count,
    url: siteUrl('The variant.'),
    sizeBytes: count,
  }),
  SiteMedia: objectOf<SiteMedia>({
    id: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: ['image', 'document'] },
    fileName: { ...text, description: 'The uploaded name, cleaned.' },
    contentType: { ...text, description: 'Detected from the bytes, never taken from the client.' },
    sizeBytes: count,
    width: {
      ...nullable(count),
      description: 'Images: the original’s width, upright. `null` for documents.',
    },
    height: { ...nullable(count), description: 'Images: the original’s height, upright.' },
    variants: { type: 'array', items: ref('ImageVariant'), description: 'Images: for `srcset`.' },
    alt: {
      type: 'object',
      properties: Object.fromEntries(locales.map((code) => [code, text])),
      additionalProperties: false,
      description: 'Images: alt text per locale; needed before content in that locale may show the image.',
    },
    title: { ...text, description: 'Documents: the default link text.' },
    language: { ...nullable(locale), description: 'Documents: the document’s language.' },
    url: siteUrl('The original file (documents) or the largest WebP (images).'),
    focalPoint: {
      ...objectOf<SiteMedia['focalPoint']>({ x: unit, y: unit }),
      description:
        'Images: what stays in view where the site cuts the picture to other proportions (cards, team ' +
        'photos), from the left and from the top; the middle (0.5, 0.5) until an editor sets it.',
    },
  }),
  MediaItem: {
    allOf: [
      ref('SiteMedia'),
      objectOf<Omit<MediaItem, keyof SiteMedia>>({
        createdAt: dateTime,
        createdBy: nullable(ref('StaffRef')),
        thumbnailUrl: nullable(siteUrl('Images: a small WebP for lists and pickers; `null` for documents.')),
      }),
    ],
  },
  MediaList: objectOf<MediaList>({
    items: { type: 'array', items: ref('MediaItem'), description: 'Newest first.' },
    nextCursor: nullable({ type: 'string', description: 'Opaque; pass it back as `cursor`' }),
  }),
  MediaUsage: {
    oneOf: [
      objectOf<SectionMediaUsage>({
        section: { type: 'string', enum: [...contentSectionKeys] },
        locale,
        state: { type: 'string', enum: ['draft', 'published'] },
        isShared,
      }),
      objectOf<EntryMediaUsage>({
        collection: { type: 'string', enum: [...collectionIds] },
        entryId: { type: 'string', format: 'uuid' },
        title: { type: 'string', description: 'The entry’s title or name in this language.' },
        locale,
        state: { type: 'string', enum: ['draft', 'published'] },
        isShared,
      }),
    ],
  },
  MediaDetail: {
    allOf: [
      ref('MediaItem'),
      objectOf<Omit<MediaDetail, keyof MediaItem>>({
        usage: {
          type: 'array',
          items: ref('MediaUsage'),
          description: 'Where content uses the file; it cannot be deleted while this is not empty.',
        },
      }),
    ],
  },
  MediaInUseDetails: {
    ...objectOf<MediaInUseDetails>({ usage: { type: 'array', items: ref('MediaUsage') } }),
    description: '`error.details` of a 409 `media_in_use`.',
  },
};
