/** Weather for weather shelves: a provider interface (adapters implement it; main wires one in). */
import type { LatLng } from '../../platform/geo.js';
import type { Weather } from './shelves.js';

export interface WeatherProvider {
  /** Current conditions near a point; null when unknown. Must not throw. */
  current(at: LatLng): Promise<Weather | null>;
}

/** The embedded default: no weather, so weather shelves are simply absent. */
export const noWeather: WeatherProvider = { current: async () => null };

/**
 * Waits at most `budgetMs` for the provider: the homescreen never blocks on weather (a slow answer
 * still lands in the provider's cache for the next request).
 */
export const weatherWithin = async (
  provider: WeatherProvider,
  at: LatLng,
  budgetMs: number,
): Promise<Weather | null> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), budgetMs);
  });
  try {
    return await Promise.race([provider.current(at).catch(() => null), timeout]);
  } finally {
    clearTimeout(timer);
  }
};
