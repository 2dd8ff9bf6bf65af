/**
 * The catalogue feature's public face: activities, their import, prices refreshed from booking
 * pages, and the demo catalogue. `createCatalogue` builds the feature over its own tables; other
 * features, the front doors and main see only what is exported here.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Logger } from 'pino';
import type { UsersService } from '../access/index.js';
import type { Config } from '../platform/config.js';
import { openStore, type Store } from '../platform/db/index.js';
import type { OutboundHttp } from '../platform/http/outbound.js';
import { createSecretBox } from '../platform/secrets/secret-box.js';
import type { Clock } from '../platform/time.js';
import type { Activity } from './activity.js';
import {
  type CatalogueIndexer,
  type CatalogueService,
  createCatalogueService,
  type ImportOptions,
  importCatalogue,
} from './catalogue.js';
import { createDemoPictures, type DemoPictures } from './demo/pictures.js';
import { createPageFetcher } from './prices/page-fetcher.js';
import { createPricesService, type PricesService } from './prices/refresh.js';
import { priceStore } from './prices/store.js';
import { readStructuredData } from './prices/structured-data.js';
import { type CatalogueStore, catalogueStore } from './store.js';

export type { Activity, EntityType, Session, TicketType } from './activity.js';
export type { CatalogueIndexer, CatalogueService, ImportOptions, ImportSummary } from './catalogue.js';
export { ImportFailed } from './catalogue.js';
export { demoNdjson } from './demo/ndjson.js';
export type { DemoPictures } from './demo/pictures.js';
export { openDuring, openState, prepareOpeningHours } from './opening-hours.js';
export { localisedName, presentActivity, upcomingDatetimes } from './presenters.js';
export type { PricesService } from './prices/refresh.js';
export { currencyExponent, formatMoney, fromMinor } from './pricing.js';
export type { CatalogueRecord } from './record.js';
export type { CatalogueState } from './state-store.js';
export { catalogueState, changedSince } from './state-store.js';
export type { CatalogueStore } from './store.js';
export { activityTexts } from './store.js';

/** What the catalogue feature offers. */
export interface CatalogueFeature {
  catalogue: CatalogueService;
  prices: PricesService;
  demoPictures: DemoPictures;
  /** An activity by its public id, in any case (bookings and suppliers look activities up by it). */
  findActivity(activityId: string): Promise<Activity | null>;
  /** The activities discovery's snapshot loads by row id. */
  activities: CatalogueStore;
}

export interface CatalogueFeatureDeps {
  store: Store;
  clock: Clock;
  log: Pick<Logger, 'warn'>;
  config: Pick<
    Config,
    | 'JAUNT_PUBLIC_URL'
    | 'JAUNT_PRICE_FETCH_TIMEOUT_MS'
    | 'JAUNT_PRICE_HOST_INTERVAL_MS'
    | 'JAUNT_PRICE_TTL_S'
    | 'JAUNT_PRICE_DEADLINE_MS'
  >;
  /** Booking pages are fetched through the guarded outbound client. */
  http: OutboundHttp;
  /** A detail read records the activity in the user's SEEN list. */
  users: UsersService;
  /** Views derived from the catalogue that catch up after each import (discovery's index). */
  indexers: CatalogueIndexer[];
  /** The cancellation cutoff of a supplier activity (by catalogue ref), when its supplier says it. */
  cancellationCutoffOf: (ref: string) => Promise<number | null>;
}

export const createCatalogue = (deps: CatalogueFeatureDeps): CatalogueFeature => {
  const { store, clock, config } = deps;
  const activities = catalogueStore(store);
  return {
    activities,
    findActivity: (activityId) => activities.findByPublicId(activityId.toLowerCase()),
    catalogue: createCatalogueService({
      catalogue: activities,
      users: deps.users,
      clock,
      indexers: deps.indexers,
      cancellationCutoffOf: deps.cancellationCutoffOf,
    }),
    // Price refresh: polite fetches of booking pages through the same guarded client.
    prices: createPricesService({
      catalogue: activities,
      prices: priceStore(store),
      fetcher: createPageFetcher({
        http: deps.http,
        userAgent: `JauntBot/1.0 (+${config.JAUNT_PUBLIC_URL}/bot)`,
        robotsToken: 'JauntBot',
        timeoutMs: config.JAUNT_PRICE_FETCH_TIMEOUT_MS,
        maxBytes: 2 * 1024 * 1024,
        hostIntervalMs: config.JAUNT_PRICE_HOST_INTERVAL_MS,
      }),
      readPage: readStructuredData,
      clock,
      ttlMs: config.JAUNT_PRICE_TTL_S * 1000,
      errorTtlMs: 60_000,
      deadlineMs: config.JAUNT_PRICE_DEADLINE_MS,
      log: deps.log,
    }),
    demoPictures: createDemoPictures(),
  };
};

/** The database `importCatalogueFile` writes to: the server's settings (JAUNT_DB, JAUNT_DATABASE_URL). */
export interface ImportDatabase {
  sqlitePath: string;
  databaseUrl?: string;
  migrationsDir: string;
}

/**
 * The CLI's `import`: an NDJSON file into this database without the services (their lexicons and
 * word lists are a third of a process's memory). It touches the catalogue's tables alone and never
 * opens a secret. Servers on the database see the import at their next catalogue check.
 */
export const importCatalogueFile = async (
  db: ImportDatabase,
  input: Readable,
  opts: ImportOptions & { now: string; sizeBytes?: number },
) => {
  const store = await openStore({
    ...db,
    // Nothing sealed is read or written: a throwaway key.
    secrets: createSecretBox(randomBytes(32)),
    instanceId: `jaunt-import-${process.pid}`,
  });
  try {
    return await importCatalogue(catalogueStore(store), input, opts);
  } finally {
    await store.close();
  }
};
