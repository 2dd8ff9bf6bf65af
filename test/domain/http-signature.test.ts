import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  parseSignatureInput,
  parseSignatureKey,
  parseSignatures,
  type RequestView,
  SignatureProblem,
  signatureBase,
  signatureErrorField,
} from '../../src/access/agents/http-signature.js';
import { normaliseInteractionCode } from '../../src/access/agents/interaction-code.js';

// RFC 9421 Appendix B.1.4 (test-key-ed25519) and B.2.6.
const PUBLIC = createPublicKey(
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAJrQLj5P/89iXES9+vFgrIy29clF9CC/oPPsw3c5D0bs=\n-----END PUBLIC KEY-----\n',
);
const PRIVATE = createPrivateKey(
  '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIJ+DYvh6SEqVTm50DFtMDoQikTmiCqirVv9mWG9qfSnF\n-----END PRIVATE KEY-----\n',
);
const INPUT =
  'sig-b26=("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"';
const SIGNATURE =
  'sig-b26=:wqcAqbmYJ2ji2glfAMaRy4gruYYnx2nEFN2HN6jrnDnQCK1u02Gb04v9EDgwUPiu4A0w6vuQv5lIp5WPpBKRCw==:';
const BASE = [
  '"date": Tue, 20 Apr 2021 02:07:55 GMT',
  '"@method": POST',
  '"@path": /foo',
  '"@authority": example.com',
  '"content-type": application/json',
  '"content-length": 18',
  '"@signature-params": ("date" "@method" "@path" "@authority" "content-type" "content-length");created=1618884473;keyid="test-key-ed25519"',
].join('\n');

const request = (over: Partial<RequestView> = {}): RequestView => {
  const fields: Record<string, string> = {
    date: 'Tue, 20 Apr 2021 02:07:55 GMT',
    'content-type': 'application/json',
    'content-length': '18',
  };
  return {
    method: 'POST',
    scheme: 'https',
    authority: 'example.com',
    path: '/foo',
    query: 'param=Value&Pet=dog',
    field: (n) => fields[n],
    ...over,
  };
};

describe('RFC 9421 B.2.6 (Ed25519)', () => {
  const [member] = parseSignatureInput(INPUT);
  const signature = parseSignatures(SIGNATURE).get('sig-b26');

  it('builds the signature base of the RFC byte for byte', () => {
    expect(member?.label).toBe('sig-b26');
    expect(member?.created).toBe(1618884473);
    expect(member?.keyid).toBe('test-key-ed25519');
    if (!member) throw new Error('no member');
    expect(signatureBase(member, request())).toBe(BASE);
  });

  it('reproduces the RFC signature and verifies it', () => {
    if (!signature) throw new Error('no signature');
    expect(sign(null, Buffer.from(BASE), PRIVATE).equals(signature)).toBe(true);
    expect(verify(null, Buffer.from(BASE), PUBLIC, signature)).toBe(true);
  });

  it.each([
    ['a flipped bit', (b: string) => b, true],
    ['another method', (b: string) => b.replace('"@method": POST', '"@method": PUT'), false],
    ['another path', (b: string) => b.replace('/foo', '/bar'), false],
    ['another created', (b: string) => b.replace('created=1618884473', 'created=1618884474'), false],
  ])('fails with %s', (_label, change, flip) => {
    if (!signature) throw new Error('no signature');
    const sig = Buffer.from(signature);
    if (flip) sig[5] = (sig[5] ?? 0) ^ 1;
    expect(verify(null, Buffer.from(change(BASE)), PUBLIC, sig)).toBe(false);
  });

  it('takes the authority we give it, never a field', () => {
    if (!member) throw new Error('no member');
    expect(signatureBase(member, request({ authority: 'evil.example' }))).not.toBe(BASE);
  });
});

describe('structured fields', () => {
  it('parses Signature-Key members and refuses what is not a dictionary', () => {
    const keys = parseSignatureKey(
      'sig=hwk;kty="OKP";crv="Ed25519";x="abc";alg="Ed25519", other=jwks_uri;uri="x"',
    );
    expect(keys.get('sig')?.scheme).toBe('hwk');
    expect(keys.get('sig')?.params.get('alg')).toBe('Ed25519');
    expect(keys.get('other')?.scheme).toBe('jwks_uri');
    expect(() => parseSignatureKey('sig="hwk"')).toThrow(SignatureProblem);
    expect(() => parseSignatureInput('not a dictionary (')).toThrow(SignatureProblem);
  });

  it('refuses component parameters and missing covered fields as invalid_input', () => {
    const [withParam] = [() => parseSignatureInput('sig=("@query-param";name="a");created=1')];
    expect(withParam).toThrow(/component parameters/);
    const [m] = parseSignatureInput('sig=("x-missing");created=1');
    if (!m) throw new Error('no member');
    expect(() => signatureBase(m, request())).toThrow(/x-missing/);
  });

  it('serialises Signature-Error as a dictionary', () => {
    expect(signatureErrorField(new SignatureProblem('invalid_signature', 'x'))).toBe(
      'error=invalid_signature',
    );
    expect(
      signatureErrorField(
        new SignatureProblem('invalid_input', 'x', ['@method', '@authority', '@path', 'signature-key']),
      ),
    ).toBe('error=invalid_input, required_input=("@method" "@authority" "@path" "signature-key")');
  });
});

describe('interaction codes', () => {
  it('compares without hyphens, case-insensitively, reading I/L as 1 and O as 0', () => {
    expect(normaliseInteractionCode('7kq4-m2xb')).toBe('7KQ4M2XB');
    expect(normaliseInteractionCode('ILO0 1234')).toBe('11001234');
    expect(normaliseInteractionCode('7KQ4-M2XU')).toBeNull();
    expect(normaliseInteractionCode('7KQ4')).toBeNull();
  });
});
