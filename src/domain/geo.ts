/** The only importer of h3-js: cells, distances and the resolutions discovery uses. */
import {
  cellToLatLng,
  getResolution,
  greatCircleDistance,
  gridDisk,
  gridDiskDistances,
  isValidCell,
  latLngToCell,
} from 'h3-js';

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

export const distanceKm = (a: LatLng, b: LatLng): number =>
  greatCircleDistance([a.lat, a.lng], [b.lat, b.lng], 'km');

export const disk = (cell: string, k: number): string[] => gridDisk(cell, k);

/** Average res-7 edge in H3 v4 (km); ring spacing is sqrt(3) x edge. */
export const RES7_EDGE_KM = 1.406;

/** Cells around `cell` grouped by grid distance: index k holds ring k (ring 0 is the cell itself). */
export const ringsAround = (cell: string, k: number): string[][] => gridDiskDistances(cell, k);
