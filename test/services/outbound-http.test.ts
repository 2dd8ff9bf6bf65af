import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressAllowed,
  createOutboundHttp,
  isNonPublic,
  OutboundRefused,
  urlTargetAllowed,
} from '../../src/platform/http/outbound.js';

describe('SSRF guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    // The URL parser's spelling of [::ffff:127.0.0.1] and [::ffff:10.0.0.1], and IPv4-compatible forms.
    '::ffff:7f00:1',
    '::ffff:a00:1',
    '::7f00:1',
    '::ffff:a9fe:a9fe',
    // IPv4-translated (RFC 6145), 6to4, Teredo, NAT64 (RFC 6052 and the local-use /48) and the rest.
    '::ffff:0:7f00:1',
    '::ffff:0:808:808',
    '2002:7f00:1::',
    '2002:a00:1::1',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '64:ff9b::7f00:1',
    '64:ff9b::808:808',
    '64:ff9b:1::a00:1',
    '2001:db8::1',
    '100::1',
    'fec0::1',
    '5f00::1',
    '3fff::1',
    '::808:808',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '255.255.255.255',
    '240.0.0.1',
    '192.88.99.1',
    'fe80::1%eth0',
  ])('treats %s as non-public', (ip) => {
    expect(isNonPublic(ip)).toBe(true);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:1.1.1.1', '::ffff:101:101'])(
    'allows public %s',
    (ip) => {
      expect(isNonPublic(ip)).toBe(false);
    },
  );

  it('allows loopback, and only loopback, when configured', () => {
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('::1', true)).toBe(true);
    expect(addressAllowed('10.0.0.1', true)).toBe(false);
    expect(addressAllowed('169.254.169.254', true)).toBe(false);
    expect(addressAllowed('127.0.0.1', false)).toBe(false);
    expect(addressAllowed('::ffff:7f00:1', true)).toBe(true);
    expect(addressAllowed('::ffff:7f00:1', false)).toBe(false);
    // Tunnelled forms of 127.0.0.1 are not loopback connections: refused even when loopback is allowed.
    expect(addressAllowed('::ffff:0:7f00:1', true)).toBe(false);
    expect(addressAllowed('2002:7f00:1::', true)).toBe(false);
    expect(addressAllowed('64:ff9b::7f00:1', true)).toBe(false);
  });

  it.each([
    'http://[::ffff:0:7f00:1]/hook',
    'http://[2002:7f00:1::]/hook',
    'http://[64:ff9b::7f00:1]/hook',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://0x7f.1/hook',
    'http://2130706433/hook',
  ])('refuses the webhook target %s at acceptance time', (url) => {
    expect(urlTargetAllowed(url, false)).toBe(false);
  });
});

describe('outbound client', () => {
  let url = '';
  const server = createServer((req, res) => {
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/' });
      res.end();
      return;
    }
    if (req.url === '/big') {
      res.writeHead(200);
      res.end('x'.repeat(100_000));
      return;
    }
    if (req.url === '/hang') return; // never answers
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('ok');
  });
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('refuses loopback literals and names unless allowed', async () => {
    const strict = createOutboundHttp({ allowLoopback: false });
    await expect(strict.send(`${url}/`)).rejects.toBeInstanceOf(OutboundRefused);
    const byName = url.replace('127.0.0.1', 'localhost');
    await expect(strict.send(`${byName}/`)).rejects.toThrow(/not a public address/);
    await strict.close();
  });

  it('refuses a name that resolves to a private address, and connects to exactly the address it checked', async () => {
    const port = Number(new URL(url).port);
    const asked: string[] = [];
    const resolver = (answer: string) => (hostname: string) => {
      asked.push(hostname);
      return Promise.resolve([{ address: answer, family: answer.includes(':') ? 6 : 4 }]);
    };
    const priv = createOutboundHttp({ allowLoopback: true, resolve: resolver('10.0.0.7') });
    await expect(priv.send(`http://hooks.partner.test:${port}/`)).rejects.toThrow(/not a public address/);
    await priv.close();
    const tunnelled = createOutboundHttp({ allowLoopback: true, resolve: resolver('2002:7f00:1::') });
    await expect(tunnelled.send(`http://six.partner.test:${port}/`)).rejects.toThrow(/not a public address/);
    await tunnelled.close();
    // The name does not exist in DNS: the only way to reach the receiver is through the checked answer.
    const pinned = createOutboundHttp({ allowLoopback: true, resolve: resolver('127.0.0.1') });
    expect((await pinned.send(`http://pinned.partner.test:${port}/`)).body).toBe('ok');
    await pinned.close();
    expect(asked).toEqual(['hooks.partner.test', 'six.partner.test', 'pinned.partner.test']);
  });

  it('does not follow redirects, caps the body and times out', async () => {
    const http = createOutboundHttp({ allowLoopback: true });
    expect((await http.send(`${url}/`)).body).toBe('ok');
    expect((await http.send(`${url}/redirect`)).status).toBe(302);
    expect((await http.send(`${url}/big`, { maxBytes: 1000 })).body.length).toBe(1000);
    await expect(http.send(`${url}/hang`, { timeoutMs: 200 })).rejects.toThrow();
    await expect(http.send('ftp://example.com/')).rejects.toBeInstanceOf(OutboundRefused);
    await http.close();
  });
});
