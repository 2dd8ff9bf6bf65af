/** Details: the activity's modal (pushed over a modal, opened elsewhere), a loading view first. */
import { AppError } from '../../../platform/errors.js';
import { detailModal, messageModal } from '../../blocks/modals.js';
import { notConnectedTextFor } from '../../blocks/workspace-messages.js';
import { detailFor, type SlackContext, slackActor } from '../../context.js';
import { userLanguage } from '../../discover.js';
import { formWordsFor, noticeWordsFor } from '../../i18n.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';
import { openLoadingModal } from '../modal-first.js';
import { originOf } from './origin.js';

export const details =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, action, client }) => {
    await ack();
    const teamId = teamOf(body);
    // The language already kept for the person (one local read): the loading view is theirs too.
    const known = await userLanguage(ctx, teamId, body.user.id);
    const fill = await openLoadingModal(
      client,
      { triggerId: body.trigger_id, overModal: Boolean(body.view) },
      noticeWordsFor(known).activityTitle,
      known,
    );
    if (!fill) return;
    let lang = known;
    try {
      // The actor first: on first use it learns the user's profile, locale included.
      const who = await slackActor(ctx, client, teamId, body.user.id);
      lang = await userLanguage(ctx, teamId, body.user.id);
      if (!who.bound) return void (await fill(messageModal('Jaunt', notConnectedTextFor(lang), lang)));
      const origin = originOf(body, action.value ?? '');
      const d = await detailFor(ctx, who.actor, origin.activityId, lang);
      const readerTz = await ctx.services.workspaces.userTz(teamId, body.user.id);
      await fill(
        detailModal(d, { ...origin, activityId: d.activity_id }, who.booking, lang, {
          now: ctx.clock(),
          readerTz,
        }),
      );
    } catch (err) {
      ctx.log.warn({ err }, 'slack details modal failed');
      await fill(
        messageModal('Jaunt', err instanceof AppError ? err.message : formWordsFor(lang).wentWrong, lang),
      );
    }
  };
