/**
 * The panel's card controls: Book opens the Book form (never books by itself) with the thread's
 * party size and the channel in context for its "Share" box; Share and the "⋯" menu run the search
 * cards' own listeners with the channel in context as the channel, so the channel-membership rules
 * (channel-membership.ts: join a public channel, else DM the card) apply as everywhere else.
 */
import type { App, BlockAction, ButtonAction, OverflowAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { parseBookButtonValue } from '../booking-form.js';
import type { SlackContext } from '../context.js';
import { openBookForm } from '../listeners/actions/book-form.js';
import { cardMore } from '../listeners/actions/card-more.js';
import { share } from '../listeners/actions/share.js';
import { teamOf } from '../listeners/listener-kinds.js';
import { ASSISTANT_ACTION } from './card-action-ids.js';

/** A Book button of a "book the second one for 6" answer: the ticket count, then the card's value. */
export const bookForValue = (quantity: number | null, bookValue: string): string =>
  quantity ? `${quantity}#${bookValue}` : bookValue;

const readBookFor = (value: string): { quantity: number | null; bookValue: string } => {
  const m = /^(\d{1,3})#(.*)$/.exec(value);
  return m ? { quantity: Number(m[1]), bookValue: m[2] ?? '' } : { quantity: null, bookValue: value };
};

/** The thread a pressed control sits in, and what it keeps (party size, channel in context). */
const threadOf = async (ctx: SlackContext, body: BlockAction) => {
  const c = body.container as { channel_id?: string; thread_ts?: string };
  const m = body.message as { thread_ts?: string; ts?: string } | undefined;
  const channelId = body.channel?.id ?? c.channel_id ?? '';
  const threadTs = m?.thread_ts ?? c.thread_ts ?? '';
  const thread = threadTs
    ? await ctx.services.conversations.thread({ teamId: teamOf(body), channelId, threadTs })
    : null;
  return { channelId, thread };
};

/** The same body with the channel in context as its channel (when the thread has one). */
const inContext = async <B extends BlockAction>(ctx: SlackContext, body: B): Promise<B> => {
  const { thread } = await threadOf(ctx, body);
  const target = thread?.contextChannelId;
  return target ? { ...body, channel: { id: target, name: '' } } : body;
};

type ButtonArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>>;
type OverflowArgs = SlackActionMiddlewareArgs<BlockAction<OverflowAction>>;

export const registerCardActions = (app: App, ctx: SlackContext): void => {
  const onShare = share(ctx);
  const onMore = cardMore(ctx);

  app.action<BlockAction<ButtonAction>>(ASSISTANT_ACTION.book, async ({ ack, body, action, client }) => {
    await ack();
    const { quantity, bookValue } = readBookFor(action.value ?? '');
    const { activityId, sessionKey } = parseBookButtonValue(bookValue);
    const { channelId, thread } = await threadOf(ctx, body);
    await openBookForm(ctx, body, client, {
      activityId,
      sessionKey,
      channelId: thread?.contextChannelId ?? channelId,
      messageTs: null,
      quantity: quantity ?? thread?.request.party ?? null,
    });
  });

  app.action<BlockAction<ButtonAction>>(ASSISTANT_ACTION.share, async (args) => {
    const body = await inContext(ctx, args.body);
    await onShare({ ...args, body } as ButtonArgs & Parameters<typeof onShare>[0]);
  });

  app.action<BlockAction<OverflowAction>>(ASSISTANT_ACTION.cardMore, async (args) => {
    const body = await inContext(ctx, args.body);
    await onMore({ ...args, body } as OverflowArgs);
  });
};
