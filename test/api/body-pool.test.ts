/**
 * Reused response-body buffers: one is never handed out again while its response is still being
 * written. A real http server answers through real sockets, and a slow reader holds a body that is
 * larger than the socket buffers can take in one go.
 */
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createBodyPool } from '../../src/api/body-pool.js';

let server: Server | undefined;
afterEach(() => server?.close());

/** GET `path`; resolves with the response once its headers are in, its body not yet read. */
const get = (port: number, path: string) =>
  new Promise<IncomingMessage>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, resolve).on('error', reject).end();
  });
const readAll = async (res: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const c of res) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
};

describe('body pool', () => {
  test('a buffer is reused only after its response finished, and bodies stay intact', async () => {
    const pool = createBodyPool();
    const taken: Buffer[] = [];
    const app = express();
    // 8 MB of one letter per request: more than loopback's socket buffers take while nobody reads.
    app.get('/:letter', (req, res) => {
      const bytes = 8 * 2 ** 20;
      const buf = pool.take(res, bytes);
      taken.push(buf);
      buf.fill(req.params.letter, 0, bytes);
      res.type('text/plain').send(buf.subarray(0, bytes));
    });
    server = createServer(app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;

    // The first body is still being written (its reader has not started) when the second is made.
    const first = await get(port, '/a');
    const second = await get(port, '/b');
    expect(taken[1]?.buffer).not.toBe(taken[0]?.buffer);
    const [a, b] = await Promise.all([readAll(first), readAll(second)]);
    expect(a.length).toBe(8 * 2 ** 20);
    expect(a.every((x) => x === 0x61)).toBe(true);
    expect(b.every((x) => x === 0x62)).toBe(true);

    // Both finished (the server's side of the last write may land just after the reader's): the
    // next request writes into one of their buffers, not a new one.
    await vi.waitFor(() => expect(pool.free).toBe(2));
    const third = await readAll(await get(port, '/c'));
    expect(third.every((x) => x === 0x63)).toBe(true);
    expect([taken[0]?.buffer, taken[1]?.buffer]).toContain(taken[2]?.buffer);
  });

  test('the smallest free buffer that fits; a response closed before finishing keeps its buffer', () => {
    const pool = createBodyPool();
    const fake = () => new EventEmitter() as unknown as Response;
    const small = fake();
    const large = fake();
    const s = pool.take(small, 100);
    const l = pool.take(large, 600_000);
    expect(l.length).toBeGreaterThanOrEqual(600_000);
    (small as unknown as EventEmitter).emit('finish');
    (large as unknown as EventEmitter).emit('finish');
    expect(pool.free).toBe(2);
    expect(pool.take(fake(), 50).buffer).toBe(s.buffer);
    expect(pool.take(fake(), 300_000).buffer).toBe(l.buffer);

    const closed = fake();
    pool.take(closed, 100);
    (closed as unknown as EventEmitter).emit('close');
    expect(pool.free).toBe(0);
  });
});
