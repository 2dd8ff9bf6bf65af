import { createHmac, randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/booking/webhook-signing.js';

describe('Standard Webhooks signing', () => {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  const body = JSON.stringify({ booking_id: 'bk_1', status: 'confirmed', note: 'ünïcode ✓' });

  it('verifies with the public standardwebhooks package', () => {
    const headers = signWebhook(secret, 'msg_bk_1_confirmed', new Date(), body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('matches the package signature byte for byte', () => {
    const at = new Date('2026-06-01T12:00:00Z');
    expect(signWebhook(secret, 'msg_x', at, body)['webhook-signature']).toBe(
      new Webhook(secret).sign('msg_x', at, body),
    );
    expect(signWebhook(secret, 'msg_x', at, body)['webhook-timestamp']).toBe(String(at.getTime() / 1000));
  });

  it('fails verification for a tampered body, another secret, or a stale timestamp', () => {
    const headers = signWebhook(secret, 'msg_1', new Date(), body);
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(`whsec_${randomBytes(32).toString('base64')}`).verify(body, headers)).toThrow();
    const stale = signWebhook(secret, 'msg_1', new Date(Date.now() - 10 * 60_000), body);
    expect(() => new Webhook(secret).verify(body, stale)).toThrow();
  });

  it('keeps the wire format: the same bytes as an HMAC-SHA256 over id.timestamp.body', () => {
    for (let i = 0; i < 20; i++) {
      const key = randomBytes(24 + i);
      const sec = `whsec_${key.toString('base64')}`;
      const id = `msg_${randomBytes(6).toString('hex')}`;
      const at = new Date(1_780_000_000_000 + i * 1_234_567);
      const payload = JSON.stringify({ i, text: randomBytes(40).toString('latin1') });
      const mac = createHmac('sha256', key)
        .update(`${id}.${Math.floor(at.getTime() / 1000)}.${payload}`)
        .digest('base64');
      expect(signWebhook(sec, id, at, payload)).toEqual({
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': `v1,${mac}`,
      });
    }
  });
});
