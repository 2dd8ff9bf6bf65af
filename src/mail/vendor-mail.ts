/**
 * Vendor mail about an order: the parsed shape we keep, the per-booking address, the classes and
 * the rules that pick one (en, fr, es, de), and which attachments are tickets. Pure: no I/O.
 */

export interface MailAttachment {
  filename: string | null;
  contentType: string;
  /** Inline part referenced by the HTML (a logo), never a ticket. */
  related: boolean;
  /** Calendar method (`CANCEL`, `REQUEST`…) of a text/calendar part. */
  method: string | null;
  content: Uint8Array;
}

export interface ParsedMail {
  messageId: string | null;
  from: string | null;
  subject: string | null;
  text: string;
  html: string;
  /** Lower-case header name → value (last one wins). */
  headers: Record<string, string>;
  attachments: MailAttachment[];
}

/** A vendor-style message we compose ourselves (dry runs), in-memory attachments only. */
export interface OutgoingVendorMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  date: Date;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: Uint8Array }[];
}

export const MAIL_CLASSES = [
  'order_confirmation',
  'tickets',
  'cancellation',
  'reminder',
  'change',
  'marketing',
  'other',
] as const;
export type MailClass = (typeof MAIL_CLASSES)[number];

export const PROCESSING_STATUSES = ['received', 'processed', 'unmatched', 'failed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** `orders+<token>@<domain>`: the token is random and maps to one booking (RFC 5233 subaddress). */
export const inboundAddress = (token: string, domain: string): string => `orders+${token}@${domain}`;

/** The token of an address of our domain, or null (another domain, or not an orders+ address). */
export const tokenOfAddress = (address: string, domain: string): string | null => {
  const m = /^orders\+([a-z0-9]{16,64})@(.+)$/i.exec(address.trim());
  if (!m?.[1] || m[2]?.toLowerCase() !== domain.toLowerCase()) return null;
  return m[1].toLowerCase();
};

export const isOurDomain = (address: string, domain: string): boolean =>
  address.trim().toLowerCase().endsWith(`@${domain.toLowerCase()}`);

export type TicketKind = 'ticket_pdf' | 'wallet_pass' | 'barcode_image';

/** What the bytes are (magic numbers; a declared type is not trusted), for attachments that can be tickets. */
export const ticketKindOf = (a: MailAttachment): { kind: TicketKind; contentType: string } | null => {
  if (a.related) return null;
  const b = a.content;
  const starts = (...sig: number[]) => sig.every((x, i) => b[i] === x);
  if (starts(0x25, 0x50, 0x44, 0x46)) return { kind: 'ticket_pdf', contentType: 'application/pdf' };
  if (starts(0x50, 0x4b, 0x03, 0x04) && /\.pkpass$|pkpass/i.test(`${a.filename ?? ''} ${a.contentType}`))
    return { kind: 'wallet_pass', contentType: 'application/vnd.apple.pkpass' };
  if (starts(0x89, 0x50, 0x4e, 0x47)) return { kind: 'barcode_image', contentType: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { kind: 'barcode_image', contentType: 'image/jpeg' };
  if (starts(0x47, 0x49, 0x46, 0x38)) return { kind: 'barcode_image', contentType: 'image/gif' };
  return null;
};

/** Subject words: a subject is short and about the mail, so single words are enough. */
const SUBJECT_RULES: { cls: MailClass; re: RegExp }[] = [
  {
    cls: 'cancellation',
    re: /(?<!\p{L})(cancel(?:l?ed|lation)|called off|annul(?:é|ée|ées|és|ation)|cancelad[oa]s?|cancelación|anulad[oa]s?|storniert|stornierung\p{L}*|abgesagt|absage\p{L}*)(?!\p{L})/iu,
  },
  {
    cls: 'change',
    re: /(?<!\p{L})(rescheduled|postponed|changed?|new (?:date|time)|modifi(?:é|ée|cation)|report(?:é|ée)|cambio|modificad[oa]|reprogramad[oa]|aplazad[oa]|geändert|\p{L}*änderung\p{L}*|verschoben)(?!\p{L})/iu,
  },
  {
    cls: 'reminder',
    re: /(?<!\p{L})(reminder|tomorrow|coming up|rappel|demain|recordatorio|mañana|erinnerung|morgen)(?!\p{L})/iu,
  },
  {
    cls: 'order_confirmation',
    re: /(?<!\p{L})(confirm(?:ed|ation)?|order|booking|receipt|confirm(?:é|ée|ation)|réservation|commande|confirmad[oa]|confirmación|reserva|pedido|\p{L}*(?:bestätig|buchung|bestellung)\p{L}*)(?!\p{L})/iu,
  },
];
/** Body phrases: bodies mention "free cancellation" or "change your booking" in every mail, so only statements count. */
const BODY_RULES: { cls: MailClass; re: RegExp }[] = [
  {
    cls: 'cancellation',
    re: /(?<!\p{L})(?:has|have) been (?:cancel(?:l)?ed|called off)|\b(?:was|were|is) (?:cancel(?:l)?ed|called off)|a été annulée?|ont été annulée?s?|est annulée?|ha sido cancelad[oa]|han sido cancelad[oa]s|wurde (?:abgesagt|storniert)|ist abgesagt/iu,
  },
  {
    cls: 'change',
    re: /(?<!\p{L})(?:has|have) been (?:rescheduled|postponed|moved|changed)|a été (?:reporté|modifié)e?|ha sido (?:reprogramad|aplazad|cambiad|modificad)[oa]|wurde (?:verschoben|geändert)/iu,
  },
  { cls: 'reminder', re: /(?<!\p{L})(reminder|rappel|recordatorio|erinnerung)(?!\p{L})/iu },
  SUBJECT_RULES[3] as { cls: MailClass; re: RegExp },
];
const TICKET_WORDS =
  /(?<!\p{L})(tickets?|e-?tickets?|billets?|e-billets?|entradas?|boletos?|eintrittskarten?|karten)(?!\p{L})/iu;
const RESERVATION_CANCELLED = /schema\.org\/(?:Reservation)?Cancelled\b/i;
const RESERVATION_CONFIRMED = /schema\.org\/(?:Reservation)?Confirmed\b/i;

const stripHtml = (html: string): string =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ');

/**
 * One class per mail, strongest signal first: reservation markup, a calendar CANCEL, cancellation
 * words, ticket attachments, bulk-mail headers, then subject words and body statements. The rule that
 * fired is kept with the mail.
 */
export const classifyMail = (m: ParsedMail): { cls: MailClass; rule: string } => {
  const body = `${m.text}\n${stripHtml(m.html)}`.slice(0, 100_000);
  const subject = m.subject ?? '';
  if (RESERVATION_CANCELLED.test(m.html))
    return { cls: 'cancellation', rule: 'markup-reservation-cancelled' };
  if (m.attachments.some((a) => /calendar/i.test(a.contentType) && a.method === 'CANCEL'))
    return { cls: 'cancellation', rule: 'calendar-cancel' };
  if (SUBJECT_RULES[0]?.re.test(subject)) return { cls: 'cancellation', rule: 'subject-cancellation' };
  if (BODY_RULES[0]?.re.test(body)) return { cls: 'cancellation', rule: 'body-cancellation' };
  const kinds = m.attachments.flatMap((a) => ticketKindOf(a)?.kind ?? []);
  if (kinds.includes('wallet_pass')) return { cls: 'tickets', rule: 'wallet-pass' };
  if (kinds.length > 0 && TICKET_WORDS.test(`${subject}\n${body}`))
    return { cls: 'tickets', rule: 'ticket-attachment' };
  const bulk =
    m.headers['list-unsubscribe'] !== undefined || /^(bulk|list)$/i.test(m.headers.precedence ?? '');
  if (bulk) return { cls: 'marketing', rule: 'bulk-headers' };
  for (const r of SUBJECT_RULES) if (r.re.test(subject)) return { cls: r.cls, rule: `subject-${r.cls}` };
  if (RESERVATION_CONFIRMED.test(m.html))
    return { cls: 'order_confirmation', rule: 'markup-reservation-confirmed' };
  for (const r of BODY_RULES) if (r.re.test(body)) return { cls: r.cls, rule: `body-${r.cls}` };
  return { cls: 'other', rule: 'no-rule' };
};

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.apple.pkpass': 'pkpass',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};
/** The file extension of a ticket's content type (links and default file names). */
export const extensionOf = (contentType: string): string => EXTENSIONS[contentType] ?? 'bin';

/** A file name safe for Content-Disposition and file systems. */
export const safeFilename = (name: string | null, fallback: string): string => {
  const cleaned = (name ?? '')
    .normalize('NFKC')
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(0, 120);
  return cleaned === '' ? fallback : cleaned;
};
