/** The workspaces feature's public face: what other features, the front doors and main may use. */

export { installKeyOf, workspacesService } from './bindings.js';
export type { ChatProfile } from './chat-users.js';
export { createChatUsersService } from './chat-users.js';
export type { NewPlan, PlanState } from './plans.js';
export { createPlansService, PLAN_DEFAULT_MS, PLAN_MAX_OPTIONS } from './plans.js';
