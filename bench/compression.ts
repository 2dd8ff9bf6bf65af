/**
 * What compressing homescreen shelved 250 (the largest answer, ~1.3 MB at 100k) costs and saves:
 * zlib levels on one real body in this process (CPU ms against bytes), then the server over HTTP
 * with `Accept-Encoding` identity, gzip and br at concurrency 1 and 16. The HTTP client counts bytes
 * on the wire and never inflates them (as wrk would), so the shared 2 cores measure the server.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { request } from 'undici';
import { busiestCells } from './discovery.js';
import type { BenchContext } from './foundation.js';
import { load, loopText, loopWindow, ms, percentile, type Row, rssSampler } from './lib.js';

/** GET without decompression; returns the bytes received, failing on non-2xx. */
const wireBytes = async (url: string, headers: Record<string, string>): Promise<number> => {
  const res = await request(url, { headers });
  const body = Buffer.from(await res.body.arrayBuffer());
  if (res.statusCode >= 300) throw new Error(`${url} → ${res.statusCode} ${body.toString('utf8')}`);
  return body.length;
};

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

export const benchCompression = async (ctx: BenchContext, requests = 400): Promise<Row[]> => {
  const headers = { authorization: `Bearer ${ctx.key}`, 'x-external-user-id': 'bench-user' };
  const db = new Database(ctx.dbPath, { readonly: true });
  const cells = busiestCells(db);
  db.close();
  const homeUrl = (i: number) =>
    `${ctx.server.url}/partner/v1/homescreen?h3_cell=${cells[(i * 7) % cells.length]}&shelved=true&limit=250`;
  const rows: Row[] = [];

  // 1. The compressor alone, on one body of the busiest cell.
  const res = await request(homeUrl(0), { headers: { ...headers, 'accept-encoding': 'identity' } });
  const body = Buffer.from(await res.body.arrayBuffer());
  const codecs: [string, (b: Buffer) => Buffer][] = [
    ...[1, 4, 6, 9].map((level): [string, (b: Buffer) => Buffer] => [
      `gzip level ${level}`,
      (b) => gzipSync(b, { level }),
    ]),
    ...[1, 4, 6].map((q): [string, (b: Buffer) => Buffer] => [
      `br quality ${q}`,
      (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }),
    ]),
  ];
  for (const [name, codec] of codecs) {
    codec(body);
    const lat: number[] = [];
    let out = 0;
    for (let i = 0; i < 15; i++) {
      const t = performance.now();
      out = codec(body).length;
      lat.push(performance.now() - t);
    }
    rows.push({
      operation: `${name} of one homescreen 250 body (in process)`,
      size: String(ctx.size),
      p50: ms(percentile(lat, 50)),
      p95: ms(percentile(lat, 95)),
      throughput: `${kb(body.length)} → ${kb(out)}`,
      rss: '',
      note: `${((1 - out / body.length) * 100).toFixed(1)} % saved`,
    });
  }

  // 2. The server, per Accept-Encoding (the server's levels: src/api/app.ts).
  for (const encoding of ['identity', 'gzip', 'br']) {
    const h = { ...headers, 'accept-encoding': encoding };
    for (let i = 0; i < 10; i++) await wireBytes(homeUrl(i), h);
    let bytes = 0;
    const serial = await load(requests / 2, 1, async (i) => {
      bytes += await wireBytes(homeUrl(i), h);
    });
    const loop = await loopWindow(ctx.server);
    const rss = rssSampler(ctx.server.pid);
    const parallel = await load(requests, 16, async (i) => {
      await wireBytes(homeUrl(i + 3), h);
    });
    rows.push({
      operation: `homescreen shelved 250, Accept-Encoding: ${encoding}`,
      size: String(ctx.size),
      p50: ms(percentile(serial.latencies, 50)),
      p95: ms(percentile(serial.latencies, 95)),
      throughput: `${parallel.perSecond.toFixed(0)} req/s @16 (p95 ${ms(percentile(parallel.latencies, 95))})`,
      rss: `${rss.stop().toFixed(0)} MB max`,
      loop: loopText(await loop.end()),
      note: `${kb(bytes / (requests / 2))} per answer on the wire`,
    });
  }
  return rows;
};
