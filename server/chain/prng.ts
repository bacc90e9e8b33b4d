// mulberry32: a tiny seeded PRNG whose whole state is one uint32, so the chain generator can persist
// it between blocks and a restart continues the very same sequence (docs/demo-chain.md#determinism-and-restarts).

export class Prng {
  constructor(private state: number) {
    this.state = state >>> 0;
  }

  /** The state to persist; `new Prng(saved)` resumes the sequence. */
  save(): number {
    return this.state;
  }

  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform integer in [0, n) for 0 < n ≤ 2^32 (modulo bias is irrelevant for a demo chain). */
  below(n: number): number {
    if (!(n > 0)) throw new RangeError(`Prng.below(${n})`);
    return this.nextUint32() % n;
  }

  /** Uniform integer in [low, high]. */
  between(low: number, high: number): number {
    return low + this.below(high - low + 1);
  }
}
