/**
 * GET /docs in headless Chromium: the page renders from our own origin only (works offline), shows
 * every operation and the guides of docs/, and logs no console errors.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/contract/operations.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { launchChromium } from '../helpers/browser.js';

let app: TestApp;
let browser: Browser;
beforeAll(async () => {
  app = await startTestApp();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await app.stop();
});

describe('GET /docs', () => {
  it('renders every operation and the guides from our own origin, without console errors', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const consoleErrors: string[] = [];
    const foreign: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    const origin = new URL(app.url).origin;
    // Offline: anything that is not our origin (or inline data) is refused and recorded.
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:'))
        return route.continue();
      foreign.push(url);
      return route.abort();
    });
    const res = await page.goto(`${app.url}/docs`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    for (const op of OPERATIONS)
      await expect(
        page.getByText(op.summary, { exact: true }).first().waitFor({ timeout: 15_000 }),
      ).resolves.toBeUndefined();
    // The guides render after the operations on a busy machine: wait for them as for the operations.
    for (const heading of ['Quick start', 'For AI assistants', 'Callbacks: Standard Webhooks'])
      await expect(
        page.getByText(heading, { exact: true }).first().waitFor({ timeout: 15_000 }),
      ).resolves.toBeUndefined();
    mkdirSync('reports', { recursive: true });
    await page.screenshot({ path: join('reports', 'docs-page.png') });
    // An operation in full: parameters, body, every response status.
    await page.getByText('Book tickets', { exact: true }).first().click();
    await page
      .getByText('CreateBookingRequest')
      .first()
      .waitFor({ state: 'attached', timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForTimeout(500);
    await page.screenshot({ path: join('reports', 'docs-page-booking.png') });
    expect(consoleErrors).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  }, 60_000);

  it('serves the renderer bundle and its style from node_modules, and nothing else under /docs', async () => {
    const r = await fetch(`${app.url}/docs/swagger-ui-bundle.js`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/javascript/);
    expect((await r.text()).length).toBeGreaterThan(1_000_000);
    const css = await fetch(`${app.url}/docs/swagger-ui.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/text\/css/);
    expect((await fetch(`${app.url}/docs/package.json`)).status).toBe(404);
  });
});
