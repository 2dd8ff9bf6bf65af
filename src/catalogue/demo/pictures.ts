/**
 * Pictures for the demo catalogue, served by Jaunt itself (GET /demo-pictures/<name>.png), so a
 * demo install shows real images in Slack without any outside host. Small PNGs drawn from the name
 * (a sky gradient, a sun, layered hills), encoded with node:zlib, made once and kept in memory.
 */
import { crc32, deflateSync } from 'node:zlib';

export const DEMO_PICTURE_PATH = '/demo-pictures';
const WIDTH = 240;
const HEIGHT = 160;
const NAME = /^[a-z0-9-]{1,64}$/;

/** FNV-1a: a stable number per name, for colours and shapes. */
const hashOf = (s: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
};

const hsl = (h: number, s: number, l: number): [number, number, number] => {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
};

const chunk = (type: string, data: Buffer): Buffer => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
};

/** A deterministic 240×160 RGB PNG for a picture name. */
export const drawDemoPicture = (name: string): Buffer => {
  const h = hashOf(name);
  const hue = h % 360;
  const sky = [hsl(hue, 0.55, 0.78), hsl((hue + 40) % 360, 0.6, 0.55)] as const;
  const hills = [hsl((hue + 150) % 360, 0.35, 0.42), hsl((hue + 170) % 360, 0.4, 0.3)] as const;
  const sun = hsl((hue + 20) % 360, 0.9, 0.7);
  const sunX = 40 + (h % 160);
  const sunY = 30 + ((h >>> 8) % 40);
  const phase = ((h >>> 16) % 100) / 16;
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    for (let x = 0; x < WIDTH; x++) {
      const t = y / HEIGHT;
      let c: readonly [number, number, number] = [
        sky[0][0] + (sky[1][0] - sky[0][0]) * t,
        sky[0][1] + (sky[1][1] - sky[0][1]) * t,
        sky[0][2] + (sky[1][2] - sky[0][2]) * t,
      ];
      if ((x - sunX) ** 2 + (y - sunY) ** 2 < 18 ** 2) c = sun;
      if (y > 100 + 14 * Math.sin(x / 30 + phase)) c = hills[0];
      if (y > 125 + 10 * Math.sin(x / 18 + phase * 2)) c = hills[1];
      row[1 + x * 3] = Math.round(c[0]);
      row[2 + x * 3] = Math.round(c[1]);
      row[3 + x * 3] = Math.round(c[2]);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The demo catalogue's pictures, drawn on first request and kept. */
export interface DemoPictures {
  /** The PNG for `<name>.png`, or null for names the demo never uses. */
  get(file: string): Buffer | null;
}

export const createDemoPictures = (): DemoPictures => {
  const cache = new Map<string, Buffer>();
  return {
    get(file) {
      const name = file.endsWith('.png') ? file.slice(0, -4) : '';
      if (!NAME.test(name)) return null;
      let png = cache.get(name);
      if (!png) {
        png = drawDemoPicture(name);
        if (cache.size < 1000) cache.set(name, png);
      }
      return png;
    },
  };
};
