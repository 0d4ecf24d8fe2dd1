import type { GeoPoint } from './distance';

/**
 * The store finder's offline overview map: an equirectangular projection of mainland Norway into
 * an SVG view box (no tile server, no network), a simplified outline, and each store's position.
 */

/** The map's view box width and height. */
export const MAP_WIDTH = 240;
export const MAP_HEIGHT = 280;

const BOUNDS = { minLat: 57.7, maxLat: 71.4, minLng: 4.4, maxLng: 31.4 };
/** The projection's longitude factor and scale (computed per call: no work at import). */
function projection(): { cos: number; scale: number } {
  const cos = Math.cos((((BOUNDS.minLat + BOUNDS.maxLat) / 2) * Math.PI) / 180);
  const scale = Math.min(
    MAP_WIDTH / ((BOUNDS.maxLng - BOUNDS.minLng) * cos),
    MAP_HEIGHT / (BOUNDS.maxLat - BOUNDS.minLat),
  );
  return { cos, scale };
}

/** A point's position in the view box (rounded to 0.1), clamped to it. */
export function projectPoint(point: GeoPoint): { x: number; y: number } {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value * 10) / 10));
  const { cos, scale } = projection();
  return {
    x: clamp((point.lng - BOUNDS.minLng) * cos * scale, MAP_WIDTH),
    y: clamp((BOUNDS.maxLat - point.lat) * scale, MAP_HEIGHT),
  };
}

/** A simplified outline of mainland Norway (lat, lng), clockwise from Lindesnes. */
const OUTLINE: ReadonlyArray<readonly [number, number]> = [
  [57.98, 7.05],
  [58.45, 5.95],
  [58.97, 5.55],
  [59.41, 5.2],
  [60.39, 4.95],
  [61.6, 4.95],
  [62.19, 5.1],
  [62.47, 6.05],
  [63.11, 7.7],
  [63.7, 8.7],
  [64.86, 11.23],
  [65.47, 12.1],
  [67.28, 14.38],
  [67.9, 12.9],
  [69.3, 16.0],
  [69.8, 18.5],
  [70.66, 23.68],
  [71.17, 25.78],
  [70.37, 31.1],
  [69.73, 30.05],
  [69.05, 28.93],
  [69.9, 27.9],
  [69.3, 25.8],
  [68.6, 24.9],
  [69.06, 20.55],
  [68.4, 18.1],
  [67.9, 17.0],
  [66.8, 15.5],
  [65.5, 14.3],
  [64.1, 13.9],
  [63.0, 12.1],
  [61.8, 12.3],
  [61.0, 12.6],
  [59.8, 11.8],
  [59.1, 11.4],
  [59.0, 10.9],
  [59.9, 10.7],
  [59.0, 10.2],
  [58.6, 9.0],
  [58.15, 8.0],
];

/** The outline as an SVG path (`M … Z`). */
export function norwayOutlinePath(): string {
  return `${OUTLINE.map(([lat, lng], index) => {
    const { x, y } = projectPoint({ lat, lng });
    return `${index === 0 ? 'M' : 'L'}${x} ${y}`;
  }).join(' ')} Z`;
}
