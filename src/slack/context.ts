/**
 * What every Slack listener needs: the services, a Web API client per workspace, and the acting
 * user. Slack users act as `slack:<team>:<user>` under the workspace's negotiated key (provisioned on
 * first use from their Slack profile) or as the self-serve key's own user.
 */
import type { RespondArguments, RespondFn } from '@slack/bolt';
import type { WebClient, WebClientOptions } from '@slack/web-api';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { PartnerActivityDetail } from '../contract/partner.js';
import type { Clock } from '../domain/time.js';
import { AppError } from '../errors.js';
import type { Actor } from '../services/actor.js';
import type { Services } from '../services/index.js';

export interface SlackContext {
  services: Services;
  config: Config;
  log: Logger;
  clock: Clock;
  clientOptions: WebClientOptions;
  /** The bot token for a workspace: its installation's, or SLACK_BOT_TOKEN in single-workspace mode. */
  botTokenFor(teamId: string): Promise<string | null>;
}

export type SlackMode = 'oauth' | 'single';

/** Which mode the config asks for, or why the Slack app is off. */
export const slackModeOf = (config: Config): { mode: SlackMode } | { mode: null; reason: string } => {
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
    if (which.mode === 'single') return config.SLACK_BOT_TOKEN ?? null;
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

export const externalUserIdFor = (teamId: string, userId: string): string => `slack:${teamId}:${userId}`;

export type SlackActor = { bound: false } | { bound: true; actor: Actor; teamName: string | null };

/**
 * The workspace's key acting for this Slack user. Negotiated keys get the user provisioned on first
 * use with the name, email and time zone Slack reports (users:read, users:read.email).
 */
export const slackActor = async (
  ctx: SlackContext,
  client: WebClient | null,
  teamId: string,
  userId: string,
): Promise<SlackActor> => {
  const { services } = ctx;
  const ws = await services.workspaces.workspace(teamId);
  if (!ws?.apiKeyId) return { bound: false };
  const credential = await services.credentials.byId(ws.apiKeyId);
  if (!credential) return { bound: false };
  const teamName = ws.teamName;
  if (credential.kind === 'self-serve')
    return { bound: true, actor: services.actors.resolve(credential, null), teamName };
  const external = externalUserIdFor(teamId, userId);
  try {
    return { bound: true, actor: services.actors.resolve(credential, external), teamName };
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== 'external_user_unknown') throw e;
  }
  const base = services.actors.resolve(credential, null);
  const profile = client ? await slackProfile(client, userId, ctx.log) : null;
  const request = {
    external_user_id: external,
    first_name: profile?.firstName ?? null,
    last_name: profile?.lastName ?? null,
    display_name: profile?.displayName ?? null,
    email: profile?.email ?? null,
  };
  try {
    services.users.provision(base, request);
  } catch (e) {
    // An email that already belongs to someone else must not block using the app.
    if (!(e instanceof AppError) || e.code !== 'conflict') throw e;
    services.users.provision(base, { ...request, email: null });
  }
  if (profile?.tz) await services.workspaces.saveUserTz(teamId, userId, profile.tz);
  return { bound: true, actor: services.actors.resolve(credential, external), teamName };
};

interface SlackProfile {
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  email: string | null;
  tz: string | null;
  isAdmin: boolean;
}

const nonEmpty = (s: string | undefined): string | null => (s && s.trim() !== '' ? s.trim() : null);

export const slackProfile = async (
  client: WebClient,
  userId: string,
  log: Logger,
): Promise<SlackProfile | null> => {
  try {
    const r = await client.users.info({ user: userId });
    const u = r.user;
    if (!u) return null;
    return {
      firstName: nonEmpty(u.profile?.first_name),
      lastName: nonEmpty(u.profile?.last_name),
      displayName: nonEmpty(u.profile?.display_name) ?? nonEmpty(u.real_name) ?? nonEmpty(u.name),
      email: nonEmpty(u.profile?.email),
      tz: nonEmpty(u.tz),
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

export const detailFor = (ctx: SlackContext, actor: Actor, activityId: string): PartnerActivityDetail =>
  ctx.services.catalogue.detail(actor, activityId, ['en']);
