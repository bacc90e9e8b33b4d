import { describe, expect, it, vi } from 'vitest';
import { BlockProducer, MAX_RETRY_MS, retryDelayMs } from './block-producer';

describe('retryDelayMs', () => {
  it('waits the block interval, doubling after each failure, up to 30 s', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(1_000, attempts))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(retryDelayMs(1_000, 6)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(1_000, 10_000)).toBe(MAX_RETRY_MS);
    expect(retryDelayMs(20, 1)).toBe(20);
  });
});

describe('BlockProducer', () => {
  it('a failure that is not a full disk is a store_error, retried the same way', () => {
    vi.useFakeTimers();
    try {
      let failing = true;
      let made = 0;
      const said: string[] = [];
      const producer = new BlockProducer(
        () => {
          if (failing) throw new Error('disk I/O error\nat somewhere');
          made++;
        },
        (line) => said.push(line),
      );
      producer.start(100);
      vi.advanceTimersByTime(100);
      expect(producer.current()).toMatchObject({ reason: 'store_error', message: 'disk I/O error', attempts: 1 });
      vi.advanceTimersByTime(100 + 200 + 400); // retries at 100, 200 and 400 ms
      expect(producer.current()?.attempts).toBe(4);
      failing = false;
      vi.advanceTimersByTime(800);
      expect(producer.current()).toBeNull();
      vi.advanceTimersByTime(1_000); // back to one block per interval
      expect(made).toBe(11);
      expect(said).toEqual([
        'block production stalled: disk I/O error; retrying with backoff',
        'block production resumed after 4 failed attempts',
      ]);
      producer.stop();
      vi.advanceTimersByTime(1_000);
      expect(made).toBe(11);
    } finally {
      vi.useRealTimers();
    }
  });
});
