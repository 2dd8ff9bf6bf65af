/**
 * A vendor checkout simulator for tests and demos (`npm run jaunt -- vendor-sim`). Protocol (ours):
 * POST /orders → 201 hold {order_id, amount_cents}; POST /orders/{id}/confirm → 200 charged;
 * POST /orders/{id}/cancel → 200; GET /orders lists everything. Idempotency-Key dedupes holds.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SimOrder {
  order_id: string;
  order_ref: string | null;
  status: 'held' | 'confirmed' | 'cancelled';
  amount_cents: number;
  charged_cents: number;
  confirmation_code: string | null;
}

export interface VendorSimOptions {
  port?: number;
  host?: string;
  /** Price change applied to the expected amount, in basis points (1000 = +10 %). */
  markupBps?: number;
  /** Answer 503 to the first N requests (transient vendor trouble). */
  failFirst?: number;
  /** Decline (402) every order. */
  decline?: boolean;
}

export interface VendorSim {
  url: string;
  orders(): SimOrder[];
  close(): Promise<void>;
}

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  try {
    const v: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const send = (res: ServerResponse, status: number, body: unknown): void => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export const startVendorSim = async (o: VendorSimOptions = {}): Promise<VendorSim> => {
  const orders = new Map<string, SimOrder>();
  const byKey = new Map<string, string>();
  let failuresLeft = o.failFirst ?? 0;
  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    if (failuresLeft > 0) {
      failuresLeft--;
      return send(res, 503, { error: 'checkout temporarily unavailable' });
    }
    const url = new URL(req.url ?? '/', 'http://sim');
    if (req.method === 'GET' && url.pathname === '/orders') return send(res, 200, [...orders.values()]);
    if (req.method === 'POST' && url.pathname === '/orders') {
      if (o.decline) return send(res, 402, { error: 'Card declined by the venue' });
      const key = req.headers['idempotency-key'];
      const known = typeof key === 'string' ? byKey.get(key) : undefined;
      const existing = known ? orders.get(known) : undefined;
      if (existing)
        return send(res, 201, { order_id: existing.order_id, amount_cents: existing.amount_cents });
      const expected = Number(body.expected_amount_cents);
      if (!Number.isInteger(expected) || expected < 0)
        return send(res, 400, { error: 'expected_amount_cents missing' });
      const order: SimOrder = {
        order_id: `ord_${randomBytes(6).toString('hex')}`,
        order_ref: typeof body.order_ref === 'string' ? body.order_ref : null,
        status: 'held',
        amount_cents: Math.ceil((expected * (10_000 + (o.markupBps ?? 0))) / 10_000),
        charged_cents: 0,
        confirmation_code: null,
      };
      orders.set(order.order_id, order);
      if (typeof key === 'string') byKey.set(key, order.order_id);
      return send(res, 201, { order_id: order.order_id, amount_cents: order.amount_cents });
    }
    const m = /^\/orders\/([^/]+)\/(confirm|cancel)$/.exec(url.pathname);
    const order = m?.[1] ? orders.get(decodeURIComponent(m[1])) : undefined;
    if (req.method === 'POST' && m && order) {
      if (m[2] === 'cancel') {
        if (order.status === 'held') order.status = 'cancelled';
        return send(res, order.status === 'cancelled' ? 200 : 409, { status: order.status });
      }
      if (order.status === 'cancelled') return send(res, 409, { error: 'order was cancelled' });
      if (order.status === 'held') {
        order.status = 'confirmed';
        order.charged_cents = order.amount_cents;
        order.confirmation_code = `VS-${randomBytes(4).toString('hex').toUpperCase()}`;
      }
      return send(res, 200, {
        confirmation_code: order.confirmation_code,
        amount_cents: order.charged_cents,
        venue_notes: 'Simulated vendor: bring a photo ID.',
      });
    }
    return send(res, 404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(o.port ?? 0, o.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${o.host ?? '127.0.0.1'}:${port}`,
    orders: () => [...orders.values()],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
