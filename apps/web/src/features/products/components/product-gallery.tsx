import type { ProductEntry } from '@sitedesk/shared/collections/entries';
import { formatMessage } from '@sitedesk/shared/messages/format';
import { useSite } from '../../../app/site-context';
import { MediaPicture } from '../../../ui/media-picture';
import { resolvePlacedImage } from '../../../ui/placed-image';

/** The product's pictures: the first large (the page's main image), the others in a grid below it. */
export function ProductGallery({ product }: { product: ProductEntry }) {
  const { locale, media, messages } = useSite();
  const pictures = product.images.flatMap((placed) => resolvePlacedImage(placed, media, locale) ?? []);
  if (pictures.length === 0) return null;
  return (
    <ul
      aria-label={formatMessage(messages.products.galleryTitle, { name: product.name })}
      className="grid gap-4 sm:grid-cols-3"
    >
      {pictures.map((picture, index) => (
        <li key={picture.image.id} className={index === 0 ? 'sm:col-span-3' : ''}>
          <MediaPicture
            image={picture.image}
            alt={picture.alt}
            sizes={index === 0 ? '(min-width: 76rem) 72rem, 92vw' : '(min-width: 40rem) 30vw, 92vw'}
            isPriority={index === 0}
            className="h-auto w-full rounded-(--radius-card)"
          />
        </li>
      ))}
    </ul>
  );
}
