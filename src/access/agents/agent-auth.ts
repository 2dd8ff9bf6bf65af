/**
 * Verifies agent requests signed with HTTP Message Signatures (RFC 9421) and a Signature-Key
 * (draft -08): `hwk` inline keys (pseudonymous agents known by their RFC 7638 thumbprint) and `jwt`
 * AAuth agent tokens (-11), whose keys agent-keys.ts finds. The checks run in a fixed order, each
 * failing with its Signature-Error code; a signature of a request that changes state counts once.
 */
import { createHash, verify as cryptoVerify } from 'node:crypto';
import { type Dictionary, parseDictionary } from 'structured-headers';
import type { OutboundHttp } from '../../platform/http/outbound.js';
import type { Clock } from '../../platform/time.js';
import { hwkKey, jwtKey, type KeyContext, type RequestKey } from './agent-keys.js';
import {
  parseSignatureInput,
  parseSignatureKey,
  parseSignatures,
  REQUIRED_COMPONENTS,
  type RequestView,
  type SignatureInputMember,
  type SignatureKeyMember,
  SignatureProblem,
  signatureBase,
} from './http-signature.js';

export { jwkThumbprint, SUPPORTED_ALGS } from './agent-keys.js';

export interface SignedRequest extends RequestView {
  /** The raw body when there is one (for a covered content-digest). */
  body: Buffer | null;
  /** The caller's source network (limits/source-network.ts), when the door knows it. */
  source?: string;
}

export interface VerifiedAgent {
  scheme: 'hwk' | 'jwt';
  /** RFC 7638 thumbprint of the key that signed this request. */
  thumbprint: string;
  issuer: string | null;
  subject: string | null;
  /** What the trial and the user binding hang on: `jkt:<thumbprint>` or `<iss> <sub>`. */
  identity: string;
}

export interface AgentVerifier {
  verify(req: SignedRequest): Promise<VerifiedAgent>;
}

export interface AgentVerifierDeps {
  clock: Clock;
  /** Outbound client for issuer metadata and JWKS (SSRF guard, size and time limits). */
  http: OutboundHttp;
  /** Accept http:// issuers on loopback (tests and local demos only). */
  allowInsecureIssuers: boolean;
  windowS?: number;
  /** Older agents label Ed25519 keys `EdDSA`; off by default (compatibility flag). */
  acceptEdDSA?: boolean;
  /**
   * The limits step before an issuer's metadata is fetched for a request from `source` (its
   * network): throws (429) when that network has looked up too many issuers.
   */
  beforeIssuerFetch?: (source: string) => Promise<void>;
}

export const SUPPORTED_SCHEMES = ['jwt', 'hwk'] as const;

const MAX_REPLAY_ENTRIES = 100_000;

/** The key context and the signatures already used (replay protection), per verifier. */
interface VerifierContext extends KeyContext {
  replays: Map<string, number>;
}

const checkDigest = (field: string | undefined, body: Buffer | null): void => {
  if (field === undefined) return;
  let dict: Dictionary;
  try {
    dict = parseDictionary(field);
  } catch {
    throw new SignatureProblem('invalid_request', 'Content-Digest is not a structured-field dictionary');
  }
  const bytes = body ?? Buffer.alloc(0);
  let checked = false;
  for (const [alg, value] of dict) {
    const algo = alg === 'sha-256' ? 'sha256' : alg === 'sha-512' ? 'sha512' : null;
    const expected = Array.isArray(value[0]) ? null : value[0];
    if (!algo || !(expected instanceof ArrayBuffer)) continue;
    checked = true;
    if (!createHash(algo).update(bytes).digest().equals(Buffer.from(expected)))
      throw new SignatureProblem('invalid_signature', `Content-Digest ${alg} does not match the body`);
  }
  if (!checked) throw new SignatureProblem('invalid_input', 'Content-Digest needs sha-256 or sha-512');
};

const rememberOnce = (ctx: VerifierContext, id: string, untilMs: number): boolean => {
  const { replays } = ctx;
  const now = ctx.clock().getTime();
  const seen = replays.get(id);
  if (seen !== undefined && seen > now) return false;
  if (replays.size >= MAX_REPLAY_ENTRIES) {
    for (const [k, until] of replays) if (until <= now) replays.delete(k);
    // Still full of live entries: drop the oldest rather than grow without bound.
    while (replays.size >= MAX_REPLAY_ENTRIES) replays.delete(replays.keys().next().value ?? '');
  }
  replays.set(id, untilMs);
  return true;
};

/** The signature the request carries: one label present in all three fields, covering enough, in time. */
const signedMember = (
  ctx: VerifierContext,
  req: SignedRequest,
): { member: SignatureInputMember & { created: number }; skey: SignatureKeyMember; sig: Buffer } => {
  const input = req.field('signature-input');
  const signature = req.field('signature');
  const signatureKey = req.field('signature-key');
  if (!input || !signature || !signatureKey)
    throw new SignatureProblem(
      'invalid_request',
      'Signature-Input, Signature and Signature-Key are all required',
    );
  const members = parseSignatureInput(input);
  const sigs = parseSignatures(signature);
  const skeys = parseSignatureKey(signatureKey);
  const member = members.find((m) => sigs.has(m.label) && skeys.has(m.label));
  if (!member)
    throw new SignatureProblem(
      'invalid_request',
      'no label appears in Signature-Input, Signature and Signature-Key',
    );
  const missing = REQUIRED_COMPONENTS.filter((c) => !member.components.includes(c));
  if (missing.length)
    throw new SignatureProblem(
      'invalid_input',
      `the signature must cover ${missing.join(', ')}`,
      REQUIRED_COMPONENTS,
    );
  const now = ctx.clock().getTime() / 1000;
  const { created } = member;
  if (created === null) throw new SignatureProblem('invalid_signature', 'created is required');
  if (Math.abs(now - created) > ctx.windowS)
    throw new SignatureProblem('invalid_signature', `created is more than ${ctx.windowS} s from our clock`);
  if (member.expires !== null && member.expires < now)
    throw new SignatureProblem('invalid_signature', 'the signature has expired');
  const skey = skeys.get(member.label);
  const sig = sigs.get(member.label);
  if (!skey || !sig) throw new SignatureProblem('invalid_request', 'signature label not found');
  return { member: { ...member, created }, skey, sig };
};

/** The key the Signature-Key names, and the issuer and subject of a jwt agent. */
const signingKey = async (
  ctx: VerifierContext,
  skey: SignatureKeyMember,
  source: string | undefined,
): Promise<{ key: RequestKey; identity: Pick<VerifiedAgent, 'scheme' | 'issuer' | 'subject'> }> => {
  if (skey.scheme === 'hwk')
    return { key: hwkKey(ctx, skey.params), identity: { scheme: 'hwk', issuer: null, subject: null } };
  if (skey.scheme === 'jwt') {
    const j = await jwtKey(ctx, skey.params, source ?? 'unknown');
    return { key: j.key, identity: { scheme: 'jwt', issuer: j.iss, subject: j.sub } };
  }
  throw new SignatureProblem('unsupported_scheme', `Signature-Key scheme ${skey.scheme} is not supported`);
};

const verifyRequest = async (ctx: VerifierContext, req: SignedRequest): Promise<VerifiedAgent> => {
  const { member, skey, sig } = signedMember(ctx, req);
  const { key, identity } = await signingKey(ctx, skey, req.source);
  // keyid is discouraged; when sent it must name this very key (by its RFC 7638 thumbprint).
  if (member.keyid !== null && member.keyid !== key.thumbprint)
    throw new SignatureProblem('invalid_key', 'keyid does not name the key in Signature-Key');
  const base = Buffer.from(signatureBase(member, req), 'utf8');
  const ok =
    key.alg === 'Ed25519'
      ? cryptoVerify(null, base, key.key, sig)
      : cryptoVerify('sha256', base, { key: key.key, dsaEncoding: 'ieee-p1363' }, sig);
  if (!ok) throw new SignatureProblem('invalid_signature', 'the signature does not verify');
  if (member.components.includes('content-digest')) checkDigest(req.field('content-digest'), req.body);
  // Polls repeat GETs legitimately; anything else signed once is accepted once.
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const id = `${key.thumbprint} ${member.created} ${req.method} ${req.authority} ${req.path}`;
    if (!rememberOnce(ctx, id, (member.created + ctx.windowS) * 1000))
      throw new SignatureProblem('invalid_signature', 'this signature was already used (replay)');
  }
  return {
    scheme: identity.scheme,
    thumbprint: key.thumbprint,
    issuer: identity.issuer,
    subject: identity.subject,
    identity: identity.issuer ? `${identity.issuer} ${identity.subject}` : `jkt:${key.thumbprint}`,
  };
};

export const createAgentVerifier = (deps: AgentVerifierDeps): AgentVerifier => {
  const ctx: VerifierContext = {
    clock: deps.clock,
    http: deps.http,
    allowInsecureIssuers: deps.allowInsecureIssuers,
    windowS: deps.windowS ?? 60,
    acceptEdDSA: deps.acceptEdDSA ?? false,
    keys: new Map(),
    issuers: new Map(),
    failedIssuers: new Map(),
    inflight: new Map(),
    jwks: new Map(),
    replays: new Map(),
    beforeIssuerFetch: deps.beforeIssuerFetch ?? (async () => undefined),
  };
  return { verify: (req) => verifyRequest(ctx, req) };
};
