import { greatCircleDistance } from 'h3-js';
import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../src/platform/geo.js';

/** A small deterministic generator (no Math.random: a failure must reproduce). */
const lcg = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('distanceKm', () => {
  it('gives exactly the bits of h3-js greatCircleDistance (ranking order depends on them)', () => {
    const next = lcg(16);
    const points = [
      { lat: 0, lng: 0 },
      { lat: 90, lng: 0 },
      { lat: -90, lng: 180 },
      { lat: 51.5074, lng: -0.1278 },
      { lat: 51.5074, lng: -0.1278 },
      { lat: 40.7128, lng: -74.006 },
      { lat: -33.8688, lng: 151.2093 },
      { lat: 35.6762, lng: 139.6503 },
    ];
    // City-scale pairs (what ranking measures) and antipodal ones.
    for (let i = 0; i < 2_000; i++) {
      const lat = next() * 170 - 85;
      const lng = next() * 360 - 180;
      points.push({ lat, lng }, { lat: lat + (next() - 0.5) * 0.2, lng: lng + (next() - 0.5) * 0.2 });
    }
    let compared = 0;
    for (let i = 0; i + 1 < points.length; i++) {
      const a = points[i] as { lat: number; lng: number };
      const b = points[i + 1] as { lat: number; lng: number };
      expect(Object.is(distanceKm(a, b), greatCircleDistance([a.lat, a.lng], [b.lat, b.lng], 'km'))).toBe(
        true,
      );
      compared++;
    }
    expect(compared).toBeGreaterThan(4_000);
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 48.8566, lng: 2.3522 })).toBeCloseTo(343.5, 0);
  });
});
