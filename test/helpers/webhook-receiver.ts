/**
 * A partner's callback receiver on loopback: records every delivery (raw body and headers) and
 * answers per path: /ok → 204, /flaky/N → 500 for the first N calls then 200, /hang → never,
 * /gone → 410, /slow/MS → 200 after MS.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contractChecker } from './contract.js';

export interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  deliveries: Delivery[];
  /** Deliveries that were answered 2xx, by path. */
  accepted(path?: string): Delivery[];
  waitFor(cond: (r: Receiver) => boolean, ms?: number): Promise<void>;
  close(): Promise<void>;
}

const checker = contractChecker();

export const startReceiver = async (): Promise<Receiver> => {
  const deliveries: Delivery[] = [];
  const violations: Error[] = [];
  const ok = new Set<Delivery>();
  const calls = new Map<string, number>();
  /** waitFor's pending checks, run again whenever a delivery arrives or is answered. */
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const check of [...waiters]) check();
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const d: Delivery = {
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      };
      deliveries.push(d);
      // Every callback is checked against the document's `webhooks.bookingResult`.
      try {
        checker.checkWebhook('bookingResult', d.body);
      } catch (e) {
        violations.push(e instanceof Error ? e : new Error(String(e)));
      }
      changed();
      const n = (calls.get(path) ?? 0) + 1;
      calls.set(path, n);
      const flaky = /^\/flaky\/(\d+)/.exec(path);
      const slow = /^\/slow\/(\d+)/.exec(path);
      if (path.startsWith('/hang')) return;
      if (path.startsWith('/gone')) {
        res.writeHead(410).end();
        return;
      }
      if (flaky && n <= Number(flaky[1])) {
        res.writeHead(500).end('nope');
        return;
      }
      const answer = () => {
        ok.add(d);
        res.writeHead(path.startsWith('/ok') ? 204 : 200).end();
        changed();
      };
      if (slow) setTimeout(answer, Number(slow[1]));
      else answer();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const receiver: Receiver = {
    url,
    deliveries,
    accepted: (path) => {
      if (violations[0]) throw violations[0];
      return deliveries.filter((d) => ok.has(d) && (path === undefined || d.path.startsWith(path)));
    },
    // Looks again at every delivery and answer (conditions are about what the receiver got), not on a timer.
    waitFor: (cond, ms = 10_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`receiver condition not met in ${ms} ms (${deliveries.length} deliveries)`));
        }, ms);
        const finish = (e?: unknown) => {
          clearTimeout(timer);
          waiters.delete(check);
          if (e) reject(e);
          else resolve();
        };
        function check(): void {
          try {
            if (violations[0]) finish(violations[0]);
            else if (cond(receiver)) finish();
          } catch (e) {
            finish(e);
          }
        }
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return receiver;
};
