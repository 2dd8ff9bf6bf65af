/**
 * Connect Jaunt's submission: the pasted key is checked by the workspaces service (hash, constant
 * time, throttled); the answer is on the field, and only the binding is stored. When the form
 * carried a place, it is saved as the admin's location and, once connected, what's on there is shown
 * to the admin alone where they pressed Connect (a public channel: an ephemeral message there, so a
 * first test booking can be shared in it; anywhere else: by DM). Errors and the confirmation are
 * in the admin's Slack language.
 */
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { AppError } from '../../../platform/errors.js';
import { messageModal } from '../../blocks/modals.js';
import { ensureMember } from '../../channel-membership.js';
import { postDm, type SlackContext, slackActor } from '../../context.js';
import { nearMe, userLanguage } from '../../discover.js';
import { adminWordsFor, fill, wordsFor } from '../../i18n.js';
import { ACTION, BLOCK, COMMAND } from '../../ids.js';
import { teamOf, type ViewSubmitListener } from '../listener-kinds.js';

const channelOf = (metadata: string): string | null => {
  try {
    const c = (JSON.parse(metadata) as { c?: unknown }).c;
    return typeof c === 'string' && /^C[A-Z0-9]+$/.test(c) ? c : null;
  } catch {
    return null;
  }
};

/** Saves the place; false when Jaunt knows no activities around it. */
const savePlace = async (ctx: SlackContext, teamId: string, userId: string, place: string) => {
  try {
    await ctx.services.workspaces.saveLocation(teamId, userId, place);
    return true;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return false;
  }
};

/** What's on near the admin, privately: ephemeral in a public channel Jaunt is (or gets) in, else DM. */
const showFirstLook = async (
  ctx: SlackContext,
  client: WebClient,
  teamId: string,
  userId: string,
  channelId: string | null,
): Promise<void> => {
  const who = await slackActor(ctx, client, teamId, userId);
  if (!who.bound) return;
  const msg = await nearMe(ctx, who, teamId, userId, client);
  if (channelId && (await ensureMember(ctx, client, teamId, channelId))) {
    await client.chat.postEphemeral({
      channel: channelId,
      user: userId,
      text: msg.text,
      blocks: msg.blocks as KnownBlock[] | undefined,
    });
    return;
  }
  await postDm(client, userId, msg);
};

const connectedText = (bound: boolean, place: string | null, saved: boolean, lang: string): string => {
  const w = adminWordsFor(lang);
  const head = bound ? fill(w.connected, { cmd: COMMAND }) : w.alreadyConnected;
  if (!place) return head;
  const shown = place.slice(0, 60);
  if (!saved) return `${head} ${fill(w.unknownPlace, { place: shown, cmd: COMMAND })}`;
  return `${head} ${fill(w.firstLook, { place: shown, tryBook: wordsFor(lang).tryBook })}`;
};

export const connect =
  (ctx: SlackContext): ViewSubmitListener =>
  async ({ ack, body, view, client }) => {
    const values = view.state.values;
    const key = values[BLOCK.connectKey]?.[ACTION.connectKey]?.value?.trim() ?? '';
    const place = values[BLOCK.location]?.[ACTION.locationInput]?.value?.trim() || null;
    const teamId = teamOf(body);
    const userId = body.user.id;
    const lang = await userLanguage(ctx, teamId, userId, client);
    const w = adminWordsFor(lang);
    const refuse = (msg: string) => ack({ response_action: 'errors', errors: { [BLOCK.connectKey]: msg } });
    if (key === '') return refuse(w.errPasteKey);
    let bound: boolean;
    try {
      bound = (await ctx.services.workspaces.connectWithKey(teamId, userId, key)).bound;
    } catch (err) {
      if (!(err instanceof AppError)) {
        ctx.log.error({ err }, 'slack connect failed');
        return refuse(w.errWentWrong);
      }
      const code = err.code;
      if (code === 'rate_limited') return refuse(w.errTooMany);
      if (code === 'workspace_bound_elsewhere') return refuse(w.errElsewhere);
      return refuse(w.errInvalidKey);
    }
    const saved = place !== null && (await savePlace(ctx, teamId, userId, place));
    const channelId = channelOf(view.private_metadata);
    await ack({
      response_action: 'update',
      view: messageModal(w.connectJaunt, connectedText(bound, place, saved, lang)),
    });
    if (saved)
      await showFirstLook(ctx, client, teamId, userId, channelId).catch((err: unknown) =>
        ctx.log.warn({ err, team: teamId }, 'slack connect: first look not shown'),
      );
  };
