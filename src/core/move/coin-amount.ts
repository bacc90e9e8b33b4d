// A coin amount as people read it: the raw u64 shifted by the coin's decimals (CoinInfo), exactly —
// never through a float.
import { MoveInputError } from './errors';

/** `123456789012` with 2 decimals → `1,234,567,890.12`: whole digits grouped by thousands, no trailing zeros. */
export function formatCoinAmount(raw: string, decimals: number): string {
  if (!/^\d+$/u.test(raw)) throw new MoveInputError('integer', 'not_decimal', raw, 'a coin amount is digits only');
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new MoveInputError('integer', 'out_of_range', String(decimals), 'coin decimals are a u8');
  const digits = raw.replace(/^0+(?=\d)/u, '').padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/u, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/gu, ',');
  return fraction === '' ? grouped : `${grouped}.${fraction}`;
}
