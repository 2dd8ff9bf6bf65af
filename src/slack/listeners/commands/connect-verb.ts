/** `/activities connect`: admins only; the Connect modal takes the API key. */
import type { SlashCommand } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { connectModal } from '../../blocks/modals.js';
import { connectRefusedText } from '../../blocks/workspace-messages.js';
import { type Reply, type SlackContext, slackProfile } from '../../context.js';
import { ephemeral } from './reply.js';

export const connect = async (
  { services, log }: SlackContext,
  command: SlashCommand,
  respond: Reply,
  client: WebClient,
): Promise<void> => {
  const profile = await slackProfile(client, command.user_id, log);
  if (!profile?.isAdmin) {
    await respond(ephemeral(connectRefusedText));
    return;
  }
  await client.views
    .open({
      trigger_id: command.trigger_id,
      view: connectModal(await services.workspaces.issueBindToken(command.team_id, command.user_id)),
    })
    .catch(async (err: unknown) => {
      log.warn({ err }, 'slack connect modal failed');
      await respond(ephemeral('Sorry, I could not open the Connect form. Try the Home tab.'));
    });
};
