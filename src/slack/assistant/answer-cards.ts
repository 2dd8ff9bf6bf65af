/**
 * A turn's answer: search for the thread's prompt, at most five cards not turned down, built by the
 * search card builder (Details / Book / Share, Book only where it is true), with the one-line summary
 * of how the request was read under the header. The cards' Book, Share and "⋯" controls are the
 * assistant's own (card-actions.ts): they know the thread (its party size, its channel in context).
 */
import type { KnownBlock } from '@slack/types';
import type { TurnOutcome } from '../../conversations/index.js';
import { type SlackMessage, searchBlocks } from '../blocks/activities.js';
import { context, esc } from '../blocks/kit.js';
import type { SlackContext } from '../context.js';
import { bookableCheck, type Who } from '../discover.js';
import { ACTION } from '../ids.js';
import { assistantWordsFor } from './assistant-messages.js';
import { ASSISTANT_ACTION } from './card-action-ids.js';
import { requestSummary } from './request-summary.js';

/** Cards per answer in the panel. */
export const ASSISTANT_CARDS = 5;

/** The search card controls, renamed to the assistant's (same values, same look). */
const ownControls = (blocks: KnownBlock[]): KnownBlock[] =>
  blocks.map((b) => {
    if (b.type !== 'actions') return b;
    return {
      ...b,
      elements: b.elements.map((e) => {
        const id = (e as { action_id?: string }).action_id;
        if (id === ACTION.book) return { ...e, action_id: ASSISTANT_ACTION.book };
        if (id === ACTION.share) return { ...e, action_id: ASSISTANT_ACTION.share };
        if (id === ACTION.cardMore) return { ...e, action_id: ASSISTANT_ACTION.cardMore };
        return e;
      }),
    } as KnownBlock;
  });

export interface CardsAnswer {
  message: SlackMessage;
  cards: { activityId: string; name: string; when: string | null }[];
  summary: string;
}

export const answerCards = async (
  ctx: SlackContext,
  who: Who,
  turn: TurnOutcome,
  opts: { location: string | null; lang: string; readerTz?: string | null },
): Promise<CardsAnswer> => {
  const skipped = new Set(turn.thread.skipped.map((c) => c.activityId));
  const res = await ctx.services.search.search(who.actor, {
    prompt: turn.prompt,
    location: opts.location,
    language: opts.lang,
    limit: ASSISTANT_CARDS + skipped.size,
  });
  const results = res.results
    .filter((r) => !r.activity_id || !skipped.has(r.activity_id))
    .slice(0, ASSISTANT_CARDS);
  const summary = turn.reading ? requestSummary(turn.reading, turn.thread, opts.lang) : '';
  const built = searchBlocks(
    turn.prompt,
    { ...res, results },
    {
      ability: who.booking,
      bookable: await bookableCheck(
        ctx,
        who,
        results.flatMap((r) => (r.activity_id ? [{ activityId: r.activity_id, isBookable: null }] : [])),
      ),
      pageSize: ASSISTANT_CARDS,
      lang: opts.lang,
      // Day words and the reader's own time, as on every other card.
      now: ctx.clock(),
      readerTz: opts.readerTz ?? null,
    },
  );
  const w = assistantWordsFor(opts.lang);
  const [header, ...rest] = built.blocks as KnownBlock[];
  const line = summary ? [context(`${w.readAs}: *${esc(summary)}*`)] : [];
  const blocks = [...(header ? [header] : []), ...line, ...ownControls(rest)];
  return {
    message: { text: summary ? `${w.readAs}: ${summary}\n${built.text}` : built.text, blocks },
    cards: results.flatMap((r) =>
      r.activity_id ? [{ activityId: r.activity_id, name: r.name, when: r.next_datetime }] : [],
    ),
    summary,
  };
};
