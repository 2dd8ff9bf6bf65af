/**
 * Vitest setup for every test file: wraps fetch so each Partner API response a test receives is
 * checked against the OpenAPI document. A mismatch rejects that fetch, failing the test that made it.
 * The checker (the document, built from src/contract, compiled by ajv) is loaded on the first
 * response from a loopback host, so files that never answer over HTTP, the pure ones, do not pay for it.
 */
import type { ContractChecker } from './contract.js';

type ContractModule = typeof import('./contract.js');

/** Marks the wrapper: a project that shares one process among files (`isolate: false`) runs this again. */
const WRAPPED = Symbol.for('jaunt.test.contractCheckedFetch');

const realFetch = globalThis.fetch;
let contract: Promise<ContractModule> | undefined;
let checker: ContractChecker | undefined;

/** Every Partner API URL is on a loopback host (contract.ts `isPartnerApi`); nothing else needs the module. */
const loopback = (url: URL): boolean => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

const checkedFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const res = await realFetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!loopback(url)) return res;
  contract ??= import('./contract.js');
  const { contractChecker, isPartnerApi } = await contract;
  if (!isPartnerApi(url)) return res;
  checker ??= contractChecker();
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const text = await res.clone().text();
  checker.check(method, url, res.status, res.headers.get('content-type'), text);
  return res;
};

if (!(WRAPPED in realFetch)) globalThis.fetch = Object.assign(checkedFetch, { [WRAPPED]: true });
