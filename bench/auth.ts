/**
 * What authentication costs per request: in-process RFC 9421 verification (target ≤ 0.3 ms p95)
 * and, over HTTP on the real server, a bearer key vs a signed agent request vs no credential.
 * Runnable alone: `tsx bench/auth.ts`.
 */
import { pathToFileURL } from 'node:url';
import { createAgentVerifier, type SignedRequest } from '../src/access/agents/agent-auth.js';
import { createOutboundHttp } from '../src/platform/http/outbound.js';
import { type AgentKey, newAgentKey, signRequest } from '../test/helpers/agent-signer.js';
import type { BenchContext } from './foundation.js';
import { getBody, latencyRow, ms, percentile, type Row } from './lib.js';

const AUTHORITY = 'api.jaunt.test';
const TARGET = '/partner/v1/h3?lat=40.7&lng=-74';

/** verify() alone, in this process: the cost the signature adds to every agent request. */
export const benchVerify = async (iterations = 5000): Promise<Row[]> => {
  const now = new Date();
  const http = createOutboundHttp({ allowLoopback: false });
  const verifier = createAgentVerifier({ clock: () => now, http, allowInsecureIssuers: false });
  const rows: Row[] = [];
  try {
    for (const alg of ['Ed25519', 'ES256'] as const) {
      const key: AgentKey = newAgentKey(alg);
      const headers = signRequest({
        target: TARGET,
        authority: AUTHORITY,
        key,
        created: Math.floor(now.getTime() / 1000),
      });
      const req: SignedRequest = {
        method: 'GET',
        scheme: 'https',
        authority: AUTHORITY,
        path: '/partner/v1/h3',
        query: 'lat=40.7&lng=-74',
        field: (n) => headers[n],
        body: null,
      };
      for (let i = 0; i < 500; i++) await verifier.verify(req);
      const latencies: number[] = [];
      for (let i = 0; i < iterations; i++) {
        const t = performance.now();
        await verifier.verify(req);
        latencies.push(performance.now() - t);
      }
      rows.push(
        latencyRow({
          operation: `verify RFC 9421 signature, hwk ${alg} (in process)`,
          size: iterations,
          latencies,
          note: alg === 'Ed25519' ? 'target p95 ≤ 0.3 ms' : '',
        }),
      );
    }
  } finally {
    await http.close();
  }
  return rows;
};

/**
 * The same small endpoint three ways over HTTP, interleaved request by request so all three see the
 * same machine load; "none" is the unauthenticated metadata document (a JSON of the same size class).
 */
export const benchAuthHttp = async (ctx: BenchContext, rounds = 3000): Promise<Row[]> => {
  const url = ctx.server.url;
  const key = newAgentKey();
  const bearer = { authorization: `Bearer ${ctx.key}` };
  // Signed ahead of time so the client's signing is not timed; created stays within the 60 s window.
  const signed = Array.from({ length: rounds + 200 }, () =>
    signRequest({ target: TARGET, authority: AUTHORITY, key, created: Math.floor(Date.now() / 1000) }),
  );
  const variants = [
    {
      name: 'none (GET /.well-known/oauth-protected-resource)',
      path: '/.well-known/oauth-protected-resource',
      headers: (_i: number) => ({}),
    },
    { name: 'bearer key (GET /h3)', path: TARGET, headers: (_i: number) => bearer },
    { name: 'signed agent, hwk Ed25519 (GET /h3)', path: TARGET, headers: (i: number) => signed[i] ?? {} },
  ];
  const latencies = variants.map(() => [] as number[]);
  for (let i = 0; i < rounds + 200; i++) {
    for (let k = 0; k < variants.length; k++) {
      const j = (i + k) % variants.length;
      const v = variants[j];
      if (!v) continue;
      const t = performance.now();
      await getBody(`${url}${v.path}`, v.headers(i));
      if (i >= 200) latencies[j]?.push(performance.now() - t);
    }
  }
  const p = (j: number, q: number) => percentile(latencies[j] ?? [], q);
  return variants.map((v, j) =>
    latencyRow({
      operation: `auth overhead: ${v.name}`,
      size: rounds,
      latencies: latencies[j] ?? [],
      note:
        j === 0 ? 'interleaved' : `vs none: p50 +${ms(p(j, 50) - p(0, 50))}, p95 +${ms(p(j, 95) - p(0, 95))}`,
    }),
  );
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { printTable } = await import('./lib.js');
  printTable(await benchVerify());
}
