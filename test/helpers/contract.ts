/**
 * Checks Partner API responses against the OpenAPI document with ajv (draft 2020-12, formats on).
 * `contract-setup.ts` wraps the test process's fetch with it, so every /partner/v1 response any test
 * receives (test app helper, raw fetch, the typed client) is checked; a mismatch fails that test.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { buildOpenApi } from '../../src/contract/openapi-document.js';
import { API_PREFIX, API_VERSION } from '../../src/contract/operations.js';

type Json = Record<string, unknown>;
interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: Json }>;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
}

export class ContractViolation extends Error {}

// ajv-formats is CommonJS with a default export.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export interface ContractChecker {
  /** Throws ContractViolation naming the route, the status and the path in the body. */
  check(method: string, url: URL, status: number, contentType: string | null, text: string): void;
  /** Throws ContractViolation when a callback body does not match the document's `webhooks` entry. */
  checkWebhook(name: string, text: string): void;
}

export const contractChecker = (
  document: Json = buildOpenApi({ serverUrl: 'http://localhost', version: API_VERSION }),
): ContractChecker => {
  const DOC_ID = 'https://jaunt.test/openapi.json';
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...document, $id: DOC_ID });

  const paths = document.paths as Record<string, Record<string, OperationObject>>;
  const routes = Object.keys(paths).map((template) => ({
    template,
    regex: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const compiled = new Map<string, ValidateFunction>();
  const pointer = (parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

  const resolveResponse = (r: ResponseObject): ResponseObject => {
    if (!r.$ref) return r;
    const name = r.$ref.replace('#/components/responses/', '');
    const found = ((document.components as Json).responses as Record<string, ResponseObject>)[name];
    if (!found) throw new ContractViolation(`the document references a missing response ${r.$ref}`);
    return found;
  };

  const validatorAt = (at: string): ValidateFunction => {
    let validate = compiled.get(at);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}${at}` });
      compiled.set(at, validate);
    }
    return validate;
  };
  const problemsOf = (validate: ValidateFunction): string =>
    (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) =>
          `body${e.instancePath || ''} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`,
      )
      .join('; ');

  return {
    checkWebhook(name, text) {
      const at = `#/webhooks/${pointer([name])}/post/requestBody/content/application~1json/schema`;
      const validate = validatorAt(at);
      if (!validate(JSON.parse(text)))
        throw new ContractViolation(
          `webhook ${name}: callback body does not match the document: ${problemsOf(validate)}`,
        );
    },
    check(method, url, status, contentType, text) {
      const m = method.toLowerCase();
      // A HEAD answer never has a body (RFC 9110 9.3.2), and a successful OPTIONS answer is the router's
      // Allow list (RFC 9110 9.3.7): neither is an operation of the document.
      if (m === 'head' || (m === 'options' && status < 300)) return;
      // Express routes are not strict: `/users/` is `/users`.
      const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
      const route = routes.find((r) => r.regex.test(pathname) && paths[r.template]?.[m]);
      let body: unknown;
      const parsed = (): unknown => {
        try {
          return JSON.parse(text);
        } catch {
          throw new ContractViolation(`${method} ${url.pathname} → ${status}: the body is not JSON`);
        }
      };
      if (!route) {
        body = parsed();
        // A refusal of a path nothing serves is fine (404, or the body parser's 4xx, which runs before
        // routing); an answer that is not an `{error, code}` refusal is an undocumented operation.
        const generic =
          status >= 400 &&
          status < 500 &&
          typeof body === 'object' &&
          body !== null &&
          (typeof (body as Json).code === 'string' || Array.isArray((body as Json).detail));
        if (!generic)
          throw new ContractViolation(`undocumented operation: ${method} ${url.pathname} answered ${status}`);
        return;
      }
      const label = `${method} ${route.template} → ${status}`;
      const op = paths[route.template]?.[m] as OperationObject;
      const statusKey = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => op.responses[k]);
      if (!statusKey)
        throw new ContractViolation(`${label}: status ${status} is not documented for this operation`);
      const response = resolveResponse(op.responses[statusKey] as ResponseObject);
      if (!response.content) return;
      if (!contentType?.startsWith('application/json'))
        throw new ContractViolation(
          `${label}: Content-Type ${contentType ?? '(none)'} is not application/json`,
        );
      body = parsed();
      const at = op.responses[statusKey]?.$ref
        ? `#/components/responses/${pointer([String(op.responses[statusKey]?.$ref).replace('#/components/responses/', '')])}/content/application~1json/schema`
        : `#/paths/${pointer([route.template, m, 'responses', statusKey])}/content/application~1json/schema`;
      const validate = validatorAt(at);
      if (!validate(body))
        throw new ContractViolation(
          `${label}: response does not match the document: ${problemsOf(validate)}`,
        );
    },
  };
};

export const isPartnerApi = (url: URL): boolean =>
  (url.hostname === '127.0.0.1' || url.hostname === 'localhost') && url.pathname.startsWith(`${API_PREFIX}/`);
