/**
 * The location modal's submission: save the place (an unknown one answers on the field), then
 * refresh Home, or answer where the button was pressed with the activities near it.
 */
import { AppError } from '../../../platform/errors.js';
import { postDm, type SlackContext, slackActor } from '../../context.js';
import { nearMe, userLanguage } from '../../discover.js';
import { publishHome } from '../../home.js';
import { fill, noticeWordsFor } from '../../i18n.js';
import { ACTION, BLOCK } from '../../ids.js';
import { teamOf, type ViewSubmitListener } from '../listener-kinds.js';

export const location =
  (ctx: SlackContext): ViewSubmitListener =>
  async ({ ack, body, view, client }) => {
    const { services, log } = ctx;
    const place = view.state.values[BLOCK.location]?.[ACTION.locationInput]?.value?.trim() ?? '';
    const teamId = teamOf(body);
    const userId = body.user.id;
    const w = noticeWordsFor(await userLanguage(ctx, teamId, userId));
    if (place === '') {
      await ack({ response_action: 'errors', errors: { [BLOCK.location]: w.locationEmpty } });
      return;
    }
    try {
      await services.workspaces.saveLocation(teamId, userId, place);
    } catch (err) {
      const msg =
        err instanceof AppError ? fill(w.unknownPlace, { place: place.slice(0, 60) }) : w.locationFailed;
      await ack({ response_action: 'errors', errors: { [BLOCK.location]: msg } });
      return;
    }
    await ack();
    let meta: { home?: boolean; r?: string | null } = {};
    try {
      meta = JSON.parse(view.private_metadata) as typeof meta;
    } catch {
      meta = {};
    }
    if (meta.home) {
      await publishHome(ctx, client, teamId, userId).catch((err: unknown) =>
        log.warn({ err }, 'slack home refresh failed'),
      );
      return;
    }
    const who = await slackActor(ctx, client, teamId, userId);
    if (!who.bound) return;
    const msg = await nearMe(ctx, who, teamId, userId, client);
    // The response URL came in a signed Slack payload.
    const target = meta.r && /^https?:\/\//.test(meta.r) ? meta.r : null;
    if (target) {
      // Through the one guarded outbound client, like every call out of the service.
      await services.http
        .send(target, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ response_type: 'ephemeral', replace_original: false, ...msg }),
        })
        .catch((err: unknown) => log.warn({ err }, 'slack response_url post failed'));
    } else {
      await postDm(client, userId, msg).catch((err: unknown) => log.warn({ err }, 'slack DM failed'));
    }
  };
