/**
 * Vitest setup for every test file: wraps fetch so each Partner API response a test receives is
 * checked against the OpenAPI document. A mismatch rejects that fetch, failing the test that made it.
 */
import { contractChecker, isPartnerApi } from './contract.js';

const checker = contractChecker();
const realFetch = globalThis.fetch;

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const res = await realFetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!isPartnerApi(url)) return res;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const text = await res.clone().text();
  checker.check(method, url, res.status, res.headers.get('content-type'), text);
  return res;
};
