/**
 * OCTO (the open booking API of tours and activities, https://docs.octo.travel): the payload shapes
 * we read and send, the client port the services use, and the error rules. Pure types and
 * functions; the HTTP client is src/suppliers/octo-client.ts. Fields we do not use are not listed: every
 * object may carry more (suppliers extend them), and parsing keeps what it does not know.
 */

export type OctoCapability = string;

/** What we ask for on every request. Responses may name them bare (`pricing`): see `capabilityId`. */
export const OCTO_PRICING = 'octo/pricing';
export const OCTO_CONTENT = 'octo/content';
export const DEFAULT_CAPABILITIES: readonly OctoCapability[] = [OCTO_PRICING, OCTO_CONTENT];

/** `pricing` and `octo/pricing` are one capability (newer docs drop the prefix). */
export const capabilityId = (name: string): string => {
  const t = name.trim().toLowerCase();
  return t.startsWith('octo/') ? t : `octo/${t}`;
};

/** Integer minor units; decimal = value / 10^currencyPrecision. */
export interface OctoPricing {
  original: number;
  retail: number;
  net: number | null;
  currency: string;
  currencyPrecision: number;
  includedTaxes?: { name: string; retail: number; original: number; net: number | null }[];
}

export interface OctoUnitPricing extends OctoPricing {
  unitId: string;
}

export interface OctoUnit {
  id: string;
  internalName: string;
  reference?: string | null;
  type: string;
  restrictions: {
    minAge?: number;
    maxAge?: number;
    minQuantity: number | null;
    maxQuantity: number | null;
    paxCount?: number;
    accompaniedBy?: string[];
  };
  title?: string | null;
  shortDescription?: string | null;
  pricingFrom?: OctoPricing[];
  pricing?: OctoPricing[];
}

export interface OctoOption {
  id: string;
  default?: boolean;
  internalName: string;
  reference?: string | null;
  availabilityLocalStartTimes?: string[];
  cancellationCutoff?: string;
  cancellationCutoffAmount?: number;
  cancellationCutoffUnit?: string;
  requiredContactFields?: string[];
  restrictions: { minUnits: number | null; maxUnits: number | null };
  units: OctoUnit[];
  title?: string;
  shortDescription?: string | null;
  pricingFrom?: OctoPricing[];
}

export interface OctoPlace {
  latitude: number;
  longitude: number;
  postalAddress?: {
    streetAddress?: string | null;
    addressLocality?: string | null;
    addressRegion?: string | null;
    postalCode?: string | null;
    addressCountry?: string | null;
  } | null;
}

export interface OctoLocation {
  title?: string | null;
  shortDescription?: string | null;
  types?: string[];
  place?: OctoPlace | null;
}

export interface OctoMedia {
  src: string;
  type?: string;
  rel?: string;
  title?: string | null;
  caption?: string | null;
}

export type OctoAvailabilityType = 'START_TIME' | 'OPENING_HOURS';

export interface OctoProduct {
  id: string;
  internalName: string;
  reference?: string | null;
  locale?: string;
  timeZone?: string;
  instantConfirmation?: boolean;
  instantDelivery?: boolean;
  availabilityType: OctoAvailabilityType;
  deliveryFormats?: string[];
  deliveryMethods?: string[];
  redemptionMethod?: string;
  options: OctoOption[];
  // octo/pricing
  defaultCurrency?: string;
  availableCurrencies?: string[];
  pricingPer?: 'UNIT' | 'BOOKING';
  // octo/content
  title?: string;
  shortDescription?: string | null;
  description?: string | null;
  media?: OctoMedia[];
  locations?: OctoLocation[];
  categoryLabels?: string[];
  durationMinutesFrom?: number;
  durationMinutesTo?: number | null;
}

export type OctoAvailabilityStatus = 'AVAILABLE' | 'FREESALE' | 'SOLD_OUT' | 'LIMITED' | 'CLOSED';

export interface OctoOpeningHours {
  from: string;
  to: string;
}

export interface OctoCalendarDay {
  localDate: string;
  available: boolean;
  status: OctoAvailabilityStatus;
  vacancies: number | null;
  capacity: number | null;
  openingHours: OctoOpeningHours[];
  unitPricingFrom?: OctoUnitPricing[];
  pricingFrom?: OctoPricing[];
}

export interface OctoAvailability {
  /** Opaque: store and echo it, never rebuild it. */
  id: string;
  localDateTimeStart: string;
  localDateTimeEnd: string;
  utcCutoffAt?: string;
  allDay: boolean;
  available: boolean;
  status: OctoAvailabilityStatus;
  vacancies: number | null;
  capacity: number | null;
  maxUnits?: number | null;
  openingHours: OctoOpeningHours[];
  unitPricing?: OctoUnitPricing[];
  pricing?: OctoPricing;
}

export interface OctoUnitQuantity {
  id: string;
  quantity: number;
}

export interface OctoCalendarRequest {
  productId: string;
  optionId: string;
  localDateStart: string;
  localDateEnd: string;
  units?: OctoUnitQuantity[];
  currency?: string;
}

export type OctoAvailabilityRequest = {
  productId: string;
  optionId: string;
  units?: OctoUnitQuantity[];
  currency?: string;
} & (
  | { localDate: string }
  | { localDateStart: string; localDateEnd: string }
  | { availabilityIds: string[] }
);

export interface OctoContact {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  locales?: string[];
  postalCode?: string | null;
  country?: string | null;
  notes?: string | null;
}

export interface OctoReserveRequest {
  /** Our idempotency key: made before the first attempt and persisted with the job. */
  uuid: string;
  productId: string;
  optionId: string;
  availabilityId: string;
  expirationMinutes?: number;
  unitItems: { unitId: string; uuid?: string }[];
  notes?: string;
  resellerReference?: string;
  currency?: string;
}

export interface OctoConfirmRequest {
  contact: OctoContact;
  resellerReference?: string;
  emailReceipt?: boolean;
}

export interface OctoCancelRequest {
  reason?: string;
  force?: boolean;
}

export type OctoBookingStatus =
  | 'ON_HOLD'
  | 'CONFIRMED'
  | 'PENDING'
  | 'EXPIRED'
  | 'CANCELLED'
  | 'REDEEMED'
  | 'REJECTED';

export type OctoDeliveryFormat = 'PDF_URL' | 'QRCODE' | 'CODE128' | 'PKPASS_URL' | 'AZTECCODE' | string;

export interface OctoDeliveryOption {
  deliveryFormat: OctoDeliveryFormat;
  deliveryValue: string;
}

export interface OctoTicket {
  redemptionMethod?: string;
  utcRedeemedAt?: string | null;
  deliveryOptions: OctoDeliveryOption[];
}

export interface OctoUnitItem {
  uuid?: string | null;
  resellerReference?: string | null;
  supplierReference?: string | null;
  unitId: string;
  status?: string;
  ticket?: OctoTicket | null;
  pricing?: OctoPricing;
}

export interface OctoBooking {
  id: string;
  uuid: string;
  testMode?: boolean;
  resellerReference: string | null;
  supplierReference: string | null;
  status: OctoBookingStatus;
  utcCreatedAt?: string;
  utcUpdatedAt?: string | null;
  utcExpiresAt: string | null;
  utcConfirmedAt?: string | null;
  productId: string;
  optionId: string;
  cancellable: boolean;
  cancellation?: { refund?: string; reason?: string | null; utcCancelledAt?: string } | null;
  availabilityId: string | null;
  availability?: { id: string; localDateTimeStart: string; localDateTimeEnd: string } | null;
  contact?: OctoContact;
  deliveryMethods?: string[];
  voucher?: OctoTicket | null;
  unitItems: OctoUnitItem[];
  pricing?: OctoPricing;
}

/** The supplier calls services make; the adapter implements it over the guarded HTTP client. */
export interface OctoClient {
  products(): Promise<OctoProduct[]>;
  product(productId: string): Promise<OctoProduct>;
  calendar(req: OctoCalendarRequest): Promise<OctoCalendarDay[]>;
  availability(req: OctoAvailabilityRequest): Promise<OctoAvailability[]>;
  reserve(req: OctoReserveRequest): Promise<OctoBooking>;
  confirm(uuid: string, req: OctoConfirmRequest): Promise<OctoBooking>;
  cancel(uuid: string, req?: OctoCancelRequest): Promise<OctoBooking>;
  booking(uuid: string): Promise<OctoBooking>;
  /** `GET /bookings?resellerReference=`: finds a booking after a lost response. */
  bookingsByReference(resellerReference: string): Promise<OctoBooking[]>;
}

/** How to reach one supplier: what `suppliers add` stores (the key opened). */
export interface OctoConnection {
  baseUrl: string;
  apiKey: string;
  capabilities: readonly OctoCapability[];
}

export type OctoConnect = (connection: OctoConnection) => OctoClient;

// ---------------------------------------------------------------------------------------------
// Errors

/** Codes the spec names; suppliers may send others (kept as they come). */
export const OCTO_FINAL_CODES = new Set([
  'INVALID_PRODUCT_ID',
  'INVALID_OPTION_ID',
  'INVALID_UNIT_ID',
  'INVALID_AVAILABILITY_ID',
  'INVALID_BOOKING_UUID',
  'BAD_REQUEST',
  'UNPROCESSABLE_ENTITY',
  'UNAUTHORIZED',
  'FORBIDDEN',
]);

/**
 * Our retry rule (not the spec's): the supplier's INTERNAL_SERVER_ERROR, any 5xx, 429 and transport
 * failures (timeouts, resets) are retried with the same uuid; everything else is final. The spec
 * sends every error as HTTP 400, so the code decides, not the status.
 */
export const octoRetryable = (code: string, status: number | null): boolean => {
  if (code === 'INTERNAL_SERVER_ERROR' || code === 'TIMEOUT' || code === 'NETWORK') return true;
  if (OCTO_FINAL_CODES.has(code)) return false;
  return status !== null && (status >= 500 || status === 429);
};

export class OctoError extends Error {
  readonly retryable: boolean;
  constructor(
    /** The supplier's `error` code, or ours: TIMEOUT, NETWORK, REFUSED, INVALID_RESPONSE, HTTP_<status>. */
    readonly code: string,
    message: string,
    /** HTTP status, null when no response came. */
    readonly status: number | null,
    /** The error body's other fields (productId, availabilityId, uuid…). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'OctoError';
    this.retryable = octoRetryable(code, status);
  }
  /** Final errors fail the booking (or the sync) at once; the others are retried. */
  get permanent(): boolean {
    return !this.retryable;
  }
}

// ---------------------------------------------------------------------------------------------
// Status and money

export type OurBookingStatus = 'pending' | 'confirmed' | 'failed' | 'cancelled';

/** Our decision (notes/octo.md): ON_HOLD/PENDING wait, CONFIRMED/REDEEMED confirm, EXPIRED/REJECTED fail. */
export const mapOctoStatus = (status: OctoBookingStatus): OurBookingStatus => {
  switch (status) {
    case 'CONFIRMED':
    case 'REDEEMED':
      return 'confirmed';
    case 'EXPIRED':
    case 'REJECTED':
      return 'failed';
    case 'CANCELLED':
      return 'cancelled';
    default:
      return 'pending';
  }
};

/**
 * An OCTO amount (integer minor units at `precision` digits) as a decimal number, built from its
 * digits rather than by division, so re-reading it at the same precision gives the integer back.
 */
export const octoAmountToDecimal = (amount: number, precision: number): number => {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`OCTO amount ${amount} is not an integer`);
  if (precision <= 0) return amount * 10 ** -precision;
  const digits = Math.abs(amount)
    .toString()
    .padStart(precision + 1, '0');
  const text = `${amount < 0 ? '-' : ''}${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
  return Number(text);
};

/** An amount at one precision rescaled to another, exactly when it can be (rounding half up otherwise). */
export const rescaleMinor = (amount: number, from: number, to: number): number => {
  if (from === to) return amount;
  if (to > from) return amount * 10 ** (to - from);
  const f = 10 ** (from - to);
  return Math.floor((amount + f / 2) / f);
};

/** The cancellation cutoff of an option in minutes before the start, when it says so. */
export const cutoffMinutes = (o: Pick<OctoOption, 'cancellationCutoffAmount' | 'cancellationCutoffUnit'>) => {
  const n = o.cancellationCutoffAmount;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return null;
  const per: Record<string, number> = { minute: 1, hour: 60, day: 1440 };
  const unit = per[(o.cancellationCutoffUnit ?? '').toLowerCase()];
  return unit === undefined ? null : Math.round(n * unit);
};
