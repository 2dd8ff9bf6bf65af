/** Small pure helpers for Block Kit: escaping, clipping to Slack's limits, common elements. */
import type { Button, KnownBlock, MrkdwnElement, PlainTextElement } from '@slack/types';

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
 * An instant as Slack's date token, so each reader sees it in their own zone and language; the
 * fallback (older clients, notifications) is the activity's local wall clock. Needs an offset.
 */
export const slackDate = (iso: string | null | undefined): string | null => {
  const local = formatWhen(iso);
  if (!iso || !local) return null;
  if (!/T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(iso)) return local;
  const epoch = Math.floor(Date.parse(iso) / 1000);
  if (!Number.isFinite(epoch)) return local;
  return `<!date^${epoch}^{date_short_pretty}, {time}|${local}>`;
};

/**
 * "2026-12-04T22:30:00-05:00" → "Fri 4 Dec, 22:30": the wall clock written in the string, which is
 * the activity's own local time; never converted to the server's zone.
 */
export const formatWhen = (iso: string | null | undefined): string | null => {
  if (!iso) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(iso);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(d);
  return m[4] && m[5] ? `${day}, ${m[4]}:${m[5]}` : day;
};

export const formatSession = (date: string | null, time: string | null): string => {
  if (date === null) return time ? `Any day, ${time}` : 'Any date';
  return formatWhen(time ? `${date}T${time}` : date) ?? date;
};

export const usd = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export const money = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
};
