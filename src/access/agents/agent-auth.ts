/**
 * Verifies agent requests signed with HTTP Message Signatures (RFC 9421) and a Signature-Key
 * (draft -08): `hwk` inline keys (pseudonymous agents known by their RFC 7638 thumbprint) and `jwt`
 * AAuth agent tokens (-11), whose issuer metadata and JWKS come through the SSRF-guarded client.
 * Order and error codes follow ../shared/notes/agent-auth.md.
 */
import { createHash, createPublicKey, verify as cryptoVerify, type KeyObject } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import { parseDictionary } from 'structured-headers';
import type { OutboundHttp } from '../../platform/http/outbound.js';
import type { Clock } from '../../platform/time.js';
import {
  parseSignatureInput,
  parseSignatureKey,
  parseSignatures,
  REQUIRED_COMPONENTS,
  type RequestView,
  SignatureProblem,
  signatureBase,
} from './http-signature.js';

export interface SignedRequest extends RequestView {
  /** The raw body when there is one (for a covered content-digest). */
  body: Buffer | null;
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

export const SUPPORTED_SCHEMES = ['jwt', 'hwk'] as const;
export const SUPPORTED_ALGS = ['Ed25519', 'ES256'] as const;
type Alg = (typeof SUPPORTED_ALGS)[number];
const KEY_TYPE: Record<Alg, { kty: string; crv: string }> = {
  Ed25519: { kty: 'OKP', crv: 'Ed25519' },
  ES256: { kty: 'EC', crv: 'P-256' },
};

interface RequestKey {
  key: KeyObject;
  alg: Alg;
  thumbprint: string;
}

type Jwk = Record<string, unknown>;

const b64url = (b: Buffer): string => b.toString('base64url');

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

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const MAX_CACHED_KEYS = 10_000;
const MAX_REPLAY_ENTRIES = 100_000;
const ISSUER_META_MAX_BYTES = 64 * 1024;
const DAY_MS = 86_400_000;

const cacheLifetimeMs = (headers: Record<string, string>): number => {
  const m = /max-age=(\d+)/i.exec(headers['cache-control'] ?? '');
  const s = m ? Number(m[1]) : 3600;
  return Math.min(Math.max(s, 60), 86_400) * 1000;
};

export const createAgentVerifier = (deps: {
  clock: Clock;
  /** Outbound client for issuer metadata and JWKS (SSRF guard, size and time limits). */
  http: OutboundHttp;
  /** Accept http:// issuers on loopback (tests and local demos only). */
  allowInsecureIssuers: boolean;
  windowS?: number;
  /** Older agents label Ed25519 keys `EdDSA`; off by default (notes: compatibility flag). */
  acceptEdDSA?: boolean;
}) => {
  const { clock, http } = deps;
  const windowS = deps.windowS ?? 60;
  const keys = new Map<string, RequestKey>();
  const replays = new Map<string, number>();

  const requestKey = (jwk: Jwk): RequestKey => {
    const alg0 = str(jwk.alg);
    if (alg0 === undefined) throw new SignatureProblem('invalid_key', 'the key has no alg');
    const alg = alg0 === 'EdDSA' && deps.acceptEdDSA && jwk.crv === 'Ed25519' ? 'Ed25519' : alg0;
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
    const cached = keys.get(id);
    if (cached) return cached;
    let key: KeyObject;
    try {
      key = createPublicKey({ key: { kty, crv, x, ...(y === undefined ? {} : { y }) }, format: 'jwk' });
    } catch {
      throw new SignatureProblem('invalid_key', 'the key is not a valid public key');
    }
    const found = { key, alg: alg as Alg, thumbprint: jwkThumbprint({ kty, crv, x, y }) };
    if (keys.size >= MAX_CACHED_KEYS) keys.delete(keys.keys().next().value ?? '');
    keys.set(id, found);
    return found;
  };

  const hwkKey = (params: Map<string, unknown>): RequestKey => {
    if (params.has('kid')) throw new SignatureProblem('invalid_key', 'an hwk key must not carry kid');
    return requestKey(Object.fromEntries(params));
  };

  // Issuer metadata and JWKS, cached; a failed fetch keeps what we had.
  const issuers = new Map<string, { jwksUri: string; until: number }>();
  const jwksCache = new Map<string, { keys: Jwk[]; until: number; fetchedAt: number }>();

  const fetchJson = async (url: string): Promise<{ json: unknown; lifetimeMs: number } | null> => {
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

  const issuerUrlProblem = (iss: string): string | null => {
    let u: URL;
    try {
      u = new URL(iss);
    } catch {
      return 'iss is not a URL';
    }
    const insecureOk = deps.allowInsecureIssuers && u.protocol === 'http:';
    if (u.protocol !== 'https:' && !insecureOk) return 'iss must be an https URL';
    if (`${u.protocol}//${u.host}` !== iss) return 'iss must be scheme and lower-case host only';
    return null;
  };

  const jwksUriOf = async (iss: string): Promise<string> => {
    const now = Date.now();
    const cached = issuers.get(iss);
    if (cached && cached.until > now) return cached.jwksUri;
    const got = await fetchJson(`${iss}/.well-known/aauth-agent.json`);
    const meta = got?.json as Record<string, unknown> | null | undefined;
    if (!meta || typeof meta !== 'object') {
      if (cached) return cached.jwksUri;
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
    issuers.set(iss, { jwksUri, until: now + Math.min(got?.lifetimeMs ?? 3_600_000, DAY_MS) });
    return jwksUri;
  };

  const jwksKey = async (jwksUri: string, kid: string): Promise<Jwk> => {
    const now = Date.now();
    const find = (set: Jwk[] | undefined) => set?.find((k) => k.kid === kid);
    const cached = jwksCache.get(jwksUri);
    const hit = cached && cached.until > now ? find(cached.keys) : undefined;
    if (hit) return hit;
    // Refetch on expiry or an unknown kid, at most once a minute per JWKS.
    if (!cached || cached.until <= now || now - cached.fetchedAt > 60_000) {
      const got = await fetchJson(jwksUri);
      const list = (got?.json as { keys?: unknown } | null)?.keys;
      if (Array.isArray(list)) {
        const usable = list.filter((k): k is Jwk => typeof k === 'object' && k !== null);
        jwksCache.set(jwksUri, { keys: usable, until: now + (got?.lifetimeMs ?? 3_600_000), fetchedAt: now });
      } else if (cached) cached.fetchedAt = now;
    }
    const key = find(jwksCache.get(jwksUri)?.keys);
    if (!key) throw new SignatureProblem('unknown_key', `the issuer's JWKS has no key ${kid}`);
    return key;
  };

  const jwtKey = async (
    params: Map<string, unknown>,
  ): Promise<{ key: RequestKey; iss: string; sub: string }> => {
    const token = str(params.get('jwt'));
    if (!token) throw new SignatureProblem('invalid_jwt', 'Signature-Key jwt needs a jwt parameter');
    let header: ReturnType<typeof decodeProtectedHeader>;
    let claims: ReturnType<typeof decodeJwt>;
    try {
      header = decodeProtectedHeader(token);
      claims = decodeJwt(token);
    } catch {
      throw new SignatureProblem('invalid_jwt', 'the agent token is not a JWT');
    }
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
    const issProblem = issuerUrlProblem(iss);
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
    const jwk = await jwksKey(await jwksUriOf(iss), header.kid);
    const issuerKey = requestKey(jwk);
    if (issuerKey.alg !== header.alg)
      throw new SignatureProblem('invalid_jwt', 'token alg does not match the JWKS key');
    try {
      await jwtVerify(token, issuerKey.key, {
        typ: 'aa-agent+jwt',
        algorithms: [header.alg],
        currentDate: clock(),
        clockTolerance: windowS,
      });
    } catch (e) {
      if (e instanceof joseErrors.JWTExpired)
        throw new SignatureProblem('expired_jwt', 'the agent token has expired');
      throw new SignatureProblem('invalid_jwt', 'the agent token signature or claims do not verify');
    }
    if (claims.iat > clock().getTime() / 1000 + windowS)
      throw new SignatureProblem('expired_jwt', 'the agent token is issued in the future');
    return { key: requestKey(cnf.jwk as Jwk), iss, sub };
  };

  const checkDigest = (field: string | undefined, body: Buffer | null): void => {
    if (field === undefined) return;
    let dict: ReturnType<typeof parseDictionary>;
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

  const rememberOnce = (id: string, untilMs: number): boolean => {
    const now = clock().getTime();
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

  const verify = async (req: SignedRequest): Promise<VerifiedAgent> => {
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
    const now = clock().getTime() / 1000;
    if (member.created === null) throw new SignatureProblem('invalid_signature', 'created is required');
    if (Math.abs(now - member.created) > windowS)
      throw new SignatureProblem('invalid_signature', `created is more than ${windowS} s from our clock`);
    if (member.expires !== null && member.expires < now)
      throw new SignatureProblem('invalid_signature', 'the signature has expired');
    const skey = skeys.get(member.label);
    const sig = sigs.get(member.label);
    if (!skey || !sig) throw new SignatureProblem('invalid_request', 'signature label not found');
    let key: RequestKey;
    let identity: Pick<VerifiedAgent, 'issuer' | 'subject'> = { issuer: null, subject: null };
    if (skey.scheme === 'hwk') key = hwkKey(skey.params);
    else if (skey.scheme === 'jwt') {
      const j = await jwtKey(skey.params);
      key = j.key;
      identity = { issuer: j.iss, subject: j.sub };
    } else
      throw new SignatureProblem(
        'unsupported_scheme',
        `Signature-Key scheme ${skey.scheme} is not supported`,
      );
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
      if (!rememberOnce(id, (member.created + windowS) * 1000))
        throw new SignatureProblem('invalid_signature', 'this signature was already used (replay)');
    }
    return {
      scheme: skey.scheme,
      thumbprint: key.thumbprint,
      ...identity,
      identity: identity.issuer ? `${identity.issuer} ${identity.subject}` : `jkt:${key.thumbprint}`,
    };
  };

  return { verify };
};
export type AgentVerifier = ReturnType<typeof createAgentVerifier>;
