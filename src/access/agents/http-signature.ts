/**
 * RFC 9421 HTTP Message Signatures, the parts that need no key: parsing Signature-Input, Signature and
 * Signature-Key (draft-hardt-httpbis-signature-key-08) as structured fields, and building the
 * signature base (RFC 9421 §2.5). Verification with keys lives in agent-auth.ts and agent-keys.ts.
 */
import {
  type BareItem,
  type Dictionary,
  type InnerList,
  type Item,
  parseDictionary,
  serializeDictionary,
  serializeInnerList,
  Token,
} from 'structured-headers';

/** Signature-Error codes (Signature-Key -08 / AAuth -11) that we answer with. */
export type SignatureErrorCode =
  | 'invalid_request'
  | 'invalid_input'
  | 'invalid_signature'
  | 'unsupported_scheme'
  | 'invalid_key'
  | 'unknown_key'
  | 'invalid_jwt'
  | 'expired_jwt'
  | 'issuer_missing'
  | 'issuer_mismatch'
  | 'unsupported_algorithm';

export class SignatureProblem extends Error {
  constructor(
    readonly code: SignatureErrorCode,
    message: string,
    /** Components the client must cover (invalid_input). */
    readonly requiredInput: readonly string[] = [],
  ) {
    super(message);
  }
}

/** Covered components every agent request must sign. */
export const REQUIRED_COMPONENTS = ['@method', '@authority', '@path', 'signature-key'] as const;

export interface SignatureInputMember {
  label: string;
  components: string[];
  /** `@signature-params`: the member's inner list serialised (RFC 9421 §2.3). */
  signatureParams: string;
  created: number | null;
  expires: number | null;
  keyid: string | null;
}

export interface SignatureKeyMember {
  scheme: string;
  params: Map<string, BareItem>;
}

/** What the base needs to know about the request; `authority` is ours, never the client's Host. */
export interface RequestView {
  method: string;
  scheme: string;
  authority: string;
  /** Path without the query. */
  path: string;
  /** The query without its `?`, or '' when there is none. */
  query: string;
  field(name: string): string | undefined;
}

const dictionary = (header: string, name: string): Dictionary => {
  try {
    return parseDictionary(header);
  } catch {
    throw new SignatureProblem('invalid_request', `${name} is not a valid structured-field dictionary`);
  }
};

const isInnerList = (v: Item | InnerList): v is InnerList => Array.isArray(v[0]);

const intParam = (params: Map<string, BareItem>, name: string): number | null => {
  const v = params.get(name);
  if (v === undefined) return null;
  if (typeof v !== 'number' || !Number.isInteger(v))
    throw new SignatureProblem('invalid_request', `Signature-Input ${name} must be an integer`);
  return v;
};

export const parseSignatureInput = (header: string): SignatureInputMember[] =>
  [...dictionary(header, 'Signature-Input')].map(([label, value]) => {
    if (!isInnerList(value))
      throw new SignatureProblem('invalid_request', `Signature-Input ${label} must be an inner list`);
    const [items, params] = value;
    const components = items.map(([item, itemParams]) => {
      if (typeof item !== 'string')
        throw new SignatureProblem('invalid_request', 'Signature-Input components must be strings');
      // Component parameters (sf, key, bs, req, tr) change the value; none of our requests need them.
      if (itemParams.size > 0)
        throw new SignatureProblem('invalid_input', `component parameters on "${item}" are not supported`);
      return item;
    });
    const keyid = params.get('keyid');
    return {
      label,
      components,
      signatureParams: serializeInnerList(value),
      created: intParam(params, 'created'),
      expires: intParam(params, 'expires'),
      keyid: typeof keyid === 'string' ? keyid : null,
    };
  });

export const parseSignatures = (header: string): Map<string, Buffer> => {
  const out = new Map<string, Buffer>();
  for (const [label, value] of dictionary(header, 'Signature')) {
    const bytes = isInnerList(value) ? null : value[0];
    if (!(bytes instanceof ArrayBuffer))
      throw new SignatureProblem('invalid_request', `Signature ${label} must be a byte sequence`);
    out.set(label, Buffer.from(bytes));
  }
  return out;
};

export const parseSignatureKey = (header: string): Map<string, SignatureKeyMember> => {
  const out = new Map<string, SignatureKeyMember>();
  for (const [label, value] of dictionary(header, 'Signature-Key')) {
    if (isInnerList(value) || !(value[0] instanceof Token))
      throw new SignatureProblem('invalid_request', `Signature-Key ${label} must be a scheme token`);
    out.set(label, { scheme: value[0].toString(), params: value[1] });
  }
  return out;
};

const componentValue = (name: string, req: RequestView): string => {
  switch (name) {
    case '@method':
      return req.method.toUpperCase();
    case '@authority':
      return req.authority.toLowerCase();
    case '@scheme':
      return req.scheme.toLowerCase();
    case '@path':
      return req.path === '' ? '/' : req.path;
    case '@query':
      return `?${req.query}`;
    case '@target-uri':
      return `${req.scheme}://${req.authority}${req.path}${req.query ? `?${req.query}` : ''}`;
    case '@request-target':
      return `${req.path}${req.query ? `?${req.query}` : ''}`;
    default: {
      if (name.startsWith('@'))
        throw new SignatureProblem('invalid_input', `derived component ${name} is not supported`);
      if (name !== name.toLowerCase())
        throw new SignatureProblem(
          'invalid_input',
          `field names in Signature-Input must be lower case: ${name}`,
        );
      const v = req.field(name);
      if (v === undefined)
        throw new SignatureProblem('invalid_input', `covered field ${name} is not in the request`);
      // RFC 9421 §2.1: strip surrounding whitespace; Node has already joined repeated fields with ", ".
      return v.trim();
    }
  }
};

/** RFC 9421 §2.5: one `"name": value` line per component, then `"@signature-params"`, no trailing LF. */
export const signatureBase = (member: SignatureInputMember, req: RequestView): string => {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const c of member.components) {
    if (seen.has(c)) throw new SignatureProblem('invalid_input', `component ${c} is covered twice`);
    seen.add(c);
    const value = componentValue(c, req);
    if (/[\r\n]/.test(value))
      throw new SignatureProblem('invalid_input', `component ${c} contains a line break`);
    lines.push(`"${c}": ${value}`);
  }
  lines.push(`"@signature-params": ${member.signatureParams}`);
  return lines.join('\n');
};

/** The Signature-Error field value: `error=<code>` plus `required_input` for invalid_input. */
export const signatureErrorField = (problem: SignatureProblem): string => {
  const fields: Dictionary = new Map<string, Item | InnerList>([
    ['error', [new Token(problem.code), new Map()]],
  ]);
  if (problem.requiredInput.length)
    fields.set('required_input', [problem.requiredInput.map((c): Item => [c, new Map()]), new Map()]);
  return serializeDictionary(fields);
};
