/**
 * Job `slack.notify` { booking_id }: sends a resolved booking's result (the same
 * BookingWebhookPayload partners get) to the booker privately by DM: codes, links and receipt.
 * When the booker ticked "Share in #channel", the channel gets a one-line summary on success (no
 * codes, links or money). Idempotent per (booking, status) and per summary; transient Slack
 * failures throw so the worker retries with its backoff.
 */
import { ErrorCode, type WebAPIPlatformError, WebClient } from '@slack/web-api';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import type { Services } from '../services.js';
import { bookingReceiptMessage, bookingSummaryMessage } from './blocks/workspace-messages.js';
import { ensureMember, noteMembership } from './channel-membership.js';
import { botTokenResolver, clientOptionsFor, postDm } from './context.js';
import { languageOfLocale, receiptWordsFor } from './i18n.js';

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

/** Jaunt is not in the channel and may not join it: nothing is posted. */
class ChannelClosed extends Error {}

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
    const { payload: result, origin, activityName, timezone: zone } = described;
    if (origin?.kind !== 'slack') return undefined;
    const token = await botTokenFor(origin.teamId);
    if (!token) {
      // Uninstalled since: nowhere to post, and nothing to retry.
      log.info({ booking_id: bookingId, team: origin.teamId }, 'slack.notify: workspace no longer installed');
      return undefined;
    }
    const client = new WebClient(token, clientOptions);
    const test = described.paymentMode !== 'live_purchase';
    // The booker's Slack language, for both the receipt and the line they chose to share.
    const lang = languageOfLocale(await services.workspaces.userLocale(origin.teamId, origin.userId));
    if (!(await services.workspaces.notificationPosted(bookingId, result.status))) {
      const receipt = bookingReceiptMessage(result, activityName, { test, lang, zone });
      const posted = await postDm(client, origin.userId, receipt);
      await services.workspaces.recordNotification({
        bookingId,
        status: result.status,
        channelId: posted.channel,
        messageTs: posted.ts,
      });
    }
    const succeeded = result.status === 'confirmed' || result.status === 'deliverable_ready';
    if (
      origin.share === true &&
      succeeded &&
      !(await services.workspaces.notificationPosted(bookingId, 'summary'))
    ) {
      const summary = bookingSummaryMessage(result, activityName, origin.userId, { test, lang, zone });
      const membership = { services, clock: () => new Date(), log };
      try {
        // The booker asked for the line: join a public channel; where Jaunt cannot post, say so.
        if (!(await ensureMember(membership, client, origin.teamId, origin.channelId)))
          throw new ChannelClosed();
        const r = await client.chat.postMessage({
          channel: origin.channelId,
          text: summary.text,
          blocks: summary.blocks,
          ...(origin.threadTs ? { thread_ts: origin.threadTs } : {}),
        });
        await services.workspaces.recordNotification({
          bookingId,
          status: 'summary',
          channelId: origin.channelId,
          messageTs: r.ts ?? null,
        });
      } catch (err) {
        if (!(err instanceof ChannelClosed) && !isChannelRefusal(err)) throw err;
        noteMembership(membership, origin.teamId, origin.channelId, null);
        log.info(
          { booking_id: bookingId, channel: origin.channelId },
          'slack.notify: channel refused the summary',
        );
        // The booker has everything by DM; they are told the channel did not hear of it, never "posted".
        await postDm(client, origin.userId, { text: receiptWordsFor(lang).lineNotPosted }).catch(
          (e: unknown) =>
            log.warn({ err: e, booking_id: bookingId }, 'slack.notify: could not tell the booker'),
        );
        await services.workspaces.recordNotification({
          bookingId,
          status: 'summary',
          channelId: origin.channelId,
          messageTs: null,
        });
      }
    }
    return undefined;
  };
};
