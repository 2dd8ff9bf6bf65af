/**
 * Whether Jaunt can post in a conversation, asked before anything is posted or promised there:
 * `member` (it is in the channel), `joinable` (a public channel it may join itself, with
 * `channels:join`), or `cannot` (a private channel or group DM it was not invited to, a DM between
 * people, an archived channel). Answers are kept briefly per workspace and channel; joining or a
 * refused post updates them at once.
 */
import { ErrorCode, type WebAPIPlatformError, type WebClient } from '@slack/web-api';
import type { SlackContext } from './context.js';

export type Postability = 'member' | 'joinable' | 'cannot';

/** How long an answer is trusted: membership changes rarely, and every refusal corrects it. */
export const MEMBERSHIP_TTL_MS = 60_000;

interface Cached {
  value: Postability;
  at: number;
}

/** One cache per running app (keyed by its services), so two apps in one process never share. */
const caches = new WeakMap<object, Map<string, Cached>>();

const cacheOf = (ctx: Pick<SlackContext, 'services'>): Map<string, Cached> => {
  let c = caches.get(ctx.services);
  if (!c) {
    c = new Map();
    caches.set(ctx.services, c);
  }
  return c;
};

const keyOf = (teamId: string, channelId: string): string => `${teamId}:${channelId}`;

/** Slack's answers meaning "not a conversation this bot can see or use". */
const UNSEEABLE = new Set([
  'channel_not_found',
  'missing_scope',
  'method_not_supported_for_channel_type',
  'not_in_channel',
]);

export const platformErrorOf = (err: unknown): string | null =>
  typeof err === 'object' && err !== null && (err as { code?: unknown }).code === ErrorCode.PlatformError
    ? String((err as WebAPIPlatformError).data?.error)
    : null;

/**
 * `missing_scope`: a group DM (no `mpim:read`: apps cannot be in one anyway) is `cannot`; a channel
 * means an installation from before `channels:read`/`groups:read` were asked for, so Jaunt tries
 * the post as it used to, and a refusal is handled where it posts. Reinstalling grants the scopes.
 */
const legacyGuess = (err: unknown): Postability => {
  const needed = String((err as { data?: { needed?: unknown } }).data?.needed ?? '');
  return /mpim:|im:/.test(needed) ? 'cannot' : 'member';
};

interface ChannelInfo {
  is_member?: boolean;
  is_channel?: boolean;
  is_group?: boolean;
  is_private?: boolean;
  is_im?: boolean;
  is_mpim?: boolean;
  is_archived?: boolean;
}

const judge = (c: ChannelInfo): Postability => {
  if (c.is_archived) return 'cannot';
  if (c.is_member) return 'member';
  if (c.is_im || c.is_mpim || c.is_group || c.is_private) return 'cannot';
  return c.is_channel ? 'joinable' : 'cannot';
};

/**
 * Can Jaunt post in `channelId`? DMs (`D…`) between people are never postable by the bot (its own
 * DM with someone is reached by DM, not through here). Other Slack failures (rate limits, network)
 * throw: the caller decides; nothing is cached then.
 */
export const channelPostability = async (
  ctx: Pick<SlackContext, 'services' | 'clock'>,
  client: WebClient,
  teamId: string,
  channelId: string,
): Promise<Postability> => {
  if (!channelId || channelId.startsWith('D')) return 'cannot';
  const cache = cacheOf(ctx);
  const key = keyOf(teamId, channelId);
  const now = ctx.clock().getTime();
  const hit = cache.get(key);
  if (hit && now - hit.at < MEMBERSHIP_TTL_MS) return hit.value;
  let value: Postability;
  try {
    const r = await client.conversations.info({ channel: channelId });
    value = judge((r.channel ?? {}) as ChannelInfo);
  } catch (err) {
    const code = platformErrorOf(err);
    if (!code || !UNSEEABLE.has(code)) throw err;
    value = code === 'missing_scope' ? legacyGuess(err) : 'cannot';
  }
  cache.set(key, { value, at: now });
  return value;
};

/** Records what Jaunt just learnt (it joined; a post was refused) so the next answer is right. */
export const noteMembership = (
  ctx: Pick<SlackContext, 'services' | 'clock'>,
  teamId: string,
  channelId: string,
  value: Postability | null,
): void => {
  const cache = cacheOf(ctx);
  if (value === null) cache.delete(keyOf(teamId, channelId));
  else cache.set(keyOf(teamId, channelId), { value, at: ctx.clock().getTime() });
};

/**
 * Makes Jaunt a member when it may: `member` → true; `joinable` → `conversations.join` (true when
 * Slack lets it in); `cannot` → false. A refused join (a workspace policy) is remembered as `cannot`.
 */
export const ensureMember = async (
  ctx: Pick<SlackContext, 'services' | 'clock' | 'log'>,
  client: WebClient,
  teamId: string,
  channelId: string,
): Promise<boolean> => {
  const now = await channelPostability(ctx, client, teamId, channelId);
  if (now === 'member') return true;
  if (now === 'cannot') return false;
  try {
    await client.conversations.join({ channel: channelId });
    noteMembership(ctx, teamId, channelId, 'member');
    return true;
  } catch (err) {
    const code = platformErrorOf(err);
    if (!code) throw err;
    ctx.log.info({ channel: channelId, error: code }, 'slack: could not join the channel');
    noteMembership(ctx, teamId, channelId, 'cannot');
    return false;
  }
};
