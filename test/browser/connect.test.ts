/**
 * The whole agent interaction flow in headless Chromium: a signed agent spends its trial, gets the
 * 202, a person opens the URL, reads the emailed code, approves; the agent's poll answers 200 and
 * its original request goes through. Leaves screenshots in reports/ to look at.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newAgentKey, signRequest } from '../helpers/agent-signer.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { launchChromium } from '../helpers/browser.js';
import { signInCode, startSmtp, type TestSmtp } from '../helpers/smtp.js';

vi.setConfig({ testTimeout: 90_000 });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });

let app: TestApp;
let smtp: TestSmtp;
let browser: Browser;
let publicUrl: string;

beforeAll(async () => {
  smtp = await startSmtp();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  app = await startTestApp({
    env: {
      PORT: String(port),
      JAUNT_PUBLIC_URL: publicUrl,
      JAUNT_AGENT_FREE_TRIAL: '2',
      JAUNT_SMTP_URL: smtp.url,
    },
  });
  await app.createKey('self-serve', { email: 'carol@example.com' });
  browser = await launchChromium();
  mkdirSync('reports', { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

describe('agent interaction in a browser', () => {
  it('runs from the trial to the approved, retried request', async () => {
    const key = newAgentKey();
    const authority = new URL(publicUrl).host;
    const agentGet = (target: string) =>
      fetch(`${publicUrl}${target}`, {
        headers: signRequest({ target, authority, key, created: Math.floor(app.now.value.getTime() / 1000) }),
      });
    const original = '/partner/v1/search?prompt=jazz%20tonight';

    expect((await agentGet(original)).status).toBe(200);
    expect((await agentGet(original)).status).toBe(200);
    const needs = await agentGet(original);
    expect(needs.status).toBe(202);
    const requirement = needs.headers.get('aauth-requirement') ?? '';
    const url = /url="([^"]+)"/.exec(requirement)?.[1] ?? '';
    const code = /code="([^"]+)"/.exec(requirement)?.[1] ?? '';
    const poll = new URL(needs.headers.get('location') ?? '');
    expect(url).toBe(`${publicUrl}/aauth/connect`);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${url}?code=${code}`);
    await expect(page.locator('.code').first().textContent()).resolves.toBe(code);
    await page.screenshot({ path: 'reports/aauth-connect-code.png', fullPage: true });
    await page.getByLabel('Email address of your Jaunt account').fill('carol@example.com');
    await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
    await page.waitForURL(/\/aauth\/connect\/session$/);

    const otp = signInCode(await smtp.next('carol@example.com'));
    await page.getByLabel('Sign-in code').fill(otp);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Let this agent act for you?' }).waitFor();
    await page.screenshot({ path: 'reports/aauth-connect-approve.png', fullPage: true });
    expect((await agentGet(poll.pathname + poll.search)).status).toBe(202);

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('heading', { name: 'Agent connected' }).waitFor();
    await context.close();

    const answered = await agentGet(poll.pathname + poll.search);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toMatchObject({ status: 'approved' });
    const retried = await agentGet(original);
    expect(retried.status).toBe(200);
    expect(await retried.json()).toHaveProperty('results');
  });
});
