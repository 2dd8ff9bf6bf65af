/**
 * Signed, expiring ticket download links: /tickets/{booking_id}/{code}.pdf?expires=<unix s>&sig=<HMAC>.
 * The HMAC key is JAUNT_TICKET_LINK_SECRET, or a random one generated once and kept (sealed) in the
 * database. Links expire within the TTL; a link claiming a later expiry is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../platform/time.js';

export interface TicketLinks {
  /** `ext` names the file type in the URL (mail deliverables may be Wallet passes or images). */
  mint(bookingId: string, code: string, ext?: string): { url: string; expiresAt: string };
  verify(bookingId: string, code: string, expires: string, sig: string): 'ok' | 'expired' | 'bad_signature';
}

/** Decodes only the one canonical unpadded base64url spelling (Buffer.from accepts many). */
const strictBase64url = (s: string): Buffer | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(s)) return null;
  const bytes = Buffer.from(s, 'base64url');
  return bytes.toString('base64url') === s ? bytes : null;
};

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
      if (!/^[1-9]\d{0,11}$/.test(expires)) return 'bad_signature';
      const nowS = o.clock().getTime() / 1000;
      // We never mint beyond now + TTL, so a later expiry is forged even when its MAC checks out.
      if (Number(expires) > nowS + o.ttlS) return 'bad_signature';
      const want = mac(bookingId, code, expires);
      const got = strictBase64url(sig);
      if (got?.length !== want.length || !timingSafeEqual(got, want)) return 'bad_signature';
      return Number(expires) < nowS ? 'expired' : 'ok';
    },
  };
};
