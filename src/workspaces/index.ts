/**
 * The workspaces feature's public face: Slack installations and the API keys workspaces bind, the
 * chat users acting through them, and plans with friends (polls that close on a deadline).
 * `createWorkspaces` builds the feature over its own tables; other features, the front doors and
 * main see only what is exported here.
 */
import type { AccessFeature } from '../access/index.js';
import type { Store } from '../platform/db/index.js';
import type { JobStore } from '../platform/outbox/store.js';
import type { Clock } from '../platform/time.js';
import { type PlaceResolver, type WorkspacesService, workspacesService } from './bindings.js';
import { type ChatUsersService, createChatUsersService } from './chat-users.js';
import { createPlansService, type PlansService } from './plans.js';

export type { PlaceResolver, WorkspacesService } from './bindings.js';
export { installKeyOf } from './bindings.js';
export type { ChatProfile, ChatUsersService } from './chat-users.js';
export type { NewPlan, PlanState, PlansService } from './plans.js';
export { PLAN_DEFAULT_MS, PLAN_MAX_OPTIONS } from './plans.js';

/** What the workspaces feature offers. */
export interface WorkspacesFeature {
  workspaces: WorkspacesService;
  chatUsers: ChatUsersService;
  plans: PlansService;
}

export interface WorkspacesFeatureDeps {
  store: Store;
  clock: Clock;
  /** Real time for plan close jobs' run_at, even when `clock` is pinned by a test. */
  wallClock: Clock;
  /** The job outbox: a plan's close job. */
  jobs: JobStore;
  /** Keys pasted into Slack authenticate as on the API; chat users act through the bound key. */
  access: Pick<AccessFeature, 'credentials' | 'actors' | 'users'>;
  /** Saved locations resolve as search's location hints do (discovery's). */
  resolvePlace: PlaceResolver;
  /** Payment mode by booking id, batched (booking's): App Home marks rehearsals. */
  paymentModes(ids: readonly string[]): Promise<Map<string, string>>;
}

export const createWorkspaces = (deps: WorkspacesFeatureDeps): WorkspacesFeature => {
  const { store, clock, access } = deps;
  const workspaces = workspacesService({
    store,
    clock,
    resolvePlace: deps.resolvePlace,
    authenticate: (authorization) => access.credentials.authenticate(authorization),
    paymentModes: deps.paymentModes,
  });
  return {
    workspaces,
    chatUsers: createChatUsersService({
      workspaces,
      credentials: access.credentials,
      actors: access.actors,
      users: access.users,
    }),
    plans: createPlansService({ store, clock, wallClock: deps.wallClock, jobs: deps.jobs }),
  };
};
