// `ledger_version` is a u64 in decimal (api-contract.md: `-1`, `abc`, `1.5`, empty and values above
// 18446744073709551615 are rejected by the node with 400; we reject them before asking).

const U64_MAX = 18446744073709551615n;

export type LedgerVersionResult =
  | { ok: true; version: bigint }
  | { ok: false; reason: string; position: number };

export function parseLedgerVersionParam(input: string): LedgerVersionResult {
  if (input === '') return { ok: false, reason: 'empty: a ledger version is a decimal u64 such as 12345', position: 0 };
  for (let index = 0; index < input.length; index += 1) {
    const char = input.charAt(index);
    if (char < '0' || char > '9') {
      return { ok: false, reason: `unexpected ${JSON.stringify(char)}: a ledger version has decimal digits only`, position: index };
    }
  }
  const version = BigInt(input);
  if (version > U64_MAX) return { ok: false, reason: 'larger than the largest u64 (18446744073709551615)', position: 0 };
  return { ok: true, version };
}
