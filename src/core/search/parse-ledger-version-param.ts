import { MoveInputError } from '../move/errors';
import { parseU64 } from '../move/integers';
import { ok, type Result } from '../result';

// `ledger_version` is a u64 in decimal (docs/api.md#parameters-and-types: `-1`, `abc`, `1.5`, empty and values above
// 18446744073709551615 get 400 from the node); we reject them before asking, with the core's reason.

export function parseLedgerVersionParam(input: string): Result<bigint, { position: number | undefined }> {
  try {
    return ok(parseU64(input));
  } catch (error) {
    if (error instanceof MoveInputError) return { ok: false, message: error.message, position: error.position };
    throw error;
  }
}
