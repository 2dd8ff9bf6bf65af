/**
 * Job `slack.notify` { booking_id }: posts a resolved booking's result — the same
 * BookingWebhookPayload partners get — in the thread where it was booked, or by DM when the bot
 * cannot post there. Idempotent per (booking, status); transient Slack failures throw so the
 * worker retries.
 */
import { ErrorCode, type WebAPIPlatformError, WebClient } from '@slack/web-api';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { bookingResultMessage } from './blocks/messages.js';
import { botTokenResolver, clientOptionsFor, postDm, type SlackServices } from './context.js';

export interface SlackNotifyDeps {
  services: SlackServices;
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

export class OriginNotRecorded extends Error {}

export const slackNotifyHandler = (deps: SlackNotifyDeps) => {
  const { services, config, log } = deps;
  const botTokenFor = botTokenResolver(services, config);
  const clientOptions = clientOptionsFor(config);

  return async (job: { payload: { booking_id: string } }): Promise<void> => {
    const bookingId = job.payload.booking_id;
    const origin = await services.workspaces.bookingOrigin(bookingId);
    // The origin is written before the booking; a missing row means the id is attached a moment later.
    if (!origin) throw new OriginNotRecorded(`no Slack origin recorded for booking ${bookingId} yet`);
    const bookings = services.bookings;
    if (!bookings) throw new Error('bookings service unavailable');
    const actor = await services.actors.forCredential(origin.apiKeyId, origin.externalUserId);
    const result = await bookings.get(actor, bookingId);
    if (await services.workspaces.notificationPosted(bookingId, result.status)) return;
    const token = await botTokenFor(origin.teamId);
    if (!token) {
      // Uninstalled since: nowhere to post, and nothing to retry.
      log.info({ booking_id: bookingId, team: origin.teamId }, 'slack.notify: workspace no longer installed');
      return;
    }
    const client = new WebClient(token, clientOptions);
    const msg = bookingResultMessage(result, origin.activityName, origin.userId);
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
  };
};
