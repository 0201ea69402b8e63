import {
  centreFocalPoint,
  imageVariantWidths,
  type SiteMedia,
  type SiteMediaLookup,
} from '../content/site-media';
import { builtinDocuments } from './document-catalog';
import { builtinDocumentIds, builtinImageIds } from './ids';
import { builtinImageFields, builtinImages } from './image-catalog';

/**
 * The built-in items as the media library will hold them once seeded: what the web build's prerender
 * (which has no database) needs to render the demo content's pictures and downloads. URLs and sizes follow
 * the library's naming (`/media/{id}/{width}.{format}`); an image variant's byte size is unknown before
 * encoding and not shown anywhere, so it is 0 here.
 */
export function builtinSiteMedia(): SiteMediaLookup {
  const images = builtinImages.map((image): SiteMedia => {
    const id = builtinImageIds[image.key];
    const variants = imageVariantWidths(image.width).flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        format,
        width,
        height: Math.round((image.height * width) / image.width),
        url: `/media/${id}/${width}.${format}`,
        sizeBytes: 0,
      })),
    );
    return {
      id,
      ...builtinImageFields(image),
      sizeBytes: 0,
      variants,
      url: `/media/${id}/${image.width}.webp`,
      focalPoint: centreFocalPoint,
    };
  });
  const documents = builtinDocuments.map((document): SiteMedia => {
    const id = builtinDocumentIds[document.key];
    return {
      id,
      kind: 'document',
      fileName: document.fileName,
      contentType: 'application/pdf',
      sizeBytes: document.bytes().byteLength,
      width: null,
      height: null,
      variants: [],
      alt: {},
      title: document.title,
      language: document.language,
      url: `/media/${id}/${document.fileName}`,
      focalPoint: centreFocalPoint,
    };
  });
  return Object.fromEntries([...images, ...documents].map((media) => [media.id, media]));
}
