/**
 * The keys agent requests are signed with: `hwk` inline public keys, and the `cnf` key of a `jwt`
 * AAuth agent token (-11), whose issuer metadata and JWKS come through the SSRF-guarded client and
 * are cached per verifier (a failed fetch keeps what we had). An issuer that fails is remembered as
 * failed for ISSUER_FAILURE_TTL_MS, concurrent lookups of one issuer share one fetch, and a lookup
 * that would fetch passes the limits step first (per source network).
 */
import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import {
  decodeJwt,
  decodeProtectedHeader,
  type JWTPayload,
  errors as joseErrors,
  jwtVerify,
  type ProtectedHeaderParameters,
} from 'jose';
import type { OutboundHttp } from '../../platform/http/outbound.js';
import type { Clock } from '../../platform/time.js';
import { SignatureProblem } from './http-signature.js';

export const SUPPORTED_ALGS = ['Ed25519', 'ES256'] as const;
type Alg = (typeof SUPPORTED_ALGS)[number];
const KEY_TYPE: Record<Alg, { kty: string; crv: string }> = {
  Ed25519: { kty: 'OKP', crv: 'Ed25519' },
  ES256: { kty: 'EC', crv: 'P-256' },
};

export interface RequestKey {
  key: KeyObject;
  alg: Alg;
  thumbprint: string;
}

type Jwk = Record<string, unknown>;

const MAX_CACHED_KEYS = 10_000;
const ISSUER_META_MAX_BYTES = 64 * 1024;
const DAY_MS = 86_400_000;
/** How long an issuer whose metadata failed answers from memory, without another fetch. */
export const ISSUER_FAILURE_TTL_MS = 5 * 60_000;
const MAX_FAILED_ISSUERS = 10_000;

/** A verifier's settings and caches: parsed keys, issuer metadata and JWKS. */
export interface KeyContext {
  clock: Clock;
  /** Outbound client for issuer metadata and JWKS (SSRF guard, size and time limits). */
  http: OutboundHttp;
  /** Accept http:// issuers on loopback (tests and local demos only). */
  allowInsecureIssuers: boolean;
  /** Seconds of clock skew allowed (token iat/exp, signature created). */
  windowS: number;
  /** Older agents label Ed25519 keys `EdDSA` (compatibility flag). */
  acceptEdDSA: boolean;
  keys: Map<string, RequestKey>;
  issuers: Map<string, { jwksUri: string; until: number }>;
  /** Issuers whose metadata failed, and the answer they got (negative cache). */
  failedIssuers: Map<string, { problem: SignatureProblem; until: number }>;
  /** Lookups in flight, so concurrent requests naming one issuer share one fetch. */
  inflight: Map<string, Promise<string>>;
  /** The limits step before a fetch (throws when the source network is over its budget). */
  beforeIssuerFetch: (source: string) => Promise<void>;
  jwks: Map<string, { keys: Jwk[]; until: number; fetchedAt: number }>;
}

const b64url = (b: Buffer): string => b.toString('base64url');
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** RFC 7638: the required members in lexicographic order, no whitespace, SHA-256, base64url. */
export const jwkThumbprint = (jwk: {
  kty: string;
  crv: string;
  x: string;
  y?: string | undefined;
}): string => {
  const json =
    jwk.kty === 'EC'
      ? `{"crv":"${jwk.crv}","kty":"EC","x":"${jwk.x}","y":"${jwk.y ?? ''}"}`
      : `{"crv":"${jwk.crv}","kty":"${jwk.kty}","x":"${jwk.x}"}`;
  return b64url(createHash('sha256').update(json).digest());
};

const cacheLifetimeMs = (headers: Record<string, string>): number => {
  const m = /max-age=(\d+)/i.exec(headers['cache-control'] ?? '');
  const s = m ? Number(m[1]) : 3600;
  return Math.min(Math.max(s, 60), 86_400) * 1000;
};

/** A public JWK of a supported algorithm as a key object (cached by its coordinates). */
const requestKey = (ctx: KeyContext, jwk: Jwk): RequestKey => {
  const alg0 = str(jwk.alg);
  if (alg0 === undefined) throw new SignatureProblem('invalid_key', 'the key has no alg');
  const alg = alg0 === 'EdDSA' && ctx.acceptEdDSA && jwk.crv === 'Ed25519' ? 'Ed25519' : alg0;
  if (!(SUPPORTED_ALGS as readonly string[]).includes(alg))
    throw new SignatureProblem(
      'unsupported_algorithm',
      `alg ${alg0} is not supported (use Ed25519 or ES256)`,
    );
  const want = KEY_TYPE[alg as Alg];
  const kty = str(jwk.kty);
  const crv = str(jwk.crv);
  const x = str(jwk.x);
  const y = str(jwk.y);
  if (kty !== want.kty || crv !== want.crv)
    throw new SignatureProblem('invalid_key', `alg ${alg} needs kty ${want.kty} and crv ${want.crv}`);
  if (x === undefined || (kty === 'EC' && y === undefined))
    throw new SignatureProblem('invalid_key', 'the key lacks its public coordinates');
  if ('d' in jwk) throw new SignatureProblem('invalid_key', 'a private key was sent');
  const id = `${alg} ${x} ${y ?? ''}`;
  const cached = ctx.keys.get(id);
  if (cached) return cached;
  let key: KeyObject;
  try {
    key = createPublicKey({ key: { kty, crv, x, ...(y === undefined ? {} : { y }) }, format: 'jwk' });
  } catch {
    throw new SignatureProblem('invalid_key', 'the key is not a valid public key');
  }
  const found = { key, alg: alg as Alg, thumbprint: jwkThumbprint({ kty, crv, x, y }) };
  if (ctx.keys.size >= MAX_CACHED_KEYS) ctx.keys.delete(ctx.keys.keys().next().value ?? '');
  ctx.keys.set(id, found);
  return found;
};

/** Signature-Key `hwk`: the public key inline, as its JWK members. */
export const hwkKey = (ctx: KeyContext, params: Map<string, unknown>): RequestKey => {
  if (params.has('kid')) throw new SignatureProblem('invalid_key', 'an hwk key must not carry kid');
  return requestKey(ctx, Object.fromEntries(params));
};

const fetchJson = async (
  http: OutboundHttp,
  url: string,
): Promise<{ json: unknown; lifetimeMs: number } | null> => {
  try {
    const res = await http.send(url, {
      timeoutMs: 5000,
      maxBytes: ISSUER_META_MAX_BYTES,
      headers: { accept: 'application/json' },
    });
    if (res.status !== 200) return null;
    return { json: JSON.parse(res.body) as unknown, lifetimeMs: cacheLifetimeMs(res.headers) };
  } catch {
    return null;
  }
};

const issuerUrlProblem = (ctx: KeyContext, iss: string): string | null => {
  let u: URL;
  try {
    u = new URL(iss);
  } catch {
    return 'iss is not a URL';
  }
  const insecureOk = ctx.allowInsecureIssuers && u.protocol === 'http:';
  if (u.protocol !== 'https:' && !insecureOk) return 'iss must be an https URL';
  if (`${u.protocol}//${u.host}` !== iss) return 'iss must be scheme and lower-case host only';
  return null;
};

/** The issuer's jwks_uri: from memory (either answer), a fetch already under way, or one fetch. */
const jwksUriOf = async (ctx: KeyContext, iss: string, source: string): Promise<string> => {
  const now = Date.now();
  const cached = ctx.issuers.get(iss);
  if (cached && cached.until > now) return cached.jwksUri;
  const failed = ctx.failedIssuers.get(iss);
  if (failed && failed.until > now) throw failed.problem;
  const pending = ctx.inflight.get(iss);
  if (pending !== undefined) return pending;
  await ctx.beforeIssuerFetch(source);
  // The charge above may wait on the database: another request may have started (or finished)
  // the same lookup meanwhile, and joins it rather than fetching again.
  const joined = ctx.inflight.get(iss);
  if (joined !== undefined) return joined;
  const settled = ctx.failedIssuers.get(iss);
  if (settled && settled.until > Date.now()) throw settled.problem;
  const fresh = ctx.issuers.get(iss);
  if (fresh && fresh.until > Date.now()) return fresh.jwksUri;
  const lookup = fetchIssuer(ctx, iss).then(
    (uri) => {
      ctx.failedIssuers.delete(iss);
      return uri;
    },
    (e: unknown) => {
      if (e instanceof SignatureProblem) {
        if (ctx.failedIssuers.size >= MAX_FAILED_ISSUERS)
          ctx.failedIssuers.delete(ctx.failedIssuers.keys().next().value ?? '');
        ctx.failedIssuers.set(iss, { problem: e, until: Date.now() + ISSUER_FAILURE_TTL_MS });
      }
      throw e;
    },
  );
  ctx.inflight.set(iss, lookup);
  try {
    return await lookup;
  } finally {
    ctx.inflight.delete(iss);
  }
};

const fetchIssuer = async (ctx: KeyContext, iss: string): Promise<string> => {
  const now = Date.now();
  const cached = ctx.issuers.get(iss);
  const got = await fetchJson(ctx.http, `${iss}/.well-known/aauth-agent.json`);
  const meta = got?.json as Record<string, unknown> | null | undefined;
  if (!meta || typeof meta !== 'object') {
    if (cached) {
      // Keep what we had, and ask again in a minute rather than on every request.
      cached.until = now + 60_000;
      return cached.jwksUri;
    }
    throw new SignatureProblem(
      'issuer_missing',
      `no agent provider metadata at ${iss}/.well-known/aauth-agent.json`,
    );
  }
  if (meta.issuer === undefined) throw new SignatureProblem('issuer_missing', 'the metadata has no issuer');
  if (meta.issuer !== iss)
    throw new SignatureProblem('issuer_mismatch', 'the metadata issuer is not the token iss');
  const jwksUri = str(meta.jwks_uri);
  // A JWKS on another origin would need explicit admission: we admit none.
  if (!jwksUri?.startsWith(`${iss}/`))
    throw new SignatureProblem('invalid_jwt', 'jwks_uri must be on the issuer origin');
  ctx.issuers.set(iss, { jwksUri, until: now + Math.min(got?.lifetimeMs ?? 3_600_000, DAY_MS) });
  return jwksUri;
};

const jwksKey = async (ctx: KeyContext, jwksUri: string, kid: string): Promise<Jwk> => {
  const now = Date.now();
  const find = (set: Jwk[] | undefined) => set?.find((k) => k.kid === kid);
  const cached = ctx.jwks.get(jwksUri);
  const hit = cached && cached.until > now ? find(cached.keys) : undefined;
  if (hit) return hit;
  // Refetch on expiry or an unknown kid, at most once a minute per JWKS.
  if (!cached || cached.until <= now || now - cached.fetchedAt > 60_000) {
    const got = await fetchJson(ctx.http, jwksUri);
    const list = (got?.json as { keys?: unknown } | null)?.keys;
    if (Array.isArray(list)) {
      const usable = list.filter((k): k is Jwk => typeof k === 'object' && k !== null);
      ctx.jwks.set(jwksUri, { keys: usable, until: now + (got?.lifetimeMs ?? 3_600_000), fetchedAt: now });
    } else if (cached) cached.fetchedAt = now;
    // A JWKS that never answered is remembered empty, so the next fetch waits its minute too.
    else ctx.jwks.set(jwksUri, { keys: [], until: now + ISSUER_FAILURE_TTL_MS, fetchedAt: now });
  }
  const key = find(ctx.jwks.get(jwksUri)?.keys);
  if (!key) throw new SignatureProblem('unknown_key', `the issuer's JWKS has no key ${kid}`);
  return key;
};

type TokenHeader = ProtectedHeaderParameters;
type TokenClaims = JWTPayload;

/** The agent token's header and claims as -11 requires them, before any key is fetched. */
const checkTokenShape = (
  ctx: KeyContext,
  header: TokenHeader,
  claims: TokenClaims,
): { alg: string; kid: string; iss: string; sub: string; iat: number; cnf: Jwk } => {
  if (header.typ !== 'aa-agent+jwt')
    throw new SignatureProblem('invalid_jwt', 'the token typ must be aa-agent+jwt');
  if (!header.alg || !(SUPPORTED_ALGS as readonly string[]).includes(header.alg))
    throw new SignatureProblem(
      'unsupported_algorithm',
      `token alg ${header.alg ?? '(none)'} is not supported`,
    );
  const iss = str(claims.iss);
  const sub = str(claims.sub);
  if (!iss) throw new SignatureProblem('invalid_jwt', 'the token has no iss');
  const issProblem = issuerUrlProblem(ctx, iss);
  if (issProblem) throw new SignatureProblem('invalid_jwt', issProblem);
  if (!sub || !/^aauth:[a-z0-9._+-]{1,255}@[a-z0-9.-]+$/.test(sub))
    throw new SignatureProblem('invalid_jwt', 'sub must be aauth:<local>@<domain>');
  if (claims.dwk !== 'aauth-agent.json')
    throw new SignatureProblem('invalid_jwt', 'dwk must be aauth-agent.json');
  if (!str(claims.jti)) throw new SignatureProblem('invalid_jwt', 'the token has no jti');
  const cnf = claims.cnf as { jwk?: unknown } | undefined;
  if (!cnf || typeof cnf.jwk !== 'object' || cnf.jwk === null)
    throw new SignatureProblem('invalid_jwt', 'the token has no cnf.jwk');
  if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number')
    throw new SignatureProblem('invalid_jwt', 'the token needs iat and exp');
  if (!header.kid) throw new SignatureProblem('invalid_jwt', 'the token header has no kid');
  return { alg: header.alg, kid: header.kid, iss, sub, iat: claims.iat, cnf: cnf.jwk as Jwk };
};

/** Signature-Key `jwt`: an agent token signed by its issuer's JWKS key; the request key is its cnf. */
export const jwtKey = async (
  ctx: KeyContext,
  params: Map<string, unknown>,
  source: string,
): Promise<{ key: RequestKey; iss: string; sub: string }> => {
  const token = str(params.get('jwt'));
  if (!token) throw new SignatureProblem('invalid_jwt', 'Signature-Key jwt needs a jwt parameter');
  let header: TokenHeader;
  let claims: TokenClaims;
  try {
    header = decodeProtectedHeader(token);
    claims = decodeJwt(token);
  } catch {
    throw new SignatureProblem('invalid_jwt', 'the agent token is not a JWT');
  }
  const t = checkTokenShape(ctx, header, claims);
  const issuerKey = requestKey(ctx, await jwksKey(ctx, await jwksUriOf(ctx, t.iss, source), t.kid));
  if (issuerKey.alg !== t.alg)
    throw new SignatureProblem('invalid_jwt', 'token alg does not match the JWKS key');
  try {
    await jwtVerify(token, issuerKey.key, {
      typ: 'aa-agent+jwt',
      algorithms: [t.alg],
      currentDate: ctx.clock(),
      clockTolerance: ctx.windowS,
    });
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired)
      throw new SignatureProblem('expired_jwt', 'the agent token has expired');
    throw new SignatureProblem('invalid_jwt', 'the agent token signature or claims do not verify');
  }
  if (t.iat > ctx.clock().getTime() / 1000 + ctx.windowS)
    throw new SignatureProblem('expired_jwt', 'the agent token is issued in the future');
  return { key: requestKey(ctx, t.cnf), iss: t.iss, sub: t.sub };
};
