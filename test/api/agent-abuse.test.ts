/**
 * Agents and their sign-in against abuse: sign-in codes guessed across many interactions (per email
 * and per source, growing lockout), the /aauth/connect page hammered, the victim's inbox flooded,
 * the free trial and daily quota farmed with fresh keys from one network, and jwt issuers fetched
 * on every request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SIGNIN_BY_ADDRESS,
  SIGNIN_BY_ADDRESS_DAY,
  SIGNIN_BY_SOURCE,
} from '../../src/access/limits/limits.js';
import { CONNECT_PER_MINUTE } from '../../src/api/connect/routes.js';
import { type AgentKey, newAgentKey, signRequest } from '../helpers/agent-signer.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { all } from '../helpers/db.js';

const PUBLIC_URL = 'https://api.jaunt.test';
const H3 = '/partner/v1/h3?lat=40.7&lng=-74';

let apps: TestApp[] = [];
const start = async (env: Record<string, string> = {}) => {
  const app = await startTestApp({
    env: { JAUNT_PUBLIC_URL: PUBLIC_URL, JAUNT_AGENT_FREE_TRIAL: '0', ...env },
  });
  apps.push(app);
  return app;
};
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(apps.map((a) => a.stop()));
  apps = [];
});
/** Limit windows count on Date.now and timers: hold them still, move them with advanceTimersByTime. */
const stillWindowClock = () => vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });

const signed = (app: TestApp, target: string, key: AgentKey, headers: Record<string, string> = {}) =>
  app.request(target, {
    headers: {
      ...signRequest({
        target,
        authority: 'api.jaunt.test',
        key,
        created: Math.floor(app.now.value.getTime() / 1000),
      }),
      ...headers,
    },
  });

/** A browser without JavaScript: cookies, forms, no automatic redirects. */
const browser = (app: TestApp) => {
  const jar = new Map<string, string>();
  const go = async (path: string, form?: Record<string, string>) => {
    const res = await fetch(`${app.url}${path}`, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return {
      status: res.status,
      location: res.headers.get('location'),
      html: await res.text(),
      headers: res.headers,
    };
  };
  const csrf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return { go, csrf };
};

/** A fresh agent past its (zero) trial, its code confirmed and a sign-in started for `email`. */
const signInFor = async (app: TestApp, email: string) => {
  const r = await signed(app, H3, newAgentKey());
  expect(r.status).toBe(202);
  const code = /code="([^"]+)"/.exec(r.headers.get('aauth-requirement') ?? '')?.[1] ?? '';
  const b = browser(app);
  const opened = await b.go(`/aauth/connect?code=${encodeURIComponent(code)}`);
  expect(opened.status).toBe(200);
  const started = await b.go('/aauth/connect', { csrf: b.csrf(opened.html), step: 'start', code, email });
  expect(started.status).toBe(303);
  const token = b.csrf((await b.go('/aauth/connect/session')).html);
  const guess = (otp: string) => b.go('/aauth/connect', { csrf: token, step: 'verify', otp });
  return { guess, b };
};

const mailsTo = async (app: TestApp, to: string) =>
  all<{ subject: string }>(
    app.store,
    sql`SELECT subject FROM mail_outbox WHERE to_address = ${to} ORDER BY id`,
  );
const codeIn = (subject: string) => /(\d{6,})/.exec(subject)?.[1] ?? '';

describe('sign-in codes', () => {
  it('are 8 digits', async () => {
    const app = await start();
    await app.createKey('self-serve', { email: 'alice@example.com' });
    await signInFor(app, 'alice@example.com');
    const [mail] = await mailsTo(app, 'alice@example.com');
    expect(mail?.subject).toMatch(/: \d{8}$/);
  });

  /** Spends `n` wrong codes for `email`, at most 4 per interaction (the 5th would end it); returns the last one. */
  const spendWrong = async (app: TestApp, email: string, n: number) => {
    let s = await signInFor(app, email);
    for (let i = 0, inThis = 0; i < n; i++, inThis++) {
      if (inThis === 4) {
        s = await signInFor(app, email);
        inThis = 0;
      }
      expect((await s.guess('00000000')).status).toBe(303);
    }
    return s;
  };

  it(`lock an address after ${SIGNIN_BY_ADDRESS.attempts} wrong codes across interactions, and the lock grows`, async () => {
    const app = await start({ JAUNT_SIGNIN_MAILS_PER_HOUR: '100' });
    await app.createKey('self-serve', { email: 'alice@example.com' });
    stillWindowClock();
    const last = await spendWrong(app, 'alice@example.com', SIGNIN_BY_ADDRESS.attempts);
    // Over the address's budget even the right code of a live interaction is refused.
    const mails = await mailsTo(app, 'alice@example.com');
    const locked = await last.guess(codeIn(mails.at(-1)?.subject ?? ''));
    expect(locked.status).toBe(429);
    const firstLock = Number(locked.headers.get('retry-after'));
    expect(firstLock).toBeGreaterThan(0);
    expect(firstLock).toBeLessThanOrEqual(SIGNIN_BY_ADDRESS.windowS);
    vi.advanceTimersByTime((SIGNIN_BY_ADDRESS.windowS + 1) * 1000);
    const again = await spendWrong(app, 'alice@example.com', SIGNIN_BY_ADDRESS.attempts);
    const second = await again.guess('00000000');
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBe(2 * SIGNIN_BY_ADDRESS.windowS);
  });

  it(`lock an address for a day after ${SIGNIN_BY_ADDRESS_DAY.attempts} wrong codes paced under the short window`, async () => {
    const app = await start({ JAUNT_SIGNIN_MAILS_PER_HOUR: '100' });
    await app.createKey('self-serve', { email: 'alice@example.com' });
    stillWindowClock();
    let last = await signInFor(app, 'alice@example.com');
    for (let spent = 0; spent < SIGNIN_BY_ADDRESS_DAY.attempts; spent += SIGNIN_BY_ADDRESS.attempts) {
      last = await spendWrong(app, 'alice@example.com', SIGNIN_BY_ADDRESS.attempts);
      vi.advanceTimersByTime((SIGNIN_BY_ADDRESS.windowS + 1) * 1000);
    }
    const refused = await last.guess('00000000');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(SIGNIN_BY_ADDRESS.windowS);
  });

  it(`lock a source after ${SIGNIN_BY_SOURCE.attempts} wrong codes across addresses`, async () => {
    const app = await start();
    stillWindowClock();
    for (let n = 0; n * 4 < SIGNIN_BY_SOURCE.attempts; n++)
      await spendWrong(app, `nobody${n}@example.com`, Math.min(4, SIGNIN_BY_SOURCE.attempts - n * 4));
    const s = await signInFor(app, 'nobody-else@example.com');
    const refused = await s.guess('00000000');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('mail an address at most JAUNT_SIGNIN_MAILS_PER_HOUR times an hour', async () => {
    const app = await start({ JAUNT_SIGNIN_MAILS_PER_HOUR: '2' });
    await app.createKey('self-serve', { email: 'alice@example.com' });
    stillWindowClock();
    for (let i = 0; i < 4; i++) await signInFor(app, 'alice@example.com');
    expect(await mailsTo(app, 'alice@example.com')).toHaveLength(2);
  });
});

describe('/aauth/connect', () => {
  it('answers 429 with Retry-After when one source hammers it', async () => {
    const app = await start();
    stillWindowClock();
    const statuses: number[] = [];
    let last: Response | null = null;
    for (let i = 0; i <= CONNECT_PER_MINUTE; i++) {
      last = await fetch(`${app.url}/aauth/connect?code=AAAA-AAAA`);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, CONNECT_PER_MINUTE).every((s) => s !== 429)).toBe(true);
    expect(last?.status).toBe(429);
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('agents from one network', () => {
  it('share one free trial a day, however many keys they mint', async () => {
    const app = await start({ JAUNT_AGENT_FREE_TRIAL: '2', JAUNT_AGENT_NETWORK_TRIAL: '3' });
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const key = newAgentKey();
      for (let j = 0; j < 2; j++) answers.push((await signed(app, H3, key)).status);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(3);
    expect(answers.filter((s) => s === 202)).toHaveLength(5);
  });

  it('share one daily quota', async () => {
    const app = await start({
      JAUNT_AGENT_DAILY_QUOTA: '100',
      JAUNT_AGENT_NETWORK_DAILY_QUOTA: '3',
      JAUNT_AGENT_FREE_TRIAL: '100',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signed(app, H3, newAgentKey())).status);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[3]).toBe(429);
  });

  it('register at most JAUNT_AGENT_NEW_PER_NETWORK_HOUR new agents an hour', async () => {
    const app = await start({ JAUNT_AGENT_NEW_PER_NETWORK_HOUR: '3', JAUNT_AGENT_FREE_TRIAL: '100' });
    stillWindowClock();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signed(app, '/partner/v1/auth', newAgentKey())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const [row] = await all<{ n: number }>(app.store, sql`SELECT count(*) AS n FROM agent`);
    expect(Number(row?.n)).toBe(3);
  });
});

describe('jwt issuers', () => {
  let ap: Server | null = null;
  afterEach(() => new Promise<void>((r) => (ap ? ap.close(() => r()) : r())));

  it('ask an issuer that stopped answering again a minute later, not on every request', async () => {
    const { SignJWT } = await import('jose');
    const { generateKeyPairSync } = await import('node:crypto');
    const apKeys = generateKeyPairSync('ed25519');
    const apJwk = { ...apKeys.publicKey.export({ format: 'jwk' }), kid: 'ap-1', alg: 'Ed25519' };
    let up = true;
    let metadataFetches = 0;
    ap = createServer((req, res) => {
      if (req.url === '/.well-known/aauth-agent.json') metadataFetches++;
      if (!up) return void res.writeHead(503).end();
      res.setHeader('content-type', 'application/json');
      if (req.url === '/.well-known/aauth-agent.json')
        res.end(JSON.stringify({ issuer: iss, jwks_uri: `${iss}/jwks.json` }));
      else res.end(JSON.stringify({ keys: [apJwk] }));
    });
    await new Promise<void>((r) => ap?.listen(0, '127.0.0.1', r));
    const iss = `http://127.0.0.1:${(ap.address() as AddressInfo).port}`;
    const app = await start({ JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1', JAUNT_AGENT_FREE_TRIAL: '100' });
    stillWindowClock();
    const k = newAgentKey();
    const call = async () => {
      const nowS = Math.floor(app.now.value.getTime() / 1000);
      const token = await new SignJWT({ dwk: 'aauth-agent.json', cnf: { jwk: { ...k.jwk, alg: k.alg } } })
        .setProtectedHeader({ alg: 'Ed25519', typ: 'aa-agent+jwt', kid: 'ap-1' })
        .setIssuer(iss)
        .setSubject('aauth:steady@agents.example')
        .setJti(crypto.randomUUID())
        .setIssuedAt(nowS - 10)
        .setExpirationTime(nowS + 3600)
        .sign(apKeys.privateKey);
      const headers = signRequest({
        target: H3,
        authority: 'api.jaunt.test',
        key: k,
        created: nowS,
        signatureKey: `sig=jwt;jwt="${token}"`,
      });
      return (await app.request(H3, { headers })).status;
    };
    expect(await call()).toBe(200);
    up = false;
    // Past the metadata's lifetime (an hour without Cache-Control): what we had still serves.
    vi.advanceTimersByTime(3_601_000);
    for (let i = 0; i < 10; i++) expect(await call()).toBe(200);
    expect(metadataFetches).toBe(2);
  });

  it('fetch a failing issuer once, not once per request, concurrent requests sharing one fetch', async () => {
    let fetches = 0;
    ap = createServer((_req, res) => {
      fetches++;
      res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((r) => ap?.listen(0, '127.0.0.1', r));
    const iss = `http://127.0.0.1:${(ap.address() as AddressInfo).port}`;
    const app = await start({ JAUNT_ALLOW_LOOPBACK_WEBHOOKS: '1', JAUNT_AGENT_FREE_TRIAL: '100' });
    const { SignJWT } = await import('jose');
    const { generateKeyPairSync } = await import('node:crypto');
    const apKey = generateKeyPairSync('ed25519').privateKey;
    const attempt = async (i: number) => {
      const k = newAgentKey();
      const nowS = Math.floor(app.now.value.getTime() / 1000);
      const token = await new SignJWT({ dwk: 'aauth-agent.json', cnf: { jwk: { ...k.jwk, alg: k.alg } } })
        .setProtectedHeader({ alg: 'Ed25519', typ: 'aa-agent+jwt', kid: 'k' })
        .setIssuer(iss)
        .setSubject(`aauth:a${i}@agents.example`)
        .setJti(`j${i}`)
        .setIssuedAt(nowS - 10)
        .setExpirationTime(nowS + 3600)
        .sign(apKey);
      const r = await app.request(H3, {
        headers: signRequest({
          target: H3,
          authority: 'api.jaunt.test',
          key: k,
          created: nowS,
          signatureKey: `sig=jwt;jwt="${token}"`,
        }),
      });
      expect(r.status).toBe(401);
      expect(r.headers.get('signature-error')).toBe('error=issuer_missing');
    };
    await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(i)));
    for (let i = 10; i < 30; i++) await attempt(i);
    expect(fetches).toBe(1);
  });
});
