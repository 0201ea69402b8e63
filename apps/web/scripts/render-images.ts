/**
 * The build's image pipeline: renders our own SVG artwork to the raster files the site ships.
 * - `public/og-image.png`: the 1200×630 Open Graph image.
 * The site's pictures are media-library items, seeded from `scripts/builtin-media/render.ts` (decision 144).
 * The output is ignored by git and rebuilt by `npm run build` and `npm run dev`.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const fromHere = (path: string) => fileURLToPath(new URL(path, import.meta.url));

async function renderOpenGraphImage(): Promise<void> {
  const artwork = readFileSync(fromHere('../src/assets/illustrations/baler-loop.svg')).toString('base64');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <rect width="1200" height="630" fill="#08282b"/>
    <rect x="0" y="590" width="1200" height="40" fill="#041719"/>
    <rect x="0" y="586" width="1200" height="4" fill="#ffab4c"/>
    <g transform="translate(80 200)">
      <rect width="200" height="200" rx="34" fill="#13494e"/>
      <path d="M45 50h30l25 70 25-70h30l-42.5 105h-25z" fill="#ffab4c"/>
      <path d="M40 165h120" stroke="#b0bcc2" stroke-width="10" stroke-linecap="round"/>
    </g>
    <image href="data:image/svg+xml;base64,${artwork}" x="420" y="60" width="700" height="513"/>
  </svg>`;
  mkdirSync(fromHere('../public/'), { recursive: true });
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(fromHere('../public/og-image.png'));
}

await renderOpenGraphImage();
console.log('Rendered raster images.');
