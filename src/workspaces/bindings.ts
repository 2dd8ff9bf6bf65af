/**
 * Team-chat workspaces (spec 4.10) and the Slack app's state: installations, one-time bind tokens,
 * the workspace → API key binding (by token or by an admin pasting the key), saved user locations,
 * replay guards, posted results, and forgetting a workspace on uninstall.
 * Slack-agnostic: installations are opaque JSON, the adapter listens for bindings via onBound.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Store } from '../platform/db/index.js';
import { AppError } from '../platform/errors.js';
import { cellAt } from '../platform/geo.js';
import type { Clock } from '../platform/time.js';
import { type InstallationRow, slackStore } from './store.js';

/** The part of an Actor this service needs (structurally compatible with services/actor.ts). */
export interface CredentialActor {
  credential: { id: string; kind: 'negotiated' | 'self-serve' };
}

export const BIND_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const BIND_TOKEN_PREFIX = 'jaunt_bind_';

export interface BindResult {
  ok: true;
  team_id: string;
  bound: boolean;
}

export interface BoundEvent {
  teamId: string;
  apiKeyId: string;
  /** Who to tell: the installer, else whoever the token was issued to. */
  notifyUserId: string | null;
}

/** An installation as stored: the store's row is the record (lookup columns plus Bolt's JSON). */
export type InstallationRecord = InstallationRow;

export interface SavedLocation {
  label: string;
  lat: number;
  lng: number;
  h3Cell: string;
}

/** Installation rows are keyed by enterprise for org-wide installs, else by team. */
export const installKeyOf = (q: {
  teamId?: string | null;
  enterpriseId?: string | null;
  isEnterpriseInstall?: boolean;
}): string | null => {
  if (q.isEnterpriseInstall && q.enterpriseId) return `E:${q.enterpriseId}`;
  if (q.teamId) return `T:${q.teamId}`;
  return null;
};

const hashToken = (token: string): Buffer => createHash('sha256').update(token.trim(), 'utf8').digest();

/** "40.71, -73.99" → a point; anything else → null. */
export const parseLatLng = (text: string): { lat: number; lng: number } | null => {
  const m = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
};

/** Resolves a place name to a point: the same resolver search uses (wired in services/index.ts). */
export type PlaceResolver = (text: string) => { label: string; lat: number; lng: number } | null;

/** Pasting API keys into Slack: at most this many tries per workspace per window. */
export const CONNECT_ATTEMPTS = 5;
export const CONNECT_WINDOW_MS = 15 * 60 * 1000;

export const workspacesService = (deps: {
  store: Store;
  clock: Clock;
  resolvePlace: PlaceResolver;
  /** Checks a pasted API key (hash lookup, constant-time compare); throws when invalid. */
  authenticate: (authorization: string) => Promise<{ id: string }>;
  /** Payment mode by booking id (the bookings store's batched read). */
  paymentModes: (ids: readonly string[]) => Promise<Map<string, string>>;
}) => {
  const rows = slackStore(deps.store);
  const nowIso = () => deps.clock().toISOString();
  let seenInserts = 0;
  const boundListeners = new Set<(e: BoundEvent) => void | Promise<void>>();

  const emitBound = (e: BoundEvent) => {
    for (const l of boundListeners) {
      // Listeners talk to Slack; their failures never fail the bind.
      Promise.resolve()
        .then(() => l(e))
        .catch(() => undefined);
    }
  };

  /** A place name (or "lat, lng") → a point and its resolution-7 cell; null if unknown. */
  const resolvePlace = async (place: string): Promise<SavedLocation | null> => {
    const text = place.trim();
    const point = parseLatLng(text);
    const found = point ? { label: text, ...point } : deps.resolvePlace(text);
    return found ? { label: found.label, lat: found.lat, lng: found.lng, h3Cell: cellAt(found, 7) } : null;
  };

  const connectTries = new Map<string, number[]>();
  /** Sliding window per workspace; refusing before the key is even looked at. */
  const throttleConnect = (teamId: string): void => {
    const now = deps.clock().getTime();
    const recent = (connectTries.get(teamId) ?? []).filter((t) => now - t < CONNECT_WINDOW_MS);
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
    connectTries.set(teamId, recent);
  };

  return {
    onBound(listener: (e: BoundEvent) => void | Promise<void>): () => void {
      boundListeners.add(listener);
      return () => boundListeners.delete(listener);
    },

    async recordInstallation(i: InstallationRecord): Promise<void> {
      const now = nowIso();
      await rows.saveInstallation(i, now);
      if (i.teamId && !i.isEnterpriseInstall) {
        await rows.upsertWorkspace(
          { teamId: i.teamId, teamName: i.teamName, installerUserId: i.installerUserId },
          now,
        );
      }
    },

    async installation(installKey: string): Promise<InstallationRecord | null> {
      return rows.findInstallation(installKey);
    },

    /**
     * Uninstall: the installation (bot token) and all of the workspace's Slack data go. Idempotent:
     * app_uninstalled and tokens_revoked may both arrive. Bookings stay with the partner account.
     */
    async removeInstallation(
      installKey: string,
      teamId: string | null,
    ): Promise<{ installation: boolean; purged: Record<string, number> }> {
      const installation = await rows.deleteInstallation(installKey);
      const purged = teamId ? await rows.purgeTeam(teamId) : {};
      return { installation, purged };
    },

    /**
     * "Connect Jaunt" from Slack: a workspace admin pastes an API key. The key is checked (hash,
     * constant time) and only the binding is stored, never the key. Throttled per workspace.
     */
    async connectWithKey(teamId: string, userId: string, apiKey: string): Promise<BindResult> {
      throttleConnect(teamId);
      const credential = await deps.authenticate(`Bearer ${apiKey.trim()}`);
      const now = nowIso();
      await rows.upsertWorkspace({ teamId, teamName: null, installerUserId: null }, now);
      const outcome = await rows.bindDirect(teamId, credential.id, now);
      if (outcome === 'conflict')
        throw new AppError(
          'workspace_bound_elsewhere',
          'this workspace is already connected to a different API key',
        );
      if (outcome === 'bound') emitBound({ teamId, apiKeyId: credential.id, notifyUserId: userId });
      return { ok: true, team_id: teamId, bound: outcome === 'bound' };
    },

    async workspace(teamId: string) {
      const w = await rows.workspace(teamId);
      return w ? { ...w, bound: w.apiKeyId !== null } : null;
    },

    /** A fresh one-time token for the workspace; only its hash is stored. */
    async issueBindToken(
      teamId: string,
      issuedToUserId: string | null,
      teamName: string | null = null,
    ): Promise<{ token: string; expiresAt: string }> {
      const now = deps.clock();
      await rows.upsertWorkspace({ teamId, teamName, installerUserId: null }, now.toISOString());
      const token = `${BIND_TOKEN_PREFIX}${randomBytes(24).toString('base64url')}`;
      const expiresAt = new Date(now.getTime() + BIND_TOKEN_TTL_MS).toISOString();
      await rows.insertBindToken(
        { hash: hashToken(token), teamId, issuedToUserId, expiresAt },
        now.toISOString(),
      );
      return { token, expiresAt };
    },

    /**
     * Spec 4.10. Unknown, used or expired tokens → 400 saying which; a workspace bound to another
     * key → 409; the same key again → bound:false (also when the token it used is replayed).
     */
    async bind(actor: CredentialActor, token: string): Promise<BindResult> {
      const keyId = actor.credential.id;
      const hash = hashToken(token);
      const row = await rows.bindToken(hash);
      if (!row)
        throw new AppError('bind_token_unknown', 'bind_token is unknown: ask the bot for a fresh one');
      const ws = await rows.workspace(row.teamId);
      if (row.usedAt !== null) {
        if (row.usedByApiKeyId === keyId && ws?.apiKeyId === keyId)
          return { ok: true, team_id: row.teamId, bound: false };
        throw new AppError(
          'bind_token_used',
          'bind_token was already used: press Connect Jaunt in the app for a fresh one',
        );
      }
      if (Date.parse(row.expiresAt) <= deps.clock().getTime()) {
        throw new AppError(
          'bind_token_expired',
          'bind_token has expired: press Connect Jaunt in the app for a fresh one',
        );
      }
      const r = await rows.consumeAndBind(hash, keyId, nowIso());
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
          emitBound({
            teamId: r.teamId,
            apiKeyId: keyId,
            notifyUserId: ws?.installerUserId ?? row.issuedToUserId,
          });
          return { ok: true, team_id: r.teamId, bound: true };
      }
    },

    async savedLocation(teamId: string, userId: string): Promise<SavedLocation | null> {
      const u = await rows.slackUser(teamId, userId);
      if (!u || u.lat === null || u.lng === null || u.h3Cell === null) return null;
      return { label: u.locationLabel ?? `${u.lat}, ${u.lng}`, lat: u.lat, lng: u.lng, h3Cell: u.h3Cell };
    },

    resolvePlace: async (place: string): Promise<SavedLocation | null> => resolvePlace(place),

    /** Resolves and saves the user's location; 404 when the place is unknown. */
    async saveLocation(teamId: string, userId: string, place: string): Promise<SavedLocation> {
      const saved = await resolvePlace(place);
      if (!saved) throw new AppError('place_unknown', `no activities known around "${place.trim()}"`);
      await rows.saveUserLocation({ teamId, userId, ...saved }, nowIso());
      return saved;
    },

    async saveUserProfile(
      teamId: string,
      userId: string,
      p: { tz: string | null; locale: string | null },
    ): Promise<void> {
      await rows.saveUserProfile(teamId, userId, p, nowIso());
    },

    /** The IANA time zone Slack last reported for the user, if any. */
    async userTz(teamId: string, userId: string): Promise<string | null> {
      return (await rows.slackUser(teamId, userId))?.tz ?? null;
    },

    /** The Slack locale we last saw for the user (e.g. "fr-FR"), if any. */
    async userLocale(teamId: string, userId: string): Promise<string | null> {
      return (await rows.slackUser(teamId, userId))?.locale ?? null;
    },

    /** True the first time a Slack delivery key is seen (event_id, view submission...). */
    async firstSeen(key: string): Promise<boolean> {
      const now = deps.clock();
      const fresh = await rows.markSeen(key, now.toISOString());
      // Slack stops retrying within the hour; a day of history is plenty.
      if (fresh && ++seenInserts % 500 === 0)
        await rows.pruneSeen(new Date(now.getTime() - 86_400_000).toISOString());
      return fresh;
    },

    /** Which of these bookings are rehearsals (dry runs): one batched read for App Home. */
    async rehearsals(bookingIds: readonly string[]): Promise<Set<string>> {
      const modes = await deps.paymentModes(bookingIds);
      return new Set([...modes].filter(([, mode]) => mode !== 'live_purchase').map(([id]) => id));
    },

    async notificationPosted(bookingId: string, status: string): Promise<boolean> {
      return rows.notificationPosted(bookingId, status);
    },
    async recordNotification(n: {
      bookingId: string;
      status: string;
      channelId: string;
      messageTs: string | null;
    }): Promise<void> {
      await rows.recordNotification(n, nowIso());
    },
  };
};

export type WorkspacesService = ReturnType<typeof workspacesService>;
