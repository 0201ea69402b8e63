import { describe, expect, it } from 'vitest';
import { mapHeight, mapWidth, projectToMap } from './map-projection';

describe('projectToMap', () => {
  it('puts the map corners at the corners of the drawing', () => {
    expect(projectToMap(84, -180)).toEqual({ x: 0, y: 0 });
    expect(projectToMap(-58, 180)).toEqual({ x: mapWidth, y: mapHeight });
  });

  it('puts Bremen north-east of Porto', () => {
    const bremen = projectToMap(53.09, 8.77);
    const porto = projectToMap(41.15, -8.58);
    expect(bremen.x).toBeGreaterThan(porto.x);
    expect(bremen.y).toBeLessThan(porto.y);
  });
});
