import type { Logger } from 'pino';
import type { Actor } from './access/index.js';
import {
  agentStore,
  createAgentsService,
  createAgentVerifier,
  createCredentialsService,
  createLimitsService,
  createUsersService,
  credentialStore,
  databaseLimiterBackend,
  keyLimitsStore,
  type LimiterBackend,
  userStore,
} from './access/index.js';
import {
  createBookingStore,
  createBookingsService,
  createOrdersService,
  createSupplierFileFetch,
  createTicketLinks,
  dryRunFailure,
  dryRunSuccess,
  noSupplierFulfiller,
} from './booking/index.js';
import {
  catalogueStore,
  createCatalogueService,
  createDemoPictures,
  createPageFetcher,
  createPricesService,
  type PricePageReader,
  priceStore,
} from './catalogue/index.js';
import {
  createDiscoveryIndex,
  createDiscoveryService,
  createSearchService,
  createSeenSets,
  noWeather,
  resolveLocation,
  type WeatherProvider,
} from './discovery/index.js';
import type { OutgoingVendorMail, ParsedMail } from './mail/index.js';
import { createInboundMail, mailStore, withConfirmationMail } from './mail/index.js';
import type { Config } from './platform/config.js';
import { createCpuTurns } from './platform/cpu-turns.js';
import type { Store } from './platform/db/index.js';
import { createOutboundHttp, type OutboundHttp, urlTargetAllowed } from './platform/http/outbound.js';
import type { Mailer } from './platform/mailer.js';
import { createJobStore } from './platform/outbox/store.js';
import type { Clock } from './platform/time.js';
import type { OctoClient, OctoConnection } from './suppliers/index.js';
import {
  createSuppliersService,
  type OctoFulfillerDeps,
  octoCanceller,
  octoFulfiller,
  supplierStore,
} from './suppliers/index.js';
import { createChatUsersService, createPlansService, workspacesService } from './workspaces/index.js';

export interface ServiceDeps {
  store: Store;
  config: Config;
  clock: Clock;
  log: Logger;
  /** Outbound HTTP (webhooks, vendors); built from config when not given. */
  http?: OutboundHttp;
  /** Real time for the job outbox (run_at, leases), even when `clock` is pinned by a test. */
  wallClock?: Clock;
  /** Weather for weather shelves; none by default (main wires Open-Meteo when configured). */
  weather?: WeatherProvider;
  /** Mail (sign-in codes); SMTP from JAUNT_SMTP_URL, else the outbox table. */
  mailer?: Mailer;
  /** Where limit counters live; memory windows + the daily quota in the database by default. */
  limiterBackend?: LimiterBackend;
  /** Booking page HTML → structured data (adapters/price-page, wired by main). */
  readPricePage: PricePageReader;
  /** MIME parsing and composing (adapters/mime, wired by main). */
  mime: { parse(raw: Uint8Array): Promise<ParsedMail>; compose(m: OutgoingVendorMail): Promise<Buffer> };
  /** OCTO client over the outbound client (adapters/octo, wired by main). */
  octoClient?: (http: OutboundHttp, connection: OctoConnection) => OctoClient;
}

/** Wires the use cases over one store; the HTTP routes and the Slack app share the result. */
export const createServices = async (deps: ServiceDeps) => {
  const { store, clock } = deps;
  // The SEEN sets homescreen and search rank with, emptied by the detail reads users records.
  const seen = createSeenSets(store);
  const users = createUsersService({ users: userStore(store), seen, clock });
  const credentials = createCredentialsService({
    credentials: credentialStore(store),
    users,
    clock,
    environment: deps.config.JAUNT_ENV,
  });
  const catalogueRows = catalogueStore(store);
  // Discovery's index follows every import (the catalogue service calls refresh after each load).
  const discoveryIndex = createDiscoveryIndex({ store, catalogue: catalogueRows, clock });
  const catalogue = createCatalogueService({
    catalogue: catalogueRows,
    users,
    clock,
    indexers: [discoveryIndex],
    cancellationCutoffOf: async (ref) =>
      (await supplierStore(store).productByRef(ref))?.cancellationCutoffMinutes ?? null,
  });

  // Bookings: outbox jobs run on the wall clock; business timestamps use `clock`.
  const { config } = deps;
  const wallClock = deps.wallClock ?? (() => new Date());
  const http =
    deps.http ??
    createOutboundHttp({
      allowLoopback: config.JAUNT_ALLOW_LOOPBACK_OUTBOUND,
      timeoutMs: config.JAUNT_WEBHOOK_TIMEOUT_MS,
    });
  // In development, dry-run callbacks may go to a receiver on this machine; live purchases never.
  const dryRunLoopback = config.JAUNT_ENV === 'development' && !config.JAUNT_ALLOW_LOOPBACK_OUTBOUND;
  const dryRunHttp = dryRunLoopback
    ? createOutboundHttp({ allowLoopback: true, timeoutMs: config.JAUNT_WEBHOOK_TIMEOUT_MS })
    : http;
  const jobs = createJobStore(store, wallClock);
  const bookingRows = createBookingStore(store, jobs, clock);
  const ticketLinks = createTicketLinks({
    secret: config.JAUNT_TICKET_LINK_SECRET ?? (await bookingRows.secret('ticket_links')),
    publicUrl: config.JAUNT_PUBLIC_URL,
    ttlS: config.JAUNT_TICKET_LINK_TTL_S,
    clock,
  });
  // Mail and bookings refer to each other (addresses ↔ state changes); `mail` is bound before any call.
  const bookingActions = {
    statusOf: (id: string) => bookings.statusOf(id),
    ticketsDelivered: (id: string) => bookings.deliverTickets(id),
    cancelledByVendor: (id: string) => bookings.cancelByVendor(id),
  };
  const mail = createInboundMail({
    mail: mailStore(store),
    parse: deps.mime.parse,
    compose: deps.mime.compose,
    bookings: bookingActions,
    ticketLinks,
    domain: config.JAUNT_INBOUND_DOMAIN,
    clock,
    log: deps.log,
  });
  const supplierRows = supplierStore(store, jobs);
  // Supplier activities (ref octo:...) book and cancel over OCTO; no other activity can be bought live.
  const octoPorts: Omit<OctoFulfillerDeps, 'fxRates'> = {
    // An activity a sync removed (its supplier stopped selling it) is still found by its public id,
    // so bookings made before it went keep reaching the supplier.
    refOf: async (id) =>
      (await catalogueRows.findByPublicId(id.toLowerCase()))?.ref ??
      (await supplierRows.refByActivityId(id.toLowerCase())),
    supplierFor: async (ref) => {
      const product = await supplierRows.productByRef(ref);
      const s = product ? await supplierRows.byId(product.supplierId) : null;
      return product && s
        ? {
            product,
            supplierName: s.name,
            connection: { baseUrl: s.octoUrl, apiKey: s.apiKey, capabilities: s.capabilities },
          }
        : null;
    },
    connect: (connection) => {
      if (!deps.octoClient) throw new Error('no OCTO client wired (ServiceDeps.octoClient)');
      return deps.octoClient(http, connection);
    },
  };
  const bookings = createBookingsService({
    bookings: bookingRows,
    findActivity: (id) => catalogueRows.findByPublicId(id.toLowerCase()),
    resolveExternalUser: users.resolveExternalUser,
    clock,
    wallClock,
    fxRates: config.JAUNT_FX_RATES,
    bookingFee: { bps: config.JAUNT_BOOKING_FEE_BPS, minCents: config.JAUNT_BOOKING_FEE_MIN_CENTS },
    ticketLinks,
    contactEmailFor: mail.addressFor,
    fulfillers: {
      // Dry runs still get the vendor's confirmation mail, received through the same inbound path.
      dry_run_success: withConfirmationMail(dryRunSuccess, mail.sendDryRunConfirmation, deps.log),
      dry_run_failure: dryRunFailure,
      live_purchase: octoFulfiller(
        {
          ...octoPorts,
          fxRates: config.JAUNT_FX_RATES,
          // The contact is the user: their name when known, their email when the booking has no inbound address.
          contact: async (o) => {
            // The partner's own profile of the user (names live on the key's mapping).
            const b = await bookingRows.get(o.bookingId);
            const u = b ? await userStore(store).findMapped(b.apiKeyId, b.externalUserId) : null;
            const name = [u?.firstName, u?.lastName].filter(Boolean).join(' ') || u?.displayName || null;
            return { fullName: name ?? o.externalUserId, emailAddress: o.contactEmail ?? u?.email ?? null };
          },
        },
        noSupplierFulfiller,
      ),
    },
    fetchSupplierFile: createSupplierFileFetch(http),
    supplierCancel: octoCanceller({ ...octoPorts, clock }),
    isSupplierBooking: async (b) => (await octoPorts.refOf(b.activityId))?.startsWith('octo:') ?? false,
    deliverableDelayMs: config.JAUNT_DELIVERABLE_DELAY_S * 1000,
    retryScale: config.JAUNT_RETRY_SCALE,
    webhookTargetAllowed: (url, dryRun) =>
      urlTargetAllowed(url, config.JAUNT_ALLOW_LOOPBACK_OUTBOUND || (dryRunLoopback && dryRun)),
  });
  const orders = createOrdersService(bookings, mail);
  // One queue of CPU turns per process, shared by the front doors, homescreen and search.
  const cpu = createCpuTurns();
  const discovery = createDiscoveryService({
    seen,
    index: discoveryIndex,
    clock,
    weather: deps.weather ?? noWeather,
    cpu,
  });
  const search = createSearchService({ seen, index: discoveryIndex, clock, cpu });

  const actors = {
    /**
     * The Actor for a credential acting for an end user: the self-serve key's own user, or a
     * negotiated key's provisioned external user (404 if never provisioned).
     */
    forCredential: async (credentialId: string, externalUserId: string | null): Promise<Actor> => {
      const credential = await credentials.byId(credentialId);
      if (!credential) throw new Error(`credential ${credentialId} is unknown or disabled`);
      return actors.resolve(credential, externalUserId);
    },
    resolve: async (credential: Actor['credential'], externalUserId: string | null): Promise<Actor> => {
      // Self-serve keys and agents act for the one user the credential carries.
      if (credential.kind !== 'negotiated')
        return {
          credential,
          user: credential.userId ? await users.findById(credential.userId) : null,
          externalUserId: null,
        };
      return {
        credential,
        user: externalUserId === null ? null : await users.resolveExternalUser(credential.id, externalUserId),
        externalUserId,
      };
    },
  };

  const workspaces = workspacesService({
    store,
    clock,
    // Slack places resolve exactly as search's location hints do (one place to re-point).
    // The server builds the first snapshot before it listens; a process without one knows no places.
    resolvePlace: (text) => {
      const snap = discoveryIndex.latest();
      const p = snap ? resolveLocation(snap.gazetteer, text) : null;
      return p ? { label: text.trim(), lat: p.centre.lat, lng: p.centre.lng } : null;
    },
    authenticate: credentials.authenticate,
    paymentModes: bookingRows.paymentModes,
  });
  const chatUsers = createChatUsersService({ workspaces, credentials, actors, users });
  const plans = createPlansService({
    store,
    clock,
    wallClock,
    jobs,
  });
  const limits = createLimitsService({
    backend: deps.limiterBackend ?? databaseLimiterBackend(store),
    keyLimits: keyLimitsStore(store),
    clock,
    defaults: {
      windows: config.JAUNT_RATE_LIMITS,
      dailyQuota: config.JAUNT_DAILY_QUOTA,
      agentDailyQuota: config.JAUNT_AGENT_DAILY_QUOTA,
    },
  });

  const agentRows = agentStore(store);
  // Without SMTP, mail is kept in an outbox table (shown at /dev/mailbox in development).
  const mailer: Mailer = deps.mailer ?? {
    send: async (m) => agentRows.addMail({ ...m, at: clock().toISOString() }),
    close: () => undefined,
  };
  const agents = createAgentsService({
    agents: agentRows,
    verifier: createAgentVerifier({
      clock,
      http,
      allowInsecureIssuers: config.JAUNT_ALLOW_LOOPBACK_OUTBOUND,
    }),
    mailer,
    clock,
    publicUrl: config.JAUNT_PUBLIC_URL,
    freeTrial: config.JAUNT_AGENT_FREE_TRIAL,
  });

  // Price refresh: polite fetches of booking pages through the same guarded client.
  const prices = createPricesService({
    catalogue: catalogueRows,
    prices: priceStore(store),
    fetcher: createPageFetcher({
      http,
      userAgent: `JauntBot/1.0 (+${config.JAUNT_PUBLIC_URL}/bot)`,
      robotsToken: 'JauntBot',
      timeoutMs: config.JAUNT_PRICE_FETCH_TIMEOUT_MS,
      maxBytes: 2 * 1024 * 1024,
      hostIntervalMs: config.JAUNT_PRICE_HOST_INTERVAL_MS,
    }),
    readPage: deps.readPricePage,
    clock,
    ttlMs: config.JAUNT_PRICE_TTL_S * 1000,
    errorTtlMs: 60_000,
    log: deps.log,
  });

  // OCTO suppliers: sync feeds the ordinary importer; every call goes through the guarded client.
  const suppliers = createSuppliersService({
    suppliers: supplierRows,
    connect: (connection) => {
      if (!deps.octoClient) throw new Error('no OCTO client wired (ServiceDeps.octoClient)');
      return deps.octoClient(http, connection);
    },
    importStream: (input, opts) => catalogue.importStream(input, opts),
    clock,
    wallClock,
    allowLoopback: config.JAUNT_ALLOW_LOOPBACK_OUTBOUND,
    retryScale: config.JAUNT_RETRY_SCALE,
  });

  return {
    credentials,
    agents,
    suppliers,
    mailer,
    users,
    catalogue,
    actors,
    bookings,
    orders,
    jobs,
    http,
    dryRunHttp,
    discovery,
    search,
    workspaces,
    limits,
    prices,
    mail,
    chatUsers,
    plans,
    demoPictures: createDemoPictures(),
    /** CPU turns: every front door's requests start in one (src/api/app.ts), as do ranking stretches. */
    cpu,
    /** Started and stopped by the server (background snapshot refresh). */
    discoveryIndex,
  };
};
export type Services = Awaited<ReturnType<typeof createServices>>;
