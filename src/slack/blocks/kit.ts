/** Small pure helpers for Block Kit: escaping, clipping to Slack's limits, common elements. */
import type { Button, KnownBlock, MrkdwnElement, PlainTextElement } from '@slack/types';
import { isValidTimeZone, offsetMinutes, zonedToInstant } from '../../platform/time.js';
import { dayWords } from '../i18n.js';

/** Slack mrkdwn (and notification fallback text) needs only &, < and > escaped. */
export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Cuts to at most `max` characters (by code point), ending with an ellipsis when cut. A cut never
 * leaves half an entity (`&am`) or half a Slack token (`<@U12`, `<!date^…`): those are dropped whole.
 */
export const clip = (s: string, max: number): string => {
  const chars = Array.from(s);
  if (chars.length <= max) return s;
  const head = chars
    .slice(0, Math.max(0, max - 1))
    .join('')
    .replace(/&[a-z#0-9]{0,5}$/i, '')
    .replace(/<[^<>]*$/, '');
  return `${head}…`;
};

/**
 * Slack's formatting marks, each swapped for a look-alike that formats nothing. mrkdwn has no
 * escape for them (only &, < and > have entities), so a catalogue name such as `*Late* _Show_`
 * would otherwise render bold and italic.
 */
const INERT_MARKS: Record<string, string> = { '*': '\u2217', _: '\u02cd', '~': '\u223c', '`': '\u02cb' };

/** Data (catalogue text, names, places) for mrkdwn: entities escaped, formatting marks made inert. */
export const escData = (s: string): string => esc(s).replace(/[*_~`]/g, (c) => INERT_MARKS[c] ?? c);

/** Escape data, then clip: the order that keeps both safe. Not for codes a person copies. */
export const escClip = (s: string, max: number): string => clip(escData(s), max);

/** Never empty: Slack rejects empty text objects. */
export const plain = (s: string, max = 3000): PlainTextElement => ({
  type: 'plain_text',
  text: clip(s.trim() === '' ? ' ' : s, max),
  emoji: true,
});

export const mrkdwn = (s: string, max = 3000): MrkdwnElement => ({
  type: 'mrkdwn',
  text: clip(s.trim() === '' ? ' ' : s, max),
});

export const button = (
  text: string,
  actionId: string,
  value: string,
  style?: 'primary' | 'danger',
): Button => ({
  type: 'button',
  text: plain(text, 75),
  action_id: actionId,
  value: clip(value, 2000),
  ...(style ? { style } : {}),
});

export const header = (text: string): KnownBlock => ({ type: 'header', text: plain(text, 150) });

export const section = (text: string): KnownBlock => ({ type: 'section', text: mrkdwn(text) });

export const context = (...texts: string[]): KnownBlock => ({
  type: 'context',
  elements: texts.slice(0, 10).map((t) => mrkdwn(t, 3000)),
});

export const divider: KnownBlock = { type: 'divider' };

/**
 * Slack rejects a whole message or view whose image fails to load, and supports only PNG, JPEG
 * and GIF: use a picture only when it is https and its path names one of those types.
 */
export const imageUrlOk = (url: string | null | undefined): url is string => {
  if (typeof url !== 'string' || url.length > 3000 || /\s/.test(url)) return false;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && /\.(png|jpe?g|gif)$/i.test(u.pathname);
  } catch {
    return false;
  }
};

/**
 * Zones whose English short name is letters ("EST", "PDT"): an ISO offset with no IANA zone that
 * matches exactly one such name at that instant is written with it in English; any other offset is
 * written "UTC-5", "UTC+5:30".
 */
const NAMED_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
];

/** The locales whose zone names a reader of each language knows ("CET" in en-GB, "EST" in en-US). */
const ZONE_LOCALES: Record<string, string[]> = {
  en: ['en-US', 'en-GB'],
  fr: ['fr-FR'],
  es: ['es-ES'],
  de: ['de-DE'],
};

const zoneName = (ms: number, tz: string, locale = 'en-US'): string =>
  new Intl.DateTimeFormat(locale, { timeZone: tz, timeZoneName: 'short' })
    .formatToParts(new Date(ms))
    .find((p) => p.type === 'timeZoneName')?.value ?? '';

/** A real abbreviation: letters only, never an offset in disguise ("GMT+1", "UTC−5"). */
const isAbbreviation = (n: string): boolean => /^[A-Z]{2,5}$/.test(n) && n !== 'UTC';

const utcLabel = (minutes: number): string => {
  if (minutes === 0) return 'UTC';
  const h = Math.floor(Math.abs(minutes) / 60);
  const m = Math.abs(minutes) % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
};

/**
 * The zone's name for a reader of `lang`: the common abbreviation Intl gives for the venue's IANA
 * zone in that language's locales ("CET", "EST", "BST", "MEZ"), else the UTC offset ("UTC+1").
 */
const abbreviation = (ms: number, offset: number, tz: string | undefined, lang = 'en'): string => {
  const locales = ZONE_LOCALES[lang] ?? ZONE_LOCALES.en ?? [];
  if (tz) return locales.map((l) => zoneName(ms, tz, l)).find(isAbbreviation) ?? utcLabel(offset);
  if (lang !== 'en') return utcLabel(offset);
  const names = new Set(
    NAMED_ZONES.filter((z) => offsetMinutes(ms, z) === offset)
      .map((z) => zoneName(ms, z))
      .filter(isAbbreviation),
  );
  return names.size === 1 ? ([...names][0] ?? utcLabel(offset)) : utcLabel(offset);
};

/** An event time on the venue's clock, and the instant when it is known. */
export interface VenueTime {
  /** "Sat 28 Nov, 20:00 EST": the venue's wall clock and zone; no zone when neither is known. */
  text: string;
  /** Seconds since the epoch, for Slack's date token; null for a bare date or an unzoned time. */
  epoch: number | null;
  /** The venue's offset from UTC at that instant, in minutes. */
  offset: number | null;
}

/** How a reader sees venue times: their language, and the clock "tonight" is judged against. */
export interface TimeOpts {
  /** en (default), fr, es, de: day and month names, and which zone names are known. */
  lang?: string;
  /** Now: with it, a time on the venue's today or tomorrow says so ("Tonight, 20:00 EST"). */
  now?: Date;
}

/** From this hour (venue clock) a time on the venue's today is "tonight". */
export const TONIGHT_FROM_HOUR = 17;

const ZONED = /T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const offsetOfIso = (iso: string): number | null => {
  const m = ZONED.exec(iso);
  if (!m?.[1]) return null;
  if (m[1] === 'Z') return 0;
  const sign = m[1].startsWith('-') ? -1 : 1;
  const digits = m[1].slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
};

/**
 * THE time rule for every Slack surface: an event's time is the venue's wall clock with its zone
 * ("Sat 28 Nov, 20:00 EST"), never the server's or the reader's. `iso` is either an instant with
 * the venue's offset ("2026-11-28T20:00:00-05:00") or a venue wall clock ("2026-11-28T20:00"). The
 * zone is `zone` (an IANA name, or an ISO string carrying the venue's offset) when given, else the
 * offset in `iso`; its name is the abbreviation Intl gives for an IANA zone in the reader's
 * language, else (offset only, English) the one US zone with that offset, else "UTC-5". With
 * `opts.now`, the venue's today and tomorrow are named: "Tonight, 20:00" (today, from 17:00 on the
 * venue's clock), "Today, 14:00", "Tomorrow, 20:00"; judged on the venue's date, never the reader's.
 */
export const venueTime = (
  iso: string | null | undefined,
  zone?: string | null,
  opts: TimeOpts = {},
): VenueTime | null => {
  const m = iso ? /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/.exec(iso) : null;
  if (!iso || !m?.[1]) return null;
  const lang = opts.lang ?? 'en';
  const tz = zone && !zone.includes('T') && isValidTimeZone(zone) ? zone : undefined;
  let offset = offsetOfIso(iso) ?? (zone && !tz ? offsetOfIso(zone) : null);
  if (!m[2]) {
    // A bare date is "today" only when the venue's zone is known.
    const now = offset !== null || tz ? opts.now : undefined;
    return { text: wallClock(m[1], null, lang, now, offset ?? 0, tz), epoch: null, offset: null };
  }
  let ms: number;
  if (offset !== null) ms = Date.UTC(...wallParts(m[1], m[2])) - offset * 60_000;
  else if (tz) {
    ms = zonedToInstant(m[1], m[2], tz);
    offset = offsetMinutes(ms, tz);
  } else return { text: wallClock(m[1], m[2], lang), epoch: null, offset: null };
  const wall = wallClock(m[1], m[2], lang, opts.now, offset, tz);
  if (!Number.isFinite(ms)) return { text: wall, epoch: null, offset: null };
  return { text: `${wall} ${abbreviation(ms, offset, tz, lang)}`, epoch: Math.floor(ms / 1000), offset };
};

const wallParts = (date: string, time: string): [number, number, number, number, number] => {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  return [y ?? 1970, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0];
};

/**
 * venueTime for mrkdwn: the venue's time, then the reader's own in Slack's date token (Slack renders
 * it in the reader's zone and language). With `readerTz` (Slack's users.info `tz`), the token is
 * left out when the reader's clock agrees with the venue's.
 */
export const venueWhen = (
  iso: string | null | undefined,
  zone?: string | null,
  readerTz?: string | null,
  opts: TimeOpts = {},
): string | null => {
  const v = venueTime(iso, zone, opts);
  if (!v) return null;
  const text = esc(v.text);
  if (v.epoch === null || v.offset === null) return text;
  if (readerTz && isValidTimeZone(readerTz) && offsetMinutes(v.epoch * 1000, readerTz) === v.offset)
    return text;
  return `${text} (${dayWords(opts.lang).yourTime}${colon(opts.lang)}${slackDate(v.epoch, text)})`;
};

/**
 * Slack's date token: the instant (epoch seconds) in the reader's own zone and language;
 * `fallback` (already escaped) is what clients that cannot render it show.
 */
export const slackDate = (epochS: number, fallback: string, format = '{date_short_pretty} {time}'): string =>
  `<!date^${Math.floor(epochS)}^${format}|${fallback}>`;

/** A session (venue date and wall time) by the same rule; `zone` as for venueTime. */
export const formatSession = (
  date: string | null,
  time: string | null,
  zone?: string | null,
  opts: TimeOpts = {},
): string => {
  const d = dayWords(opts.lang);
  if (date === null) return time ? `${d.anyDay}, ${time}` : d.anyDate;
  return venueTime(time ? `${date}T${time}` : date, zone, opts)?.text ?? date;
};

/** venueTime's text alone (plain text, or where the reader's token is not wanted). */
export const formatWhen = (
  iso: string | null | undefined,
  zone?: string | null,
  opts: TimeOpts = {},
): string | null => venueTime(iso, zone, opts)?.text ?? null;

const DATE_LOCALE: Record<string, string> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };

/** The venue's calendar date now, "2026-11-28", from its IANA zone or its offset. */
const venueToday = (now: Date, offset: number, tz: string | undefined): string =>
  tz
    ? new Intl.DateTimeFormat('en-CA', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(now)
    : new Date(now.getTime() + offset * 60_000).toISOString().slice(0, 10);

const nextDay = (date: string): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * "2026-12-04", "22:30" → "Fri 4 Dec, 22:30" (in `lang`): the wall clock written in the string,
 * the activity's own local time, never converted. With `now`, the venue's today is "Tonight" (from
 * 17:00) or "Today", and its tomorrow "Tomorrow".
 */
const wallClock = (
  date: string,
  time: string | null,
  lang: string,
  now?: Date,
  offset = 0,
  tz?: string,
): string => {
  const [y, mo, d] = date.split('-').map(Number);
  const day = new Intl.DateTimeFormat(DATE_LOCALE[lang] ?? 'en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1)));
  let label = day;
  if (now && Number.isFinite(now.getTime())) {
    const w = dayWords(lang);
    const today = venueToday(now, offset, tz);
    if (date === today) label = time && Number(time.slice(0, 2)) >= TONIGHT_FROM_HOUR ? w.tonight : w.today;
    else if (date === nextDay(today)) label = w.tomorrow;
  }
  return time ? `${label}, ${time}` : label;
};

/** Money as the reader writes it: "$95.00" in English, "95,00 $US" in French, "95,00 $" in German. */
export const usd = (cents: number, lang?: string): string => money(cents / 100, 'USD', lang);

export const money = (amount: number, currency: string, lang?: string): string => {
  try {
    return new Intl.NumberFormat(MONEY_LOCALE[lang ?? 'en'] ?? 'en-US', {
      style: 'currency',
      currency,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
};

const MONEY_LOCALE: Record<string, string> = { en: 'en-US', fr: 'fr-FR', es: 'es-ES', de: 'de-DE' };

/** The colon between a label and its value: French typography puts a space before it. */
export const colon = (lang?: string): string => (lang === 'fr' ? '\u00a0: ' : ': ');
