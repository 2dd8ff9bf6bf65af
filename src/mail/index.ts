/**
 * The mail feature's public face: every order's own inbound address, the vendor mail received
 * there (SMTP or provider hooks) and what it does to the booking, and GET /orders, which joins the
 * bookings with that mail. `createMail` builds the feature over its own tables; other features, the
 * front doors and main see only what is exported here.
 */
import type { Logger } from 'pino';
import type { BookingsService, Fulfiller, OrdersService, TicketLinks } from '../booking/index.js';
import { createOrdersService, dryRunSuccess } from '../booking/index.js';
import type { Config } from '../platform/config.js';
import type { Store } from '../platform/db/index.js';
import type { Clock } from '../platform/time.js';
import { createAuthPool } from './auth-pool.js';
import { type DnsResolver, systemDnsResolver } from './authenticity.js';
import { createInboundMail, type InboundMail, withConfirmationMail } from './ingest.js';
import { createMimePool } from './mime-pool.js';
import type { SmtpIn, SmtpInOptions } from './smtp-in.js';
import { mailStore } from './store.js';
import type { OutgoingVendorMail } from './vendor-mail.js';

export type { DnsResolver } from './authenticity.js';
export type { InboundMail, MailEnvelope, MailLimits } from './ingest.js';
export { MAX_MAIL_BYTES, MailQuotaExceeded, MailTooLarge } from './ingest.js';
export type { SmtpIn } from './smtp-in.js';

/**
 * The SMTP listener and the MIME composer load their libraries (smtp-server; nodemailer's composer,
 * postal-mime) on first use: every CLI command composes this feature, only a server listens.
 */
export const startSmtpIn = async (o: SmtpInOptions): Promise<SmtpIn> =>
  (await import('./smtp-in.js')).startSmtpIn(o);
const composeMime = async (m: OutgoingVendorMail): Promise<Buffer> =>
  (await import('./mime.js')).composeMime(m);

export type { OutgoingVendorMail, ParsedMail } from './vendor-mail.js';

/** What the mail feature offers. */
export interface MailFeature {
  mail: InboundMail;
  /** GET /orders: the user's bookings with the vendor mail (and files) their orders received. */
  orders: OrdersService;
  /** Dry runs that succeed and get the vendor's confirmation mail, received through the same inbound path. */
  dryRunSuccess: Fulfiller;
  /** Ends the MIME worker thread. */
  close(): Promise<void>;
}

export interface MailFeatureDeps {
  store: Store;
  clock: Clock;
  log: Pick<Logger, 'info' | 'warn'>;
  config: Pick<
    Config,
    | 'JAUNT_INBOUND_DOMAIN'
    | 'JAUNT_INBOUND_MAX_MESSAGE_BYTES'
    | 'JAUNT_INBOUND_MAX_RECIPIENTS'
    | 'JAUNT_INBOUND_SENDER_DAILY_BYTES'
    | 'JAUNT_INBOUND_DAILY_BYTES'
    | 'JAUNT_INBOUND_UNMATCHED_DAYS'
    | 'JAUNT_INBOUND_PARSE_TIMEOUT_MS'
  >;
  /** What vendor mail changes on a booking (tickets delivered, cancelled by the vendor), and its orders. */
  bookings: BookingsService;
  /** Files taken from mail are served behind the bookings' signed ticket links. */
  ticketLinks: TicketLinks;
  /** DNS for SPF and DKIM (default: node:dns with a 2 s timeout; tests answer from a table). */
  dnsResolver?: DnsResolver;
}

/** A message's SPF and DKIM must be known within this (its DNS lookups included), else `temperror`. */
export const VERIFY_DEADLINE_MS = 20_000;

export const createMail = (deps: MailFeatureDeps): MailFeature => {
  const { bookings, log, config } = deps;
  const mime = createMimePool(config.JAUNT_INBOUND_PARSE_TIMEOUT_MS);
  // SPF and DKIM run in a worker; its DNS lookups come back to this resolver (auth-pool.ts).
  const auth = createAuthPool(deps.dnsResolver ?? systemDnsResolver(), VERIFY_DEADLINE_MS);
  const mail = createInboundMail({
    mail: mailStore(deps.store),
    mime,
    compose: composeMime,
    verify: (raw, origin) => auth.verify(raw, origin),
    bookings: {
      statusOf: (id) => bookings.statusOf(id),
      ticketsDelivered: (id) => bookings.deliverTickets(id),
      cancelledByVendor: (id) => bookings.cancelByVendor(id),
    },
    ticketLinks: deps.ticketLinks,
    domain: config.JAUNT_INBOUND_DOMAIN,
    limits: {
      maxMessageBytes: config.JAUNT_INBOUND_MAX_MESSAGE_BYTES,
      maxRecipients: config.JAUNT_INBOUND_MAX_RECIPIENTS,
      senderDailyBytes: config.JAUNT_INBOUND_SENDER_DAILY_BYTES,
      dailyBytes: config.JAUNT_INBOUND_DAILY_BYTES,
      unmatchedDays: config.JAUNT_INBOUND_UNMATCHED_DAYS,
    },
    clock: deps.clock,
    log,
    purgedAt: { value: 0 },
  });
  return {
    mail,
    orders: createOrdersService(bookings, mail),
    dryRunSuccess: withConfirmationMail(dryRunSuccess, mail.sendDryRunConfirmation, log),
    close: async () => {
      await Promise.all([mime.close(), auth.close()]);
    },
  };
};
