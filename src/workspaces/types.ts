/**
 * The workspaces feature's shared shapes: what its use cases (bindings.ts, installations.ts,
 * locations.ts) are given, and the public types of the service they make up.
 */
import type { Store } from '../platform/db/index.js';
import type { Clock } from '../platform/time.js';
import type { SlackStore } from './store.js';

/** The part of an Actor this service needs (structurally compatible with access's Actor). */
export interface CredentialActor {
  credential: { id: string; kind: 'negotiated' | 'self-serve' };
}

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

/** A workspace as the front doors see it: its binding, and whether it has one. */
export interface Workspace {
  teamId: string;
  teamName: string | null;
  installerUserId: string | null;
  apiKeyId: string | null;
  boundAt: string | null;
  bound: boolean;
}

export interface SavedLocation {
  label: string;
  lat: number;
  lng: number;
  h3Cell: string;
}

/** Resolves a place name to a point: the same resolver search uses (wired by main). */
export type PlaceResolver = (text: string) => { label: string; lat: number; lng: number } | null;

/** What `workspacesService` is given. */
export interface WorkspacesDeps {
  store: Store;
  clock: Clock;
  resolvePlace: PlaceResolver;
  /** Checks a pasted API key (hash lookup, constant-time compare); throws when invalid. */
  authenticate: (authorization: string) => Promise<{ id: string }>;
  /** Payment mode by booking id (the bookings store's batched read). */
  paymentModes: (ids: readonly string[]) => Promise<Map<string, string>>;
}

/** What the use cases share: the rows, the clock, and the service's in-process state. */
export interface WorkspacesContext {
  store: Store;
  rows: SlackStore;
  clock: Clock;
  resolvePlace: PlaceResolver;
  authenticate: WorkspacesDeps['authenticate'];
  /** Listeners told of every new binding (the Slack adapter's "connected" DM). */
  boundListeners: Set<(e: BoundEvent) => void | Promise<void>>;
  /** Recent connect attempts per workspace (the paste-a-key throttle). */
  connectTries: Map<string, number[]>;
  /** Replay-guard inserts since start (a prune every 500). */
  seen: { inserts: number };
}

export const nowIso = (ctx: Pick<WorkspacesContext, 'clock'>): string => ctx.clock().toISOString();
