/** Connect Jaunt: admins only; the modal takes the API key. */
import { connectModal, messageModal } from '../../blocks/modals.js';
import { connectRefusedText } from '../../blocks/workspace-messages.js';
import { type SlackContext, slackProfile } from '../../context.js';
import { type ButtonListener, teamOf } from '../listener-kinds.js';

export const connect =
  (ctx: SlackContext): ButtonListener =>
  async ({ ack, body, client }) => {
    await ack();
    const profile = await slackProfile(client, body.user.id, ctx.log);
    const view = profile?.isAdmin
      ? connectModal(await ctx.services.workspaces.issueBindToken(teamOf(body), body.user.id))
      : messageModal('Connect Jaunt', connectRefusedText);
    await client.views.open({ trigger_id: body.trigger_id, view });
  };
