/** The suppliers feature's public face: what other features, the front doors and main may use. */

export type { OctoClient, OctoConnection } from './octo.js';
export { OctoError } from './octo.js';
export { createOctoClient } from './octo-client.js';
export type { OctoFulfillerDeps } from './octo-fulfiller.js';
export { octoCanceller, octoFulfiller } from './octo-fulfiller.js';
export { supplierStore } from './store.js';
export type { SuppliersService } from './suppliers.js';
export { createSuppliersService } from './suppliers.js';
export { supplierSyncHandler } from './sync-job.js';
/** The OCTO supplier simulator (tests, benches, `demo-octo`), loaded only by those who run it. */
export const loadOctoSimulator = () => import('./simulator.js');
