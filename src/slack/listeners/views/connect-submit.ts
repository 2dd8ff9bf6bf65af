/**
 * Connect Jaunt's submission: the pasted key is checked by the workspaces service (hash, constant
 * time, throttled); the answer is on the field, and only the binding is stored.
 */
import { AppError } from '../../../platform/errors.js';
import { messageModal } from '../../blocks/modals.js';
import type { SlackContext } from '../../context.js';
import { ACTION, BLOCK } from '../../ids.js';
import { teamOf, type ViewSubmitListener } from '../listener-kinds.js';

export const connect =
  (ctx: SlackContext): ViewSubmitListener =>
  async ({ ack, body, view }) => {
    const key = view.state.values[BLOCK.connectKey]?.[ACTION.connectKey]?.value?.trim() ?? '';
    const teamId = teamOf(body);
    const refuse = (msg: string) => ack({ response_action: 'errors', errors: { [BLOCK.connectKey]: msg } });
    if (key === '') return refuse('Paste the API key.');
    try {
      const r = await ctx.services.workspaces.connectWithKey(teamId, body.user.id, key);
      await ack({
        response_action: 'update',
        view: messageModal(
          'Connect Jaunt',
          r.bound
            ? 'Connected. Everyone here can now use /activities.'
            : 'This workspace was already connected with that key.',
        ),
      });
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
  };
