/**
 * A tiny seeded PRNG (mulberry32) with the draws the demo generator needs. Deterministic on purpose:
 * the same seed must give a byte-identical catalogue, so nothing here touches Math.random.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight; `weightOf` must be positive for at least one item. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0;
    for (const it of items) total += weightOf(it);
    let r = this.next() * total;
    for (const it of items) {
      r -= weightOf(it);
      if (r < 0) return it;
    }
    return this.pick(items);
  }

  /** Up to `k` distinct items in their original order (partial Fisher-Yates over indices). */
  sample<T>(items: readonly T[], k: number): T[] {
    const idx = items.map((_, i) => i);
    const n = Math.min(k, idx.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (idx.length - i));
      const a = idx[i] ?? 0;
      idx[i] = idx[j] ?? 0;
      idx[j] = a;
    }
    return idx
      .slice(0, n)
      .sort((a, b) => a - b)
      .flatMap((i) => {
        const it = items[i];
        return it === undefined ? [] : [it];
      });
  }
}
