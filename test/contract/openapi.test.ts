/** The OpenAPI document: valid 3.1, served publicly, printed by the CLI, and complete. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/contract/operations.js';
import { ERROR_CODES } from '../../src/platform/errors.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, unknown>; parameters?: { name: string }[]; security?: unknown }
    >
  >;
  webhooks: Record<string, { post: { parameters: { name: string }[] } }>;
  components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> };
};

let app: TestApp;
let doc: Doc;
beforeAll(async () => {
  app = await startTestApp();
  const r = await app.request('/partner/v1/openapi.json');
  expect(r.status).toBe(200);
  doc = r.body as Doc;
});
afterAll(() => app.stop());

describe('GET /partner/v1/openapi.json', () => {
  it('is served without credentials and validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('describes every registered operation with its error responses and the 422', () => {
    for (const op of OPERATIONS) {
      const o = doc.paths[`/partner/v1${op.path}`]?.[op.method];
      expect(o, op.operationId).toBeDefined();
      const statuses = Object.keys(o?.responses ?? {});
      const auth = op.auth === 'bearer' ? ['401'] : [];
      expect(statuses).toEqual(expect.arrayContaining([...auth, '500', ...Object.keys(op.responses)]));
      expect(o?.security).toEqual(op.auth === 'bearer' ? [{ bearerAuth: [] }] : []);
    }
    expect(Object.keys(doc.paths['/partner/v1/bookings']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['202', '400', '402', '403', '404', '422']),
    );
    expect(
      doc.paths['/partner/v1/orders']?.get?.parameters?.map((p) => ('$ref' in p ? p.$ref : p.name)),
    ).toEqual(
      expect.arrayContaining([
        '#/components/parameters/ExternalUserIdRequired',
        '#/components/parameters/AcceptLanguage',
      ]),
    );
  });

  it('lists the closed error codes and the booking callback with the Standard Webhooks headers', () => {
    expect(doc.components.schemas.ErrorCode).toMatchObject({ enum: ERROR_CODES });
    expect(doc.webhooks.bookingResult?.post.parameters.map((p) => p.name)).toEqual([
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
    ]);
  });

  it('is what `npm run jaunt -- openapi` prints', async () => {
    const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/cli/index.ts', 'openapi'], {
      env: { ...process.env, JAUNT_PUBLIC_URL: 'http://localhost:0' },
    });
    const printed = JSON.parse(stdout) as Doc & { servers: unknown };
    expect({ ...printed, servers: null }).toEqual({ ...doc, servers: null });
  });
});
