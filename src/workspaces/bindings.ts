/**
 * Team-chat workspaces (spec 4.10) and the Slack app's state: installations, one-time bind tokens,
 * the workspace → API key binding (by token or by an admin pasting the key), saved user locations,
 * replay guards, posted results, and forgetting a workspace on uninstall. The binding use cases live
 * here; installations.ts and locations.ts hold the others; `workspacesService` assembles them.
 * Slack-agnostic: installations are opaque JSON, the adapter listens for bindings via onBound.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../platform/errors.js';
import {
  type InstallationRecord,
  installKeyOf,
  recordInstallation,
  removeInstallation,
} from './installations.js';
import { parseLatLng, resolvePlace, savedLocation, saveLocation } from './locations.js';
import { slackStore } from './store.js';
import {
  type BindResult,
  type BoundEvent,
  type CredentialActor,
  nowIso,
  type SavedLocation,
  type Workspace,
  type WorkspacesContext,
  type WorkspacesDeps,
} from './types.js';

export type { InstallationRecord } from './installations.js';
export type {
  BindResult,
  BoundEvent,
  CredentialActor,
  PlaceResolver,
  SavedLocation,
  Workspace,
  WorkspacesDeps,
} from './types.js';
export { installKeyOf, parseLatLng };

export const BIND_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const BIND_TOKEN_PREFIX = 'jaunt_bind_';

/** Pasting API keys into Slack: at most this many tries per workspace per window. */
export const CONNECT_ATTEMPTS = 5;
export const CONNECT_WINDOW_MS = 15 * 60 * 1000;

export interface WorkspacesService {
  onBound(listener: (e: BoundEvent) => void | Promise<void>): () => void;
  recordInstallation(i: InstallationRecord): Promise<void>;
  installation(installKey: string): Promise<InstallationRecord | null>;
  /**
   * Uninstall: the installation (bot token) and all of the workspace's Slack data go. Idempotent:
   * app_uninstalled and tokens_revoked may both arrive. Bookings stay with the partner account.
   */
  removeInstallation(
    installKey: string,
    teamId: string | null,
  ): Promise<{ installation: boolean; purged: Record<string, number> }>;
  /**
   * "Connect Jaunt" from Slack: a workspace admin pastes an API key. The key is checked (hash,
   * constant time) and only the binding is stored, never the key. Throttled per workspace.
   */
  connectWithKey(teamId: string, userId: string, apiKey: string): Promise<BindResult>;
  workspace(teamId: string): Promise<Workspace | null>;
  /**
   * An admin's Disconnect: the workspace forgets its Jaunt account (the installation stays, so an
   * admin can connect again). True when it was connected.
   */
  disconnect(teamId: string): Promise<boolean>;
  /** A fresh one-time token for the workspace; only its hash is stored. */
  issueBindToken(
    teamId: string,
    issuedToUserId: string | null,
    teamName?: string | null,
  ): Promise<{ token: string; expiresAt: string }>;
  /**
   * Spec 4.10. Unknown, used or expired tokens → 400 saying which; a workspace bound to another
   * key → 409; the same key again → bound:false (also when the token it used is replayed).
   */
  bind(actor: CredentialActor, token: string): Promise<BindResult>;
  savedLocation(teamId: string, userId: string): Promise<SavedLocation | null>;
  resolvePlace(place: string): Promise<SavedLocation | null>;
  /** Resolves and saves the user's location; 404 when the place is unknown. */
  saveLocation(teamId: string, userId: string, place: string): Promise<SavedLocation>;
  saveUserProfile(
    teamId: string,
    userId: string,
    p: { tz: string | null; locale: string | null },
  ): Promise<void>;
  /** The IANA time zone Slack last reported for the user, if any. */
  userTz(teamId: string, userId: string): Promise<string | null>;
  /** The Slack locale we last saw for the user (e.g. "fr-FR"), if any. */
  userLocale(teamId: string, userId: string): Promise<string | null>;
  /** True the first time a Slack delivery key is seen (event_id, view submission...). */
  firstSeen(key: string): Promise<boolean>;
  /** Which of these bookings are rehearsals (dry runs): one batched read for App Home. */
  rehearsals(bookingIds: readonly string[]): Promise<Set<string>>;
  notificationPosted(bookingId: string, status: string): Promise<boolean>;
  recordNotification(n: {
    bookingId: string;
    status: string;
    channelId: string;
    messageTs: string | null;
  }): Promise<void>;
}

const hashToken = (token: string): Buffer => createHash('sha256').update(token.trim(), 'utf8').digest();

const emitBound = (ctx: WorkspacesContext, e: BoundEvent): void => {
  for (const l of ctx.boundListeners) {
    // Listeners talk to Slack; their failures never fail the bind.
    Promise.resolve()
      .then(() => l(e))
      .catch(() => undefined);
  }
};

/** Sliding window per workspace; refusing before the key is even looked at. */
const throttleConnect = (ctx: WorkspacesContext, teamId: string): void => {
  const now = ctx.clock().getTime();
  const recent = (ctx.connectTries.get(teamId) ?? []).filter((t) => now - t < CONNECT_WINDOW_MS);
  if (recent.length >= CONNECT_ATTEMPTS) {
    const retryS = Math.ceil((CONNECT_WINDOW_MS - (now - (recent[0] ?? now))) / 1000);
    throw new AppError(
      'rate_limited',
      'too many attempts to connect this workspace; try again later',
      {},
      { 'Retry-After': String(retryS) },
    );
  }
  recent.push(now);
  ctx.connectTries.set(teamId, recent);
};

const connectWithKey = async (
  ctx: WorkspacesContext,
  teamId: string,
  userId: string,
  apiKey: string,
): Promise<BindResult> => {
  throttleConnect(ctx, teamId);
  const credential = await ctx.authenticate(`Bearer ${apiKey.trim()}`);
  const now = nowIso(ctx);
  await ctx.rows.upsertWorkspace({ teamId, teamName: null, installerUserId: null }, now);
  const outcome = await ctx.rows.bindDirect(teamId, credential.id, now);
  if (outcome === 'conflict')
    throw new AppError(
      'workspace_bound_elsewhere',
      'this workspace is already connected to a different API key',
    );
  if (outcome === 'bound') emitBound(ctx, { teamId, apiKeyId: credential.id, notifyUserId: userId });
  return { ok: true, team_id: teamId, bound: outcome === 'bound' };
};

const workspace = async (ctx: WorkspacesContext, teamId: string): Promise<Workspace | null> => {
  const w = await ctx.rows.workspace(teamId);
  if (!w) return null;
  return {
    teamId: w.team_id,
    teamName: w.team_name,
    installerUserId: w.installer_user_id,
    apiKeyId: w.api_key_id,
    boundAt: w.bound_at,
    bound: w.api_key_id !== null,
  };
};

const issueBindToken = async (
  ctx: WorkspacesContext,
  teamId: string,
  issuedToUserId: string | null,
  teamName: string | null = null,
): Promise<{ token: string; expiresAt: string }> => {
  const now = ctx.clock();
  await ctx.rows.upsertWorkspace({ teamId, teamName, installerUserId: null }, now.toISOString());
  const token = `${BIND_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + BIND_TOKEN_TTL_MS).toISOString();
  await ctx.rows.insertBindToken(
    { hash: hashToken(token), teamId, issuedToUserId, expiresAt },
    now.toISOString(),
  );
  return { token, expiresAt };
};

const bind = async (ctx: WorkspacesContext, actor: CredentialActor, token: string): Promise<BindResult> => {
  const keyId = actor.credential.id;
  const hash = hashToken(token);
  const row = await ctx.rows.bindToken(hash);
  if (!row) throw new AppError('bind_token_unknown', 'bind_token is unknown: ask the bot for a fresh one');
  const ws = await ctx.rows.workspace(row.team_id);
  if (row.used_at !== null) {
    if (row.used_by_api_key_id === keyId && ws?.api_key_id === keyId)
      return { ok: true, team_id: row.team_id, bound: false };
    throw new AppError(
      'bind_token_used',
      'bind_token was already used: press Connect Jaunt in the app for a fresh one',
    );
  }
  if (Date.parse(row.expires_at) <= ctx.clock().getTime()) {
    throw new AppError(
      'bind_token_expired',
      'bind_token has expired: press Connect Jaunt in the app for a fresh one',
    );
  }
  const r = await ctx.rows.consumeAndBind(hash, keyId, nowIso(ctx));
  switch (r.outcome) {
    case 'unknown':
      throw new AppError('bind_token_unknown', 'bind_token is unknown');
    case 'used':
      throw new AppError('bind_token_used', 'bind_token was already used');
    case 'conflict':
      throw new AppError(
        'workspace_bound_elsewhere',
        'this workspace is already bound to a different API key',
      );
    case 'already-bound':
      return { ok: true, team_id: r.teamId, bound: false };
    case 'bound':
      emitBound(ctx, {
        teamId: r.teamId,
        apiKeyId: keyId,
        notifyUserId: ws?.installer_user_id ?? row.issued_to_user_id,
      });
      return { ok: true, team_id: r.teamId, bound: true };
  }
};

const firstSeen = async (ctx: WorkspacesContext, key: string): Promise<boolean> => {
  const now = ctx.clock();
  const fresh = await ctx.rows.markSeen(key, now.toISOString());
  // Slack stops retrying within the hour; a day of history is plenty.
  if (fresh && ++ctx.seen.inserts % 500 === 0)
    await ctx.rows.pruneSeen(new Date(now.getTime() - 86_400_000).toISOString());
  return fresh;
};

const rehearsals = async (deps: WorkspacesDeps, bookingIds: readonly string[]): Promise<Set<string>> => {
  const modes = await deps.paymentModes(bookingIds);
  return new Set([...modes].filter(([, mode]) => mode !== 'live_purchase').map(([id]) => id));
};

export const workspacesService = (deps: WorkspacesDeps): WorkspacesService => {
  const ctx: WorkspacesContext = {
    store: deps.store,
    rows: slackStore(deps.store),
    clock: deps.clock,
    resolvePlace: deps.resolvePlace,
    authenticate: deps.authenticate,
    boundListeners: new Set(),
    connectTries: new Map(),
    seen: { inserts: 0 },
  };
  const { rows } = ctx;
  return {
    onBound: (listener) => {
      ctx.boundListeners.add(listener);
      return () => ctx.boundListeners.delete(listener);
    },
    recordInstallation: (i) => recordInstallation(ctx, i),
    installation: (installKey) => rows.findInstallation(installKey),
    removeInstallation: (installKey, teamId) => removeInstallation(ctx, installKey, teamId),
    connectWithKey: (teamId, userId, apiKey) => connectWithKey(ctx, teamId, userId, apiKey),
    workspace: (teamId) => workspace(ctx, teamId),
    disconnect: async (teamId) => {
      const before = await workspace(ctx, teamId);
      if (!before?.bound) return false;
      await rows.unbindWorkspace(teamId, nowIso(ctx));
      return true;
    },
    issueBindToken: (teamId, issuedToUserId, teamName) =>
      issueBindToken(ctx, teamId, issuedToUserId, teamName),
    bind: (actor, token) => bind(ctx, actor, token),
    savedLocation: (teamId, userId) => savedLocation(ctx, teamId, userId),
    resolvePlace: (place) => resolvePlace(ctx, place),
    saveLocation: (teamId, userId, place) => saveLocation(ctx, teamId, userId, place),
    saveUserProfile: (teamId, userId, p) => rows.saveUserProfile(teamId, userId, p, nowIso(ctx)),
    userTz: async (teamId, userId) => (await rows.slackUser(teamId, userId))?.tz ?? null,
    userLocale: async (teamId, userId) => (await rows.slackUser(teamId, userId))?.locale ?? null,
    firstSeen: (key) => firstSeen(ctx, key),
    rehearsals: (bookingIds) => rehearsals(deps, bookingIds),
    notificationPosted: (bookingId, status) => rows.notificationPosted(bookingId, status),
    recordNotification: (n) => rows.recordNotification(n, nowIso(ctx)),
  };
};
