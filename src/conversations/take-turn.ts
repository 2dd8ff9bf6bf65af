/**
 * One message in an assistant thread: its conversation words read (read-refinements), the rest read
 * by search's own parser (discovery's readPrompt), merged into the kept request (merge-request), and
 * the request written back as a prompt (compose-prompt); the state saved before anything is
 * answered, so the next turn, on any instance, starts from it.
 */
import type { PromptReader, PromptReading } from '../discovery/index.js';
import type { Clock } from '../platform/time.js';
import { composePrompt } from './compose-prompt.js';
import type { ThreadLang } from './lexicon/refinements.js';
import { mergeRequest } from './merge-request.js';
import { type Refinements, readRefinements } from './read-refinements.js';
import type { ThreadStore } from './store.js';
import {
  emptyRequest,
  type ShownCard,
  type ThreadKey,
  type ThreadState,
  type TurnAction,
  type TurnOutcome,
} from './types.js';

export interface TurnInput {
  userId: string;
  text: string;
  /** The person's saved location, search's location hint. */
  location: string | null;
  /** The person's own language (Slack locale), until the thread asks for another. */
  language: ThreadLang;
  /** Words for a card's kind of thing ("jazz music"), for "more like the second". */
  cardWords(activityId: string): Promise<string | null>;
}

const EMPTY_READING = (lang: string): PromptReading => ({
  lang,
  time: null,
  place: null,
  price: { free: false, maxMajor: null, cheap: false },
  partySize: null,
  entityType: null,
  openNow: false,
  concepts: [],
  excluded: [],
  terms: [],
  excludedTerms: [],
});

/** Options a poll needs (workspaces' PLAN_MIN_OPTIONS). */
const VOTE_MIN = 3;

const cardAt = (shown: readonly ShownCard[], position: number): ShownCard | null =>
  shown[position - 1] ?? null;

/** The cards a vote is between: "the first three", "the first and the third", else the first three. */
const voteCards = (shown: readonly ShownCard[], ref: Refinements): ShownCard[] => {
  if (ref.ordinals.length > 1) return ref.ordinals.flatMap((n) => shown[n - 1] ?? []);
  const from = (ref.ordinals[0] ?? 1) - 1;
  return shown.slice(from, from + (ref.count ?? 3));
};

const actionOf = (t: ThreadState, ref: Refinements, r: PromptReading, prompt: string): TurnAction => {
  const position = ref.ordinals[0] ?? 1;
  if (ref.book) {
    const card = cardAt(t.shown, position);
    return card
      ? { kind: 'book', card, quantity: r.partySize ?? t.request.party }
      : { kind: 'no-card', position };
  }
  if (ref.vote) {
    const cards = voteCards(t.shown, ref);
    // A poll needs three options (the plans' own minimum).
    return cards.length >= VOTE_MIN
      ? { kind: 'vote', cards }
      : { kind: 'no-card', position: Math.max(VOTE_MIN, position) };
  }
  return prompt === '' ? { kind: 'empty' } : { kind: 'search' };
};

export const takeTurn =
  (threads: ThreadStore, readPrompt: PromptReader, clock: Clock) =>
  async (key: ThreadKey, input: TurnInput): Promise<TurnOutcome> => {
    const before: ThreadState = (await threads.get(key)) ?? {
      ...key,
      userId: input.userId,
      contextChannelId: null,
      language: null,
      request: emptyRequest(input.language),
      shown: [],
      skipped: [],
      turns: 0,
    };
    const ref = readRefinements(input.text);
    const language = ref.language ?? before.language;
    const asked = language ?? input.language;
    let words = ref.remainder;
    const liked = ref.moreLike ? cardAt(before.shown, ref.ordinals[0] ?? 1) : null;
    if (liked) words = `${(await input.cardWords(liked.activityId)) ?? ''} ${words}`.trim();
    const r =
      words === ''
        ? EMPTY_READING(before.request.lang)
        : await readPrompt(words, { language: asked, location: null });
    const merged = mergeRequest(before.request, r, ref, input.text);
    const changed = [...merged.changed];
    if (ref.language) changed.push('language');
    if (liked) changed.push('like');
    const turnedDown = ref.notThat ? cardAt(before.shown, ref.ordinals[0] ?? 1) : null;
    if (turnedDown) changed.push('skip');
    const thread: ThreadState = {
      ...before,
      userId: input.userId,
      language,
      request: merged.request,
      skipped: ref.reset ? [] : [...before.skipped, ...(turnedDown ? [turnedDown] : [])],
      turns: before.turns + 1,
    };
    const prompt = composePrompt(thread.request);
    const action = actionOf(thread, ref, r, prompt);
    await threads.save(thread, clock().toISOString());
    const reading =
      prompt === '' ? null : await readPrompt(prompt, { language: asked, location: input.location });
    return { thread, first: before.turns === 0, action, prompt, reading, changed };
  };
