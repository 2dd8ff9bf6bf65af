/**
 * /docs shows the partner guides from docs/ files only: the README is a front page whose headings
 * may change without the rendered guides losing a section.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, expect, it } from 'vitest';
import { docsRoutes, GUIDES } from '../../src/api/routes/docs.js';
import { loadConfig } from '../../src/platform/config.js';

const root = mkdtempSync(join(tmpdir(), 'jaunt-guides-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('renders every guide from docs/, whatever the README says', async () => {
  expect(GUIDES.map((g) => g.file).every((f) => f.startsWith('docs/'))).toBe(true);
  cpSync('docs', join(root, 'docs'), { recursive: true });
  // A README whose quick start says something else: /docs must not show it.
  writeFileSync(join(root, 'README.md'), '# Jaunt\n\n## Quick start\n\nREADME-ONLY TEXT\n');
  const app = express().use(docsRoutes(loadConfig({ JAUNT_ENV: 'development' }), root));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  try {
    const html = await (
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/docs`)
    ).text();
    expect(html).not.toContain('README-ONLY TEXT');
    expect(html).toContain('# Quick start');
    expect(html).toContain('Provision each end user once');
    expect(html).toContain('# Bookings');
  } finally {
    server.close();
  }
});
