/**
 * Messages listing activities: homescreen shelves, one shelf's next page, search results, and a
 * card shared to a channel. Pure: contract shapes in, `{ text, blocks }` out, always inside the
 * 50-block message limit and short enough for a phone (at most 3 shelves × 3 cards, no repeats).
 */
import type { KnownBlock } from '@slack/types';
import type {
  PartnerActivity,
  SearchResponse,
  SearchResult,
  Shelf,
  ShelvesResponse,
} from '../../contract/partner.js';
import { bookButtonValue } from '../booking-form.js';
import type { BookingAbility } from '../context.js';
import { shelfName, wordsFor } from '../i18n.js';
import { ACTION } from '../ids.js';
import {
  button,
  clip,
  context,
  escClip,
  escData,
  header,
  imageUrlOk,
  mrkdwn,
  plain,
  section,
  type TimeOpts,
  venueWhen,
} from './kit.js';

export interface SlackMessage {
  text: string;
  blocks: KnownBlock[];
}

export const MAX_SHELVES = 3;
export const CARDS_PER_SHELF = 3;
export const SEARCH_PAGE = 5;
/** Cards on one page of a single shelf ("More …"). */
export const SHELF_PAGE = 5;

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

/**
 * What "Show more" on search results carries: the prompt and the ids already shown (search may
 * rank differently the second time, so pages skip what was seen rather than count an offset).
 */
export interface SearchCursor {
  prompt: string;
  shown: string[];
}
const MAX_SHOWN = 30;
export const encodeSearchCursor = (c: SearchCursor): string =>
  JSON.stringify([clip(c.prompt, 500), c.shown.slice(-MAX_SHOWN)]);
export const decodeSearchCursor = (value: string): SearchCursor | null => {
  try {
    const v: unknown = JSON.parse(value);
    if (!Array.isArray(v) || typeof v[0] !== 'string' || !Array.isArray(v[1])) return null;
    const shown = v[1].filter((x): x is string => typeof x === 'string');
    return { prompt: v[0], shown };
  } catch {
    return null;
  }
};

/** The Book button's words: a rehearsal says so; a key that cannot book shows none. */
export const bookButtonLabel = (ability: BookingAbility, lang?: string): string | null =>
  ability === 'live' ? wordsFor(lang).book : ability === 'test' ? wordsFor(lang).tryBook : null;

const dot = ' · ';

/** What a card's "⋯" menu option carries: which button it stands for, then that button's value. */
export const CARD_MORE = { details: 'details:', share: 'share:' } as const;

/** Details and Book carry the session the card shows, so the form opens on that night. */
const cardButtons = (
  activityId: string,
  when: string | null | undefined,
  bookable: boolean,
  ability: BookingAbility,
  lang?: string,
) => {
  const w = wordsFor(lang);
  const label = bookButtonLabel(ability, lang);
  const value = bookButtonValue(activityId, when);
  // At most two controls, so a card's row never wraps at phone width: Book and a "⋯" menu holding
  // Details and Share when the card can be booked, else Details and Share side by side.
  if (bookable && label)
    return [
      button(label, ACTION.book, value, 'primary'),
      {
        type: 'overflow' as const,
        action_id: ACTION.cardMore,
        options: [
          { text: plain(w.details, 75), value: clip(`${CARD_MORE.details}${value}`, 150) },
          { text: plain(w.share, 75), value: clip(`${CARD_MORE.share}${activityId}`, 150) },
        ],
      },
    ];
  return [button(w.details, ACTION.details, value), button(w.share, ACTION.share, activityId)];
};

const cardText = (
  a: {
    name: string;
    when: string | null | undefined;
    where: string | null;
    price: string | null;
    why: string;
    about: string | null;
  },
  time: TimeOpts & { readerTz?: string | null } = {},
): string =>
  [
    `*${escClip(a.name, 200)}*`,
    [
      venueWhen(a.when, null, time.readerTz, time)
        ? `:calendar: ${venueWhen(a.when, null, time.readerTz, time)}`
        : null,
      a.where ? `:round_pushpin: ${escClip(a.where, 120)}` : null,
      a.price ? `:ticket: ${escClip(a.price, 60)}` : null,
    ]
      .filter((x): x is string => x !== null)
      .join(dot),
    a.why ? `_${escClip(a.why, 300)}_` : '',
    a.about ? escClip(a.about, 300) : '',
  ]
    .filter((l) => l !== '')
    .join('\n');

const picture = (url: string | null | undefined, name: string) =>
  imageUrlOk(url) ? { accessory: { type: 'image' as const, image_url: url, alt_text: clip(name, 200) } } : {};

const activityCard = (
  a: PartnerActivity,
  blockId: string,
  ability: BookingAbility,
  lang?: string,
  now?: Date,
  readerTz?: string | null,
): KnownBlock[] => [
  {
    type: 'section',
    block_id: `${blockId}:card`,
    text: mrkdwn(
      cardText(
        {
          name: a.name,
          when: a.next_datetime,
          where: a.semantic_location,
          price: a.ticket_price?.label ?? null,
          why: a.display_label || a.highlights[0] || '',
          about: a.short_description,
        },
        { lang, now, readerTz },
      ),
    ),
    ...picture(a.picture_url, a.name),
  },
  {
    type: 'actions',
    block_id: `${blockId}:act`,
    elements: cardButtons(a.activity_id, a.next_datetime, a.is_bookable, ability, lang),
  },
];

const locationFooter = (label: string | null, lang?: string): KnownBlock => ({
  type: 'actions',
  block_id: 'footer',
  elements: [
    button(label ? wordsFor(lang).changeLocation : wordsFor(lang).setLocation, ACTION.setLocation, 'open'),
  ],
});

/** Shelves with their cards, each activity at most once across shelves, in shelf order. */
export const pickShelves = (
  res: ShelvesResponse,
  maxShelves = MAX_SHELVES,
  perShelf = CARDS_PER_SHELF,
): { shelf: Shelf; cards: PartnerActivity[]; more: boolean }[] => {
  const seen = new Set<string>();
  const out: { shelf: Shelf; cards: PartnerActivity[]; more: boolean }[] = [];
  for (const shelf of res.shelves) {
    if (out.length >= maxShelves) break;
    const fresh = shelf.activities.filter((a) => !seen.has(a.activity_id));
    if (fresh.length === 0) continue;
    const cards = fresh.slice(0, perShelf);
    for (const a of cards) seen.add(a.activity_id);
    out.push({ shelf, cards, more: fresh.length > cards.length });
  }
  return out;
};

export const shelvesFallbackText = (names: string[], label: string): string =>
  names.length === 0
    ? `Nothing on near ${escData(label)} right now.`
    : clip(`Things to do near ${escData(label)}: ${names.map(escData).join(', ')}`, 3000);

/** The shelved homescreen: at most 3 shelves × 3 cards, no activity twice, a "More" per shelf. */
export const shelfBlocks = (
  res: ShelvesResponse,
  opts: {
    locationLabel: string;
    ability: BookingAbility;
    lang?: string;
    /** Now, so a card can say "Tonight" when that is true on the venue's clock. */
    now?: Date;
    /** The reader's IANA zone: their own time is shown beside the venue's only when it differs. */
    readerTz?: string | null;
  },
): SlackMessage => {
  const w = wordsFor(opts.lang);
  const blocks: KnownBlock[] = [section(`${w.thingsNear} *${escClip(opts.locationLabel, 200)}*`)];
  const picked = pickShelves(res);
  picked.forEach(({ shelf, cards, more }, si) => {
    // Discovery names shelves in English; the reader's language names them here, by slug.
    const title = shelfName(shelf, opts.lang);
    blocks.push(header(title));
    cards.forEach((a, i) => {
      blocks.push(...activityCard(a, `s${si}a${i}`, opts.ability, opts.lang, opts.now, opts.readerTz));
    });
    if (more)
      blocks.push({
        type: 'actions',
        block_id: `s${si}:more`,
        elements: [
          button(
            `${w.more} ${clip(title, 60)}`,
            ACTION.shelfMore,
            encodeShelfCursor({ slug: shelf.slug, offset: 0, h3Cell: res.h3_cell }),
          ),
        ],
      });
  });
  if (picked.length === 0) blocks.push(section(w.nothingAround));
  blocks.push(locationFooter(opts.locationLabel, opts.lang));
  return {
    // The notification (and what a screen reader reads first) names activities, not shelf titles.
    text: shelvesFallbackText(
      picked.flatMap((p) => p.cards.map((a) => a.name)),
      opts.locationLabel,
    ),
    blocks,
  };
};

/** One shelf, a page at a time; it replaces the message it was asked from. */
export const shelfPageBlocks = (
  shelf: Shelf,
  cursor: ShelfCursor,
  opts: { ability: BookingAbility; pageSize?: number; lang?: string; now?: Date; readerTz?: string | null },
): SlackMessage => {
  const w = wordsFor(opts.lang);
  const title = shelfName(shelf, opts.lang);
  const pageSize = opts.pageSize ?? SHELF_PAGE;
  const page = shelf.activities.slice(cursor.offset, cursor.offset + pageSize);
  const blocks: KnownBlock[] = [header(title)];
  page.forEach((a, i) => {
    blocks.push(
      ...activityCard(a, `p${cursor.offset + i}`, opts.ability, opts.lang, opts.now, opts.readerTz),
    );
  });
  if (page.length === 0) blocks.push(section(w.endOfShelf));
  const next = cursor.offset + page.length;
  const nav = [
    ...(shelf.activities.length > next
      ? [button(w.showMore, ACTION.shelfMore, encodeShelfCursor({ ...cursor, offset: next }))]
      : []),
    button(w.back, ACTION.shelvesBack, 'back'),
  ];
  blocks.push({ type: 'actions', block_id: 'page:nav', elements: nav });
  return {
    text: clip(`${escData(title)}: ${page.map((a) => escData(a.name)).join(', ')}`, 3000),
    blocks,
  };
};

const WHEN_IN_WHY = /,? (?:today|tomorrow|Sun|Mon|Tue|Wed|Thu|Fri|Sat|\d{4}-\d{2}-\d{2}) \d{2}:\d{2}/;

/** The card already shows the date; the "why" sentence should not say it again. */
export const whyWithoutWhen = (why: string, hasDate: boolean): string =>
  hasDate ? why.replace(WHEN_IN_WHY, '') : why;

const resultCard = (
  r: SearchResult,
  i: number,
  ability: BookingAbility,
  bookable: (id: string) => boolean,
  lang?: string,
  now?: Date,
  readerTz?: string | null,
): KnownBlock[] => {
  const card: KnownBlock = {
    type: 'section',
    block_id: `r${i}:card`,
    text: mrkdwn(
      cardText(
        {
          name: r.name,
          when: r.next_datetime,
          where: r.venue,
          price: null,
          why: whyWithoutWhen(r.why ?? '', venueWhen(r.next_datetime) !== null),
          about: r.short_description,
        },
        { lang, now, readerTz },
      ),
    ),
    ...picture(r.picture_url, r.name),
  };
  if (!r.activity_id) return [card];
  return [
    card,
    {
      type: 'actions',
      block_id: `r${i}:act`,
      elements: cardButtons(r.activity_id, r.next_datetime, bookable(r.activity_id), ability, lang),
    },
  ];
};

export const searchBlocks = (
  prompt: string,
  res: SearchResponse,
  opts: {
    ability: BookingAbility;
    /** Search results do not say whether they can be booked: the caller knows. */
    bookable: (activityId: string) => boolean;
    /** Activity ids already shown on earlier pages. */
    shown?: string[];
    pageSize?: number;
    lang?: string;
    now?: Date;
    readerTz?: string | null;
  },
): SlackMessage => {
  const w = wordsFor(opts.lang);
  const shown = new Set(opts.shown ?? []);
  const size = opts.pageSize ?? SEARCH_PAGE;
  const fresh = res.results.filter((r) => r.activity_id === null || !shown.has(r.activity_id));
  const results = fresh.slice(0, size);
  const blocks: KnownBlock[] = [
    header(`${w.resultsFor} “${clip(prompt, 120)}”`),
    section(escClip(res.message || `${res.results.length} results`, 3000)),
  ];
  results.forEach((r, i) => {
    blocks.push(
      ...resultCard(r, shown.size + i, opts.ability, opts.bookable, opts.lang, opts.now, opts.readerTz),
    );
  });
  if (results.length === 0) blocks.push(section(w.nothingMatched));
  if (fresh.length > results.length) {
    const nowShown = [
      ...shown,
      ...results.map((r) => r.activity_id).filter((id): id is string => id !== null),
    ];
    blocks.push(
      context(`${w.showing} ${shown.size + 1}–${shown.size + results.length} ${w.of} ${res.results.length}.`),
      {
        type: 'actions',
        block_id: 'search:more',
        elements: [button(w.showMore, ACTION.searchMore, encodeSearchCursor({ prompt, shown: nowShown }))],
      },
    );
  }
  const names = results.map((r) => escData(r.name)).join(', ');
  return { text: clip(`${w.resultsFor} “${escData(prompt)}”: ${names || '—'}`, 3000), blocks };
};

/** A card posted for everyone by "Share to channel", naming who shared it. */
export const sharedCardMessage = (
  a: {
    activity_id: string;
    name: string;
    next_datetime: string | null;
    semantic_location: string | null;
    short_description: string | null;
    picture_url: string | null;
    is_bookable: boolean;
  },
  sharerId: string,
  ability: BookingAbility,
  lang?: string,
  now?: Date,
): SlackMessage => ({
  text: `<@${sharerId}> shared ${escData(a.name)}`,
  blocks: [
    context(`:speech_balloon: <@${sharerId}> ${wordsFor(lang).shared}`),
    {
      type: 'section',
      block_id: 'shared:card',
      text: mrkdwn(
        cardText(
          {
            name: a.name,
            when: a.next_datetime,
            where: a.semantic_location,
            price: null,
            why: '',
            about: a.short_description,
          },
          { lang, now },
        ),
      ),
      ...picture(a.picture_url, a.name),
    },
    {
      type: 'actions',
      block_id: 'shared:act',
      elements: cardButtons(a.activity_id, a.next_datetime, a.is_bookable, ability, lang),
    },
  ],
});
