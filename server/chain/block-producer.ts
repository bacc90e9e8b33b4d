// Live blocks every intervalMs of wall time. A block that cannot be committed (a full disk, above all)
// is retried with backoff instead of stopping production for good, and the stall is kept, for GET /v1,
// until a block goes through (issue 25, item 17).
import { diskFullCode } from '../store/disk-full';
import type { ProductionStall } from './ledger';
import { errorMessage, firstLine } from '../../src/core/error-message';

/** Retries wait the block interval, doubling after each failure, up to this. */
export const MAX_RETRY_MS = 30_000;

export function retryDelayMs(intervalMs: number, failedAttempts: number): number {
  return Math.min(MAX_RETRY_MS, intervalMs * 2 ** Math.min(30, Math.max(0, failedAttempts - 1)));
}

export class BlockProducer {
  private ticking: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private intervalMs = 0;
  private stall: ProductionStall | null = null;

  /** `produce` adds one block, or throws having committed nothing of it. */
  constructor(
    private readonly produce: () => void,
    private readonly report: (message: string) => void,
  ) {}

  start(intervalMs: number): void {
    if (this.ticking !== null || this.retry !== null || intervalMs <= 0) return;
    this.intervalMs = intervalMs;
    this.tick();
  }

  stop(): void {
    if (this.ticking !== null) clearInterval(this.ticking);
    if (this.retry !== null) clearTimeout(this.retry);
    this.ticking = null;
    this.retry = null;
  }

  current(): ProductionStall | null {
    return this.stall;
  }

  private tick(): void {
    this.ticking = setInterval(() => this.attempt(), this.intervalMs);
    this.ticking.unref();
  }

  private attempt(): void {
    try {
      this.produce();
    } catch (error) {
      this.failed(error);
      return;
    }
    if (this.stall === null) return;
    this.report(`block production resumed after ${this.stall.attempts} failed attempts`);
    this.stall = null;
    if (this.ticking === null) this.tick();
  }

  private failed(error: unknown): void {
    const code = diskFullCode(error);
    const cause = firstLine(errorMessage(error));
    const message = code === null ? cause : `the disk is full (${code}: ${cause})`;
    const attempts = (this.stall?.attempts ?? 0) + 1;
    if (this.stall === null) this.report(`block production stalled: ${message}; retrying with backoff`);
    this.stall = { reason: code === null ? 'store_error' : 'disk_full', message, sinceMs: this.stall?.sinceMs ?? Date.now(), attempts };
    if (this.ticking !== null) clearInterval(this.ticking);
    this.ticking = null;
    this.retry = setTimeout(
      () => {
        this.retry = null;
        this.attempt();
      },
      retryDelayMs(this.intervalMs, attempts),
    );
    this.retry.unref();
  }
}
