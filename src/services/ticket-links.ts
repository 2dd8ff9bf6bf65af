/**
 * Signed, expiring ticket download links: /tickets/{booking_id}/{code}.pdf?expires=<unix s>&sig=<HMAC>.
 * The HMAC key is JAUNT_TICKET_LINK_SECRET, or a random one generated once and kept in the database.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../domain/time.js';

export interface TicketLinks {
  /** `ext` names the file type in the URL (mail deliverables may be Wallet passes or images). */
  mint(bookingId: string, code: string, ext?: string): { url: string; expiresAt: string };
  verify(bookingId: string, code: string, expires: string, sig: string): 'ok' | 'expired' | 'bad_signature';
}

export const createTicketLinks = (o: {
  secret: string;
  publicUrl: string;
  ttlS: number;
  clock: Clock;
}): TicketLinks => {
  const mac = (bookingId: string, code: string, expires: string): Buffer =>
    createHmac('sha256', o.secret).update(`ticket:${bookingId}:${code}:${expires}`).digest();
  return {
    mint: (bookingId, code, ext = 'pdf') => {
      const expires = Math.floor(o.clock().getTime() / 1000) + o.ttlS;
      const sig = mac(bookingId, code, String(expires)).toString('base64url');
      return {
        url: `${o.publicUrl}/tickets/${encodeURIComponent(bookingId)}/${encodeURIComponent(code)}.${ext}?expires=${expires}&sig=${sig}`,
        expiresAt: new Date(expires * 1000).toISOString(),
      };
    },
    verify: (bookingId, code, expires, sig) => {
      if (!/^\d{1,12}$/.test(expires)) return 'bad_signature';
      const want = mac(bookingId, code, expires);
      const got = Buffer.from(sig, 'base64url');
      if (got.length !== want.length || !timingSafeEqual(got, want)) return 'bad_signature';
      return Number(expires) * 1000 < o.clock().getTime() ? 'expired' : 'ok';
    },
  };
};
