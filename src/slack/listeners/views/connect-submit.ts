/**
 * Connect Jaunt's submission: the pasted key is checked by the workspaces service (hash, constant
 * time, throttled); the answer is on the field, and only the binding is stored. When the form
 * carried a place, it is saved as the admin's location and, once connected, what's on there is shown
 * to the admin alone where they pressed Connect (a public channel: an ephemeral message there, so a
 * first test booking can be shared in it; anywhere else: by DM).
 */
import type { KnownBlock } from '@slack/types';
import type { WebClient } from '@slack/web-api';
import { AppError } from '../../../platform/errors.js';
import { messageModal } from '../../blocks/modals.js';
import { ensureMember } from '../../channel-membership.js';
import { postDm, type SlackContext, slackActor } from '../../context.js';
import { nearMe } from '../../discover.js';
import { ACTION, BLOCK } from '../../ids.js';
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

const connectedText = (bound: boolean, place: string | null, saved: boolean): string => {
  const head = bound
    ? 'Connected. Everyone here can now use /activities.'
    : 'This workspace was already connected with that key.';
  if (!place) return head;
  if (!saved)
    return `${head} I don't know any activities around “${place.slice(0, 60)}”: set your place with /activities location <place>.`;
  return `${head} What's on near ${place.slice(0, 60)} is on its way, visible only to you (here in a channel Jaunt can post in, else by DM): press Try booking (test) on a card for a first test booking.`;
};

export const connect =
  (ctx: SlackContext): ViewSubmitListener =>
  async ({ ack, body, view, client }) => {
    const values = view.state.values;
    const key = values[BLOCK.connectKey]?.[ACTION.connectKey]?.value?.trim() ?? '';
    const place = values[BLOCK.location]?.[ACTION.locationInput]?.value?.trim() || null;
    const teamId = teamOf(body);
    const userId = body.user.id;
    const refuse = (msg: string) => ack({ response_action: 'errors', errors: { [BLOCK.connectKey]: msg } });
    if (key === '') return refuse('Paste the API key.');
    let bound: boolean;
    try {
      bound = (await ctx.services.workspaces.connectWithKey(teamId, userId, key)).bound;
    } catch (err) {
      if (!(err instanceof AppError)) {
        ctx.log.error({ err }, 'slack connect failed');
        return refuse('Something went wrong. Please try again.');
      }
      const code = err.code;
      if (code === 'rate_limited') return refuse('Too many tries. Wait 15 minutes and try again.');
      if (code === 'workspace_bound_elsewhere')
        return refuse('This workspace is already connected to a different Jaunt account.');
      return refuse('That is not a valid Jaunt API key. Check it and paste it again.');
    }
    const saved = place !== null && (await savePlace(ctx, teamId, userId, place));
    const channelId = channelOf(view.private_metadata);
    await ack({
      response_action: 'update',
      view: messageModal('Connect Jaunt', connectedText(bound, place, saved)),
    });
    if (saved)
      await showFirstLook(ctx, client, teamId, userId, channelId).catch((err: unknown) =>
        ctx.log.warn({ err, team: teamId }, 'slack connect: first look not shown'),
      );
  };
