/**
 * The Slack side of reminders: delivers a due reminder (src/reminders decides whether and what) as a
 * DM to the booker, in their Slack language, with their own clock beside the venue's. A workspace
 * that uninstalled Jaunt has nowhere to post; Slack's transient failures throw so the outbox retries.
 */
import { WebClient } from '@slack/web-api';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import type { DeliverReminder } from '../reminders/index.js';
import type { Services } from '../services.js';
import { botTokenResolver, clientOptionsFor, postDm } from './context.js';
import { reminderMessage } from './reminder-messages.js';

export interface SlackReminderDeps {
  services: Services;
  config: Config;
  log: Pick<Logger, 'info'>;
}

export const slackReminderDelivery = (deps: SlackReminderDeps): DeliverReminder => {
  const { services, config, log } = deps;
  const botTokenFor = botTokenResolver(services, config);
  const clientOptions = clientOptionsFor(config);
  return async (note) => {
    const token = await botTokenFor(note.teamId);
    if (!token) {
      log.info({ booking_id: note.bookingId, team: note.teamId }, 'reminder: workspace no longer installed');
      return 'unreachable';
    }
    const [lang, readerTz] = await Promise.all([
      services.workspaces.userLocale(note.teamId, note.userId),
      services.workspaces.userTz(note.teamId, note.userId),
    ]);
    const client = new WebClient(token, clientOptions);
    await postDm(client, note.userId, reminderMessage(note, { lang: lang ?? undefined, readerTz }));
    return 'sent';
  };
};
