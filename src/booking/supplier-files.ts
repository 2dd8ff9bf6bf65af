/**
 * A supplier's own ticket files (OCTO `PDF_URL`, `PKPASS_URL` delivery options): what we fetch, and
 * whether what came back is the file it says it is. Pure; the fetching is services/supplier-files.ts.
 */

export type SupplierFileFormat = 'PDF_URL' | 'PKPASS_URL';

/** One file to fetch: which ticket it belongs to (index in the booking's tickets), null for a voucher. */
export interface SupplierFileRef {
  url: string;
  format: SupplierFileFormat;
  ticket: number | null;
}

/** Largest supplier file we keep (a ticket PDF or Wallet pass is tens of kB; 10 MB is generous). */
export const SUPPLIER_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const SUPPLIER_FILE_KINDS: Record<
  SupplierFileFormat,
  { deliverableType: 'ticket_pdf' | 'wallet_pass'; contentType: string; ext: string; what: string }
> = {
  PDF_URL: { deliverableType: 'ticket_pdf', contentType: 'application/pdf', ext: 'pdf', what: 'a PDF' },
  PKPASS_URL: {
    deliverableType: 'wallet_pass',
    contentType: 'application/vnd.apple.pkpass',
    ext: 'pkpass',
    what: 'a Wallet pass',
  },
};

/** Declared types that may carry each format (a bare octet-stream or none at all is left to the bytes). */
const DECLARED: Record<SupplierFileFormat, RegExp> = {
  PDF_URL: /^(application\/(pdf|x-pdf|octet-stream|force-download)|binary\/octet-stream)?$/,
  PKPASS_URL: /^(application\/(vnd\.apple\.pkpass|zip|x-zip-compressed|octet-stream)|binary\/octet-stream)?$/,
};

const MAGIC: Record<SupplierFileFormat, { bytes: number[]; name: string }> = {
  PDF_URL: { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], name: '%PDF-' },
  PKPASS_URL: { bytes: [0x50, 0x4b, 0x03, 0x04], name: 'PK\\x03\\x04 (zip)' },
};

/**
 * Null when `bytes` are a file of `format` (magic bytes decide; the declared type must not
 * contradict them), else why not, in words for the partner.
 */
export const supplierFileProblem = (
  format: SupplierFileFormat,
  declaredType: string | undefined,
  bytes: Uint8Array,
): string | null => {
  const kind = SUPPLIER_FILE_KINDS[format];
  const declared = (declaredType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!DECLARED[format].test(declared)) return `it was served as ${declared}, not ${kind.what}`;
  if (bytes.length === 0) return 'it was empty';
  const magic = MAGIC[format];
  if (!magic.bytes.every((b, i) => bytes[i] === b))
    return `it is not ${kind.what} (it does not start with ${magic.name})`;
  return null;
};
