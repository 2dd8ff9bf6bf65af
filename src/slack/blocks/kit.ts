/** Small pure helpers for Block Kit: escaping, clipping to Slack's limits, common elements. */
import type { Button, KnownBlock, MrkdwnElement, PlainTextElement } from '@slack/types';

/** Slack mrkdwn needs only &, < and > escaped. */
export const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Cuts to at most `max` characters (by code point), ending with an ellipsis when cut. */
export const clip = (s: string, max: number): string => {
  const chars = Array.from(s);
  if (chars.length <= max) return s;
  return `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
};

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

/** Only http(s) images; Slack fails the whole message on a bad image URL scheme. */
export const imageUrlOk = (url: string | null | undefined): url is string =>
  typeof url === 'string' && /^https?:\/\//.test(url) && url.length <= 3000;

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
