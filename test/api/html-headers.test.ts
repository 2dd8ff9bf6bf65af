/**
 * Every HTML page the server sends carries a Content-Security-Policy, X-Frame-Options and nosniff
 * (the docs, the connect pages, the dev mailbox), and every other answer at least nosniff. The docs
 * page's inline start-up script is allowed by its hash (test/docs/docs-page.test.ts renders it in
 * Chromium under this policy).
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScripts, securityHeaders } from '../../src/api/html-headers.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { JAUNT_ENV: 'development' } });
});
afterAll(async () => {
  await app?.stop();
});

const get = (path: string) => fetch(`${app.url}${path}`, { redirect: 'manual' });

describe('security headers', () => {
  it.each([
    ['/docs', 200],
    ['/aauth/connect', 200],
    ['/aauth/connect/session', 403],
    ['/dev/mailbox', 200],
  ])('%s is an HTML page with CSP, X-Frame-Options and nosniff', async (path, status) => {
    const r = await get(path);
    expect([r.status, r.headers.get('content-type')]).toEqual([status, expect.stringMatching(/text\/html/)]);
    const csp = r.headers.get('content-security-policy') ?? '';
    // The connect pages keep their own stricter policy (default-src 'none'); the shared one is 'self'.
    expect(csp).toMatch(
      /^\/(aauth|dev)\//.test(`${path}/`) ? /default-src 'none'/ : /default-src 'self'.*object-src 'none'/,
    );
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const body = await r.text();
    // Each inline script of the page is allowed by its own hash, and nothing else inline is.
    for (const script of inlineScripts(body))
      expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    if (path === '/docs') expect(inlineScripts(body)).toHaveLength(1);
  });

  it("covers pages written with writeHead/end outside express's send (Slack's OAuth pages)", async () => {
    const web = express();
    web.use(securityHeaders());
    web.get('/slack/oauth_redirect', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><p>Installed</p>');
    });
    const server = web.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const r = await fetch(
        `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack/oauth_redirect`,
      );
      expect(r.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await r.text()).toContain('Installed');
    } finally {
      server.close();
    }
  });

  it('sends nosniff on JSON and scripts too, and no page policy on them', async () => {
    for (const path of ['/healthz', '/partner/v1/openapi.json', '/docs/swagger-ui-bundle.js', '/nowhere']) {
      const r = await get(path);
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      expect(r.headers.get('content-type')).not.toMatch(/html/);
      await r.arrayBuffer();
    }
  });
});
