/**
 * Open-Meteo weather (https://open-meteo.com, data CC BY 4.0) over the one outbound client (main
 * passes it): short timeout, a cache per ~10 km square for 15 minutes, failures remembered briefly
 * so an outage costs one timeout per square.
 */
import type { LatLng } from '../../platform/geo.js';
import type { OutboundHttp } from '../../platform/http/outbound.js';
import type { Clock } from '../../platform/time.js';
import type { Weather } from './shelves.js';
import type { WeatherProvider } from './weather-provider.js';

export interface OpenMeteoOptions {
  baseUrl?: string;
  timeoutMs?: number;
  ttlMs?: number;
  clock: Clock;
  /** The SSRF-guarded outbound client (src/platform/http/outbound.ts). */
  http: Pick<OutboundHttp, 'send'>;
}

interface Forecast {
  current?: { temperature_2m?: number; weather_code?: number; is_day?: number; time?: string };
  hourly?: { time?: string[]; precipitation_probability?: (number | null)[] };
}

/** A three-hour forecast is a few hundred bytes; anything near this is not one. */
const MAX_FORECAST_BYTES = 256 * 1024;

export const openMeteoWeather = (opts: OpenMeteoOptions): WeatherProvider => {
  const base = (opts.baseUrl ?? 'https://api.open-meteo.com').replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? 1500;
  const ttlMs = opts.ttlMs ?? 15 * 60_000;
  const cache = new Map<string, { at: number; value: Weather | null }>();
  const inflight = new Map<string, Promise<Weather | null>>();

  const fetchWeather = async (p: LatLng): Promise<Weather | null> => {
    const url = `${base}/v1/forecast?latitude=${p.lat.toFixed(2)}&longitude=${p.lng.toFixed(2)}&current=temperature_2m,precipitation,weather_code,is_day&hourly=precipitation_probability&forecast_hours=3&timezone=auto`;
    try {
      // The outbound client never follows redirects.
      const res = await opts.http.send(url, { timeoutMs, maxBytes: MAX_FORECAST_BYTES });
      if (res.status !== 200 || res.truncated) return null;
      const body = JSON.parse(res.body) as Forecast;
      const c = body.current;
      if (!c || typeof c.temperature_2m !== 'number' || typeof c.weather_code !== 'number') return null;
      const probs = (body.hourly?.precipitation_probability ?? []).filter(
        (x): x is number => typeof x === 'number',
      );
      return {
        temperatureC: c.temperature_2m,
        weatherCode: c.weather_code,
        isDay: c.is_day !== 0,
        precipitationProbability: probs.length > 0 ? Math.max(...probs.slice(0, 3)) : null,
      };
    } catch {
      return null;
    }
  };

  return {
    current: (p) => {
      const key = `${p.lat.toFixed(1)},${p.lng.toFixed(1)}`;
      const now = opts.clock().getTime();
      const hit = cache.get(key);
      if (hit && now - hit.at < (hit.value ? ttlMs : 60_000)) return Promise.resolve(hit.value);
      const pending = inflight.get(key);
      if (pending !== undefined) return pending;
      const job = fetchWeather(p).then((value) => {
        cache.set(key, { at: opts.clock().getTime(), value });
        inflight.delete(key);
        return value;
      });
      inflight.set(key, job);
      return job;
    },
  };
};
