import { describe, expect, it } from 'vitest';
import { formatZonedIso, localParts, offsetMinutes, zonedToInstant } from '../../src/platform/time.js';

/** Intl is the oracle: localParts must agree with it exactly, DST edges and odd offsets included. */
const intl = (t: number, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).format(t);

describe('zone arithmetic', () => {
  it.each([
    ['2026-03-08T06:59:00Z', 'America/New_York', '2026-03-08T01:59:00-05:00'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08T03:00:00-04:00'],
    ['2026-11-01T05:59:59Z', 'America/New_York', '2026-11-01T01:59:59-04:00'],
    ['2026-11-01T06:00:00Z', 'America/New_York', '2026-11-01T01:00:00-05:00'],
    ['2026-10-04T02:00:00Z', 'Australia/Lord_Howe', '2026-10-04T13:00:00+11:00'],
    ['2026-06-01T12:34:56Z', 'Asia/Kathmandu', '2026-06-01T18:19:56+05:45'],
    ['2026-12-31T23:59:59Z', 'Pacific/Kiritimati', '2027-01-01T13:59:59+14:00'],
    ['2026-12-04T03:30:00Z', 'America/New_York', '2026-12-03T22:30:00-05:00'],
  ])('%s in %s is %s', (iso, zone, expected) => {
    const t = Date.parse(iso);
    expect(formatZonedIso(t, zone)).toBe(expected);
    const p = localParts(t, zone);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(`${p.month}/${p.day}/${p.year}, ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`).toBe(
      intl(t, zone),
    );
  });

  it('turns local wall-clock times into instants, across DST', () => {
    expect(new Date(zonedToInstant('2026-12-04', '22:30', 'America/New_York')).toISOString()).toBe(
      '2026-12-05T03:30:00.000Z',
    );
    expect(new Date(zonedToInstant('2026-07-04', '22:30', 'America/New_York')).toISOString()).toBe(
      '2026-07-05T02:30:00.000Z',
    );
    expect(new Date(zonedToInstant('2026-12-04', null, 'Asia/Tokyo')).toISOString()).toBe(
      '2026-12-03T15:00:00.000Z',
    );
    expect(offsetMinutes(Date.parse('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(60);
  });
});
