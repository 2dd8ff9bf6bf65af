/** A vote on a group plan, then the plan's message re-rendered (one update at a time per plan). */
import { drained, type SlackContext } from '../../context.js';
import { userLanguage } from '../../discover.js';
import { noticeWordsFor } from '../../i18n.js';
import { type PlanUpdater, renderPlan } from '../../plan-polls.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const planVote =
  (ctx: SlackContext, planUpdater: PlanUpdater): ButtonListener =>
  async ({ ack, body, action, client, respond }) => {
    await ack();
    const { services, log } = ctx;
    const [planId = '', activityId = ''] = (action.value ?? '').split('|');
    try {
      const r = await services.plans.vote(planId, body.user.id, activityId);
      if (r.outcome === 'closed')
        await drained(respond)({
          response_type: 'ephemeral',
          replace_original: false,
          text: noticeWordsFor(await userLanguage(ctx, teamOf(body), body.user.id)).voteClosed,
        });
      await planUpdater(planId, async () => {
        await renderPlan(services, client, planId);
      });
    } catch (err) {
      log.info({ err, plan: planId }, 'slack plan vote refused');
    }
  };
