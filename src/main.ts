/**
 * The composition root: the only place that reads config, opens the database, starts timers and
 * listens. Tests start the same wiring in-process with `startService(loadConfig({...}))`.
 */
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { type Logger, pino } from 'pino';
import { openMeteoWeather } from './adapters/open-meteo.js';
import { createApp, finishApp } from './api/app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { demoCatalogueLines } from './domain/demo/index.js';
import type { JobHandler } from './domain/jobs.js';
import type { Clock } from './domain/time.js';
import { bookingHandlers } from './jobs/booking-handlers.js';
import { createWorker, type Worker } from './jobs/worker.js';
import { JOB_SLACK_NOTIFY } from './services/bookings.js';
import { createServices, type Services } from './services/index.js';
import { createSlackApp } from './slack/app.js';
import { slackNotifyHandler } from './slack/notify.js';
import { openStore, type Store } from './store/db.js';

export interface Core {
  config: Config;
  log: Logger;
  clock: Clock;
  store: Store;
  services: Services;
}

export interface RunningService extends Core {
  url: string;
  port: number;
  /** The outbox worker, null when JAUNT_WORKER=0. */
  worker: Worker | null;
  close(): Promise<void>;
}

/** How often the server checks whether another process changed the catalogue. */
const INDEX_REFRESH_MS = 500;

export const createLogger = (config: Config): Logger =>
  pino({ level: config.JAUNT_LOG_LEVEL, base: { service: 'jaunt' } });

/** Opens the store (applying migrations) and wires the services: shared by the server and the CLI. */
export const openCore = (config: Config, opts: { clock?: Clock; log?: Logger } = {}): Core => {
  const log = opts.log ?? createLogger(config);
  const clock = opts.clock ?? (() => new Date());
  const store = openStore(config.JAUNT_DB, join(process.cwd(), 'db', 'migrations'));
  const weather =
    config.JAUNT_WEATHER === 'open-meteo'
      ? openMeteoWeather({ baseUrl: config.JAUNT_WEATHER_URL, clock })
      : undefined;
  const services = createServices({ store, config, clock, log, weather });
  return { config, log, clock, store, services };
};

/** NDJSON lines of the demo catalogue, so the demo goes through the same importer as any file. */
export const demoNdjson = (size: number, today: Date): Readable =>
  Readable.from(
    (function* () {
      for (const line of demoCatalogueLines({ size, today })) yield `${line}\n`;
    })(),
  );

export const startService = async (
  config: Config,
  /** `jobHandlers`: handlers of job kinds owned by other front doors (e.g. Slack's slack.notify). */
  opts: { clock?: Clock; log?: Logger; jobHandlers?: Record<string, JobHandler> } = {},
): Promise<RunningService> => {
  const core = openCore(config, opts);
  const { services, log, clock, store } = core;

  if (config.JAUNT_DEMO_ON_EMPTY && services.catalogue.count() === 0) {
    const summary = await services.catalogue.importStream(demoNdjson(config.JAUNT_DEMO_SIZE, clock()), {
      replace: false,
    });
    log.info({ ...summary }, 'empty database: demo catalogue loaded');
  }

  // Build the discovery snapshot before listening; later catalogue changes load in the background.
  services.discoveryIndex.current();
  const stopIndexRefresh = services.discoveryIndex.startBackgroundRefresh(INDEX_REFRESH_MS, (err) =>
    log.error({ err }, 'discovery index refresh failed'),
  );

  const app = createApp({ services, config, log });
  // Mounts /slack/* on the same app and port when Slack is configured; logs that it is off otherwise.
  createSlackApp({ services, config, log, web: app, clock });
  finishApp(app, log);

  const server = app.listen(config.PORT, config.HOST);
  // Outlive clients' and proxies' idle keep-alive (often 60 s), so they never reuse a socket we just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;

  const worker = config.JAUNT_WORKER
    ? createWorker({
        queue: services.jobs,
        clock: () => new Date(),
        log,
        concurrency: config.JAUNT_WORKER_CONCURRENCY,
        leaseMs: config.JAUNT_JOB_LEASE_MS,
        retryScale: config.JAUNT_RETRY_SCALE,
        handlers: {
          ...bookingHandlers({
            bookings: services.bookings,
            http: services.http,
            dryRunHttp: services.dryRunHttp,
            clock: () => new Date(),
            log,
            retryScale: config.JAUNT_RETRY_SCALE,
            webhookTimeoutMs: config.JAUNT_WEBHOOK_TIMEOUT_MS,
          }),
          // Posts Slack-originated booking results back to Slack (harmless when Slack is off).
          [JOB_SLACK_NOTIFY]: slackNotifyHandler({ services, config, log }),
          ...opts.jobHandlers,
        },
      })
    : null;
  worker?.start();

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      // Drain: running jobs finish (or their leases expire and they run again after restart).
      await worker?.stop(config.JAUNT_WEBHOOK_TIMEOUT_MS + 1000);
      await stopIndexRefresh();
      await services.http.close();
      if (services.dryRunHttp !== services.http) await services.dryRunHttp.close();
      await store.close();
    })();
    return closing;
  };
  return { ...core, url, port, worker, close };
};

/** `npm start`: config from the environment, listen, print how to begin, shut down gracefully. */
export const runMain = async (): Promise<void> => {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const running = await startService(config);
  const { log } = running;
  log.info({ url: config.JAUNT_PUBLIC_URL, port: running.port, db: config.JAUNT_DB }, 'Jaunt is listening');
  process.stdout.write(
    [
      '',
      `Jaunt is running at ${config.JAUNT_PUBLIC_URL} (database ${config.JAUNT_DB}, ${running.services.catalogue.count()} activities)`,
      'Create an API key:   npm run jaunt -- keys create --kind negotiated --name "My integration"',
      `Check it:            curl -H "Authorization: Bearer <key>" ${config.JAUNT_PUBLIC_URL}/partner/v1/auth`,
      '',
    ].join('\n'),
  );
  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain().catch((err: unknown) => {
    process.stderr.write(`Jaunt failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
    process.exit(1);
  });
}
