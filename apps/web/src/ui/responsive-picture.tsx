import { type RasterImageName, rasterFormats, rasterImages } from './raster-images';

// Vite turns every generated file into a hashed asset URL; only the URLs (strings) reach the client bundle.
const urls = import.meta.glob<string>('../assets/generated/raster/*.{avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

function srcSet(name: RasterImageName, format: string): string {
  return rasterImages[name].widths
    .map((width) => {
      const url = urls[`../assets/generated/raster/${name}-${width}.${format}`];
      return url ? `${url} ${width}w` : '';
    })
    .filter(Boolean)
    .join(', ');
}

type ResponsivePictureProps = { name: RasterImageName; alt: string; sizes: string; className?: string };

/** AVIF, then WebP, each in several widths, with intrinsic dimensions so nothing shifts while loading. */
export function ResponsivePicture({ name, alt, sizes, className = '' }: ResponsivePictureProps) {
  const image = rasterImages[name];
  const [preferred, fallback] = rasterFormats;
  const fallbackWidth = image.widths[Math.floor(image.widths.length / 2)] ?? image.width;
  return (
    <picture>
      <source type={`image/${preferred}`} srcSet={srcSet(name, preferred)} sizes={sizes} />
      <img
        src={urls[`../assets/generated/raster/${name}-${fallbackWidth}.${fallback}`]}
        srcSet={srcSet(name, fallback)}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className={className}
      />
    </picture>
  );
}
