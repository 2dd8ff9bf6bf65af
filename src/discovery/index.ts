/**
 * The discovery feature's public face: the homescreen, search, and the in-memory snapshot of the
 * catalogue both rank from. `createDiscovery` builds the feature; other features, the front doors
 * and main see only what is exported here.
 */
import type { CatalogueStore } from '../catalogue/index.js';
import type { Config } from '../platform/config.js';
import type { CpuTurns } from '../platform/cpu-turns.js';
import type { Store } from '../platform/db/index.js';
import { createOutboundHttp, urlNamesLoopback } from '../platform/http/outbound.js';
import type { Clock } from '../platform/time.js';
import { createDiscoveryService, type DiscoveryService } from './homescreen/build-homescreen.js';
import { openMeteoWeather } from './homescreen/open-meteo.js';
import { noWeather } from './homescreen/weather-provider.js';
import { resolveLocation } from './query/gazetteer.js';
import { createPromptReader, type PromptReader } from './read-prompt.js';
import { createSearchService, type SearchService } from './search/search-service.js';
import type { SeenSets } from './seen-sets.js';
import {
  createDiscoveryIndex,
  type DiscoveryIndex,
  type DiscoveryIndexDeps,
} from './snapshot/discovery-index.js';

export type { DiscoveryService } from './homescreen/build-homescreen.js';
export type { PromptReader, PromptReading, ReadConcept } from './read-prompt.js';
export type { SearchService } from './search/search-service.js';
export type { SeenSets } from './seen-sets.js';
export { createSeenSets } from './seen-sets.js';
export type { DiscoveryIndex, SnapshotEvent } from './snapshot/discovery-index.js';
export { snapshotPath } from './snapshot/snapshot-path.js';

/** A place named in free text (a city, a neighbourhood, "lat,lng"), or null when unknown. */
export type PlaceResolver = (text: string) => { label: string; lat: number; lng: number } | null;

/** What the discovery feature offers. */
export interface DiscoveryFeature {
  /** The homescreen's shelves. */
  discovery: DiscoveryService;
  search: SearchService;
  /** The snapshot homescreen and search rank from; the server builds it before listening and keeps it fresh. */
  discoveryIndex: DiscoveryIndex;
  /** Places resolve exactly as search's location hints do (Slack's saved locations use it). */
  resolvePlace: PlaceResolver;
  /** How search reads a prompt, as a structured request (the assistant's conversations refine it). */
  readPrompt: PromptReader;
  /** Stops the index's background work and closes the weather client's connections. */
  close(): Promise<void>;
}

export interface DiscoveryFeatureDeps {
  store: Store;
  clock: Clock;
  config: Pick<Config, 'JAUNT_WEATHER' | 'JAUNT_WEATHER_URL' | 'JAUNT_ALLOW_LOOPBACK_OUTBOUND'>;
  /** The catalogue's activities, loaded by row id into the snapshot. */
  activities: CatalogueStore;
  /** The SEEN sets homescreen and search rank with (users' detail reads empty them). */
  seen: SeenSets;
  /** The process's one queue of CPU turns: ranking stretches take turns with requests. */
  cpu: CpuTurns;
  /** The persisted snapshot (its file, whether to write it), its log events, a test's build hold. */
  snapshot?: Pick<DiscoveryIndexDeps, 'persist' | 'onEvent' | 'beforeBuild' | 'serveStale'>;
}

export const createDiscovery = (deps: DiscoveryFeatureDeps): DiscoveryFeature => {
  const { store, clock, config, seen, cpu } = deps;
  const index = createDiscoveryIndex({ store, catalogue: deps.activities, clock, ...deps.snapshot });
  // Weather shelves only with a weather source configured, through a guarded client of their own: a
  // loopback URL is the operator's own choice (a local fake or mirror).
  const weatherHttp =
    config.JAUNT_WEATHER === 'open-meteo'
      ? createOutboundHttp({
          allowLoopback: config.JAUNT_ALLOW_LOOPBACK_OUTBOUND || urlNamesLoopback(config.JAUNT_WEATHER_URL),
          timeoutMs: 1_500,
        })
      : null;
  const weather = weatherHttp
    ? openMeteoWeather({ baseUrl: config.JAUNT_WEATHER_URL, clock, http: weatherHttp })
    : noWeather;
  return {
    discovery: createDiscoveryService({ seen, index, clock, weather, cpu }),
    search: createSearchService({ seen, index, clock, cpu }),
    discoveryIndex: index,
    readPrompt: createPromptReader(index, clock),
    resolvePlace: (text) => {
      // A process without its first snapshot yet knows no places.
      const snap = index.latest();
      const p = snap ? resolveLocation(snap.gazetteer, text) : null;
      return p ? { label: text.trim(), lat: p.centre.lat, lng: p.centre.lng } : null;
    },
    close: async () => {
      await index.close();
      await weatherHttp?.close();
    },
  };
};
