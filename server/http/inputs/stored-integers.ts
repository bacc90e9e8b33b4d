// The store keeps sequence and creation numbers as SQLite integers, which are signed 64-bit: a u64 above
// the largest names nothing stored (no account sends 2^63 transactions, no handle is created that late),
// and binding it would throw. A route answers such a number as any number past the last one stored.

const MAX_STORED_INTEGER = (1n << 63n) - 1n;

/** Whether any of these u64 inputs is past what the store can hold (so nothing is stored there). */
export function pastTheStore(...values: readonly (bigint | undefined)[]): boolean {
  return values.some((value) => value !== undefined && value > MAX_STORED_INTEGER);
}
