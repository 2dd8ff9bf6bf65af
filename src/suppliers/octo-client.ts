/**
 * The OCTO client (https://docs.octo.travel) over our one SSRF-guarded outbound client: Bearer key,
 * an explicit `Octo-Capabilities` header on every request, JSON in and out. Responses are checked
 * loosely (the fields we rely on, anything else kept), and every failure becomes an `OctoError`
 * whose `retryable` follows our rule: the error code decides, since OCTO answers 400 for all errors.
 */
import { z } from 'zod';
import { type OutboundHttp, OutboundRefused, type OutboundResponse } from '../platform/http/outbound.js';
import {
  DEFAULT_CAPABILITIES,
  type OctoAvailability,
  type OctoAvailabilityRequest,
  type OctoBooking,
  type OctoCalendarDay,
  type OctoCalendarRequest,
  type OctoCancelRequest,
  type OctoClient,
  type OctoConfirmRequest,
  type OctoConnection,
  OctoError,
  type OctoProduct,
  type OctoReserveRequest,
} from './octo.js';

export type {
  OctoAvailability,
  OctoBooking,
  OctoCalendarDay,
  OctoClient,
  OctoConnection,
  OctoProduct,
} from './octo.js';
export { OctoError } from './octo.js';

export interface OctoClientOptions {
  /** Per request (the outbound client's default otherwise). */
  timeoutMs?: number;
  /** Response bytes kept; `GET /products` of a large supplier runs to megabytes. */
  maxBytes?: number;
  /** `Accept-Language` for octo/content. */
  acceptLanguage?: string;
}

// Loose checks of what we rely on; unknown fields pass through untouched.
const Pricing = z.looseObject({
  retail: z.number().int(),
  currency: z.string(),
  currencyPrecision: z.number().int().min(0).max(6),
});
const Unit = z.looseObject({
  id: z.string().min(1),
  restrictions: z.looseObject({}).optional(),
  pricingFrom: z.array(Pricing).optional(),
  pricing: z.array(Pricing).optional(),
});
const Option = z.looseObject({ id: z.string().min(1), units: z.array(Unit) });
const Product = z.looseObject({
  id: z.string().min(1),
  availabilityType: z.enum(['START_TIME', 'OPENING_HOURS']),
  options: z.array(Option),
});
const OpeningHours = z.array(z.looseObject({ from: z.string(), to: z.string() }));
const CalendarDay = z.looseObject({
  localDate: z.string(),
  available: z.boolean(),
  status: z.string(),
  openingHours: OpeningHours.optional(),
});
const Availability = z.looseObject({
  id: z.string().min(1),
  localDateTimeStart: z.string(),
  available: z.boolean(),
  status: z.string(),
  openingHours: OpeningHours.optional(),
  unitPricing: z.array(Pricing.extend({ unitId: z.string() })).optional(),
});
const Booking = z.looseObject({
  uuid: z.string().min(1),
  status: z.enum(['ON_HOLD', 'CONFIRMED', 'PENDING', 'EXPIRED', 'CANCELLED', 'REDEEMED', 'REJECTED']),
  productId: z.string(),
  optionId: z.string(),
  unitItems: z.array(z.looseObject({ unitId: z.string() })),
});

const ErrorBody = z.looseObject({ error: z.string().min(1), errorMessage: z.string().optional() });

const transportError = (e: unknown): OctoError => {
  if (e instanceof OctoError) return e;
  if (e instanceof OutboundRefused) return new OctoError('REFUSED', e.message, null);
  const err = e as { name?: string; code?: string; message?: string };
  const timeout =
    err.name === 'TimeoutError' ||
    err.name === 'AbortError' ||
    err.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    err.code === 'UND_ERR_BODY_TIMEOUT' ||
    err.code === 'UND_ERR_CONNECT_TIMEOUT';
  if (err.code === 'ESSRF') return new OctoError('REFUSED', err.message ?? 'refused', null);
  return new OctoError(
    timeout ? 'TIMEOUT' : 'NETWORK',
    `OCTO request failed: ${err.message ?? String(e)}`,
    null,
  );
};

export const createOctoClient = (
  http: OutboundHttp,
  connection: OctoConnection,
  opts: OctoClientOptions = {},
): OctoClient => {
  const base = connection.baseUrl.replace(/\/+$/, '');
  const capabilities = (connection.capabilities ?? DEFAULT_CAPABILITIES).join(', ');

  const call = async <T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: z.ZodType<unknown>,
  ): Promise<T> => {
    const headers: Record<string, string> = {
      authorization: `Bearer ${connection.apiKey}`,
      accept: 'application/json',
      'octo-capabilities': capabilities,
    };
    if (opts.acceptLanguage) headers['accept-language'] = opts.acceptLanguage;
    if (method !== 'GET') headers['content-type'] = 'application/json';
    let res: OutboundResponse;
    try {
      res = await http.send(`${base}${path}`, {
        method,
        headers,
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
        timeoutMs: opts.timeoutMs,
        maxBytes: opts.maxBytes ?? 64 * 1024 * 1024,
      });
    } catch (e) {
      throw transportError(e);
    }
    const where = `${method} ${path}`;
    if (res.truncated)
      throw new OctoError('INVALID_RESPONSE', `${where}: response larger than the size limit`, res.status);
    let json: unknown;
    try {
      json = res.body === '' ? null : JSON.parse(res.body);
    } catch {
      json = undefined;
    }
    if (res.status < 200 || res.status >= 300) {
      const e = ErrorBody.safeParse(json);
      if (e.success) {
        const { error, errorMessage, stack: _stack, ...details } = e.data;
        throw new OctoError(
          error,
          `${where}: ${error}${errorMessage ? ` (${errorMessage})` : ''}`,
          res.status,
          details,
        );
      }
      throw new OctoError(`HTTP_${res.status}`, `${where}: HTTP ${res.status}`, res.status);
    }
    // A supplier may answer 200 with an error body; the code still decides.
    const asError = ErrorBody.safeParse(json);
    if (asError.success && !schema.safeParse(json).success) {
      const { error, errorMessage } = asError.data;
      throw new OctoError(error, `${where}: ${error}${errorMessage ? ` (${errorMessage})` : ''}`, res.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new OctoError(
        'INVALID_RESPONSE',
        `${where}: unexpected response (${issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'not JSON'})`,
        res.status,
      );
    }
    return parsed.data as T;
  };

  const seg = encodeURIComponent;
  return {
    products: () => call<OctoProduct[]>('GET', '/products', undefined, z.array(Product)),
    product: (productId) => call<OctoProduct>('GET', `/products/${seg(productId)}`, undefined, Product),
    calendar: (req: OctoCalendarRequest) =>
      call<OctoCalendarDay[]>('POST', '/availability/calendar', req, z.array(CalendarDay)),
    availability: (req: OctoAvailabilityRequest) =>
      call<OctoAvailability[]>('POST', '/availability', req, z.array(Availability)),
    reserve: (req: OctoReserveRequest) => call<OctoBooking>('POST', '/bookings', req, Booking),
    confirm: (uuid: string, req: OctoConfirmRequest) =>
      call<OctoBooking>('POST', `/bookings/${seg(uuid)}/confirm`, req, Booking),
    cancel: (uuid: string, req: OctoCancelRequest = {}) =>
      call<OctoBooking>('POST', `/bookings/${seg(uuid)}/cancel`, req, Booking),
    booking: (uuid: string) => call<OctoBooking>('GET', `/bookings/${seg(uuid)}`, undefined, Booking),
    bookingsByReference: (ref: string) =>
      call<OctoBooking[]>('GET', `/bookings?resellerReference=${seg(ref)}`, undefined, z.array(Booking)),
  };
};

/** The `OctoConnect` port of the services, bound to one outbound client. */
export const octoConnector =
  (http: OutboundHttp, opts: OctoClientOptions = {}) =>
  (connection: OctoConnection): OctoClient =>
    createOctoClient(http, connection, opts);
