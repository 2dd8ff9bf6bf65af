/**
 * Compact sets for a streaming import, so its memory stays flat at any catalogue size: refs seen so
 * far (duplicate check) and the published row ids a `--replace` load keeps.
 */

/** FNV-1a over UTF-16 code units with two different offsets and a final mix: two 32-bit halves. */
const hash64 = (s: string): [number, number] => {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    h2 ^= h2 >>> 13;
  }
  h1 ^= h1 >>> 16;
  h1 = Math.imul(h1, 0x85ebca6b);
  h1 ^= h1 >>> 13;
  h2 ^= h2 >>> 15;
  h2 = Math.imul(h2, 0xc2b2ae35);
  h2 ^= h2 >>> 16;
  return [h1 >>> 0, h2 >>> 0];
};

/**
 * The first line of each ref, keyed by a 64-bit hash of the ref in an open-addressing table of typed
 * arrays: 24 bytes a ref at most, where a Map of strings takes about 70. Two distinct refs share a
 * 64-bit hash with odds of about 1 in 10^7 over a million refs: then the second would be reported as
 * a duplicate (the load is refused, never wrong).
 */
export class RefLines {
  private hi = new Uint32Array(1 << 12);
  private lo = new Uint32Array(1 << 12);
  /** 0: empty slot; else the line number. */
  private line = new Uint32Array(1 << 12);
  private size = 0;

  /** Records `ref` at `lineNo`; returns the earlier line of the same ref, or null when it is new. */
  firstLine(ref: string, lineNo: number): number | null {
    if ((this.size + 1) * 2 > this.line.length) this.grow();
    const [h, l] = hash64(ref);
    const found = this.slotOf(h, l);
    const seen = this.line[found] as number;
    if (seen !== 0) return seen;
    this.hi[found] = h;
    this.lo[found] = l;
    this.line[found] = lineNo;
    this.size++;
    return null;
  }

  private slotOf(h: number, l: number): number {
    const mask = this.line.length - 1;
    let i = (l ^ Math.imul(h, 0x9e3779b1)) & mask;
    while (this.line[i] !== 0 && (this.hi[i] !== h || this.lo[i] !== l)) i = (i + 1) & mask;
    return i;
  }

  private grow(): void {
    const { hi, lo, line } = this;
    this.hi = new Uint32Array(line.length * 2);
    this.lo = new Uint32Array(line.length * 2);
    this.line = new Uint32Array(line.length * 2);
    for (let i = 0; i < line.length; i++) {
      if (line[i] === 0) continue;
      const slot = this.slotOf(hi[i] as number, lo[i] as number);
      this.hi[slot] = hi[i] as number;
      this.lo[slot] = lo[i] as number;
      this.line[slot] = line[i] as number;
    }
  }
}

/** Row ids as a growable bitmap: one bit per id up to the largest. */
export class PkSet {
  private bits = new Uint8Array(1 << 12);

  add(pk: number): void {
    const byte = pk >>> 3;
    if (byte >= this.bits.length) {
      const next = new Uint8Array(Math.max(byte + 1, this.bits.length * 2));
      next.set(this.bits);
      this.bits = next;
    }
    this.bits[byte] = (this.bits[byte] as number) | (1 << (pk & 7));
  }

  has(pk: number): boolean {
    const byte = pk >>> 3;
    return byte < this.bits.length && ((this.bits[byte] as number) & (1 << (pk & 7))) !== 0;
  }
}
