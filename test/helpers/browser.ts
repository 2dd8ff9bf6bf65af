/**
 * Debian's Chromium driven by playwright-core (no browser download). The flags keep it off this
 * machine's closed network: without them it keeps trying to reach Google's hosts.
 */
import { type Browser, chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
