import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculateJwkThumbprint, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AgentKey,
  contentDigest,
  hwkField,
  newAgentKey,
  type SignOptions,
  signRequest,
  thumbprintOf,
} from '../helpers/agent-signer.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

const PUBLIC_URL = 'https://api.jaunt.test';
const AUTHORITY = 'api.jaunt.test';
const H3 = '/partner/v1/h3?lat=40.7&lng=-74';

let app: TestApp;
const nowS = () => Math.floor(app.now.value.getTime() / 1000);

/** Sends a request signed by the test's own signer; `over` changes what is signed or sent. */
const signed = async (
  target: string,
  key: AgentKey,
  over: Partial<SignOptions> & { sendBody?: string; extraHeaders?: Record<string, string> } = {},
) => {
  const headers = signRequest({ target, authority: AUTHORITY, key, created: nowS(), ...over });
  const body = over.sendBody ?? over.body;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return app.request(target, {
    method: over.method ?? 'GET',
    headers: { ...headers, ...over.extraHeaders },
    ...(body === undefined ? {} : { rawBody: body }),
  });
};

beforeAll(async () => {
  app = await startTestApp({
    env: { JAUNT_PUBLIC_URL: PUBLIC_URL, JAUNT_AGENT_FREE_TRIAL: '3', JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1' },
  });
});
afterAll(() => app.stop());

describe('no credential', () => {
  it('answers 401 with the RFC 9728 challenge and the agent-token requirement', async () => {
    const r = await app.request(H3);
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Missing credentials', code: 'unauthenticated' });
    expect(r.headers.get('www-authenticate')).toBe(
      `Bearer resource_metadata="${PUBLIC_URL}/.well-known/oauth-protected-resource"`,
    );
    expect(r.headers.get('aauth-requirement')).toBe('requirement=agent-token');
  });

  it('serves protected-resource metadata at the root and path-inserted URLs', async () => {
    const root = await app.request('/.well-known/oauth-protected-resource');
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({ resource: PUBLIC_URL, bearer_methods_supported: ['header'] });
    const partner = await app.request('/.well-known/oauth-protected-resource/partner/v1');
    expect(partner.body).toMatchObject({ resource: `${PUBLIC_URL}/partner/v1` });
  });
});

describe('signed requests', () => {
  it.each(['Ed25519', 'ES256'] as const)(
    'accepts an hwk %s agent identified by its key thumbprint',
    async (alg) => {
      const key = newAgentKey(alg);
      const r = await signed('/partner/v1/auth', key);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({
        ok: true,
        kind: 'agent',
        name: expect.stringContaining(thumbprintOf(key.jwk).slice(0, 12)),
      });
      expect(thumbprintOf(key.jwk)).toBe(await calculateJwkThumbprint(key.jwk));
      // Same key, same agent.
      const again = await signed('/partner/v1/auth', key);
      expect((again.body as { key_id: string }).key_id).toBe((r.body as { key_id: string }).key_id);
      expect(r.headers.get('ratelimit-policy')).toContain('"daily";q=1000;w=86400');
    },
  );

  it('takes @authority from JAUNT_PUBLIC_URL, never from the Host header', async () => {
    const key = newAgentKey();
    const host = new URL(app.url).host;
    const r = await app.request('/partner/v1/auth', {
      headers: signRequest({ target: '/partner/v1/auth', authority: host, key, created: nowS() }),
    });
    expect(r.status).toBe(401);
    expect(r.headers.get('signature-error')).toBe('error=invalid_signature');
  });

  it('verifies extra covered components such as @query', async () => {
    const key = newAgentKey();
    const ok = await signed(H3, key, {
      components: ['@method', '@authority', '@path', '@query', 'signature-key'],
    });
    expect(ok.status).toBe(200);
    const headers = signRequest({
      target: H3,
      authority: AUTHORITY,
      key,
      created: nowS(),
      components: ['@method', '@authority', '@path', '@query', 'signature-key'],
    });
    const moved = await app.request('/partner/v1/h3?lat=10&lng=10', { headers });
    expect(moved.status).toBe(401);
  });
});

describe('every failure is 401 with Signature-Error and {error, code}', () => {
  const expectFailure = (r: { status: number; headers: Headers; body: unknown }, code: string) => {
    expect(r.status).toBe(401);
    expect(r.headers.get('signature-error')).toMatch(new RegExp(`^error=${code}`));
    expect(r.body).toEqual({ error: expect.any(String), code });
  };

  it('a missing header', async () => {
    const headers = signRequest({ target: H3, authority: AUTHORITY, key: newAgentKey(), created: nowS() });
    delete headers.signature;
    expectFailure(await app.request(H3, { headers }), 'invalid_request');
  });

  it('a missing required component', async () => {
    const r = await signed(H3, newAgentKey(), { components: ['@method', '@path', 'signature-key'] });
    expectFailure(r, 'invalid_input');
    expect(r.headers.get('signature-error')).toBe(
      'error=invalid_input, required_input=("@method" "@authority" "@path" "signature-key")',
    );
  });

  it.each([
    ['61 s old', -61],
    ['61 s ahead', 61],
  ])('created %s', async (_label, skew) => {
    expectFailure(await signed(H3, newAgentKey(), { created: nowS() + skew }), 'invalid_signature');
  });

  it('accepts created within the window in both directions', async () => {
    const key = newAgentKey();
    expect((await signed(H3, key, { created: nowS() - 59 })).status).toBe(200);
    expect((await signed(H3, key, { created: nowS() + 59 })).status).toBe(200);
  });

  it('a signature by another key than the one in Signature-Key', async () => {
    expectFailure(await signed(H3, newAgentKey(), { signWith: newAgentKey() }), 'invalid_signature');
  });

  it('an unsupported scheme, naming the ones we accept', async () => {
    const r = await signed(H3, newAgentKey(), {
      signatureKey: 'sig=jwks_uri;uri="https://agent.example/jwks"',
    });
    expectFailure(r, 'unsupported_scheme');
    expect(r.headers.get('accept-signature-scheme')).toBe('jwt, hwk');
  });

  it('an EdDSA-labelled key, a key without alg and an hwk key with kid', async () => {
    const key = newAgentKey();
    const field = hwkField(key);
    const eddsa = await signed(H3, key, { signatureKey: field.replace('alg="Ed25519"', 'alg="EdDSA"') });
    expectFailure(eddsa, 'unsupported_algorithm');
    expect(eddsa.headers.get('accept-signature-alg')).toBe('Ed25519, ES256');
    expectFailure(
      await signed(H3, key, { signatureKey: field.replace(';alg="Ed25519"', '') }),
      'invalid_key',
    );
    expectFailure(await signed(H3, key, { signatureKey: hwkField(key, ';kid="k1"') }), 'invalid_key');
    const p256 = newAgentKey('ES256');
    expectFailure(
      await signed(H3, p256, { signatureKey: hwkField(p256).replace('"ES256"', '"Ed25519"') }),
      'invalid_key',
    );
  });

  it('a keyid that names another key (the right one is accepted)', async () => {
    const key = newAgentKey();
    expect((await signed(H3, key, { keyid: thumbprintOf(key.jwk) })).status).toBe(200);
    expectFailure(await signed(H3, key, { keyid: 'test-key-ed25519' }), 'invalid_key');
  });

  it('a replayed non-GET request', async () => {
    const key = newAgentKey();
    const body = JSON.stringify({ external_user_id: 'u1' });
    const headers = signRequest({
      method: 'POST',
      target: '/partner/v1/users',
      authority: AUTHORITY,
      key,
      created: nowS(),
      body,
      headers: { 'content-type': 'application/json' },
      components: ['@method', '@authority', '@path', 'signature-key', 'content-digest'],
    });
    const first = await app.request('/partner/v1/users', { method: 'POST', headers, rawBody: body });
    expect(first.status).toBe(403); // verified; users are for negotiated keys only
    expectFailure(
      await app.request('/partner/v1/users', { method: 'POST', headers, rawBody: body }),
      'invalid_signature',
    );
  });

  it('a tampered body under a covered content-digest', async () => {
    const body = JSON.stringify({ external_user_id: 'u2' });
    const r = await signed('/partner/v1/users', newAgentKey(), {
      method: 'POST',
      body,
      sendBody: JSON.stringify({ external_user_id: 'u3' }),
      headers: { 'content-type': 'application/json' },
      components: ['@method', '@authority', '@path', 'signature-key', 'content-digest'],
    });
    expectFailure(r, 'invalid_signature');
    expect(r.body).toMatchObject({ error: expect.stringContaining('Content-Digest') });
    expect(contentDigest(body)).toMatch(/^sha-256=:/);
  });
});

describe('what an agent may do', () => {
  it('gets 400 for x-external-user-id and 403 for users and bookings', async () => {
    const key = newAgentKey();
    const ext = await signed(H3, key, { extraHeaders: { 'x-external-user-id': 'someone' } });
    expect(ext.status).toBe(400);
    expect(ext.body).toMatchObject({ code: 'external_user_not_allowed' });
    const booking = await signed('/partner/v1/bookings', key, { method: 'POST', body: '{}' });
    expect(booking.status).toBe(403);
  });

  it('spends its free trial, then answers 202 with the interaction requirement (except /auth)', async () => {
    const key = newAgentKey();
    for (let i = 0; i < 3; i++) expect((await signed(H3, key)).status).toBe(200);
    const r = await signed(H3, key);
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ error: expect.any(String), code: 'interaction_required', status: 'pending' });
    expect(r.headers.get('aauth-requirement')).toMatch(
      /^requirement=interaction;url="https:\/\/api\.jaunt\.test\/aauth\/connect";code="[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}"$/,
    );
    expect(r.headers.get('location')).toMatch(
      /^https:\/\/api\.jaunt\.test\/partner\/v1\/aauth\/interaction\?state=[\w-]{43}$/,
    );
    expect(r.headers.get('retry-after')).toBe('0');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect((await signed('/partner/v1/auth', key)).status).toBe(200);

    const poll =
      new URL(r.headers.get('location') ?? '').pathname + new URL(r.headers.get('location') ?? '').search;
    const pending = await signed(poll, key);
    expect(pending.status).toBe(202);
    expect(pending.body).toEqual({ error: expect.any(String), status: 'pending' });
    expect(pending.headers.get('retry-after')).toBe('5');
    expect((await signed(poll, newAgentKey())).status).toBe(403);
    expect((await app.request(poll)).status).toBe(401);
    expect((await signed('/partner/v1/aauth/interaction?state=nope', key)).status).toBe(410);
  });

  it('expires an unanswered interaction: 408, then 410', async () => {
    const key = newAgentKey();
    for (let i = 0; i < 3; i++) await signed(H3, key);
    const r = await signed(H3, key);
    const loc = new URL(r.headers.get('location') ?? '');
    const started = app.now.value;
    try {
      app.now.value = new Date(started.getTime() + 11 * 60_000);
      const expired = await signed(loc.pathname + loc.search, key);
      expect(expired.status).toBe(408);
      expect(expired.body).toMatchObject({ error: 'expired' });
      expect((await signed(loc.pathname + loc.search, key)).status).toBe(410);
    } finally {
      app.now.value = started;
    }
  });
});

describe('agent tokens (jwt)', () => {
  let ap: Server;
  let iss: string;
  const apKeys = generateKeyPairSync('ed25519');
  const apJwk = { ...apKeys.publicKey.export({ format: 'jwk' }), kid: 'ap-1', alg: 'Ed25519', use: 'sig' };
  let metadataIssuer: (iss: string) => string = (i) => i;

  beforeAll(async () => {
    ap = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/aauth-agent.json')
        res.end(JSON.stringify({ issuer: metadataIssuer(iss), jwks_uri: `${iss}/jwks.json` }));
      else if (req.url === '/jwks.json') res.end(JSON.stringify({ keys: [apJwk] }));
      else res.writeHead(404).end('{}');
    });
    await new Promise<void>((r) => ap.listen(0, '127.0.0.1', r));
    iss = `http://127.0.0.1:${(ap.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => ap.close(() => r())));

  const agentToken = async (key: AgentKey, o: { sub?: string; exp?: number; kid?: string } = {}) =>
    new SignJWT({ dwk: 'aauth-agent.json', cnf: { jwk: { ...key.jwk, alg: key.alg } } })
      .setProtectedHeader({ alg: 'Ed25519', typ: 'aa-agent+jwt', kid: o.kid ?? 'ap-1' })
      .setIssuer(iss)
      .setSubject(o.sub ?? 'aauth:helper@agents.example')
      .setJti(crypto.randomUUID())
      .setIssuedAt(nowS() - 10)
      .setExpirationTime(o.exp ?? nowS() + 3600)
      .sign(apKeys.privateKey);

  it('accepts a token whose issuer and JWKS check out; (iss, sub) is the agent across key rotation', async () => {
    const k1 = newAgentKey();
    const k2 = newAgentKey('ES256');
    const a = await signed('/partner/v1/auth', k1, { signatureKey: `sig=jwt;jwt="${await agentToken(k1)}"` });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ kind: 'agent', name: `aauth:helper@agents.example (${iss})` });
    const b = await signed('/partner/v1/auth', k2, { signatureKey: `sig=jwt;jwt="${await agentToken(k2)}"` });
    expect(b.body).toMatchObject({ kind: 'agent' });
    expect((b.body as { key_id: string }).key_id).toBe((a.body as { key_id: string }).key_id);
  });

  it('refuses a request signed by another key than cnf.jwk', async () => {
    const k1 = newAgentKey();
    const r = await signed(H3, newAgentKey(), { signatureKey: `sig=jwt;jwt="${await agentToken(k1)}"` });
    expect(r.headers.get('signature-error')).toBe('error=invalid_signature');
  });

  it('answers expired_jwt, unknown_key, invalid_jwt and issuer_mismatch', async () => {
    const k = newAgentKey();
    const expired = await signed(H3, k, {
      signatureKey: `sig=jwt;jwt="${await agentToken(k, { exp: nowS() - 120 })}"`,
    });
    expect(expired.headers.get('signature-error')).toBe('error=expired_jwt');
    const unknown = await signed(H3, k, {
      signatureKey: `sig=jwt;jwt="${await agentToken(k, { kid: 'ap-2' })}"`,
    });
    expect(unknown.headers.get('signature-error')).toBe('error=unknown_key');
    const badSub = await signed(H3, k, {
      signatureKey: `sig=jwt;jwt="${await agentToken(k, { sub: 'bob' })}"`,
    });
    expect(badSub.headers.get('signature-error')).toBe('error=invalid_jwt');
    expect(badSub.status).toBe(401);
  });

  it('answers issuer_mismatch when the metadata names another issuer', async () => {
    // A fresh app: the first app has the good metadata cached.
    const other = await startTestApp({
      env: { JAUNT_PUBLIC_URL: PUBLIC_URL, JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1' },
    });
    metadataIssuer = () => 'https://someone-else.example';
    try {
      const k = newAgentKey();
      const headers = signRequest({
        target: H3,
        authority: AUTHORITY,
        key: k,
        created: Math.floor(other.now.value.getTime() / 1000),
        signatureKey: `sig=jwt;jwt="${await agentToken(k)}"`,
      });
      const r = await other.request(H3, { headers });
      expect(r.status).toBe(401);
      expect(r.headers.get('signature-error')).toBe('error=issuer_mismatch');
    } finally {
      metadataIssuer = (i) => i;
      await other.stop();
    }
  });
});

describe('agent daily quota', () => {
  it('gives 429 once JAUNT_AGENT_DAILY_QUOTA is spent', async () => {
    const small = await startTestApp({ env: { JAUNT_PUBLIC_URL: PUBLIC_URL, JAUNT_AGENT_DAILY_QUOTA: '2' } });
    try {
      const key = newAgentKey();
      const send = () =>
        small.request(H3, {
          headers: signRequest({
            target: H3,
            authority: AUTHORITY,
            key,
            created: Math.floor(small.now.value.getTime() / 1000),
          }),
        });
      expect((await send()).status).toBe(200);
      expect((await send()).status).toBe(200);
      const r = await send();
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({ code: 'rate_limited' });
    } finally {
      await small.stop();
    }
  });
});
