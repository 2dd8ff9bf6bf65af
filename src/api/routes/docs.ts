/** GET /docs: the API reference rendered from the OpenAPI document, with the partner guides beside it. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
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

/** Swagger UI's options: nothing fetched from elsewhere (no validator badge), operations listed open. */
const page = (spec: unknown): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Jaunt Partner API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="app"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script>
      window.ui = SwaggerUIBundle({
        spec: ${scriptSafe(spec)},
        dom_id: '#app',
        validatorUrl: null,
        deepLinking: true,
        docExpansion: 'list',
        defaultModelsExpandDepth: 0,
        displayRequestDuration: true,
      });
    </script>
  </body>
</html>
`;

/** The files of swagger-ui-dist served under /docs, by the name the page asks for. */
const ASSETS: Readonly<Record<string, string>> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

/**
 * GET /docs: the OpenAPI document rendered by Swagger UI's browser bundle (swagger-ui-dist: one file of
 * script and one of style, no dependencies), served from node_modules at our own origin (no CDN, no
 * web fonts, no telemetry: it works offline), with the partner guides in the document's description.
 */
export const docsRoutes = (config: Config, root = resolve('.')): Router => {
  const router = Router();
  const dist = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const document = buildOpenApi({ serverUrl: config.JAUNT_PUBLIC_URL, version: API_VERSION }) as {
    info: { description: string };
  };
  const guides = readGuides(root);
  const html = page({
    ...document,
    info: { ...document.info, description: `${document.info.description}\n\n${guides}` },
  });
  router.get('/docs', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300');
    res.type('html').send(html);
  });
  router.get('/docs/:asset', (req, res, next) => {
    const type = ASSETS[req.params.asset];
    if (!type) return next();
    res.sendFile(join(dist, req.params.asset), { maxAge: '1d', headers: { 'content-type': type } });
  });
  return router;
};
