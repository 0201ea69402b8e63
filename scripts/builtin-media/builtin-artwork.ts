import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BuiltinImageKey } from '@sitedesk/shared/builtin-media/ids';
import type { BuiltinImage } from '@sitedesk/shared/builtin-media/image-catalog';
import { type DemoScene, demoSceneSvg } from './demo-scenes';

const scenes: Record<Exclude<BuiltinImageKey, 'hero' | 'plant'>, DemoScene> = {
  balerFront: 'baler',
  balerBales: 'bales',
  shredderFront: 'shredder',
  shredderRotors: 'rotors',
  sortingLine: 'sortingLine',
  sortingMagnet: 'magnet',
  heatUnit: 'heatUnit',
  heatHall: 'heatedHall',
  newsEcociclo: 'sortingLine',
  newsK2025: 'fairStand',
  newsCarolina: 'heatUnit',
  newsEcobale: 'baler',
  newsIfat: 'fairStand',
  newsGreenville: 'solarPlant',
};

const illustration = (name: string) =>
  readFileSync(
    fileURLToPath(new URL(`../../apps/web/src/assets/illustrations/${name}.svg`, import.meta.url)),
    'utf8',
  );

/**
 * A built-in image's drawing and the width its SVG is drawn at; it is rasterised at the catalog's (larger
 * or equal) width, so lines stay sharp. The hero and plant drawings are the site's own illustrations.
 */
export function builtinImageSvg(image: BuiltinImage): { svg: string; drawnWidth: number } {
  if (image.key === 'hero') return { svg: illustration('baler-loop'), drawnWidth: 600 };
  if (image.key === 'plant') return { svg: illustration('plant-bremen'), drawnWidth: 1200 };
  return { svg: demoSceneSvg(scenes[image.key], image.width, image.height), drawnWidth: image.width };
}
