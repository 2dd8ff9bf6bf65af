/**
 * An OCTO supplier simulator for tests, benches and demos (`npm run jaunt -- octo-sim`). Speaks the
 * core of OCTO under `/octo`: products with octo/pricing and octo/content,
 * calendar and availability (START_TIME and OPENING_HOURS products), reserve with holds that expire,
 * confirm, cancel before the option's cutoff, get, and lookup by reseller reference. Every error is
 * HTTP 400 with an `error` code, as the spec says (the fail switch answers 500 INTERNAL_SERVER_ERROR).
 *
 * Scenario products: `city-walk` (START_TIME, EUR, PDF and QR tickets), `tower-pass` (OPENING_HOURS,
 * JPY: precision 0, closed on Mondays), `harbour-cruise` (two options; confirm answers PENDING, a
 * later GET says CONFIRMED), `sunset-kayak` (two places per slot; tomorrow is SOLD_OUT). `products: N`
 * adds N generated START_TIME products (`gen-0001`…) for load.
 *
 * This file starts the server; simulator/ holds its catalogue, state, JSON and routes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generatedProduct, scenarioProducts } from './simulator/products.js';
import { send } from './simulator/request.js';
import { route } from './simulator/routes.js';
import { OctoFail, type SimBooking, type SimWorld, slotKey, sweep } from './simulator/world.js';

export type { SimBooking } from './simulator/world.js';

export interface OctoSimOptions {
  port?: number;
  host?: string;
  /** When set, the only Bearer key accepted; otherwise any non-empty key. */
  apiKey?: string;
  /** The simulator's clock (holds, cutoffs, "today"); tests move it. */
  now?: () => Date;
  /** Generated START_TIME products on top of the scenario ones. */
  products?: number;
  /** Places per slot (default 20; sunset-kayak has 2). */
  capacity?: number;
  /** GET /bookings/{uuid} answers before a PENDING booking becomes CONFIRMED (default 1). */
  pendingPolls?: number;
  /** Longest hold granted, in minutes (default 30). */
  maxHoldMinutes?: number;
  /** Answer the first N requests with 500 INTERNAL_SERVER_ERROR. */
  failFirst?: number;
}
export interface OctoSim {
  /** Base URL to register as the supplier's OCTO URL (ends in /octo). */
  url: string;
  /** Origin of the server (tickets and pictures live outside /octo). */
  origin: string;
  /** The next `count` requests answer `status` (500 by default) with INTERNAL_SERVER_ERROR. */
  failNext(count: number, status?: number): void;
  /** Sets the places left of one slot (0 makes it SOLD_OUT). */
  setVacancies(productId: string, optionId: string, availabilityId: string, vacancies: number): void;
  bookings(): SimBooking[];
  /** Requests answered so far, by `METHOD path` (path without ids' query strings). */
  requests(): Record<string, number>;
  close(): Promise<void>;
}

/** Starts the simulator on `port` (any free one by default) and answers once it listens. */
export const startOctoSim = async (o: OctoSimOptions = {}): Promise<OctoSim> => {
  const capacity = o.capacity ?? 20;
  const products = [
    ...scenarioProducts(capacity),
    ...Array.from({ length: o.products ?? 0 }, (_, i) => generatedProduct(i + 1, capacity)),
  ];
  const w: SimWorld = {
    clock: o.now ?? (() => new Date()),
    apiKey: o.apiKey,
    pendingPolls: o.pendingPolls ?? 1,
    maxHold: o.maxHoldMinutes ?? 30,
    products,
    byId: new Map(products.map((p) => [p.id, p])),
    bookings: new Map(),
    used: new Map(),
    capacityOverride: new Map(),
    counts: {},
    failures: { left: o.failFirst ?? 0, status: 500 },
    origin: '',
    todayCache: new Map(),
    slotCache: new Map(),
  };

  const server = createServer((req, res) => {
    route(w, req, res).catch((e: unknown) => {
      if (e instanceof OctoFail)
        return send(res, e.status, { error: e.code, errorMessage: e.message, ...e.extra });
      send(res, 500, { error: 'INTERNAL_SERVER_ERROR', errorMessage: (e as Error).message });
    });
  });
  const host = o.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  w.origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  return {
    url: `${w.origin}/octo`,
    origin: w.origin,
    failNext: (count, status = 500) => {
      w.failures = { left: count, status };
    },
    setVacancies: (productId, optionId, availabilityId, vacancies) => {
      const key = slotKey(productId, optionId, availabilityId);
      w.capacityOverride.set(key, (w.used.get(key) ?? 0) + vacancies);
    },
    bookings: () => {
      sweep(w);
      return [...w.bookings.values()].map((b) => ({
        uuid: b.uuid,
        status: b.status,
        productId: b.productId,
        optionId: b.optionId,
        availabilityId: b.availabilityId,
        unitIds: [...b.unitIds],
        resellerReference: b.resellerReference,
        supplierReference: b.supplierReference,
        expiresAt: b.expiresAt,
        createdAt: b.createdAt,
      }));
    },
    requests: () => ({ ...w.counts }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
