/** Connect Jaunt: admins only; the modal takes the API key (a loading view first: users.info can be slow). */
import { connectModal, messageModal } from '../../blocks/modals.js';
import { connectRefusedText } from '../../blocks/workspace-messages.js';
import { type SlackContext, slackProfile } from '../../context.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';
import { openLoadingModal } from '../modal-first.js';

export const connect =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, client }) => {
    await ack();
    const fill = await openLoadingModal(
      client,
      { triggerId: body.trigger_id, overModal: false },
      'Connect Jaunt',
    );
    if (!fill) return;
    const profile = await slackProfile(client, body.user.id, ctx.log);
    await fill(
      profile?.isAdmin
        ? connectModal(await ctx.services.workspaces.issueBindToken(teamOf(body), body.user.id))
        : messageModal('Connect Jaunt', connectRefusedText),
    );
  };
