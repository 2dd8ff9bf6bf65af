/**
 * An independent RFC 9421 signer for tests, written from the RFC and the Signature-Key draft; it
 * shares no code with src/ (the verifier must accept what a separate implementation produces).
 */
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

export interface AgentKey {
  alg: 'Ed25519' | 'ES256';
  privateKey: KeyObject;
  jwk: { kty: string; crv: string; x: string; y?: string };
}

export const newAgentKey = (alg: 'Ed25519' | 'ES256' = 'Ed25519'): AgentKey => {
  const pair =
    alg === 'Ed25519' ? generateKeyPairSync('ed25519') : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = pair.publicKey.export({ format: 'jwk' });
  return {
    alg,
    privateKey: pair.privateKey,
    jwk: { kty: String(kty), crv: String(crv), x: String(x), ...(y ? { y: String(y) } : {}) },
  };
};

/** RFC 7638 thumbprint, written out by hand. */
export const thumbprintOf = (jwk: AgentKey['jwk']): string => {
  const members =
    jwk.kty === 'EC'
      ? { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }
      : { crv: jwk.crv, kty: jwk.kty, x: jwk.x };
  return createHash('sha256').update(JSON.stringify(members)).digest('base64url');
};

export const hwkField = (key: AgentKey, extra = ''): string => {
  const y = key.jwk.y ? `;y="${key.jwk.y}"` : '';
  return `sig=hwk;kty="${key.jwk.kty}";crv="${key.jwk.crv}";x="${key.jwk.x}"${y};alg="${key.alg}"${extra}`;
};

export interface SignOptions {
  method?: string;
  /** Path and query as sent. */
  target: string;
  /** The authority the agent believes it talks to (our JAUNT_PUBLIC_URL host). */
  authority: string;
  key: AgentKey;
  created: number;
  components?: string[];
  headers?: Record<string, string>;
  body?: string;
  /** The Signature-Key field; hwk of `key` by default. */
  signatureKey?: string;
  /** A keyid signature parameter (discouraged by AAuth). */
  keyid?: string;
  /** Sign with this key instead (a wrong-key test). */
  signWith?: AgentKey;
}

export const contentDigest = (body: string): string =>
  `sha-256=:${createHash('sha256').update(body).digest('base64')}:`;

/** Returns the headers to send: the caller's, Signature-Key, Signature-Input and Signature. */
export const signRequest = (o: SignOptions): Record<string, string> => {
  const method = o.method ?? 'GET';
  const url = new URL(o.target, 'https://placeholder.invalid');
  const headers: Record<string, string> = {
    ...o.headers,
    'signature-key': o.signatureKey ?? hwkField(o.key),
  };
  if (o.body !== undefined && headers['content-digest'] === undefined)
    headers['content-digest'] = contentDigest(o.body);
  const components = o.components ?? ['@method', '@authority', '@path', 'signature-key'];
  const lines = components.map((c) => {
    if (c === '@method') return `"@method": ${method}`;
    if (c === '@authority') return `"@authority": ${o.authority}`;
    if (c === '@path') return `"@path": ${url.pathname}`;
    if (c === '@query') return `"@query": ${url.search || '?'}`;
    return `"${c}": ${headers[c]}`;
  });
  const keyid = o.keyid === undefined ? '' : `;keyid="${o.keyid}"`;
  const params = `(${components.map((c) => `"${c}"`).join(' ')});created=${o.created}${keyid}`;
  lines.push(`"@signature-params": ${params}`);
  const base = Buffer.from(lines.join('\n'));
  const signer = o.signWith ?? o.key;
  const signature =
    signer.alg === 'Ed25519'
      ? sign(null, base, signer.privateKey)
      : sign('sha256', base, { key: signer.privateKey, dsaEncoding: 'ieee-p1363' });
  return {
    ...headers,
    'signature-input': `sig=${params}`,
    signature: `sig=:${signature.toString('base64')}:`,
  };
};
