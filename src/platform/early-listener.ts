/**
 * The port `npm start` opens before it loads anything else: liveness from the first instant. Loading
 * the service's modules, opening the database and composing the features take a second or more
 * (longer on a busy machine), and a supervisor that probes `/healthz` meanwhile would declare the
 * process dead. Until the service attaches its handler, this answers `GET /healthz` 200 (the process
 * is alive; no snapshot yet, so `activities: null`) and `GET /readyz` 503 `not_ready`, and holds every
 * other request, unread, until the service takes it: nothing a client sends in the first second is
 * refused or lost. It imports nothing but node:http, so it listens within a few tens of milliseconds.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface EarlyListener {
  server: Server;
  /** Hands every request from now on, and the ones held so far in arrival order, to `handler`. */
  attach(handler: Handler): void;
}

/** Seconds `/readyz` asks a load balancer to wait while the service starts (as its own answer does). */
const RETRY_S = 5;

const answer = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(JSON.stringify(body));
};

/** Listens on `port` and `host`; rejects with the listen error (EADDRINUSE: the port is taken). */
export const listenEarly = (port: number, host: string): Promise<EarlyListener> => {
  let handler: Handler | null = null;
  const held: Array<[IncomingMessage, ServerResponse]> = [];
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && path === '/healthz')
      return answer(res, 200, { status: 'ok', activities: null });
    if (req.method === 'GET' && path === '/readyz')
      return answer(
        res,
        503,
        { error: 'The server is starting; try again after Retry-After.', code: 'not_ready' },
        { 'retry-after': String(RETRY_S) },
      );
    held.push([req, res]);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        server,
        attach(h) {
          handler = h;
          for (const [req, res] of held.splice(0)) if (!res.destroyed) h(req, res);
        },
      });
    });
  });
};
