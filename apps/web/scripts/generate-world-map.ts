/**
 * Draws the land outline behind the locations map from Natural Earth's 1:110m data (world-atlas) into a
 * small static SVG. Run it again only to change the projection: `node --import tsx scripts/generate-world-map.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { mapBounds, mapHeight, mapWidth, projectToMap } from '../src/features/locations/map-projection';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8')) as Topology<{
  land: GeometryCollection;
}>;
const land = feature(topology, topology.objects.land);

/** Makes longitudes continuous along a ring that crosses the antimeridian; the viewBox clips the overhang. */
function unwrapRing(ring: Position[]): Position[] {
  let previous: number | undefined;
  const unwrapped = ring.map(([lon = 0, lat = 0]) => {
    let next = lon;
    while (previous !== undefined && next - previous > 180) next -= 360;
    while (previous !== undefined && previous - next > 180) next += 360;
    previous = next;
    return [next, lat];
  });
  // Bring the ring's bulk back onto the map; only the part past the antimeridian overhangs.
  const mean = unwrapped.reduce((sum, [lon = 0]) => sum + lon, 0) / unwrapped.length;
  const shift = Math.round(mean / 360) * 360;
  return unwrapped.map(([lon = 0, lat = 0]) => [lon - shift, lat]);
}

function ringToPath(ring: Position[]): string {
  const points = unwrapRing(ring)
    .filter(([, lat]) => lat !== undefined && lat >= mapBounds.south - 2)
    .map(([lon = 0, lat = 0]) => projectToMap(Math.max(lat, mapBounds.south), lon))
    .map(({ x, y }) => `${Math.round(x)} ${Math.round(y)}`);
  const unique = points.filter((point, index) => point !== points[index - 1]);
  return unique.length > 2 ? `M${unique.join('L')}Z` : '';
}

const polygons: Position[][][] = land.features.flatMap((item) => {
  const geometry = item.geometry as Polygon | MultiPolygon;
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
});
const path = polygons.flatMap((polygon) => polygon.map(ringToPath)).join('');

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${mapWidth} ${mapHeight}" width="${mapWidth}" height="${mapHeight}"><title>World</title><path d="${path}" fill="#cfdcdc" stroke="#b9cccc" stroke-width="0.6" stroke-linejoin="round"/></svg>\n`;
writeFileSync(new URL('../src/assets/generated/world-land.svg', import.meta.url), svg);
console.log(`world-land.svg: ${svg.length} bytes`);
