/** The only importer of h3-js: cells, distances and the resolutions discovery uses. */
import { cellToLatLng, getResolution, gridDisk, gridDiskDistances, isValidCell, latLngToCell } from 'h3-js';

export interface LatLng {
  lat: number;
  lng: number;
}

export const cellAt = (p: LatLng, resolution: number): string => latLngToCell(p.lat, p.lng, resolution);

export const cellsOf = (p: LatLng): { h3_r5: string; h3_r7: string; h3_r9: string } => ({
  h3_r5: cellAt(p, 5),
  h3_r7: cellAt(p, 7),
  h3_r9: cellAt(p, 9),
});

/** h3-js accepts garbage in cellToLatLng, so validity and resolution are checked explicitly. */
export const isCellAtResolution = (cell: string, resolution: number): boolean =>
  isValidCell(cell) && getResolution(cell) === resolution;

export const cellCentre = (cell: string): LatLng => {
  const [lat, lng] = cellToLatLng(cell);
  return { lat, lng };
};

/** h3's Earth radius (km), as its greatCircleDistanceKm uses it. */
const EARTH_RADIUS_KM = 6371.007180918475;

/**
 * Great-circle distance in km: h3-js's `greatCircleDistance(a, b, 'km')` done in JavaScript. h3-js
 * runs the C haversine as asm.js over JavaScript's own Math.sin/cos/atan2/sqrt, so the same operations
 * in the same order give the same bits (test/domain/geo.test.ts checks it), without copying both
 * points into the WebAssembly heap and freeing them on every call (ranking calls this per candidate).
 */
export const distanceKm = (a: LatLng, b: LatLng): number => {
  const lat1 = (a.lat * Math.PI) / 180;
  const lat2 = (b.lat * Math.PI) / 180;
  const sinLat = Math.sin((lat2 - lat1) * 0.5);
  const sinLng = Math.sin(((b.lng * Math.PI) / 180 - (a.lng * Math.PI) / 180) * 0.5);
  const h = sinLat * sinLat + sinLng * (Math.cos(lat2) * Math.cos(lat1) * sinLng);
  return Math.atan2(Math.sqrt(h), Math.sqrt(1.0 - h)) * 2.0 * EARTH_RADIUS_KM;
};

export const disk = (cell: string, k: number): string[] => gridDisk(cell, k);

/** Average res-7 edge in H3 v4 (km); ring spacing is sqrt(3) x edge. */
export const RES7_EDGE_KM = 1.406;

/** Cells around `cell` grouped by grid distance: index k holds ring k (ring 0 is the cell itself). */
export const ringsAround = (cell: string, k: number): string[][] => gridDiskDistances(cell, k);
