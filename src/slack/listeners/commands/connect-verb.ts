/**
 * `/activities connect`: admins only; the Connect modal takes the API key. The modal opens (loading)
 * before `users.info` is asked who this is, so a slow Slack cannot spend the trigger's 3 s. The form
 * is in the admin's Slack language (kept locale, then users.info's).
 */
import type { SlashCommand } from '@slack/bolt';
import type { WebClient } from '@slack/web-api';
import { connectModal, messageModal } from '../../blocks/modals.js';
import { connectRefusedTextFor } from '../../blocks/workspace-messages.js';
import { type Reply, type SlackContext, slackProfile } from '../../context.js';
import { adminWordsFor, languageOfLocale } from '../../i18n.js';
import { openLoadingModal } from '../modal-first.js';
import { ephemeral } from './reply.js';

export const connect = async (
  { services, log }: SlackContext,
  command: SlashCommand,
  respond: Reply,
  client: WebClient,
): Promise<void> => {
  try {
    const fill = await openLoadingModal(
      client,
      { triggerId: command.trigger_id, overModal: false },
      'Connect Jaunt',
    );
    if (!fill) return;
    const profile = await slackProfile(client, command.user_id, log);
    const kept = await services.workspaces.userLocale(command.team_id, command.user_id);
    const lang = languageOfLocale(kept ?? profile?.locale ?? null);
    await fill(
      profile?.isAdmin
        ? connectModal(
            await services.workspaces.issueBindToken(command.team_id, command.user_id),
            undefined,
            lang,
          )
        : messageModal(adminWordsFor(lang).connectJaunt, connectRefusedTextFor(lang)),
    );
  } catch (err) {
    log.warn({ err }, 'slack connect modal failed');
    await respond(ephemeral('Sorry, I could not open the Connect form. Try the Home tab.'));
  }
};
