/** The discovery feature's public face: what other features, the front doors and main may use. */
export { createDiscoveryService } from './homescreen/build-homescreen.js';
export { openMeteoWeather } from './homescreen/open-meteo.js';
export type { WeatherProvider } from './homescreen/weather-provider.js';
export { noWeather } from './homescreen/weather-provider.js';
export { resolveLocation } from './query/gazetteer.js';
export { createSearchService } from './search/search-service.js';
export { createSeenSets } from './seen-sets.js';
export { createDiscoveryIndex } from './snapshot/discovery-index.js';
