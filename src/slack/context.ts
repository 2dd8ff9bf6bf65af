/**
 * What every Slack listener needs: the services, a Web API client per workspace, and the acting
 * user (provisioned by the chat-users service from the Slack profile on first use).
 */
import type { RespondArguments, RespondFn } from '@slack/bolt';
import type { WebClient, WebClientOptions } from '@slack/web-api';
import type { Logger } from 'pino';
import type { Actor } from '../access/index.js';
import type { PartnerActivityDetail } from '../contract/partner.js';
import type { Config } from '../platform/config.js';
import type { Clock } from '../platform/time.js';
import type { Services } from '../services.js';
import type { ChatProfile } from '../workspaces/index.js';

export interface SlackContext {
  services: Services;
  config: Config;
  log: Logger;
  clock: Clock;
  clientOptions: WebClientOptions;
  /** The bot token for a workspace: its installation's, or SLACK_BOT_TOKEN in single-workspace mode. */
  botTokenFor(teamId: string): Promise<string | null>;
}

export type SlackMode = 'oauth' | 'single' | 'socket';

/** Which mode the config asks for, or why the Slack app is off. */
export const slackModeOf = (config: Config): { mode: SlackMode } | { mode: null; reason: string } => {
  // Socket Mode: one workspace, no public URL; the app-level token authenticates the socket.
  if (config.SLACK_APP_TOKEN) {
    if (config.SLACK_CLIENT_ID)
      return {
        mode: null,
        reason:
          'Socket Mode is for one workspace; OAuth distribution needs HTTP: unset SLACK_APP_TOKEN or SLACK_CLIENT_ID',
      };
    if (!config.SLACK_BOT_TOKEN) return { mode: null, reason: 'Socket Mode needs SLACK_BOT_TOKEN too' };
    return { mode: 'socket' };
  }
  if (!config.SLACK_SIGNING_SECRET) return { mode: null, reason: 'SLACK_SIGNING_SECRET is not set' };
  if (config.SLACK_CLIENT_ID && config.SLACK_CLIENT_SECRET) {
    if (!config.SLACK_STATE_SECRET) return { mode: null, reason: 'OAuth mode needs SLACK_STATE_SECRET' };
    return { mode: 'oauth' };
  }
  if (config.SLACK_BOT_TOKEN) return { mode: 'single' };
  return { mode: null, reason: 'set SLACK_BOT_TOKEN (one workspace) or SLACK_CLIENT_ID/SECRET (OAuth)' };
};

/** The bot token for a workspace: its stored installation's, or SLACK_BOT_TOKEN in single-workspace mode. */
export const botTokenResolver =
  (services: Services, config: Config) =>
  async (teamId: string): Promise<string | null> => {
    const which = slackModeOf(config);
    if (which.mode === 'single' || which.mode === 'socket') return config.SLACK_BOT_TOKEN ?? null;
    if (which.mode === null) return null;
    const row = await services.workspaces.installation(`T:${teamId}`);
    if (!row) return null;
    const inst = JSON.parse(row.installationJson) as { bot?: { token?: string } };
    return inst.bot?.token ?? null;
  };

export const clientOptionsFor = (config: Config): WebClientOptions => ({
  ...(config.SLACK_API_URL ? { slackApiUrl: config.SLACK_API_URL.replace(/\/?$/, '/') } : {}),
  // Interactive paths cannot wait for Slack's default 30-minute retry schedule.
  retryConfig: { retries: 2, factor: 2, minTimeout: 200, maxTimeout: 1000 },
  timeout: 10_000,
});

/** Opens (or finds) the DM with a user and posts there. */
export const postDm = async (
  client: WebClient,
  userId: string,
  msg: { text: string; blocks?: unknown[] },
): Promise<{ channel: string; ts: string | null }> => {
  const open = await client.conversations.open({ users: userId });
  const channel = open.channel?.id;
  if (!channel) throw new Error('conversations.open returned no channel');
  const posted = await client.chat.postMessage({ channel, text: msg.text, blocks: msg.blocks as never });
  return { channel, ts: posted.ts ?? null };
};

export type Reply = (message: string | RespondArguments) => Promise<void>;

/**
 * Bolt's respond() hands back the fetch Response unread; an unread body pins its buffers and
 * socket until GC (measured: about 0.5 MB per command), so every reply drains it.
 */
export const drained =
  (respond: RespondFn): Reply =>
  async (message) => {
    const res = await respond(message);
    await res.arrayBuffer().catch(() => undefined);
  };

/** What a Slack user can do here: their actor, and whether Book buttons make sense for them. */
export type SlackActor =
  | { bound: false }
  | { bound: true; actor: Actor; teamName: string | null; booking: BookingAbility };

/**
 * "live": may book for real; "test": dry runs only (Book reads "Try booking (test)"); "none": a
 * self-serve key, which cannot book at all, so no Book buttons are shown.
 */
export type BookingAbility = 'live' | 'test' | 'none';

export const bookingAbilityOf = (actor: Actor): BookingAbility =>
  actor.credential.kind !== 'negotiated' ? 'none' : actor.credential.canChargeStoredCard ? 'live' : 'test';

/**
 * The workspace's key acting for this Slack user, provisioned on first use by the chat-users
 * service from the profile Slack reports. `client` null: never call Slack (the ack-first paths).
 */
export const slackActor = async (
  ctx: SlackContext,
  client: WebClient | null,
  teamId: string,
  userId: string,
): Promise<SlackActor> => {
  const who = await ctx.services.chatUsers.actorFor(
    teamId,
    userId,
    client ? async () => slackProfile(client, userId, ctx.log) : null,
  );
  if (!who.bound) return who;
  return { bound: true, actor: who.actor, teamName: who.teamName, booking: bookingAbilityOf(who.actor) };
};

export interface SlackProfile extends ChatProfile {
  isAdmin: boolean;
}

const nonEmpty = (s: string | undefined): string | null => (s && s.trim() !== '' ? s.trim() : null);

export const slackProfile = async (
  client: WebClient,
  userId: string,
  log: Logger,
): Promise<SlackProfile | null> => {
  try {
    const r = await client.users.info({ user: userId, include_locale: true });
    const u = r.user;
    if (!u) return null;
    return {
      firstName: nonEmpty(u.profile?.first_name),
      lastName: nonEmpty(u.profile?.last_name),
      displayName: nonEmpty(u.profile?.display_name) ?? nonEmpty(u.real_name) ?? nonEmpty(u.name),
      email: nonEmpty(u.profile?.email),
      tz: nonEmpty(u.tz),
      locale: nonEmpty(u.locale),
      isAdmin: u.is_admin === true || u.is_owner === true || u.is_primary_owner === true,
    };
  } catch (err) {
    log.warn({ err, user: userId }, 'slack users.info failed');
    return null;
  }
};

/** Where to look for "near me": saved location, then the user's neighbourhood, then their city. */
export const locate = async (
  ctx: SlackContext,
  actor: Actor,
  teamId: string,
  userId: string,
): Promise<{ label: string; h3Cell: string } | null> => {
  const saved = await ctx.services.workspaces.savedLocation(teamId, userId);
  if (saved) return { label: saved.label, h3Cell: saved.h3Cell };
  const user = actor.user;
  if (user?.neighborhood) {
    const p = await ctx.services.workspaces.resolvePlace(
      `${user.neighborhood.lat}, ${user.neighborhood.lng}`,
    );
    if (p) return { label: 'your neighbourhood', h3Cell: p.h3Cell };
  }
  if (user?.city) {
    const p = await ctx.services.workspaces.resolvePlace(user.city);
    if (p) return { label: user.city, h3Cell: p.h3Cell };
  }
  return null;
};

export const detailFor = (
  ctx: SlackContext,
  actor: Actor,
  activityId: string,
  language = 'en',
): Promise<PartnerActivityDetail> => ctx.services.catalogue.detail(actor, activityId, [language]);
