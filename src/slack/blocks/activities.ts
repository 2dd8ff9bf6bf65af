/**
 * Messages listing activities: homescreen shelves, one shelf's next page, search results. Pure:
 * contract shapes in, `{ text, blocks }` out, always inside the 50-block message limit.
 */
import type { KnownBlock } from '@slack/types';
import type {
  PartnerActivity,
  SearchResponse,
  SearchResult,
  Shelf,
  ShelvesResponse,
} from '../../contract/partner.js';
import { ACTION } from '../ids.js';
import { button, clip, context, esc, formatWhen, header, imageUrlOk, mrkdwn, section } from './kit.js';
import { LIMITS } from './limits.js';

export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

/** What the "more" button carries: enough to fetch the shelf's next page. */
export interface ShelfCursor {
  slug: string;
  offset: number;
  h3Cell: string;
}

export const encodeShelfCursor = (c: ShelfCursor): string => JSON.stringify([c.slug, c.offset, c.h3Cell]);

export const decodeShelfCursor = (value: string): ShelfCursor | null => {
  try {
    const v: unknown = JSON.parse(value);
    if (!Array.isArray(v) || v.length !== 3) return null;
    const [slug, offset, h3Cell] = v;
    if (typeof slug !== 'string' || typeof offset !== 'number' || typeof h3Cell !== 'string') return null;
    if (!Number.isInteger(offset) || offset < 0) return null;
    return { slug, offset, h3Cell };
  } catch {
    return null;
  }
};

const dot = ' · ';

const activityCard = (a: PartnerActivity, blockId: string): KnownBlock[] => {
  const facts = [
    formatWhen(a.next_datetime) ? `:calendar: ${formatWhen(a.next_datetime)}` : null,
    a.semantic_location ? `:round_pushpin: ${esc(clip(a.semantic_location, 120))}` : null,
    a.ticket_price?.label ? `:ticket: ${esc(clip(a.ticket_price.label, 60))}` : null,
  ].filter((x): x is string => x !== null);
  const why = a.display_label || a.highlights[0] || '';
  const lines = [
    `*${esc(clip(a.name, 200))}*`,
    facts.join(dot),
    why ? `_${esc(clip(why, 200))}_` : '',
    a.short_description ? esc(clip(a.short_description, 300)) : '',
  ].filter((l) => l !== '');
  const card: KnownBlock = {
    type: 'section',
    block_id: `${blockId}:card`,
    text: mrkdwn(lines.join('\n')),
    ...(imageUrlOk(a.picture_url)
      ? { accessory: { type: 'image', image_url: a.picture_url, alt_text: clip(a.name, 200) } }
      : {}),
  };
  const actions: KnownBlock = {
    type: 'actions',
    block_id: `${blockId}:act`,
    elements: [
      button('Details', ACTION.details, a.activity_id),
      ...(a.is_bookable ? [button('Book', ACTION.book, a.activity_id, 'primary')] : []),
    ],
  };
  return [card, actions];
};

const moreBlock = (shelf: Shelf, cursor: ShelfCursor, blockId: string): KnownBlock => ({
  type: 'actions',
  block_id: `${blockId}:more`,
  elements: [button(`More ${clip(shelf.display_name, 60)}`, ACTION.shelfMore, encodeShelfCursor(cursor))],
});

const locationFooter = (label: string | null): KnownBlock => ({
  type: 'actions',
  block_id: 'footer',
  elements: [button(label ? 'Change location' : 'Set location', ACTION.setLocation, 'open')],
});

export const shelvesFallbackText = (res: ShelvesResponse, label: string): string => {
  const names = res.shelves.filter((s) => s.activities.length > 0).map((s) => s.display_name);
  return names.length === 0
    ? `Nothing on near ${label} right now.`
    : clip(`Things to do near ${label}: ${names.join(', ')}`, 3000);
};

/**
 * The shelved homescreen: header per shelf, up to `perShelf` cards each, a "more" control where
 * the shelf holds more. Shelves that do not fit the 50-block budget are dropped, later ones first.
 */
export const shelfBlocks = (
  res: ShelvesResponse,
  opts: { locationLabel: string; perShelf?: number; maxBlocks?: number },
): SlackMessage => {
  const perShelf = opts.perShelf ?? 3;
  const maxBlocks = opts.maxBlocks ?? LIMITS.messageBlocks;
  const blocks: KnownBlock[] = [section(`Things to do near *${esc(clip(opts.locationLabel, 200))}*`)];
  const footer = locationFooter(opts.locationLabel);
  const shelves = res.shelves.filter((s) => s.activities.length > 0);
  shelves.forEach((shelf, si) => {
    const room = maxBlocks - blocks.length - 1; // keep the footer
    // header + 2 per card (+ more); shrink the card count to what fits, at least one.
    let k = Math.min(perShelf, shelf.activities.length);
    while (k > 0 && 1 + 2 * k + (shelf.activities.length > k ? 1 : 0) > room) k--;
    if (k === 0) return;
    blocks.push(header(shelf.display_name));
    shelf.activities.slice(0, k).forEach((a, i) => {
      blocks.push(...activityCard(a, `s${si}a${i}`));
    });
    if (shelf.activities.length > k) {
      blocks.push(moreBlock(shelf, { slug: shelf.slug, offset: k, h3Cell: res.h3_cell }, `s${si}`));
    }
  });
  if (shelves.length === 0) blocks.push(section('Nothing is on around here right now. Try another place.'));
  blocks.push(footer);
  return { text: shelvesFallbackText(res, opts.locationLabel), blocks };
};

/** The next page of one shelf, answered to the "more" button. */
export const shelfPageBlocks = (
  shelf: Shelf,
  cursor: ShelfCursor,
  opts: { pageSize?: number } = {},
): SlackMessage => {
  const pageSize = Math.min(opts.pageSize ?? 5, Math.floor((LIMITS.messageBlocks - 2) / 2));
  const page = shelf.activities.slice(cursor.offset, cursor.offset + pageSize);
  const blocks: KnownBlock[] = [header(`More: ${shelf.display_name}`)];
  page.forEach((a, i) => {
    blocks.push(...activityCard(a, `p${cursor.offset + i}`));
  });
  if (page.length === 0) blocks.push(section('That is everything on this shelf.'));
  const next = cursor.offset + page.length;
  if (shelf.activities.length > next) {
    blocks.push(moreBlock(shelf, { ...cursor, offset: next }, 'page'));
  }
  return { text: clip(`More ${shelf.display_name}: ${page.map((a) => a.name).join(', ')}`, 3000), blocks };
};

const resultCard = (r: SearchResult, i: number): KnownBlock[] => {
  const facts = [
    r.venue ? esc(clip(r.venue, 120)) : null,
    formatWhen(r.next_datetime) ? `:calendar: ${formatWhen(r.next_datetime)}` : null,
    r.rating !== null ? `:star: ${r.rating.toFixed(1)}` : null,
  ].filter((x): x is string => x !== null);
  const lines = [
    `*${esc(clip(r.name, 200))}*`,
    facts.join(dot),
    r.why ? `_${esc(clip(r.why, 400))}_` : '',
    r.short_description ? esc(clip(r.short_description, 300)) : '',
  ].filter((l) => l !== '');
  const card: KnownBlock = {
    type: 'section',
    block_id: `r${i}:card`,
    text: mrkdwn(lines.join('\n')),
    ...(imageUrlOk(r.picture_url)
      ? { accessory: { type: 'image', image_url: r.picture_url, alt_text: clip(r.name, 200) } }
      : {}),
  };
  if (!r.activity_id) return [card];
  return [
    card,
    { type: 'actions', block_id: `r${i}:act`, elements: [button('Details', ACTION.details, r.activity_id)] },
  ];
};

export const searchBlocks = (
  prompt: string,
  res: SearchResponse,
  opts: { max?: number } = {},
): SlackMessage => {
  const max = Math.min(opts.max ?? 10, Math.floor((LIMITS.messageBlocks - 3) / 2));
  const results = res.results.slice(0, max);
  const blocks: KnownBlock[] = [
    header(`Results for “${clip(prompt, 120)}”`),
    section(esc(clip(res.message || `${res.results.length} results`, 3000))),
  ];
  results.forEach((r, i) => {
    blocks.push(...resultCard(r, i));
  });
  if (results.length === 0) blocks.push(section('Nothing matched. Try fewer or different words.'));
  if (res.results.length > results.length) {
    blocks.push(context(`Showing the best ${results.length} of ${res.results.length}.`));
  }
  const names = results.map((r) => r.name).join(', ');
  return { text: clip(`Results for “${prompt}”: ${names || 'nothing found'}`, 3000), blocks };
};
