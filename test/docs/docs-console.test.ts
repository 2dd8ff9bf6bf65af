/**
 * GET /docs in headless Chromium logs no schema complaints: whichever renderer draws the page, it
 * reads the whole OpenAPI document without a console error, and without a warning about the
 * document's schemas (validation errors, unresolved or malformed schemas), nor an error panel on the page.
 */
import type { Browser, ConsoleMessage } from 'playwright-core';
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

const SCHEMA_WORDS = /schema|validat|invalid|\$ref|components\/|unresolved|expected/i;

/** A console message with its arguments spelled out (objects as JSON, cut short). */
const spelled = async (m: ConsoleMessage): Promise<string> => {
  const args = await Promise.all(m.args().map((a) => a.jsonValue().catch(() => '?')));
  return `${m.type()}: ${m.text()} ${JSON.stringify(args).slice(0, 2000)}`;
};

describe('GET /docs console', () => {
  it('shows every operation without a console error or a warning about the schemas', async () => {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const seen: Promise<string>[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') seen.push(spelled(m));
    });
    page.on('pageerror', (e) => seen.push(Promise.resolve(`pageerror: ${e.message}`)));
    const res = await page.goto(`${app.url}/docs`, { waitUntil: 'networkidle' });
    expect(res?.status()).toBe(200);
    // Drawn operations mean the renderer has read (and checked) the document.
    for (const op of OPERATIONS)
      await page.getByText(op.summary, { exact: true }).first().waitFor({ timeout: 20_000 });
    const messages = await Promise.all(seen);
    expect(messages.filter((m) => m.startsWith('error') || m.startsWith('pageerror'))).toEqual([]);
    expect(messages.filter((m) => SCHEMA_WORDS.test(m))).toEqual([]);
    // Renderers that report schema trouble on the page rather than the console (Swagger UI's
    // "Errors" panel) say so in these words.
    expect(await page.locator('body').innerText()).not.toMatch(
      /Resolver error|Parser error|Could not render|Unable to render|Structural error/i,
    );
    await page.close();
  }, 60_000);
});
