/**
 * Pictures Slack can load: only https PNG/JPEG/GIF URLs are used, the Details modal never holds an
 * image block that could fail the whole view, and the demo catalogue's pictures are real PNGs
 * served by Jaunt itself under JAUNT_PUBLIC_URL.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PartnerActivityDetail } from '../../src/contract/partner.js';
import { imageUrlOk } from '../../src/slack/blocks/kit.js';
import { detailModal } from '../../src/slack/blocks/modals.js';
import { startTestApp } from '../helpers/app.js';
import { all } from '../helpers/db.js';

describe('image URLs', () => {
  it.each([
    ['https://img.example.com/a.png', true],
    ['https://img.example.com/a.JPG', true],
    ['https://img.example.com/a.jpeg?w=300', true],
    ['https://img.example.com/a.gif', true],
    ['http://img.example.com/a.png', false],
    ['https://img.example.com/a.webp', false],
    ['https://img.example.com/a.svg', false],
    ['https://img.example.com/picture', false],
    ['javascript:alert(1)//.png', false],
    ['https://img.example.com/a b.png', false],
  ])('%s → %s', (url, ok) => {
    expect(imageUrlOk(url)).toBe(ok);
  });

  it('the Details modal shows a good picture as an accessory and drops a bad one; never an image block', () => {
    const base = {
      activity_id: 'a1',
      name: 'Jazz',
      description: 'Late jazz',
      short_description: null,
      picture_url: null,
      picture_urls: ['https://img.example.com/a.webp', 'https://img.example.com/b.png'],
      next_datetime: null,
      venue: null,
      semantic_location: null,
      ticket_price: null,
      is_open_now: null,
      search_category: [],
      highlights: [],
      tips: [],
      is_bookable: false,
    } as unknown as PartnerActivityDetail;
    const origin = { activityId: 'a1', channelId: 'C1', messageTs: null };
    const good = detailModal(base, origin, 'test');
    expect(good.blocks.some((b) => b.type === 'image')).toBe(false);
    expect(JSON.stringify(good.blocks)).toContain(
      '"accessory":{"type":"image","image_url":"https://img.example.com/b.png"',
    );
    const bad = detailModal({ ...base, picture_urls: ['http://insecure.example/a.png'] }, origin, 'test');
    expect(JSON.stringify(bad.blocks)).not.toContain('image');
  });
});

describe('demo pictures served by Jaunt', () => {
  it('the demo catalogue points at JAUNT_PUBLIC_URL/demo-pictures and those are real PNGs', async () => {
    const app = await startTestApp({
      env: { JAUNT_DEMO_ON_EMPTY: '1', JAUNT_DEMO_SIZE: '60', JAUNT_PUBLIC_URL: 'https://jaunt.example.com' },
    });
    try {
      const urls = (
        await all<{ picture_urls: string }>(app.store, sql`SELECT picture_urls FROM activity`)
      ).flatMap((r) => JSON.parse(r.picture_urls) as string[]);
      expect(urls.length).toBeGreaterThan(0);
      for (const u of urls) {
        expect(u).toMatch(/^https:\/\/jaunt\.example\.com\/demo-pictures\/[a-z-]+-[1-4]\.png$/);
        expect(imageUrlOk(u)).toBe(true);
      }
      const path = new URL(urls[0] ?? '').pathname;
      const r = await fetch(`${app.url}${path}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await r.arrayBuffer());
      expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(png.readUInt32BE(16)).toBe(240); // IHDR width
      expect(png.readUInt32BE(20)).toBe(160);
      expect(png.length).toBeLessThan(20_000);
      expect((await fetch(`${app.url}/demo-pictures/..%2Fetc.png`)).status).toBe(404);
    } finally {
      await app.stop();
    }
  });
});
