import { MAX_U64 } from '../move/integers';

/** A u64 as the API carries it: an unsigned decimal string without leading zeros (seed description §2.1). */
export const U64_DECIMAL = /^(0|[1-9]\d{0,19})$/;

/** The rule of u64StringSchema (schemas.ts), for the hand checks of the first load (wire-body-parse.ts). */
export function isU64String(value: unknown): value is string {
  return typeof value === 'string' && U64_DECIMAL.test(value) && BigInt(value) <= MAX_U64;
}
