/**
 * The contract check that runs under every test (test/helpers/contract-setup.ts) really bites: a
 * renamed field, an undocumented status and an undocumented operation each fail, naming where.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/contract/openapi-document.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { ContractViolation, contractChecker } from '../helpers/contract.js';

let app: TestApp;
let key: string;
beforeAll(async () => {
  app = await startTestApp();
  key = (await app.createKey('negotiated')).key;
});
afterAll(() => app.stop());

const checker = contractChecker();
const JSON_TYPE = 'application/json; charset=utf-8';

describe('the contract check', () => {
  it('passes a real answer and fails it once a field is renamed, naming route, status and path', async () => {
    const r = await app.request('/partner/v1/h3?lat=52.52&lng=13.40', { key });
    expect(r.status).toBe(200);
    const url = new URL(`${app.url}/partner/v1/h3?lat=52.52&lng=13.40`);
    expect(() => checker.check('GET', url, 200, JSON_TYPE, r.text)).not.toThrow();

    const { h3_cell, ...rest } = r.body as Record<string, unknown>;
    const renamed = JSON.stringify({ ...rest, h3_index: h3_cell });
    expect(() => checker.check('GET', url, 200, JSON_TYPE, renamed)).toThrow(ContractViolation);
    expect(() => checker.check('GET', url, 200, JSON_TYPE, renamed)).toThrow(
      /GET \/partner\/v1\/h3 → 200: .*body must have required property 'h3_cell'.*body must NOT have additional properties 'h3_index'/,
    );
  });

  it('fails the real server answer when the document renames a field', async () => {
    const doc = buildOpenApi({ serverUrl: app.url, version: 'test' }) as {
      components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
    };
    const cell = doc.components.schemas.H3CellResponse;
    if (!cell) throw new Error('H3CellResponse missing from the document');
    cell.properties.h3_index = cell.properties.h3_cell;
    delete cell.properties.h3_cell;
    cell.required = cell.required.map((f) => (f === 'h3_cell' ? 'h3_index' : f));
    const strict = contractChecker(doc);
    const r = await app.request('/partner/v1/h3?lat=52.52&lng=13.40', { key });
    expect(() => strict.check('GET', new URL(`${app.url}/partner/v1/h3`), 200, JSON_TYPE, r.text)).toThrow(
      /h3_index/,
    );
  });

  it('fails a nested mismatch with its JSON path', () => {
    const url = new URL(`${app.url}/partner/v1/orders`);
    const body = JSON.stringify({
      bookings: [
        {
          id: 'bk_1',
          status: 'confirmed',
          activity_name: 7,
          picture_url: null,
          authorization_amount_cents: 1,
          created_at: 'x',
        },
      ],
      deliverables: [],
      emails: [],
    });
    expect(() => checker.check('GET', url, 200, JSON_TYPE, body)).toThrow(
      /body\/bookings\/0\/activity_name must be/,
    );
  });

  it('fails a status the operation does not document, and an operation the document lacks', () => {
    const url = new URL(`${app.url}/partner/v1/h3`);
    expect(() => checker.check('GET', url, 409, JSON_TYPE, '{"error":"x","code":"conflict"}')).toThrow(
      /GET \/partner\/v1\/h3 → 409: status 409 is not documented/,
    );
    expect(() =>
      checker.check('GET', new URL(`${app.url}/partner/v1/secret`), 200, JSON_TYPE, '{"ok":true}'),
    ).toThrow(/undocumented operation: GET \/partner\/v1\/secret answered 200/);
    expect(() =>
      checker.check('DELETE', new URL(`${app.url}/partner/v1/orders`), 200, JSON_TYPE, '{}'),
    ).toThrow(/undocumented operation/);
  });

  it('fails an error body whose code is not in the closed table', () => {
    const url = new URL(`${app.url}/partner/v1/activities/00000000-0000-4000-8000-000000000000`);
    expect(() =>
      checker.check('GET', url, 404, JSON_TYPE, '{"error":"gone","code":"activity_gone"}'),
    ).toThrow(/body\/code must be equal to one of the allowed values/);
  });

  it('runs under the whole suite: a renamed field fails the fetch that received it', async () => {
    // A stand-in server on loopback answers GET /partner/v1/h3 with `h3_cell` renamed: the same
    // global fetch every test uses (app.request, raw fetch, the typed client) must reject it.
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ h3_index: '872a1072bffffff', resolution: 7, lat: 40.7, lng: -74 }));
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    try {
      await expect(fetch(`http://127.0.0.1:${port}/partner/v1/h3?lat=40.7&lng=-74`)).rejects.toThrow(
        /GET \/partner\/v1\/h3 → 200: response does not match the document: body must have required property 'h3_cell'/,
      );
      // Outside /partner/v1 nothing is checked.
      expect((await fetch(`http://127.0.0.1:${port}/elsewhere`)).status).toBe(200);
    } finally {
      await new Promise((done) => server.close(done));
    }
    // An unknown route's generic 404 passes.
    expect((await fetch(`${app.url}/partner/v1/nope`)).status).toBe(404);
  });
});
