/**
 * Fetching a supplier's ticket file (OCTO PDF_URL / PKPASS_URL) through the one SSRF-guarded
 * outbound client: no credentials sent (the links are the supplier's signed URLs, often on another
 * host than its API), bounded size, and the bytes checked against what the format promises.
 * Transient failures (no answer, 5xx, 429, timeouts) are told apart from a file that is wrong, so
 * the job retries the first and reports the second.
 */

import { type OutboundHttp, OutboundRefused } from '../platform/http/outbound.js';
import {
  SUPPLIER_FILE_KINDS,
  SUPPLIER_FILE_MAX_BYTES,
  type SupplierFileFormat,
  supplierFileProblem,
} from './supplier-files.js';

export type SupplierFileResult =
  | { kind: 'ok'; bytes: Buffer; contentType: string }
  | { kind: 'transient'; reason: string }
  | { kind: 'invalid'; reason: string };

export type SupplierFileFetch = (url: string, format: SupplierFileFormat) => Promise<SupplierFileResult>;

const refused = (e: unknown): boolean => {
  for (let cur: unknown = e, depth = 0; cur instanceof Error && depth < 5; cur = cur.cause, depth++)
    if (cur instanceof OutboundRefused || (cur as NodeJS.ErrnoException).code === 'ESSRF') return true;
  return false;
};

export const createSupplierFileFetch =
  (http: OutboundHttp, o: { timeoutMs?: number; maxBytes?: number } = {}): SupplierFileFetch =>
  async (url, format) => {
    const maxBytes = o.maxBytes ?? SUPPLIER_FILE_MAX_BYTES;
    const kind = SUPPLIER_FILE_KINDS[format];
    let res: Awaited<ReturnType<OutboundHttp['send']>>;
    try {
      res = await http.send(url, {
        method: 'GET',
        headers: { accept: `${kind.contentType}, */*;q=0.1` },
        timeoutMs: o.timeoutMs ?? 20_000,
        // One byte more than allowed tells "too large" from "exactly the limit".
        maxBytes: maxBytes + 1,
      });
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      if (refused(e)) return { kind: 'invalid', reason: `its address was refused (${why})` };
      return { kind: 'transient', reason: `the supplier's file server did not answer (${why})` };
    }
    if (res.status >= 500 || res.status === 429 || res.status === 408)
      return { kind: 'transient', reason: `the supplier's file server answered HTTP ${res.status}` };
    if (res.status !== 200) return { kind: 'invalid', reason: `the link answered HTTP ${res.status}` };
    const bytes = res.bytes ?? Buffer.from(res.body, 'utf8');
    if (res.truncated || bytes.length > maxBytes)
      return { kind: 'invalid', reason: `it is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` };
    const problem = supplierFileProblem(format, res.headers['content-type'], bytes);
    if (problem) return { kind: 'invalid', reason: problem };
    return { kind: 'ok', bytes, contentType: kind.contentType };
  };
