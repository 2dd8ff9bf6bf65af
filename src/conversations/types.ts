/**
 * The shapes of an assistant conversation: the structured request a thread keeps (each constraint
 * with the words that state it in a prompt), the cards of its last answer, and what one turn did.
 */
import type { PromptReading } from '../discovery/index.js';
import type { ThreadLang } from './lexicon/refinements.js';

export type { ThreadLang } from './lexicon/refinements.js';

/** Concepts and words of one kind ("drinks", "quieter"), as the person wrote them (folded). */
export interface KeptWords {
  words: string;
  concepts: string[];
}

/**
 * The request a thread keeps. A turn's constraint replaces the kept one of the same kind: a new
 * time replaces the time, a new place the place, a mood the mood; the rest stays.
 */
export interface KeptRequest {
  /** What is looked for: things (categories, situations, audiences) and leftover words. */
  what: KeptWords | null;
  /** Other qualities by concept kind (mood, setting, dietary, ...): one entry per kind. */
  qualities: Record<string, KeptWords>;
  /** Things ruled out ("no clubs"). */
  without: string | null;
  time: { words: string } | null;
  price: { maxMajor: number | null; free: boolean; cheap: boolean; symbol: string | null } | null;
  place: { label: string; near: boolean } | null;
  party: number | null;
  /** The language the kept words are in (how the prompt is written back). */
  lang: ThreadLang;
}

export const emptyRequest = (lang: ThreadLang = 'en'): KeptRequest => ({
  what: null,
  qualities: {},
  without: null,
  time: null,
  price: null,
  place: null,
  party: null,
  lang,
});

/** A card of the last answer, in order ("the second one"). */
export interface ShownCard {
  activityId: string;
  name: string;
  /** The session the card showed (ISO), so Book opens on it. */
  when: string | null;
}

/** One assistant thread, as stored. */
export interface ThreadState {
  teamId: string;
  channelId: string;
  threadTs: string;
  userId: string;
  /** The channel the person is looking at (Share posts there), or null. */
  contextChannelId: string | null;
  /** The answer language the person asked for ("in French please"), or null: their Slack locale. */
  language: ThreadLang | null;
  request: KeptRequest;
  shown: ShownCard[];
  /** Activities turned down in this thread ("not that one"), never shown again here. */
  skipped: ShownCard[];
  turns: number;
}

export interface ThreadKey {
  teamId: string;
  channelId: string;
  threadTs: string;
}

/** What a turn asks besides refining the search. */
export type TurnAction =
  | { kind: 'search' }
  /** Nothing to look for yet (an empty request, or "start over" alone). */
  | { kind: 'empty' }
  /** Open the Book form for a card of the last answer, with this many tickets. */
  | { kind: 'book'; card: ShownCard; quantity: number | null }
  /** Let the channel vote between these cards. */
  | { kind: 'vote'; cards: ShownCard[] }
  /** The turn pointed at a card that is not there ("the fifth" of three). */
  | { kind: 'no-card'; position: number };

/** What one turn did: the state after it, the prompt search should answer, and how it was read. */
export interface TurnOutcome {
  thread: ThreadState;
  /** True on the thread's first turn (its title comes from it). */
  first: boolean;
  action: TurnAction;
  /** The kept request written as a prompt ('' when empty). */
  prompt: string;
  /** How search reads that prompt (with the location hint): the summary is made from this. */
  reading: PromptReading | null;
  /** What changed this turn, by name (reset, cheaper, language, skip, like, time, place, ...). */
  changed: string[];
}
