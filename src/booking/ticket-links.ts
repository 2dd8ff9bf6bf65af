/**
 * Signed, expiring ticket download links: /tickets/{booking_id}/{code}.pdf?expires=<unix s>&sig=<HMAC>.
 * The HMAC key is JAUNT_TICKET_LINK_SECRET, or a random one generated once and kept (sealed) in the
 * database. Links expire within the TTL, or, for a booking whose night is further away, after its
 * session ends (signed under their own label, so a TTL link cannot be stretched); a link claiming a
 * later expiry than either is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../platform/time.js';

export interface TicketLinks {
  /** `ext` names the file type in the URL (mail deliverables may be Wallet passes or images). */
  /** `until` (unix s): the link lives at least this long (the booking's session end), within a year. */
  mint(bookingId: string, code: string, ext?: string, until?: number): { url: string; expiresAt: string };
  verify(bookingId: string, code: string, expires: string, sig: string): 'ok' | 'expired' | 'bad_signature';
}

/** Decodes only the one canonical unpadded base64url spelling (Buffer.from accepts many). */
const strictBase64url = (s: string): Buffer | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return null;
  const bytes = Buffer.from(s, 'base64url');
  return bytes.toString('base64url') === s ? bytes : null;
};

/** The furthest a session-bound link may reach. */
export const MAX_SESSION_LINK_S = 400 * 86_400;
/** After a session starts, how long its links stay alive: the night, in any time zone. */
const AFTER_SESSION_S = 36 * 3600;

/** When a booking's tickets stop mattering (unix s): its latest session's start plus a margin. */
export const sessionEndOf = (
  tickets: readonly { session_date?: string | null; session_time?: string | null }[],
): number | undefined => {
  let end: number | undefined;
  for (const t of tickets) {
    if (!t.session_date) continue;
    const at = Date.parse(`${t.session_date}T${t.session_time ?? '23:59'}:00Z`);
    if (Number.isFinite(at)) end = Math.max(end ?? 0, Math.floor(at / 1000) + AFTER_SESSION_S);
  }
  return end;
};

export const createTicketLinks = (o: {
  secret: string;
  publicUrl: string;
  ttlS: number;
  clock: Clock;
}): TicketLinks => {
  // TTL links and session-bound links are signed under different labels.
  const mac = (bookingId: string, code: string, expires: string, label = 'ticket'): Buffer =>
    createHmac('sha256', o.secret).update(`${label}:${bookingId}:${code}:${expires}`).digest();
  return {
    mint: (bookingId, code, ext = 'pdf', until) => {
      const nowS = Math.floor(o.clock().getTime() / 1000);
      const ttlEnd = nowS + o.ttlS;
      const bound = until !== undefined && until > ttlEnd ? Math.min(until, nowS + MAX_SESSION_LINK_S) : null;
      const expires = bound ?? ttlEnd;
      const sig = mac(bookingId, code, String(expires), bound ? 'ticket-session' : 'ticket').toString(
        'base64url',
      );
      return {
        url: `${o.publicUrl}/tickets/${encodeURIComponent(bookingId)}/${encodeURIComponent(code)}.${ext}?expires=${expires}&sig=${sig}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify: (bookingId, code, expires, sig) => {
      if (!/^[1-9]\d{0,11}$/.test(expires)) return 'bad_signature';
      const nowS = o.clock().getTime() / 1000;
      const got = strictBase64url(sig);
      const matches = (label: string): boolean => {
        const want = mac(bookingId, code, expires, label);
        return got?.length === want.length && timingSafeEqual(got, want);
      };
      // A TTL link never reaches past now + TTL; a session-bound one (its own label) past a year.
      const ttlOk = Number(expires) <= nowS + o.ttlS && matches('ticket');
      if (!ttlOk && !(Number(expires) <= nowS + MAX_SESSION_LINK_S && matches('ticket-session')))
        return 'bad_signature';
      return Number(expires) < nowS ? 'expired' : 'ok';
    },
  };
};
