/**
 * The express app of the Partner API: request ids, access logs, compression, JSON parsing, the
 * routes under /partner/v1 and the error renderers.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import express, { type Express, type Request } from 'express';
import type { Logger } from 'pino';
import type { Config } from '../platform/config.js';
import { RequestValidationError } from '../platform/errors.js';
import type { Services } from '../services.js';
import { createBodyPool } from './body-pool.js';
import { connectRoutes } from './connect/routes.js';
import { errorRenderer, notFoundHandler } from './errors.js';
import { keepRawBodyOfSignedRequests } from './gate.js';
import { securityHeaders } from './html-headers.js';
import type { Metrics } from './metrics.js';
import { interactionRoutes, wellKnownRoutes } from './routes/aauth.js';
import { activityRoutes } from './routes/activity-routes.js';
import { bookingRoutes, ticketRoutes } from './routes/booking-routes.js';
import { coreRoutes } from './routes/core.js';
import { demoPictureRoutes } from './routes/demo-pictures.js';
import { docsRoutes } from './routes/docs.js';
import { discoveryReadyGate, healthRoutes } from './routes/health.js';
import { homescreenRoutes } from './routes/homescreen.js';
import { inboundRoutes } from './routes/inbound.js';
import { openApiRoutes } from './routes/openapi.js';
import { orderRoutes } from './routes/orders.js';
import { searchRoutes } from './routes/search.js';
import { userRoutes } from './routes/users.js';
import { workspaceRoutes } from './routes/workspaces.js';
import { deeperThan, MAX_JSON_DEPTH } from './validation.js';

export interface AppDeps {
  services: Services;
  config: Config;
  log: Logger;
  /** Request-duration histogram of the operator's /metrics; absent when metrics are off. */
  metrics?: Metrics;
  /**
   * Whether the service is ready to serve search and homescreen (main.ts: a snapshot in use, and the
   * demo catalogue wholly loaded when asked for).
   */
  ready: () => boolean;
}

/** The matched route pattern (bounded label set), or `unmatched` for 404s and non-route answers. */
const routeOf = (req: Request): string =>
  req.route ? `${req.baseUrl}${String((req.route as { path: unknown }).path)}` : 'unmatched';

/**
 * Answers over 8 KB (homescreen, search, activity lists) are compressed when the client accepts br or
 * gzip; smaller ones are not worth a compressor. gzip level 1 and br quality 1 were chosen by
 * measurement on homescreen shelved 250 (docs/benchmarks/figures.md): gzip 1 removes 88 % of the bytes at
 * a third of level 6's CPU; br 1 removes 90 % for a tenth of it. Higher levels cost a 2-core server
 * CPU for a few points more. zlib runs on libuv's thread pool, so the event loop does not wait for it.
 */
const COMPRESSION_THRESHOLD_BYTES = 8 * 1024;
const GZIP_LEVEL = 1;
const BROTLI_QUALITY = 1;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** FastAPI parses JSON for application/json, application/*+json and bodies without a Content-Type. */
const isJsonBody = (req: IncomingMessage): boolean => {
  const type = req.headers['content-type'];
  return type === undefined || /^application\/([\w.+-]*\+)?json\b/i.test(type);
};

/**
 * The express app: request ids and access logs, the Partner API under /partner/v1 (with its own JSON
 * parser, so Slack's signature check can still read raw bodies elsewhere), /healthz, and renderers.
 * Call `finish(app)` after other front doors have mounted their routes.
 */
export const createApp = (deps: AppDeps): Express => {
  const { services, log, metrics } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Responses are personalised and carry Cache-Control; hashing megabyte bodies for ETags is wasted work.
  app.set('etag', false);
  app.set('query parser', 'extended');
  app.locals.services = services;
  // First, so every page of every front door mounted later (docs, connect, Slack's) carries them.
  app.use(securityHeaders());

  app.use((req, res, next) => {
    const incoming = req.get('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.set('X-Request-Id', requestId);
    const started = performance.now();
    res.on('finish', () => {
      metrics?.observeRequest(req.method, routeOf(req), res.statusCode, (performance.now() - started) / 1000);
      log.info(
        {
          request_id: requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    });
    next();
  });

  // Liveness and readiness answer before CPU turns; search and homescreen wait for readiness.
  app.use(healthRoutes(services, deps.ready));

  // Every other request starts in a CPU turn (src/platform/cpu-turns.ts), so the poll phase only
  // parses: authentication, rate windows and validation run in slices, and a health check waits for
  // about one slice, not for every arrival's first steps as well.
  app.use((_req, _res, next) => {
    void services.cpu.turn().then(() => next());
  });

  const partner = express.Router();
  if (deps.config.JAUNT_COMPRESSION)
    partner.use(
      compression({
        threshold: COMPRESSION_THRESHOLD_BYTES,
        level: GZIP_LEVEL,
        brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      }),
    );
  partner.use(
    express.json({ limit: '1mb', type: isJsonBody, strict: false, verify: keepRawBodyOfSignedRequests }),
  );
  // Validators and serialisers recurse; a 5,000-deep body must stop here as a 422, not a stack overflow.
  partner.use((req, _res, next) => {
    if (!deeperThan(req.body, MAX_JSON_DEPTH)) return next();
    next(
      new RequestValidationError([
        {
          type: 'json_invalid',
          loc: ['body'],
          msg: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
          input: {},
          ctx: { error: `nesting depth exceeds ${MAX_JSON_DEPTH}` },
        },
      ]),
    );
  });
  partner.use(openApiRoutes(deps.config));
  partner.use(coreRoutes());
  partner.use(userRoutes(services));
  partner.use(activityRoutes(services));
  partner.use(bookingRoutes(services));
  partner.use(orderRoutes(services));
  partner.use(['/homescreen', '/search'], discoveryReadyGate(deps.ready));
  partner.use(homescreenRoutes(services, createBodyPool()));
  partner.use(searchRoutes(services));
  partner.use(workspaceRoutes(services));
  partner.use(interactionRoutes(services));
  app.use('/partner/v1', partner);
  app.use(wellKnownRoutes(deps.config.JAUNT_PUBLIC_URL));
  app.use(connectRoutes(services, deps.config));
  app.use(docsRoutes(deps.config));
  app.use(ticketRoutes(services));
  app.use(inboundRoutes(services, deps.config.JAUNT_INBOUND_SECRET));
  app.use(demoPictureRoutes(services));
  return app;
};

/** Unknown routes and the error renderer go last, after every front door is mounted. */
export const finishApp = (app: Express, log: Logger): void => {
  app.use(notFoundHandler);
  app.use(errorRenderer(log));
};
