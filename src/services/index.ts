import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { parseFxRates } from '../domain/booking-pricing.js';
import type { Clock } from '../domain/time.js';
import { createBookingStore } from '../store/bookings.js';
import { catalogueStore } from '../store/catalogue.js';
import { credentialStore } from '../store/credentials.js';
import type { Store } from '../store/db.js';
import { createJobStore } from '../store/jobs.js';
import { userStore } from '../store/users.js';
import type { Actor } from './actor.js';
import { createBookingsService, createOrdersService } from './bookings.js';
import { createCatalogueService } from './catalogue.js';
import { createCredentialsService } from './credentials.js';
import { createDiscoveryService } from './discovery.js';
import { createDiscoveryIndex } from './discovery-index.js';
import { dryRunFailure, dryRunSuccess, httpVendorFulfiller, parseVendorCheckouts } from './fulfillers.js';
import { createOutboundHttp, type OutboundHttp, urlTargetAllowed } from './outbound-http.js';
import { createSearchService } from './search.js';
import { createTicketLinks } from './ticket-links.js';
import { createUsersService } from './users.js';
import { noWeather, type WeatherProvider } from './weather.js';
import { workspacesService } from './workspaces.js';

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
}

/** Wires the use cases over one store; the HTTP routes and the Slack app share the result. */
export const createServices = (deps: ServiceDeps) => {
  const { store, clock } = deps;
  const users = createUsersService({ users: userStore(store), clock });
  const credentials = createCredentialsService({ credentials: credentialStore(store), users, clock });
  const catalogueRows = catalogueStore(store);
  // Discovery's index follows every import (the catalogue service calls refresh after each load).
  const discoveryIndex = createDiscoveryIndex({ store, catalogue: catalogueRows, clock });
  const catalogue = createCatalogueService({
    catalogue: catalogueRows,
    users,
    clock,
    indexers: [discoveryIndex],
  });

  // Bookings: outbox jobs run on the wall clock; business timestamps use `clock`.
  const { config } = deps;
  const wallClock = deps.wallClock ?? (() => new Date());
  const http =
    deps.http ??
    createOutboundHttp({
      allowLoopback: config.JAUNT_ALLOW_LOOPBACK_WEBHOOKS,
      timeoutMs: config.JAUNT_WEBHOOK_TIMEOUT_MS,
    });
  // In development, dry-run callbacks may go to a receiver on this machine; live purchases never.
  const dryRunLoopback = config.JAUNT_ENV === 'development' && !config.JAUNT_ALLOW_LOOPBACK_WEBHOOKS;
  const dryRunHttp = dryRunLoopback
    ? createOutboundHttp({ allowLoopback: true, timeoutMs: config.JAUNT_WEBHOOK_TIMEOUT_MS })
    : http;
  const jobs = createJobStore(store, wallClock);
  const bookingRows = createBookingStore(store, jobs, clock);
  const bookings = createBookingsService({
    bookings: bookingRows,
    findActivity: (id) => catalogueRows.findByPublicId(id.toLowerCase()),
    resolveExternalUser: users.resolveExternalUser,
    clock,
    wallClock,
    fxRates: parseFxRates(config.JAUNT_FX_RATES),
    bookingFee: { bps: config.JAUNT_BOOKING_FEE_BPS, minCents: config.JAUNT_BOOKING_FEE_MIN_CENTS },
    ticketLinks: createTicketLinks({
      secret: config.JAUNT_TICKET_LINK_SECRET ?? bookingRows.secret('ticket_links'),
      publicUrl: config.JAUNT_PUBLIC_URL,
      ttlS: config.JAUNT_TICKET_LINK_TTL_S,
      clock,
    }),
    fulfillers: {
      dry_run_success: dryRunSuccess,
      dry_run_failure: dryRunFailure,
      live_purchase: httpVendorFulfiller(http, parseVendorCheckouts(config.JAUNT_VENDOR_CHECKOUTS)),
    },
    deliverableDelayMs: config.JAUNT_DELIVERABLE_DELAY_S * 1000,
    retryScale: config.JAUNT_RETRY_SCALE,
    webhookTargetAllowed: (url, dryRun) =>
      urlTargetAllowed(url, config.JAUNT_ALLOW_LOOPBACK_WEBHOOKS || (dryRunLoopback && dryRun)),
  });
  const orders = createOrdersService(bookings);
  const discovery = createDiscoveryService({
    store,
    index: discoveryIndex,
    clock,
    weather: deps.weather ?? noWeather,
  });
  const search = createSearchService({ store, index: discoveryIndex, clock });

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
    resolve: (credential: Actor['credential'], externalUserId: string | null): Actor => {
      if (credential.kind === 'self-serve')
        return {
          credential,
          user: credential.userId ? users.findById(credential.userId) : null,
          externalUserId: null,
        };
      return {
        credential,
        user: externalUserId === null ? null : users.resolveExternalUser(credential.id, externalUserId),
        externalUserId,
      };
    },
  };

  const workspaces = workspacesService({ store, clock });

  return {
    credentials,
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
    /** Started and stopped by the server (background snapshot refresh). */
    discoveryIndex,
  };
};
export type Services = ReturnType<typeof createServices>;
