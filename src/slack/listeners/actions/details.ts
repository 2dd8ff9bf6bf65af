/** Details: the activity's modal (pushed over a modal, opened elsewhere). */
import type { WebClient } from '@slack/web-api';
import { AppError } from '../../../platform/errors.js';
import { detailModal, messageModal } from '../../blocks/modals.js';
import { notConnectedText } from '../../blocks/workspace-messages.js';
import { detailFor, type SlackContext, slackActor } from '../../context.js';
import { userLanguage } from '../../discover.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';
import { originOf } from './origin.js';

export const details =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, action, client }) => {
    await ack();
    const teamId = teamOf(body);
    const who = await slackActor(ctx, client, teamId, body.user.id);
    const open = (view: Parameters<WebClient['views']['open']>[0]['view']) =>
      body.view
        ? client.views.push({ trigger_id: body.trigger_id, view })
        : client.views.open({ trigger_id: body.trigger_id, view });
    if (!who.bound) return void (await open(messageModal('Jaunt', notConnectedText)));
    try {
      const origin = originOf(body, action.value ?? '');
      const d = await detailFor(
        ctx,
        who.actor,
        origin.activityId,
        await userLanguage(ctx, teamId, body.user.id),
      );
      await open(detailModal(d, { ...origin, activityId: d.activity_id }, who.booking));
    } catch (err) {
      await open(messageModal('Jaunt', err instanceof AppError ? err.message : 'Something went wrong.'));
    }
  };
