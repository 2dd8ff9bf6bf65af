/**
 * Authenticity of vendor mail: SPF and DKIM verdicts for each received message (mailauth), and the
 * rule deciding whether a message may act on its booking by itself (cancel it, deliver files).
 *
 * The rule (DMARC-style relaxed alignment, RFC 7489 §3.1, without needing a DMARC record): the
 * message passes when a DKIM signature passes for a domain whose organisational domain is the From
 * domain's, or SPF passes for the MAIL FROM domain and that domain is aligned with From the same
 * way; and the From domain belongs to the supplier the booking knows (same organisational domain as
 * the booking's `booking_domain`). Anything else is stored and flagged for review.
 */

import { Resolver } from 'node:dns/promises';
import { createRequire } from 'node:module';

/** A DNS lookup as mailauth asks it (TXT answers are arrays of strings). Tests pass a table. */
export type DnsResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/** Where a message came from, as the SMTP session saw it (nothing for mail posted over HTTP). */
export interface MailOrigin {
  ip?: string | null;
  helo?: string | null;
  /** The envelope MAIL FROM. */
  sender?: string | null;
}

/** The verdicts kept with the message (`inbound_mail.spf`, `dkim`, `auth_domain`). */
export interface MailVerdict {
  spf: string;
  dkim: string;
  /** The From domain the message authenticated for (aligned DKIM or SPF pass), else null. */
  authDomain: string | null;
}

type Alignment = (fromDomain: string, domains: string[], strict?: boolean) => { domain: string } | false;
const load = createRequire(import.meta.url);
let getAlignment: Alignment | null = null;
/**
 * mailauth's own relaxed-alignment helper (organisational domains from the public suffix list),
 * loaded at first use: mailauth brings about a hundred modules (joi, ASN.1) that the server's
 * other work and every CLI command importing the mail feature never need.
 */
const alignment = (): Alignment => {
  getAlignment ??= (load('mailauth/lib/tools.js') as { getAlignment: Alignment }).getAlignment;
  return getAlignment;
};

/** Production: node:dns with a short timeout, so a slow DNS server cannot hold mail for long. */
export const systemDnsResolver = (timeoutMs = 2000): DnsResolver => {
  const r = new Resolver({ timeout: timeoutMs, tries: 2 });
  return (name, rrtype) => r.resolve(name, rrtype) as Promise<string[][] | string[]>;
};

const domainOf = (address: string | null | undefined): string | null => {
  const at = address?.lastIndexOf('@') ?? -1;
  const d =
    at >= 0
      ? address
          ?.slice(at + 1)
          .trim()
          .toLowerCase()
          .replace(/>$/, '')
      : '';
  return d ? d : null;
};

const aligned = (a: string, b: string): boolean => alignment()(a, [b]) !== false;

/**
 * Checks SPF (needs the client IP: none over HTTP, so `none`) and DKIM, and names the From domain
 * the message authenticated for. DNS failures give `temperror`, never an exception.
 */
export const verifyMail = async (
  raw: Uint8Array,
  origin: MailOrigin,
  resolver: DnsResolver,
): Promise<MailVerdict> => {
  try {
    const { authenticate } = await import('mailauth');
    const r = await authenticate(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), {
      ...(origin.ip ? { ip: origin.ip } : {}),
      ...(origin.helo ? { helo: origin.helo } : {}),
      ...(origin.sender ? { sender: origin.sender } : {}),
      mta: 'jaunt-inbound',
      resolver,
      disableArc: true,
      disableDmarc: true,
      disableBimi: true,
    });
    const from = r.dkim.headerFrom.length === 1 ? (domainOf(r.dkim.headerFrom[0]) ?? undefined) : undefined;
    const passed = r.dkim.results.filter((s) => s.status.result === 'pass');
    const dkimAligned = from ? passed.find((s) => aligned(from, s.signingDomain)) : undefined;
    const spf = r.spf && origin.ip ? r.spf.status.result : 'none';
    const spfDomain = spf === 'pass' ? domainOf(origin.sender) : null;
    const spfAligned = from !== undefined && spfDomain !== null && aligned(from, spfDomain);
    const dkim = dkimAligned
      ? 'pass'
      : passed[0]
        ? 'pass-unaligned'
        : (r.dkim.results[0]?.status.result ?? 'none');
    return { spf, dkim, authDomain: from && (dkimAligned || spfAligned) ? from : null };
  } catch {
    return { spf: 'temperror', dkim: 'temperror', authDomain: null };
  }
};

/** Whether an authenticated message comes from the supplier the booking knows (its booking domain). */
export const fromSupplier = (v: MailVerdict, supplierDomain: string | null): boolean =>
  v.authDomain !== null && supplierDomain !== null && aligned(v.authDomain, supplierDomain.toLowerCase());
