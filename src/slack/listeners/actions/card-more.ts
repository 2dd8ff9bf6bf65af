/**
 * A card's "⋯" menu beside Book: its options stand for the Details and Share buttons, so choosing
 * one runs that button's own listener with the option's value, as if the button had been pressed.
 */
import type { BlockAction, ButtonAction, OverflowAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { CARD_MORE } from '../../blocks/activities.js';
import type { SlackContext } from '../../context.js';
import { ACTION } from '../../ids.js';
import type { ButtonListener } from '../listener-kinds.js';
import { details } from './details.js';
import { share } from './share.js';

type OverflowArgs = SlackActionMiddlewareArgs<BlockAction<OverflowAction>>;

export const cardMore = (ctx: SlackContext) => {
  const onDetails = details(ctx);
  const onShare = share(ctx);
  return async (args: OverflowArgs): Promise<void> => {
    const picked = args.action.selected_option.value;
    const [actionId, listener, prefix] = picked.startsWith(CARD_MORE.details)
      ? [ACTION.details, onDetails, CARD_MORE.details]
      : picked.startsWith(CARD_MORE.share)
        ? [ACTION.share, onShare, CARD_MORE.share]
        : [null, null, ''];
    if (!actionId || !listener) return void (await args.ack());
    const pressed: ButtonAction = {
      type: 'button',
      action_id: actionId,
      block_id: args.action.block_id,
      action_ts: args.action.action_ts,
      text: { type: 'plain_text', text: actionId },
      value: picked.slice(prefix.length),
    };
    await listener({
      ...args,
      action: pressed,
      payload: pressed,
    } as unknown as Parameters<ButtonListener>[0]);
  };
};
