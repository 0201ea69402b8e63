/**
 * An equirectangular projection cropped to the inhabited latitudes. The world outline (generated once by
 * `scripts/generate-world-map.ts`) and the location dots are drawn with it, so they always line up.
 */
export const mapBounds = { north: 84, south: -58, west: -180, east: 180 } as const;

export const mapWidth = 1000;
export const mapHeight = Math.round(
  ((mapBounds.north - mapBounds.south) / (mapBounds.east - mapBounds.west)) * mapWidth,
);

export type MapPoint = { x: number; y: number };

export function projectToMap(lat: number, lon: number): MapPoint {
  const x = ((lon - mapBounds.west) / (mapBounds.east - mapBounds.west)) * mapWidth;
  const y = ((mapBounds.north - lat) / (mapBounds.north - mapBounds.south)) * mapHeight;
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}
