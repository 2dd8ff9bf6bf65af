/**
 * GET /healthz (liveness: the process answers) and GET /readyz (readiness: search and homescreen can
 * answer), and the gate that answers `503 not_ready` for search and homescreen until then. The server
 * listens within a second of starting, before its discovery snapshot is loaded or built: a supervisor
 * watches /healthz, a load balancer sends traffic by /readyz.
 */
import { type RequestHandler, Router } from 'express';
import { AppError } from '../../platform/errors.js';
import type { Services } from '../../services.js';

/** Seconds a client or load balancer should wait before asking again while the snapshot loads. */
export const NOT_READY_RETRY_S = 5;

const notReady = (): AppError =>
  new AppError(
    'not_ready',
    'The server is still loading its catalogue snapshot; try again after Retry-After.',
    {},
    { 'Retry-After': String(NOT_READY_RETRY_S) },
  );

/**
 * `ready`: search and homescreen can answer (the service's own readiness: with JAUNT_DEMO_ON_EMPTY it
 * includes the demo catalogue's load, so a load balancer never sends traffic to a half-loaded demo).
 */
export const healthRoutes = (
  services: Pick<Services, 'discoveryIndex' | 'catalogue'>,
  ready: () => boolean,
): Router => {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    // From memory: the activities the served snapshot holds (it follows the catalogue within
    // INDEX_REFRESH_MS), null before the first one. A count(*) per probe scanned the catalogue: at
    // 1M one held the event loop about a second while the snapshot loaded.
    const served = services.discoveryIndex.latest();
    res.json({ status: 'ok', activities: served ? served.docs.length : null });
  });
  router.get('/readyz', (_req, res, next) => {
    if (!ready()) return next(notReady());
    res.json({ status: 'ready', activities: services.discoveryIndex.latest()?.docs.length ?? 0 });
  });
  return router;
};

/** Answers 503 not_ready (with Retry-After) until the first snapshot is in use; then passes through. */
export const discoveryReadyGate =
  (ready: () => boolean): RequestHandler =>
  (_req, _res, next) => {
    next(ready() ? undefined : notReady());
  };
