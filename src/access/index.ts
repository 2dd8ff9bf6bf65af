/** The access feature's public face: what other features, the front doors and main may use. */

export type { Actor, Credential } from './actor.js';
export { anonymousActor, requireNegotiated } from './actor.js';
export type { SignedRequest } from './agents/agent-auth.js';
export { createAgentVerifier, SUPPORTED_ALGS, SUPPORTED_SCHEMES } from './agents/agent-auth.js';
export type { Agent, ConnectProblem, ConnectView } from './agents/agents.js';
export { createAgentsService, MAX_OTP_FAILURES, POLL_RETRY_AFTER_S } from './agents/agents.js';
export { SignatureProblem, signatureErrorField } from './agents/http-signature.js';
export { agentStore } from './agents/store.js';
export { keyEnvironmentOf } from './credentials/api-key.js';
export { createCredentialsService } from './credentials/credentials.js';
export { credentialStore } from './credentials/store.js';
export type { LimitSubject, PolicyState } from './limits/limits.js';
export { createLimitsService } from './limits/limits.js';
export type { SharedLimiterBackend } from './limits/shared.js';
export { sharedLimiterBackend } from './limits/shared.js';
export type { LimiterBackend } from './limits/store.js';
export { databaseLimiterBackend, keyLimitsStore } from './limits/store.js';
export type { UsersService } from './users/accounts.js';
export { createUsersService } from './users/accounts.js';
export { userStore } from './users/store.js';
