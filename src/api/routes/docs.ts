/** GET /docs: the API reference rendered from the OpenAPI document, with the partner guides beside it. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Router } from 'express';
import { buildOpenApi } from '../../contract/openapi-document.js';
import { API_VERSION } from '../../contract/operations.js';
import type { Config } from '../../platform/config.js';

/**
 * The partner guides shown beside the operations, in this order, whole files of docs/ only (the
 * README is a front page that links to them, so its headings can change freely). Subsections about
 * our internals are left out.
 */
export const GUIDES: readonly { file: string; section?: string }[] = [
  { file: 'docs/quick-start.md' },
  { file: 'docs/bookings.md' },
  { file: 'docs/ai-assistants.md' },
];
const SKIPPED_SUBSECTIONS = ['Outbox and worker'];

/**
 * A guide as the renderer lists it: a whole file (its title is `#`), or one `##` section of a file
 * raised one level. A missing section gives nothing.
 */
export const guideFrom = (markdown: string, section?: string): string => {
  const text = section
    ? (markdown
        .split(/^(?=## )/m)
        .find((b) => b.startsWith(`## ${section}\n`))
        ?.replace(/^(#{2,6}) /gm, (_m, hashes: string) => `${hashes.slice(1)} `) ?? '')
    : markdown;
  return text
    .split(/^(?=## )/m)
    .filter((sub) => !SKIPPED_SUBSECTIONS.some((s) => sub.startsWith(`## ${s}\n`)))
    .join('')
    .trimEnd();
};

/** The guides under `root`; a file missing where the service is deployed is left out. */
const readGuides = (root: string): string =>
  GUIDES.map(({ file, section }) => {
    try {
      return guideFrom(readFileSync(resolve(root, file), 'utf8'), section);
    } catch {
      return '';
    }
  })
    .filter((g) => g !== '')
    .join('\n\n');

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
 * our own origin (no CDN, no web fonts, no telemetry: it works offline), with the partner guides.
 */
export const docsRoutes = (config: Config, root = resolve('.')): Router => {
  const router = Router();
  const bundle = createRequire(import.meta.url).resolve('@scalar/api-reference/browser/standalone.js');
  const document = buildOpenApi({ serverUrl: config.JAUNT_PUBLIC_URL, version: API_VERSION }) as {
    info: { description: string };
  };
  const guides = readGuides(root);
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
