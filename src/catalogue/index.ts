/** The catalogue feature's public face: what other features, the front doors and main may use. */
export type { Activity, EntityType, Session, TicketType } from './activity.js';
export type { ImportOptions, ImportSummary } from './catalogue.js';
export { createCatalogueService, ImportFailed, importCatalogue } from './catalogue.js';
export { demoNdjson } from './demo/ndjson.js';
export { createDemoPictures } from './demo/pictures.js';
export { openDuring, openState, prepareOpeningHours } from './opening-hours.js';
export { localisedName, presentActivity, upcomingDatetimes } from './presenters.js';
export { createPageFetcher } from './prices/page-fetcher.js';
export type { PricePageReader } from './prices/refresh.js';
export { createPricesService } from './prices/refresh.js';
export { priceStore } from './prices/store.js';
export { readStructuredData } from './prices/structured-data.js';
export { currencyExponent, formatMoney, fromMinor } from './pricing.js';
export type { CatalogueRecord } from './record.js';
export type { CatalogueState } from './state-store.js';
export { catalogueState, changedSince } from './state-store.js';
export type { CatalogueStore } from './store.js';
export { activityTexts, catalogueStore } from './store.js';
