import OpeningHours from 'opening_hours';
import { describe, expect, it } from 'vitest';
import { isOpenAt, openDuring, openState } from '../../src/catalogue/opening-hours.js';
import { localParts } from '../../src/platform/time.js';

const parsed = new Map<string, OpeningHours>();
/** The library asked directly at one instant, as openState did before it kept intervals. */
const oracle = (value: string, instant: number, timeZone: string): string => {
  const oh = parsed.get(value) ?? new OpeningHours(value, null);
  parsed.set(value, oh);
  const p = localParts(instant, timeZone);
  const at = new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return oh.getUnknown(at) ? 'unknown' : oh.getState(at) ? 'open' : 'closed';
};

const VALUES = [
  'Mo-Fr 09:00-17:00',
  'Mo-Th 16:00-24:00; Su 16:00-23:00; Fr,Sa 16:00-02:00',
  'Tu-Sa 08:00-20:00; Su 09:00-15:00; Mo off',
  'Mo-Su 12:00-15:00,18:00-23:00',
  '24/7',
  'Mo-Fr 10:00-18:00 "by appointment"; Sa unknown',
  'Mo-Su 08:00-12:00; PH off',
  'Dec 24 off; Mo-Su 10:00-16:00',
  'We-Su 12:00-14:30,19:00-22:30',
];

describe('openState', () => {
  it('answers what the opening_hours library answers, at every 37th minute over five weeks and in three zones', () => {
    const start = Date.parse('2026-12-20T00:00:00Z');
    let checked = 0;
    for (const value of VALUES)
      for (const zone of ['Europe/Paris', 'America/New_York', 'Asia/Tokyo'])
        for (let t = start; t < start + 35 * 86_400_000; t += 37 * 60_000) {
          expect(`${value} @ ${new Date(t).toISOString()} ${zone}: ${openState(value, t, zone)}`).toBe(
            `${value} @ ${new Date(t).toISOString()} ${zone}: ${oracle(value, t, zone)}`,
          );
          checked++;
        }
    expect(checked).toBeGreaterThan(30_000);
  });

  it('is unknown for values it cannot parse and for none, and answers the hour edges', () => {
    expect(openState('not hours at all', Date.parse('2026-12-21T12:00:00Z'), 'UTC')).toBe('unknown');
    expect(openState(null, Date.parse('2026-12-21T12:00:00Z'), 'UTC')).toBe('unknown');
    // Monday 2026-12-21 in UTC: opens at 09:00, closes at 17:00 (the end is closed).
    expect(openState('Mo-Fr 09:00-17:00', Date.parse('2026-12-21T08:59:00Z'), 'UTC')).toBe('closed');
    expect(openState('Mo-Fr 09:00-17:00', Date.parse('2026-12-21T09:00:00Z'), 'UTC')).toBe('open');
    expect(openState('Mo-Fr 09:00-17:00', Date.parse('2026-12-21T16:59:00Z'), 'UTC')).toBe('open');
    expect(openState('Mo-Fr 09:00-17:00', Date.parse('2026-12-21T17:00:00Z'), 'UTC')).toBe('closed');
    expect(
      isOpenAt('Mo-Fr 10:00-18:00 "by appointment"', Date.parse('2026-12-21T11:00:00Z'), 'UTC'),
    ).toBeNull();
    expect(
      openDuring(
        'Sa 10:00-12:00',
        Date.parse('2026-12-24T00:00:00Z'),
        Date.parse('2026-12-26T11:00:00Z'),
        'UTC',
      ),
    ).toBe(true);
    expect(
      openDuring(
        'Sa 10:00-12:00',
        Date.parse('2026-12-24T00:00:00Z'),
        Date.parse('2026-12-26T09:00:00Z'),
        'UTC',
      ),
    ).toBe(false);
  });

  it('keeps answering when asked far from the window it computed first (a server running for weeks)', () => {
    const value = 'Mo 09:00-10:00';
    // Mondays a year apart: each outside the other's two-week window.
    expect(openState(value, Date.parse('2027-01-04T09:30:00Z'), 'UTC')).toBe('open');
    expect(openState(value, Date.parse('2028-01-03T09:30:00Z'), 'UTC')).toBe('open');
    expect(openState(value, Date.parse('2027-01-04T09:30:00Z'), 'UTC')).toBe('open');
    expect(openState(value, Date.parse('2028-01-03T10:30:00Z'), 'UTC')).toBe('closed');
  });
});
