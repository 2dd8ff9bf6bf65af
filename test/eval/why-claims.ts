/**
 * Reads the claims of a search result's `why` back out of its text (through the answer language's
 * message catalogue) and checks each against the catalogue record at the request's time: a session
 * at the time it names, "open now" / "open then" by the record's opening hours, "free" by a free
 * ticket or tag, a price by a priced ticket, a persona by the record's tags, a walk or a distance
 * from a named landmark, venue or area by coordinates. Pure; used by why-truth.test.ts.
 */

import { openState } from '../../src/catalogue/index.js';
import type { CatalogueRecord } from '../../src/catalogue/record.js';
import { LANDMARKS } from '../../src/discovery/query/lexicon/landmarks.js';
import { fold } from '../../src/discovery/query/text.js';
import { distanceKm } from '../../src/platform/geo.js';
import { LANGUAGES, type Lang } from '../../src/platform/i18n/lang.js';
import type { MessageKey } from '../../src/platform/i18n/messages.js';
import { t } from '../../src/platform/i18n/translate.js';
import { addDays, localDate, zonedToInstant } from '../../src/platform/time.js';

export interface ClaimContext {
  record: CatalogueRecord;
  /** The catalogue, for places named by venue or area ("8 min walk from Smalls"). */
  records: readonly CatalogueRecord[];
  now: number;
  lang: Lang;
  /** The prompt's time windows in the record's zone (every reading); empty without a time. */
  windows: readonly { start: number; end: number }[];
}

export interface FalseClaim {
  /** What kind of claim: open-now, open-then, free, price, session, distance, plan. */
  kind: string;
  claim: string;
  reason: string;
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A template as a whole-part pattern, `{x}` as a capture. */
const pattern = (lang: Lang, key: MessageKey, vars: string[]): RegExp => {
  const marks = Object.fromEntries(vars.map((v, i) => [v, `@@${i}@@`]));
  const text = escapeRe(t(lang, key, marks)).replace(/@@\d@@/g, '(.+?)');
  return new RegExp(`^${text}$`, 'u');
};

const PLANS = [
  'date-nights',
  'fun-with-kids',
  'pet-friendly',
  'accessible-wheelchair-outings',
  'friends-hangout',
  'meet-new-people',
  'staying-active',
  'nature-time',
  'visit-the-city',
  'work-meetups',
];

/** The parts of a why: its sentence split at the separators, the trailing full stop off. */
const partsOf = (why: string, lang: Lang): string[] => {
  const sep = t(lang, 'why.sep');
  const dash = / — /;
  return why
    .replace(/\.$/, '')
    .split(dash)
    .flatMap((p) => p.split(sep))
    .map((p) => p.trim());
};

const sessionsAt = (r: CatalogueRecord, now: number): { date: string; time: string; at: number }[] =>
  (r.ticket_price?.sessions ?? [])
    .filter((s) => s.date !== null && s.time !== null)
    .map((s) => ({
      date: s.date as string,
      time: s.time as string,
      at: zonedToInstant(s.date as string, s.time as string, r.timezone),
    }))
    .filter((s) => s.at >= now - 2 * 3_600_000);

const tickets = (r: CatalogueRecord) => (r.ticket_price?.sessions ?? []).flatMap((s) => s.tickets);

/** The coordinates of a place named in a why: a landmark of the data, else a venue or area of the catalogue. */
const namedPlace = (name: string, records: readonly CatalogueRecord[]): { lat: number; lng: number }[] => {
  const key = fold(name);
  const out: { lat: number; lng: number }[] = [];
  for (const c of Object.values(LANDMARKS))
    for (const [names, lat, lng] of c.places)
      if (names.split('|').some((n) => fold(n) === key)) out.push({ lat, lng });
  const members = records.filter(
    (r) =>
      (r.venue && fold(r.venue) === key) ||
      (r.semantic_location ?? '').split(',').some((p) => fold(p) === key),
  );
  if (members.length > 0)
    out.push({
      lat: members.reduce((a, r) => a + r.location.lat, 0) / members.length,
      lng: members.reduce((a, r) => a + r.location.lng, 0) / members.length,
    });
  return out;
};

/** Checks one part of a why; null when it is true or claims nothing checkable. */
const checkPart = (part: string, ctx: ClaimContext): FalseClaim | null => {
  const { record: r, now, lang } = ctx;
  const fail = (kind: string, reason: string): FalseClaim => ({ kind, claim: part, reason });
  if (part === t(lang, 'why.open_now'))
    return openState(r.opening_hours ?? null, now, r.timezone) === 'open'
      ? null
      : fail('open-now', 'not open now');
  if (part === t(lang, 'why.open_then')) {
    if (ctx.windows.length === 0) return fail('open-then', 'no time was asked');
    for (const w of ctx.windows)
      for (let at = w.start; at < w.end; at += 15 * 60_000)
        if (openState(r.opening_hours ?? null, at, r.timezone) === 'open') return null;
    return fail('open-then', 'not open during the window asked');
  }
  if (part === t(lang, 'why.free')) {
    const free =
      (r.tags ?? []).includes('free') || tickets(r).some((x) => x.is_free || x.price + (x.fee ?? 0) === 0);
    return free ? null : fail('free', 'no free ticket and no free tag');
  }
  if (pattern(lang, 'why.from_price', ['price']).test(part))
    return tickets(r).some((x) => x.price > 0) ? null : fail('price', 'no priced ticket');
  const today = localDate(now, r.timezone);
  const timed: [MessageKey, string[], (date: string) => boolean][] = [
    ['why.today', ['time'], (d) => d === today],
    ['why.tomorrow', ['time'], (d) => d === addDays(today, 1)],
    ['why.weekday', ['weekday', 'time'], (d) => d > today && d <= addDays(today, 7)],
    ['why.date', ['date', 'time'], () => true],
  ];
  for (const [key, vars, dayOk] of timed) {
    const m = pattern(lang, key, vars).exec(part);
    const time = m?.[vars.indexOf('time') + 1];
    if (!m || !time || !/^\d\d:\d\d$/.test(time)) continue;
    if (key === 'why.weekday' && /^\d{4}-/.test(m[1] ?? '')) continue;
    const date = key === 'why.date' ? m[1] : null;
    const ok = sessionsAt(r, now).some((s) => s.time === time && dayOk(s.date) && (!date || s.date === date));
    return ok ? null : fail('session', `no session at ${date ?? ''} ${time}`);
  }
  for (const [key, vars] of [
    ['why.walk_from', ['min', 'place']],
    ['why.km_from', ['km', 'place']],
  ] as [MessageKey, string[]][]) {
    const m = pattern(lang, key, vars).exec(part);
    if (!m) continue;
    const claimed = key === 'why.walk_from' ? (Number(m[1]) * 80) / 1000 : Number(m[1]);
    const places = namedPlace(m[2] ?? '', ctx.records);
    if (places.length === 0) return fail('distance', `unknown place ${m[2]}`);
    const ok = places.some((p) => Math.abs(distanceKm(p, r.location) - claimed) <= 0.1 + claimed * 0.1);
    return ok ? null : fail('distance', `not ${m[1]} from ${m[2]}`);
  }
  for (const plan of PLANS)
    if (part === t(lang, `plan.${plan}` as MessageKey))
      return (r.tags ?? []).includes(plan) ? null : fail('plan', `no ${plan} tag`);
  return null;
};

/** Every false claim of a why. */
export const falseClaims = (why: string, ctx: ClaimContext): FalseClaim[] =>
  partsOf(why, ctx.lang).flatMap((p) => checkPart(p, ctx) ?? []);

/** The answer's language: the one whose catalogue reads the most parts of the whys. */
export const whyLanguage = (whys: readonly string[], fallback: Lang): Lang => {
  let best = fallback;
  let bestHits = 0;
  for (const lang of LANGUAGES) {
    const known = new Set(
      (['why.open_now', 'why.open_then', 'why.free'] as MessageKey[]).map((k) => t(lang, k)),
    );
    const timed = [pattern(lang, 'why.today', ['time']), pattern(lang, 'why.from_price', ['price'])];
    let hits = 0;
    for (const w of whys)
      for (const p of partsOf(w, lang)) if (known.has(p) || timed.some((re) => re.test(p))) hits++;
    if (hits > bestHits) {
      best = lang;
      bestHits = hits;
    }
  }
  return best;
};
