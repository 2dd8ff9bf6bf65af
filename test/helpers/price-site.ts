/**
 * A vendor's website on loopback for price refresh: the real-world page shapes of
 * test/fixtures/price-pages, a robots.txt, redirects, a page that never answers, a huge page, a redirect to a
 * cloud metadata address, and a page with validators that answers 304. Records every request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface SiteRequest {
  path: string;
  headers: IncomingHttpHeaders;
  at: number;
}

export interface PriceSite {
  url: string;
  requests: SiteRequest[];
  /** Requests for one path (without query). */
  hits(path: string): SiteRequest[];
  /** Replace the body served at a path (e.g. to change prices between refreshes). */
  setPage(path: string, html: string): void;
  close(): Promise<void>;
}

const PAGES_DIR = join(import.meta.dirname, '..', 'fixtures', 'price-pages');

export const fixturePage = (name: string): string => readFileSync(join(PAGES_DIR, `${name}.html`), 'utf8');

export const startPriceSite = async (opts: { robots?: string; host?: string } = {}): Promise<PriceSite> => {
  const requests: SiteRequest[] = [];
  const pages = new Map<string, string>();
  for (const f of readdirSync(PAGES_DIR))
    pages.set(`/${f.replace(/\.html$/, '')}`, readFileSync(join(PAGES_DIR, f), 'utf8'));
  const robots =
    opts.robots ?? 'User-agent: *\nDisallow: /private/\n\nUser-agent: JauntBot\nDisallow: /members/\n';
  const etag = '"v1-single"';

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ path, headers: req.headers, at: Date.now() });
    const html = (body: string, extra: Record<string, string> = {}) =>
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...extra }).end(body);
    if (path === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(robots);
      return;
    }
    const redirect = /^\/redirect\/(\d+)$/.exec(path);
    if (redirect) {
      const n = Number(redirect[1]);
      res.writeHead(n > 1 ? 302 : 301, { location: n > 1 ? `/redirect/${n - 1}` : '/single-offer' }).end();
      return;
    }
    if (path === '/to-metadata') {
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    }
    if (path === '/to-members') {
      res.writeHead(302, { location: '/members/prices' }).end();
      return;
    }
    // Slower than any timeout: it never answers, so only the client's own timeout ends the request.
    if (path === '/slow') return;
    if (path === '/huge') {
      // 3 MiB of markup with valid offers at the very end: over the 2 MiB cap.
      const filler = `<p>${'x'.repeat(1020)}</p>\n`.repeat(3 * 1024);
      html(`<!doctype html><html><body>${filler}${pages.get('/single-offer') ?? ''}</body></html>`);
      return;
    }
    if (path === '/etag') {
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { etag }).end();
        return;
      }
      html(pages.get('/single-offer') ?? '', { etag, 'last-modified': 'Sun, 01 Nov 2026 10:00:00 GMT' });
      return;
    }
    if (path === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"price": 10}');
      return;
    }
    if (path === '/busy') {
      res.writeHead(503, { 'content-type': 'text/html', 'retry-after': '1' }).end('<h1>Busy</h1>');
      return;
    }
    if (path === '/gone') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      return;
    }
    const page = pages.get(path.replace(/^\/(members|private)(?=\/)/, ''));
    if (page !== undefined) html(page);
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    hits: (p) => requests.filter((r) => r.path === p),
    setPage: (p, body) => {
      pages.set(p, body);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
