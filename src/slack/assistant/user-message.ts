/**
 * A person's message in an assistant thread is a turn: "Looking…" at once, the title from the first
 * turn, the kept request refined (conversations' takeTurn, search's own reading), then the answer in
 * the thread: at most five cards and how the request was read, or the Book form's button for "book
 * the second one for 6", or a poll for the channel in context (plan-from-thread.ts).
 */
import type { AssistantUserMessageMiddleware, SayFn } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import type { ThreadLang, TurnOutcome } from '../../conversations/index.js';
import { button, clip, escClip, section } from '../blocks/kit.js';
import { bookButtonValue } from '../booking-form.js';
import { type SlackContext, slackActor } from '../context.js';
import { bookableCheck, userLanguage, type Who } from '../discover.js';
import { fill } from '../i18n.js';
import { chargeWorkspace, refusalText } from '../listeners/charge-caller.js';
import { answerCards } from './answer-cards.js';
import { assistantWordsFor } from './assistant-messages.js';
import { ASSISTANT_ACTION } from './card-action-ids.js';
import { bookForValue } from './card-actions.js';
import { planFromThread } from './plan-from-thread.js';
import { type ThreadRef, threadKeyOf } from './thread-key.js';

/** Thread titles stay short in the panel's history. */
const TITLE_CHARS = 60;

interface TurnMessage {
  text?: string;
  user?: string;
  bot_id?: string;
  subtype?: string;
}

/** The answer to a turn that is not a search: the Book button, a pointer that missed, a prompt. */
const answerOther = async (
  ctx: SlackContext,
  say: SayFn,
  turn: TurnOutcome,
  who: Who,
  lang: string,
): Promise<boolean> => {
  const w = assistantWordsFor(lang);
  const a = turn.action;
  if (a.kind === 'empty') {
    await say(turn.changed.includes('reset') ? w.startedOver : w.empty);
    return true;
  }
  if (a.kind === 'no-card') {
    await say(fill(w.noCard, { n: a.position }));
    return true;
  }
  if (a.kind !== 'book') return false;
  // Offered only where Book is true for this workspace (the cards' own rule).
  if (
    !(await bookableCheck(ctx, who, [{ activityId: a.card.activityId, isBookable: null }]))(a.card.activityId)
  ) {
    await say(fill(w.cannotBook, { name: escClip(a.card.name, 150) }));
    return true;
  }
  const ask = fill(w.bookAsk, { name: escClip(a.card.name, 150), n: a.quantity ?? 1 });
  await say({
    text: ask,
    blocks: [
      section(ask),
      {
        type: 'actions',
        block_id: 'assistant:book',
        elements: [
          button(
            w.bookButton,
            ASSISTANT_ACTION.book,
            bookForValue(a.quantity, bookButtonValue(a.card.activityId, a.card.when)),
            'primary',
          ),
        ],
      },
    ],
  });
  return true;
};

/** One turn for a person of a connected workspace. */
const runTurn = async (
  ctx: SlackContext,
  args: { client: WebClient; say: SayFn; setTitle: (t: string) => Promise<unknown> },
  key: ThreadRef & { userId: string },
  text: string,
  who: Who,
  language: ThreadLang,
): Promise<void> => {
  const saved = await ctx.services.workspaces.savedLocation(key.teamId, key.userId);
  const turn = await ctx.services.conversations.takeTurn(key, {
    userId: key.userId,
    text,
    location: saved?.label ?? null,
    language,
    cardWords: async (activityId) => {
      const d = await ctx.services.catalogue.detail(who.actor, activityId, ['en']).catch(() => null);
      return d ? d.search_category.slice(0, 2).join(' ') : null;
    },
  });
  const lang = turn.thread.language ?? language;
  const titled = turn.first ? args.setTitle(clip(text, TITLE_CHARS)) : Promise.resolve();
  if (await answerOther(ctx, args.say, turn, who, lang)) return void (await titled);
  if (turn.action.kind === 'vote') {
    await planFromThread(ctx, { client: args.client, say: args.say }, key, turn, who, lang);
    return void (await titled);
  }
  const answer = await answerCards(ctx, who, turn, {
    location: saved?.label ?? null,
    lang,
    readerTz: await ctx.services.workspaces.userTz(key.teamId, key.userId),
  });
  // The cards are kept before they are shown: a reply to them always finds them.
  await ctx.services.conversations.recordAnswer(key, answer.cards);
  await args.say({ text: answer.message.text, blocks: answer.message.blocks });
  await titled;
};

export const userMessage =
  (ctx: SlackContext): AssistantUserMessageMiddleware =>
  async ({ message, body, context, client, say: sayNow, setStatus, setTitle }) => {
    const m = message as TurnMessage;
    // Bots (Jaunt itself included), edits and deletions are no turns.
    if (m.bot_id || (m.subtype && m.subtype !== 'file_share') || !m.user || !m.text?.trim()) return;
    const key = { ...threadKeyOf(message, body, context), userId: m.user };
    const [known, thread] = await Promise.all([
      userLanguage(ctx, key.teamId, key.userId),
      ctx.services.conversations.thread(key),
    ]);
    const lang = (thread?.language ?? known) as ThreadLang;
    // "Looking…" at once, but Slack's answer to it is not waited for before the work: only before
    // the reply (a reply clears the status; a status landing after it would stay).
    const status = setStatus(assistantWordsFor(lang).looking).catch((err: unknown) =>
      ctx.log.warn({ err }, 'slack assistant: setStatus failed'),
    );
    const say: SayFn = async (msg) => {
      await status;
      return sayNow(msg);
    };
    try {
      const who = await slackActor(ctx, client, key.teamId, key.userId);
      if (!who.bound) return void (await say(assistantWordsFor(lang).notConnected));
      // A turn is one search (or Book ask): charged to the bound key like every other door.
      const outcome = await chargeWorkspace(ctx, key.teamId);
      if (outcome && !outcome.allowed)
        return void (await say((await refusalText(ctx, key.teamId, key.userId, outcome)).text));
      const language = (await userLanguage(ctx, key.teamId, key.userId, client)) as ThreadLang;
      await runTurn(ctx, { client, say, setTitle }, key, m.text, who, language);
    } catch (err) {
      ctx.log.error({ err }, 'slack assistant turn failed');
      await say(assistantWordsFor(lang).failed).catch(() => undefined);
    }
  };
