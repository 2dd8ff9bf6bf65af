/** GET /docs: the API reference rendered from the OpenAPI document, with the README's guides. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Router } from 'express';
import { buildOpenApi } from '../../contract/openapi-document.js';
import { API_VERSION } from '../../contract/operations.js';
import type { Config } from '../../platform/config.js';

/** README sections shown as guides on the docs page, in this order (`##` headings). */
export const GUIDE_SECTIONS = ['Quick start', 'Bookings', 'For AI assistants'];
/** Subsections about our internals, not the partner's integration. */
const SKIPPED_SUBSECTIONS = ['Outbox and worker'];

/**
 * The guide sections of a README, headings raised one level so the renderer lists them beside the
 * operations. Sections missing from the README are skipped.
 */
export const guidesFrom = (readme: string, sections: readonly string[] = GUIDE_SECTIONS): string => {
  const blocks = readme.split(/^(?=## )/m);
  return sections
    .map((title) => blocks.find((b) => b.startsWith(`## ${title}\n`)))
    .filter((b): b is string => b !== undefined)
    .map((b) =>
      b
        .split(/^(?=### )/m)
        .filter((sub) => !SKIPPED_SUBSECTIONS.some((s) => sub.startsWith(`### ${s}\n`)))
        .join('')
        .replace(/^(#{2,6}) /gm, (_m, hashes: string) => `${hashes.slice(1)} `)
        .trimEnd(),
    )
    .join('\n\n');
};

// A `</script>` inside the embedded JSON would end the script element early.
const scriptSafe = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const page = (config: unknown): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Jaunt Partner API</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="app"></div>
    <script src="/docs/scalar.js"></script>
    <script>Scalar.createApiReference('#app', ${scriptSafe(config)});</script>
  </body>
</html>
`;

/**
 * GET /docs: the OpenAPI document rendered by Scalar's standalone bundle, served from node_modules at
 * our own origin (no CDN, no web fonts, no telemetry: it works offline), with the README's guides.
 */
export const docsRoutes = (config: Config, readmePath = resolve('README.md')): Router => {
  const router = Router();
  const bundle = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
  let readme = '';
  try {
    readme = readFileSync(readmePath, 'utf8');
  } catch {
    // Deployed without the README: the page still shows the reference.
  }
  const document = buildOpenApi({ serverUrl: config.JAUNT_PUBLIC_URL, version: API_VERSION }) as {
    info: { description: string };
  };
  const guides = guidesFrom(readme);
  const html = page({
    content: {
      ...document,
      info: { ...document.info, description: `${document.info.description}\n\n${guides}` },
    },
    withDefaultFonts: false,
    telemetry: false,
    hideClientButton: true,
    agent: { disabled: true },
    showDeveloperTools: 'never',
    defaultOpenAllTags: true,
    metaData: { title: 'Jaunt Partner API' },
  });
  router.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.type('html').send(html);
  });
  router.get('/docs/scalar.js', (_req, res) => {
    res.sendFile(bundle, { maxAge: '1d', headers: { 'content-type': 'text/javascript; charset=utf-8' } });
  });
  return router;
};
