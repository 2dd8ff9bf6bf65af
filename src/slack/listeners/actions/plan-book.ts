/** "Book for the group": the Book form for the plan's winner, as many tickets as voters, in its thread. */
import type { SlackContext } from '../../context.js';
import type { ButtonListener } from '../listener-kinds.js';
import { openBookForm } from './book-form.js';

export const planBook =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, action, client }) => {
    await ack();
    const [planId = '', activityId = '', count = '1'] = (action.value ?? '').split('|');
    const state = await ctx.services.plans.get(planId);
    if (!state) return;
    await openBookForm(ctx, body, client, {
      activityId,
      channelId: state.plan.channelId,
      messageTs: state.plan.messageTs,
      quantity: Math.max(1, Number.parseInt(count, 10) || 1),
    });
  };
