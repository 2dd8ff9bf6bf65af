/** A booking as services see it (rows stay private to store/). */
import type { PricedLine } from './booking-pricing.js';
import type { BookingState } from './state.js';

export type PaymentModeName = 'live_purchase' | 'dry_run_success' | 'dry_run_failure';

export interface BookedTicketItem {
  ticket_type_name: string;
  num_tickets: number;
  session_date: string | null;
  session_time: string | null;
}

export interface SlackOrigin {
  kind: 'slack';
  teamId: string;
  channelId: string;
  userId: string;
  threadTs: string | null;
  /** The booker ticked "Share in #channel": a summary (never codes or links) goes to the channel. */
  share?: boolean;
}
/** Booked by an AI assistant over MCP: no callback; the assistant reads the status from orders. */
export interface McpOrigin {
  kind: 'mcp';
}
export type BookingOrigin = SlackOrigin | McpOrigin;

export interface IssuedTicket {
  code: string;
  ticket_type_name: string;
  session_date: string | null;
  session_time: string | null;
  /** The supplier's code for this ticket (OCTO QRCODE value, else its reference), printed on our PDF. */
  supplier_code?: string | null;
  /** 'qr': the code is the supplier's QRCODE, drawn as a QR image on our PDF; otherwise text only. */
  supplier_code_format?: 'qr' | 'text';
}

export interface Booking {
  id: string;
  apiKeyId: string;
  idempotencyKey: string;
  fingerprint: string;
  userId: string;
  externalUserId: string;
  activityId: string;
  activityName: string;
  pictureUrl: string | null;
  venue: string | null;
  timezone: string | null;
  bookingDomain: string | null;
  estimatedFulfillment: 'instant' | 'delayed' | null;
  currency: string;
  tickets: BookedTicketItem[];
  lines: PricedLine[];
  paymentMode: PaymentModeName;
  webhookUrl: string;
  authorizationAmountCents: number;
  ticketTotalCents: number;
  bookingFeeCents: number;
  purchaseAmountCents: number | null;
  totalChargedCents: number | null;
  status: BookingState;
  /** Stored ticket details (without signed links: those are minted when shown). */
  ticketDetails: StoredTicketDetails | null;
  errorMessage: string | null;
  origin: BookingOrigin | null;
  createdAt: string;
  updatedAt: string;
  resolvedAt: string | null;
}

export interface StoredTicketDetails {
  confirmation_code: string;
  vendor: string;
  venue_notes: string | null;
  tickets: IssuedTicket[];
  /** False for delayed fulfilment until the files exist (status deliverable_ready). */
  files_ready: boolean;
  /** The supplier's own files kept with the booking (OCTO PDF_URL, PKPASS_URL), once fetched. */
  supplier_files?: StoredSupplierFile[];
}

export interface StoredSupplierFile {
  /** Deliverable id (sf-…), the name in its download link. */
  id: string;
  deliverable_type: 'ticket_pdf' | 'wallet_pass';
  filename: string;
  content_type: string;
  /** Extension of the download link (pdf, pkpass). */
  ext: string;
  /** Our ticket it belongs to; null for a booking-wide voucher. */
  ticket_code: string | null;
}

export interface Deliverable {
  id: string;
  bookingId: string;
  deliverableType: string;
  filename: string;
  contentType: string;
  fileSizeBytes: number | null;
  ticketTypeName: string;
  sessionDate: string | null;
  sessionTime: string | null;
  /** The ticket a supplier file belongs to; null for our own tickets and booking-wide vouchers. */
  ticketCode?: string | null;
  createdAt: string;
}
