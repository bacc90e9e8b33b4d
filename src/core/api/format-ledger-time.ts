/** Ledger timestamps are u64 microseconds; the readable form is UTC to the millisecond. */
export function formatLedgerTime(microseconds: bigint): string {
  const millis = microseconds / 1000n;
  if (millis > 8_640_000_000_000_000n) return `${microseconds} µs`;
  return new Date(Number(millis)).toISOString().replace('T', ' ').replace('Z', ' UTC');
}
