/**
 * The composition root: the only place that reads config, opens the database, composes the
 * features, registers the job handlers, starts timers and listens. Tests start the same wiring
 * in-process with `startService(loadConfig({...}))`.
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import type { Logger } from 'pino';
import type { AccessFeature, LimiterBackend, SeenListener, SharedLimiterBackend } from './access/index.js';
import type { Metrics } from './api/metrics.js';
import type { DiscoveryFeatureDeps, SnapshotEvent } from './discovery/index.js';
import type { DnsResolver, SmtpIn } from './mail/index.js';
import { type Config, ConfigError, loadStartConfig } from './platform/config.js';
import { createCpuTurns } from './platform/cpu-turns.js';
import { databaseLabel, databaseUrlForHint, databaseWhere } from './platform/database-label.js';
import { CopyRefused, type CopyReport, copySqliteToPostgres } from './platform/db/copy.js';
import { openStore, type Store } from './platform/db/index.js';
import type { EarlyListener } from './platform/early-listener.js';
import { createOutboundHttp, type OutboundHttp } from './platform/http/outbound.js';
import type { Mailer } from './platform/mailer.js';
import { JOB_KINDS, type JobHandler } from './platform/outbox/kinds.js';
import { createJobStore } from './platform/outbox/store.js';
import { createWorker, type Worker, type WorkerOptions } from './platform/outbox/worker.js';
import { developmentSecretKey, SecretKeyFileError } from './platform/secrets/key-file.js';
import { resealSecrets } from './platform/secrets/reseal.js';
import { createSecretBox, type SecretBox, SecretKeyMismatch } from './platform/secrets/secret-box.js';
import type { Clock } from './platform/time.js';
import type { DeliverReminder } from './reminders/index.js';
import type { Services } from './services.js';
import { slackModeOf } from './slack/context.js';
import type { PlanUpdater } from './slack/plan-polls.js';
import type { SlackAppDeps, SlackRuntime } from './slack/runtime.js';

export interface Core {
  config: Config;
  log: Logger;
  clock: Clock;
  store: Store;
  services: Services;
  /** Limit counters shared by instances (Redis, or Postgres); null: this process's own. */
  sharedLimits: SharedLimiterBackend | null;
  /** The features' job handlers (booking, suppliers); createOutboxWorker adds the Slack front door's. */
  featureJobs: Record<string, JobHandler>;
  /** Closes what composing the services opened: the discovery index, outbound clients, the mailer. */
  closeServices(): Promise<void>;
}

export interface RunningService extends Core {
  url: string;
  port: number;
  /** The outbox worker, null when JAUNT_WORKER=0. */
  worker: Worker | null;
  /** The SMTP listener for vendor mail, null when JAUNT_INBOUND_SMTP_PORT is unset. */
  smtp: SmtpIn | null;
  /** Port of the operators' Prometheus /metrics listener, null when JAUNT_METRICS_PORT is unset. */
  metricsPort: number | null;
  close(): Promise<void>;
}

/** Beside the sources, so the service starts from any working directory (it reads ./.env). */
const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations', import.meta.url));

/** How often the server checks whether another process changed the catalogue. */
const INDEX_REFRESH_MS = 500;
/**
 * V8 lets the old generation grow to up to 4× its live size before the next full collection: at
 * 100k activities about 100 MB live let the heap reach 270 MB of mostly garbage under load. Growing
 * by at most this share keeps a serving process about 125 MB smaller, for a full collection every
 * few thousand requests (they are incremental, a few ms each on this thread).
 */
const HEAP_GROWING_PERCENT = 50;

/** JAUNT_SECRET_KEY (and _PREVIOUS while rotating); development generates one beside the data. */
const secretBoxFor = (config: Config): SecretBox => {
  try {
    const key = config.JAUNT_SECRET_KEY ?? developmentSecretKey(config.JAUNT_DB);
    return createSecretBox(key, config.JAUNT_SECRET_KEY_PREVIOUS);
  } catch (e) {
    throw e instanceof SecretKeyFileError ? new ConfigError(e.message) : e;
  }
};

/** Reminders are delivered by the Slack app, whose module loads with the first reminder sent. */
const slackReminders = (ctx: () => { services: Services; config: Config; log: Logger }): DeliverReminder => {
  let deliver: Promise<DeliverReminder> | null = null;
  return async (note) => {
    deliver ??= import('./slack/reminder-dm.js').then((m) => m.slackReminderDelivery(ctx()));
    return (await deliver)(note);
  };
};

/** The features composed over one store: the front doors' services, the features' job handlers, a close. */
type Composed = Pick<Core, 'services' | 'featureJobs' | 'closeServices'>;

/** What every feature composed by `composeServices` is given: the store, config, clock, log, one HTTP client. */
interface PlatformPieces extends Pick<Core, 'store' | 'config' | 'clock' | 'log'> {
  http: OutboundHttp;
}

/** The one guarded client for webhooks, vendors, suppliers and agents' issuers. */
const outboundHttpFor = (config: Config): OutboundHttp =>
  createOutboundHttp({
    allowLoopback: config.JAUNT_ALLOW_LOOPBACK_OUTBOUND,
    timeoutMs: config.JAUNT_WEBHOOK_TIMEOUT_MS,
  });

/**
 * SMTP out when JAUNT_SMTP_URL is set: its module (nodemailer) loads only then, as front-door and
 * operator modules (metrics, cluster, HTTP, Slack) load only when used.
 */
const smtpMailerFor = async (config: Config): Promise<Mailer | undefined> =>
  config.JAUNT_SMTP_URL
    ? (await import('./platform/smtp-mailer.js')).smtpMailer(config.JAUNT_SMTP_URL, config.JAUNT_MAIL_FROM)
    : undefined;

/**
 * The features' modules, imported when the whole core is composed rather than at the top of this
 * file: a CLI command that opens only the access feature (`openAccess`) loads none of the others.
 */
const featureModules = async () => {
  const [access, catalogue, discovery, suppliers, booking, mail, workspaces, conversations, reminders] =
    await Promise.all([
      import('./access/index.js'),
      import('./catalogue/index.js'),
      import('./discovery/index.js'),
      import('./suppliers/index.js'),
      import('./booking/index.js'),
      import('./mail/index.js'),
      import('./workspaces/index.js'),
      import('./conversations/index.js'),
      import('./reminders/index.js'),
    ]);
  return { access, catalogue, discovery, suppliers, booking, mail, workspaces, conversations, reminders };
};

/**
 * The composition: platform pieces first (outbound HTTP, the job outbox, CPU turns, mail), then the
 * features, lower ones first (suppliers just before booking, whose live-purchase port they are),
 * each given the ports it declares. A port to a feature composed further down is a closure over it,
 * called only once this function has returned.
 */
const composeServices = async (
  { store, config, clock, log }: Pick<Core, 'store' | 'config' | 'clock' | 'log'>,
  limiterBackend: LimiterBackend | undefined,
  /** DNS for vendor mail's SPF and DKIM (tests answer from a table). */
  dnsResolver?: DnsResolver,
  /** The persisted discovery snapshot: its file, its log lines, a test's build hold. */
  snapshot: DiscoveryFeatureDeps['snapshot'] = {},
): Promise<Composed> => {
  const f = await featureModules();
  // Outbox jobs run on the wall clock (run_at, leases); business timestamps use `clock`.
  const wallClock: Clock = () => new Date();
  const http = outboundHttpFor(config);
  const jobs = createJobStore(store, wallClock);
  // One queue of CPU turns per process, shared by the front doors, homescreen and search.
  const cpu = createCpuTurns();
  const smtp = await smtpMailerFor(config);
  // The SEEN sets homescreen and search rank with, emptied by the detail reads users record.
  const seen = f.discovery.createSeenSets(store);
  const platform: PlatformPieces = { store, config, clock, log, http };

  const access = f.access.createAccess({ ...platform, seen, mailer: smtp, limiterBackend });
  const catalogue = f.catalogue.createCatalogue({
    ...platform,
    users: access.users,
    // Discovery's index follows every import; suppliers know their activities' cancellation cutoffs.
    indexers: [{ refresh: () => discovery.discoveryIndex.refresh() }],
    cancellationCutoffOf: (ref) => suppliers.cancellationCutoffOf(ref),
  });
  const discovery = f.discovery.createDiscovery({
    ...platform,
    cpu,
    seen,
    activities: catalogue.activities,
    snapshot,
  });
  // Suppliers implement booking's ports (live purchases over OCTO), so they come first.
  const suppliers = f.suppliers.createSuppliers({
    ...platform,
    jobs,
    wallClock,
    importStream: (input, opts) => catalogue.catalogue.importStream(input, opts),
    findActivity: catalogue.findActivity,
    // Booking names the user to the supplier when a purchase runs.
    contactFor: (order) => booking.contactFor(order),
  });
  const booking = await f.booking.createBooking({
    ...platform,
    jobs,
    wallClock,
    findActivity: catalogue.findActivity,
    users: access.users,
    actors: access.actors,
    suppliers: suppliers.bookingPorts,
    // Mail gives each order its inbound address and dry runs the vendor's confirmation mail.
    mail: {
      addressFor: (bookingId) => mail.mail.addressFor(bookingId),
      dryRunSuccess: { fulfil: (order) => mail.dryRunSuccess.fulfil(order) },
    },
  });
  const mail = f.mail.createMail({
    ...platform,
    bookings: booking.bookings,
    ticketLinks: booking.ticketLinks,
    ...(dnsResolver ? { dnsResolver } : {}),
  });
  const workspaces = f.workspaces.createWorkspaces({
    ...platform,
    jobs,
    wallClock,
    access,
    resolvePlace: discovery.resolvePlace,
    paymentModes: booking.paymentModes,
  });
  // Assistant threads refine a request with search's own reading of each turn.
  const conversations = f.conversations.createConversations({
    ...platform,
    readPrompt: discovery.readPrompt,
  });
  const reminders = f.reminders.createReminders({
    ...platform,
    jobs,
    wallClock,
    bookings: booking.bookings,
    findActivity: catalogue.findActivity,
    // The Slack app delivers them, over the services composed below.
    deliver: slackReminders(() => ({ services, config, log })),
  });

  const services: Services = {
    ...access,
    ...workspaces,
    ...conversations,
    catalogue: catalogue.catalogue,
    prices: catalogue.prices,
    demoPictures: catalogue.demoPictures,
    discovery: discovery.discovery,
    search: discovery.search,
    discoveryIndex: discovery.discoveryIndex,
    bookings: booking.bookings,
    mail: mail.mail,
    orders: mail.orders,
    suppliers: suppliers.suppliers,
    sellsLive: suppliers.sellsLive,
    reminders: reminders.reminders,
    jobs,
    http,
    cpu,
  };
  return {
    services,
    featureJobs: { ...booking.jobHandlers, ...suppliers.jobHandlers, ...reminders.jobHandlers },
    closeServices: async () => {
      await discovery.close();
      await http.close();
      await booking.close();
      await mail.close();
      access.mailer.close();
    },
  };
};

/** The persisted snapshot's file (JAUNT_SNAPSHOT_DIR, or beside the SQLite file) and its log lines. */
const snapshotOptions = async (
  config: Config,
  log: Logger,
  opts: { writes?: boolean; beforeBuild?: () => Promise<void>; serveStale?: boolean } = {},
): Promise<DiscoveryFeatureDeps['snapshot']> => {
  const path = (await import('./discovery/index.js')).snapshotPath(config);
  return {
    persist: path ? { path, save: opts.writes ?? true } : null,
    // Only a server answers from an older file while it catches up; a CLI or MCP stdio waits.
    serveStale: opts.serveStale ?? false,
    onEvent: (event: SnapshotEvent, fields: Record<string, unknown>) => {
      if (event === 'discovery snapshot save failed' || event === 'discovery snapshot file refused')
        log.warn(fields, event);
      else log.info(fields, event);
    },
    ...(opts.beforeBuild ? { beforeBuild: opts.beforeBuild } : {}),
  };
};

/**
 * Opens the store (applying migrations), seals secrets stored in clear, and makes the shared limit
 * counters' client when several instances count together: what every core starts from.
 */
const openSealedStore = async (
  config: Config,
  log: Pick<Logger, 'info'>,
): Promise<Pick<Core, 'store' | 'sharedLimits'>> => {
  const store = await openStore({
    sqlitePath: config.JAUNT_DB,
    databaseUrl: config.JAUNT_DATABASE_URL,
    migrationsDir: MIGRATIONS_DIR,
    secrets: secretBoxFor(config),
    instanceId: `jaunt-${process.pid}`,
  });
  try {
    // Secrets stored in clear by older versions are sealed now; a key that cannot open them stops here.
    const sealed = await resealSecrets(store, 'plaintext');
    if (Object.values(sealed).some((n) => n > 0)) log.info(sealed, 'sealed secrets stored in clear');
  } catch (e) {
    void store.close();
    throw e instanceof SecretKeyMismatch ? new ConfigError(e.message) : e;
  }
  // Several instances count limits together: in Redis when configured, else in Postgres.
  const sharedLimits =
    config.JAUNT_REDIS_URL || store.engine === 'postgres'
      ? (await import('./access/index.js')).sharedLimiterBackend({
          redisUrl: config.JAUNT_REDIS_URL,
          databaseUrl: config.JAUNT_DATABASE_URL,
          instanceId: `jaunt-${process.pid}`,
        })
      : null;
  return { store, sharedLimits };
};

/** Opens the store (applying migrations) and composes the services: shared by the server and the CLI. */
export const openCore = async (
  config: Config,
  /** `clustered`: a worker of JAUNT_PROCESSES > 1 (request windows are counted in the primary). */
  opts: {
    clock?: Clock;
    log?: Logger;
    clustered?: boolean;
    dnsResolver?: DnsResolver;
    /**
     * The persisted discovery snapshot: `writes` false in all but one process of a cluster (default
     * true); `beforeBuild` holds every build from the database (tests); `serveStale` (servers) lets
     * an older file answer while the catch-up builds.
     */
    snapshot?: { writes?: boolean; beforeBuild?: () => Promise<void>; serveStale?: boolean };
  } = {},
): Promise<Core> => {
  const log = opts.log ?? (await import('./platform/log.js')).createLogger(config);
  const clock = opts.clock ?? (() => new Date());
  const { store, sharedLimits } = await openSealedStore(config, log);
  const composed = await composeServices(
    { store, config, clock, log },
    sharedLimits ??
      (opts.clustered ? (await import('./cluster.js')).clusterLimiterBackend(store) : undefined),
    opts.dnsResolver,
    await snapshotOptions(config, log, opts.snapshot),
  );
  return { config, log, clock, store, sharedLimits, ...composed };
};

/**
 * What a command about API keys opens (`keys`, `secrets rotate`): the store and the access feature
 * alone, under the names the full core's services give them. A `Core` is one too.
 */
export interface AccessCore extends Pick<Core, 'config' | 'clock' | 'store' | 'sharedLimits'> {
  /** Where opening the store says what it did (sealed secrets); a key command passes a silent one. */
  log: Pick<Logger, 'info'>;
  services: AccessFeature;
  /** Closes what composing the access feature opened: the outbound client, the mailer. */
  closeServices(): Promise<void>;
}

/**
 * A process composed of the access feature alone holds no discovery SEEN sets, so there is nothing
 * to empty when a user's list grows (each server's own sets are told by its own users service).
 */
const noSeenSets: SeenListener = { forget: () => {} };

/**
 * The store and the access feature composed as `openCore` composes them (same store opening, limit
 * backend, outbound client and mailer), without the other features or their libraries: key commands
 * start in a fraction of the time (docs/benchmarks/2026-11-28-cli-dist.md).
 */
export const openAccess = async (
  config: Config,
  opts: { clock?: Clock; log?: Pick<Logger, 'info'> } = {},
): Promise<AccessCore> => {
  const log = opts.log ?? (await import('./platform/log.js')).createLogger(config);
  const clock = opts.clock ?? (() => new Date());
  const { store, sharedLimits } = await openSealedStore(config, log);
  const { createAccess } = await import('./access/index.js');
  const http = outboundHttpFor(config);
  const mailer = await smtpMailerFor(config);
  const access = createAccess({
    store,
    config,
    clock,
    http,
    seen: noSeenSets,
    mailer,
    limiterBackend: sharedLimits ?? undefined,
  });
  const closeServices = async (): Promise<void> => {
    await http.close();
    access.mailer.close();
  };
  return { config, log, clock, store, sharedLimits, services: access, closeServices };
};

export { CopyRefused };

/**
 * `db copy`: a whole SQLite installation into an empty Postgres database, counts verified. Sealed
 * secrets move sealed: the copy never opens them, so no key is needed and none is asked for.
 */
export const copyInstallation = async (
  from: string,
  to: string,
  onTable: (name: string, rows: number) => void,
): Promise<CopyReport> => {
  const target = await openStore({
    sqlitePath: from,
    databaseUrl: to,
    migrationsDir: MIGRATIONS_DIR,
    secrets: createSecretBox(randomBytes(32)),
    instanceId: 'jaunt-db-copy',
  });
  try {
    return await copySqliteToPostgres({ sqlitePath: from, migrationsDir: MIGRATIONS_DIR, target, onTable });
  } finally {
    await target.close();
  }
};

/**
 * The outbox worker (booking fulfilment, callbacks, supplier syncs, Slack notices): the server's, or
 * the stdio MCP's. Every job kind's handler is registered here: the features' own, then the Slack
 * front door's. Plan polls close only where a Slack app serialises their updates (`planUpdater`).
 */
/**
 * A job handler whose module is imported on its first job: the Slack front door's (@slack/web-api)
 * stays unloaded in processes that never run one (the CLI, the stdio MCP without Slack jobs).
 */
const loadedOnFirstJob = (load: () => Promise<JobHandler>): JobHandler => {
  let handler: Promise<JobHandler> | null = null;
  return async (job) => {
    handler ??= load();
    return (await handler)(job);
  };
};

export const createOutboxWorker = (
  core: Core,
  planUpdater?: PlanUpdater,
  onOutcome?: WorkerOptions['onOutcome'],
): Worker => {
  const { services, config, log } = core;
  return createWorker({
    ...(onOutcome ? { onOutcome } : {}),
    queue: services.jobs,
    clock: () => new Date(),
    log,
    concurrency: config.JAUNT_WORKER_CONCURRENCY,
    perPartition: config.JAUNT_WORKER_PARTITION_CONCURRENCY,
    leaseMs: config.JAUNT_JOB_LEASE_MS,
    retryScale: config.JAUNT_RETRY_SCALE,
    handlers: {
      ...core.featureJobs,
      // Posts Slack-originated booking results back to Slack (harmless when Slack is off).
      [JOB_KINDS.slackNotify]: loadedOnFirstJob(async () =>
        (await import('./slack/notify.js')).slackNotifyHandler({ services, config, log }),
      ),
      ...(planUpdater
        ? {
            [JOB_KINDS.planClose]: loadedOnFirstJob(async () =>
              (await import('./slack/plan-polls.js')).slackPlanCloseHandler({
                services,
                config,
                log,
                updater: planUpdater,
              }),
            ),
          }
        : {}),
    },
  });
};

/** Resolves once `server` listens; rejects on a listen error (the port is taken). */
const listening = (server: Server): Promise<void> =>
  new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });

/** Closes `server`, its idle keep-alive connections at once. */
const closed = (server: Server): Promise<void> =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });

/** JAUNT_DEMO_ON_EMPTY: an empty catalogue gets the deterministic demo one. */
const loadDemoOnEmpty = async ({ config, services, clock, log }: Core): Promise<boolean> => {
  if (!config.JAUNT_DEMO_ON_EMPTY || (await services.catalogue.count()) !== 0) return false;
  const { demoNdjson } = await import('./catalogue/index.js');
  const summary = await services.catalogue.importStream(
    demoNdjson(config.JAUNT_DEMO_SIZE, clock(), config.JAUNT_PUBLIC_URL),
    { replace: false },
  );
  log.info({ ...summary }, 'empty database: demo catalogue loaded');
  return true;
};

/**
 * Getting ready to serve discovery: the demo catalogue (an empty database's, when asked for), the
 * first snapshot, search's first-use work. Later catalogue changes load in the background. Ready
 * (/readyz, the search gate) means a snapshot is in use (an older one from the file may serve while
 * the rebuild runs), and not before the demo asked for is wholly in: the background refresh may
 * install a snapshot of part of it while it imports. Not search's warm-up: with an older file it
 * waits for the rebuild (minutes at 1M), while the older snapshot can already answer.
 */
const readiness = (core: Core, singletons: boolean): { getReady(): Promise<void>; isReady(): boolean } => {
  const { services } = core;
  let demoLoaded = false;
  return {
    getReady: async () => {
      if (singletons && (await loadDemoOnEmpty(core))) await services.discoveryIndex.current();
      demoLoaded = true;
      await services.discoveryIndex.current();
      await services.search.warmUp();
    },
    isReady: () => demoLoaded && services.discoveryIndex.latest() !== null,
  };
};

/** Operators' metrics on their own listener (loopback by default), never on the public port. */
const listenMetrics = async (metrics: Metrics, config: Config): Promise<Server> => {
  const { metricsRequestListener } = await import('./api/metrics.js');
  const server = createHttpServer(metricsRequestListener(metrics.registry));
  server.listen(config.JAUNT_METRICS_PORT, config.JAUNT_METRICS_HOST);
  await listening(server);
  return server;
};

/** The SMTP listener for vendors' mail to orders' addresses, when JAUNT_INBOUND_SMTP_PORT is set. */
const startVendorSmtp = async ({ config, services, log }: Core): Promise<SmtpIn | null> =>
  config.JAUNT_INBOUND_SMTP_PORT === undefined
    ? null
    : (await import('./mail/index.js')).startSmtpIn({
        port: config.JAUNT_INBOUND_SMTP_PORT,
        host: config.JAUNT_INBOUND_SMTP_HOST ?? config.HOST,
        maxBytes: config.JAUNT_INBOUND_MAX_MESSAGE_BYTES,
        maxRecipients: config.JAUNT_INBOUND_MAX_RECIPIENTS,
        sessionRecipients: config.JAUNT_INBOUND_SESSION_RECIPIENTS,
        maxClients: config.JAUNT_INBOUND_SMTP_MAX_CLIENTS,
        maxPerSource: config.JAUNT_INBOUND_SMTP_MAX_PER_SOURCE,
        idleMs: config.JAUNT_INBOUND_SMTP_IDLE_MS,
        acceptsRecipient: services.mail.acceptsRecipient,
        admitsSender: services.mail.admitsSender,
        ingest: services.mail.ingest,
        onError: (err) => log.warn({ err }, 'inbound SMTP error'),
      });

/**
 * The HTTP front doors (Partner API, MCP, Slack's when on) listening on PORT, with /metrics on its
 * own port out of a cluster (a cluster's primary serves it). Called before the snapshot is ready:
 * /healthz answers from the start.
 */
const listenHttp = async (
  core: Core,
  clustered: boolean,
  ready: () => boolean,
  /** The port `npm start` opened first (src/platform/early-listener.ts); else this listens now. */
  early?: EarlyListener,
) => {
  const { services, config, log } = core;
  // Gauges read the outbox and the bookings at scrape time (bounded reads, bookings cached 30 s).
  const metrics =
    config.JAUNT_METRICS_PORT === undefined
      ? undefined
      : (await import('./api/metrics.js')).createMetrics({
          outboxDepth: () => services.jobs.depth(),
          bookingsByState: () => services.bookings.countByStatus(),
          now: () => Date.now(),
        });
  // The HTTP front doors load here, not at import: CLI commands that open the core never need them.
  const { createApp, finishApp } = await import('./api/app.js');
  const { mcpRouter } = await import('./mcp/http.js');
  const { API_VERSION } = await import('./contract/operations.js');
  const app = createApp({ services, config, log, ready, ...(metrics ? { metrics } : {}) });
  const slack = await mountSlack({ services, config, log, web: app, clock: core.clock });
  // MCP for AI assistants at /mcp, with its own JSON parser (Slack needs raw bodies).
  app.use('/mcp', mcpRouter({ services, publicUrl: config.JAUNT_PUBLIC_URL, version: API_VERSION }));
  finishApp(app, log);

  // Listen at once (or take over the port opened first): /healthz answers while the snapshot loads
  // (or builds); /readyz and search and homescreen answer 503 not_ready until it is in use.
  const server = early ? early.server : app.listen(config.PORT, config.HOST);
  early?.attach(app);
  // Outlive clients' and proxies' idle keep-alive (often 60 s), so they never reuse a socket we just closed.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  if (!early) await listening(server);
  const port = (server.address() as AddressInfo).port;
  // In a cluster the primary listens for /metrics and asks each worker for its registry.
  if (clustered) (await import('./cluster.js')).answerMetricsRequests(metrics);
  const metricsServer = metrics && !clustered ? await listenMetrics(metrics, config) : null;

  return { server, port, metrics, metricsServer, slack };
};

export const startService = async (
  config: Config,
  opts: {
    clock?: Clock;
    log?: Logger;
    /** DNS for vendor mail's SPF and DKIM (tests answer from a table; default node:dns). */
    dnsResolver?: DnsResolver;
    /**
     * This process is worker `slot` of a cluster (src/cluster.ts): only slot 1 runs the outbox worker,
     * SMTP, supplier-sync scheduling, Slack Socket Mode and the demo load; /metrics is the primary's.
     */
    cluster?: { slot: number };
    /** Held before every snapshot build from the database (tests watch /readyz meanwhile). */
    holdSnapshotBuild?: () => Promise<void>;
    /**
     * Return once the server listens, before the snapshot is ready (tests of readiness); by default
     * it returns once search can answer. Either way the server answers /healthz from the start.
     */
    returnBeforeReady?: boolean;
    /** The port `npm start` opened before loading the service, to take over. */
    early?: EarlyListener;
  } = {},
): Promise<RunningService> => {
  /** Whether this process runs what must run once per service (everything, out of a cluster). */
  const singletons = (opts.cluster?.slot ?? 1) === 1;
  const core = await openCore(config, {
    ...opts,
    clustered: opts.cluster !== undefined,
    // One process of a cluster writes the snapshot file; the others only read it.
    snapshot: {
      writes: singletons,
      serveStale: true,
      ...(opts.holdSnapshotBuild ? { beforeBuild: opts.holdSnapshotBuild } : {}),
    },
  });
  const { services, log, store } = core;

  // Shared limit counters: connect before listening so the first requests count in the store.
  if (core.sharedLimits && !(await core.sharedLimits.connect()))
    log.warn(
      { store: core.sharedLimits.kind },
      'shared limits store unreachable: counting in memory until it answers',
    );

  // The discovery snapshot: loaded from its file, or built from the database, after the demo
  // catalogue (an empty database's). Worker 1 (or the one process) listens first, so /healthz
  // answers at once; a cluster's further workers join only once they can answer search.
  const { getReady, isReady } = readiness(core, singletons);
  const joining = singletons ? null : getReady();
  await joining;
  const { server, port, metrics, metricsServer, slack } = await listenHttp(
    core,
    opts.cluster !== undefined,
    isReady,
    opts.early,
  );
  const ready = joining ?? getReady();
  const stopIndexRefresh = services.discoveryIndex.startBackgroundRefresh(INDEX_REFRESH_MS, (err) =>
    log.error({ err }, 'discovery index refresh failed'),
  );
  if (opts.returnBeforeReady) ready.catch((err: unknown) => log.error({ err }, 'discovery snapshot failed'));
  else
    try {
      await ready;
    } catch (e) {
      await stopIndexRefresh();
      await closed(server);
      if (metricsServer) await closed(metricsServer);
      await core.closeServices();
      await core.sharedLimits?.close();
      await store.close();
      throw e;
    }

  // Socket Mode dials out to Slack once we can serve (one connection per service); a no-op over HTTP.
  if (singletons) await slack?.start();

  // Plan deadlines update the poll through the running Slack app's serialised updater.
  const worker =
    singletons && config.JAUNT_WORKER
      ? createOutboxWorker(
          core,
          slack?.planUpdater ?? (await import('./slack/plan-polls.js')).createPlanUpdater(),
          metrics?.observeJob,
        )
      : null;
  worker?.start();
  // Scheduled supplier sync: every supplier's recurring job is queued (revived if it had ended).
  if (worker && config.JAUNT_SUPPLIER_SYNC_MINUTES > 0) await services.suppliers.scheduleAll();
  const smtp = singletons ? await startVendorSmtp(core) : null;
  // Unmatched vendor mail past JAUNT_INBOUND_UNMATCHED_DAYS is deleted hourly (and as mail arrives).
  const mailPurge = singletons
    ? setInterval(
        () =>
          void services.mail.purgeExpired().catch((err: unknown) => log.warn({ err }, 'mail purge failed')),
        3600_000,
      ).unref()
    : null;

  let closing: Promise<void> | null = null;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      await slack?.stop();
      await closed(server);
      if (metricsServer) await closed(metricsServer);
      if (mailPurge) clearInterval(mailPurge);
      await smtp?.close();
      // Drain: running jobs finish (or their leases expire and they run again after restart).
      await worker?.stop(config.JAUNT_WEBHOOK_TIMEOUT_MS + 1000);
      await stopIndexRefresh();
      await core.closeServices();
      await core.sharedLimits?.close();
      await store.close();
    })();
    return closing;
  };
  const metricsPort = metricsServer ? (metricsServer.address() as AddressInfo).port : null;
  return { ...core, url: `http://127.0.0.1:${port}`, port, worker, smtp, metricsPort, close };
};

/**
 * What the banner's CLI hint must set so the command reaches this server's database: nothing when the
 * CLI will read the same JAUNT_DATABASE_URL from .env (or both are on SQLite's default file), else
 * the variable with its password left for the person to fill in.
 */
const cliDatabasePrefix = (config: Config): string => {
  const [name, value, fallback] = config.JAUNT_DATABASE_URL
    ? ['JAUNT_DATABASE_URL', config.JAUNT_DATABASE_URL, undefined]
    : ['JAUNT_DB', config.JAUNT_DB, 'data/jaunt.db'];
  const fromFile = existsSync('.env') ? parseEnv(readFileSync('.env', 'utf8'))[name] : undefined;
  if ((fromFile ?? fallback) === value) return '';
  return `${name}='${name === 'JAUNT_DB' ? value : databaseUrlForHint(value)}' `;
};

/**
 * Mounts /slack/* on the same app and port when Slack is configured, else logs that it is off: the
 * one place that decides. The Slack app (@slack/bolt, a few hundred ms of CPU to load) is imported
 * only when configured.
 */
const mountSlack = async (deps: Omit<SlackAppDeps, 'mode'>): Promise<SlackRuntime | null> => {
  const which = slackModeOf(deps.config);
  if (which.mode === null) {
    deps.log.info({ reason: which.reason }, 'Slack app is off');
    return null;
  }
  return (await import('./slack/runtime.js')).createSlackApp({ ...deps, mode: which.mode });
};

/** What `npm start` prints once the service listens (a cluster's primary prints slot 1's lines). */
const startLines = async (config: Config, running: RunningService, added: string[]): Promise<string[]> => [
  `Jaunt (${config.JAUNT_ENV}) is running at ${config.JAUNT_PUBLIC_URL} (database: ${databaseLabel(config)}, ${await running.services.catalogue.count()} activities)`,
  `Create an API key:   ${cliDatabasePrefix(config)}npm run jaunt -- keys create --kind negotiated --name "My integration"`,
  `Check it:            curl -H "Authorization: Bearer <key>" ${config.JAUNT_PUBLIC_URL}/partner/v1/auth`,
  ...(running.metricsPort === null
    ? []
    : [`Metrics (Prometheus): http://${config.JAUNT_METRICS_HOST}:${running.metricsPort}/metrics`]),
  ...(running.smtp
    ? [
        `Vendor mail (SMTP): ${running.smtp.host}:${running.smtp.port}, addresses orders+<token>@${config.JAUNT_INBOUND_DOMAIN}`,
      ]
    : config.JAUNT_ENV === 'development'
      ? ['Vendor mail (SMTP): off (set JAUNT_INBOUND_SMTP_PORT, e.g. 2525)']
      : []),
  ...added,
];

/** What `runMain`'s `extra` adds: lines for the banner and its own shutdown. */
export interface StartExtra {
  lines: string[];
  close: () => Promise<void>;
}

/**
 * `npm start`: config from the environment, listen, print how to begin, shut down gracefully.
 * `extra` (the OCTO demo): runs once the service listens; its lines are printed with the others and
 * its `close` runs at shutdown, after the service's. With JAUNT_PROCESSES > 1 this runs in the
 * cluster's primary (src/cluster.ts: fork, supervise, /metrics) and again in each worker, which
 * starts the service here like a single process would; `extra` runs in worker 1 only.
 */
export const runMain = async (
  extra?: (running: RunningService) => Promise<StartExtra>,
  /** Variables this run sets (or unsets) over the environment. */
  overrides: Record<string, string | undefined> = {},
  /** The port src/start.ts opened first: /healthz answered while this loads. */
  early?: EarlyListener,
): Promise<void> => {
  const config = loadStartConfig(overrides);
  const { reportListening, runClusterPrimary, workerSlot } = await import('./cluster.js');
  if (cluster.isPrimary && config.JAUNT_PROCESSES > 1) {
    await runClusterPrimary(config);
    return;
  }
  const slot = cluster.isWorker ? await workerSlot() : null;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  let running: RunningService;
  try {
    running = await startService(config, slot === null ? (early ? { early } : {}) : { cluster: { slot } });
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(2);
    }
    throw e;
  }
  const { log } = running;
  let added: StartExtra | null = null;
  // Handlers go in as soon as the service runs: a signal during the start lines (a count at 1M) or
  // the demo's start still closes the service, its private text-index copy included.
  const shutdown = (signal: string) => {
    log.info({ signal, ...(slot === null ? {} : { process: slot }) }, 'shutting down');
    running
      .close()
      .then(() => added?.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  try {
    added = extra && (slot ?? 1) === 1 ? await extra(running) : null;
  } catch (e) {
    await running.close();
    throw e;
  }
  if (slot === null) {
    log.info(
      { url: config.JAUNT_PUBLIC_URL, port: running.port, ...databaseWhere(config) },
      'Jaunt is listening',
    );
    (await import('./platform/log.js')).printStartLines(
      await startLines(config, running, added?.lines ?? []),
    );
  } else {
    // The other workers start once worker 1 reports: its snapshot file is written by then, so they load it.
    if (slot === 1) await running.services.discoveryIndex.saved();
    reportListening(
      running.port,
      slot === 1 ? await startLines(config, running, added?.lines ?? []) : undefined,
    );
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The logger's module (pino) loads with the first log, like the features' (openAccess needs neither).
  runMain().catch(async (e: unknown) => (await import('./platform/log.js')).exitFailedStart(e));
}
