/**
 * Job `slack.notify` { booking_id }: posts a resolved booking's result — the same
 * BookingWebhookPayload partners get — in the thread where it was booked, or by DM when the bot
 * cannot post there. Idempotent per (booking, status); transient Slack failures throw so the
 * worker retries with its backoff.
 */
import { ErrorCode, type WebAPIPlatformError, WebClient } from '@slack/web-api';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Services } from '../services/index.js';
import { bookingResultMessage } from './blocks/messages.js';
import { botTokenResolver, clientOptionsFor, postDm } from './context.js';

export interface SlackNotifyDeps {
  services: Services;
  config: Config;
  log: Logger;
}

/** Errors meaning "not this channel" (private channel, archived, removed): fall back to a DM. */
const CHANNEL_REFUSALS = new Set([
  'not_in_channel',
  'channel_not_found',
  'is_archived',
  'restricted_action',
  'restricted_action_read_only_channel',
  'restricted_action_thread_only_channel',
  'cannot_reply_to_message',
  'thread_not_found',
  'ekm_access_denied',
]);

const isChannelRefusal = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  (err as { code?: unknown }).code === ErrorCode.PlatformError &&
  CHANNEL_REFUSALS.has(String((err as WebAPIPlatformError).data?.error));

/** The outbox worker's view of a job and what a handler may answer (see src/jobs). */
export interface NotifyJob {
  payload: unknown;
  attempt?: number;
}
export type NotifyOutcome = undefined | { retryInMs: number; error?: string } | { giveUp: string };

export const slackNotifyHandler = (deps: SlackNotifyDeps) => {
  const { services, config, log } = deps;
  const botTokenFor = botTokenResolver(services, config);
  const clientOptions = clientOptionsFor(config);

  return async (job: NotifyJob): Promise<NotifyOutcome> => {
    const bookingId = (job.payload as { booking_id?: unknown } | null)?.booking_id;
    if (typeof bookingId !== 'string') return { giveUp: 'slack.notify payload has no booking_id' };
    const described = await services.bookings.describe(bookingId);
    if (!described) return { giveUp: `booking ${bookingId} not found` };
    const { payload: result, origin, activityName } = described;
    if (origin?.kind !== 'slack') return undefined;
    if (await services.workspaces.notificationPosted(bookingId, result.status)) return undefined;
    const token = await botTokenFor(origin.teamId);
    if (!token) {
      // Uninstalled since: nowhere to post, and nothing to retry.
      log.info({ booking_id: bookingId, team: origin.teamId }, 'slack.notify: workspace no longer installed');
      return undefined;
    }
    const client = new WebClient(token, clientOptions);
    const msg = bookingResultMessage(result, activityName, origin.userId);
    let posted: { channel: string; ts: string | null } | null = null;
    if (origin.channelId) {
      try {
        const r = await client.chat.postMessage({
          channel: origin.channelId,
          text: msg.text,
          blocks: msg.blocks,
          ...(origin.threadTs ? { thread_ts: origin.threadTs } : {}),
        });
        posted = { channel: origin.channelId, ts: r.ts ?? null };
      } catch (err) {
        if (!isChannelRefusal(err)) throw err;
        log.info(
          { booking_id: bookingId, channel: origin.channelId },
          'slack.notify: channel refused, sending a DM',
        );
      }
    }
    posted ??= await postDm(client, origin.userId, msg);
    await services.workspaces.recordNotification({
      bookingId,
      status: result.status,
      channelId: posted.channel,
      messageTs: posted.ts,
    });
    return undefined;
  };
};
