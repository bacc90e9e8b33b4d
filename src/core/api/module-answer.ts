import type { ModuleAnswer } from '../move/layout-source';
import { fail, ok } from '../result';
import { ACCOUNT_MODULE } from './endpoints';
import { ApiError, lacksRoute } from './errors';
import type { ModuleBody } from './module-body-parse';

// A module request's outcome as a layout source needs it (layout-source.ts): the ABI, or why a
// type's layout cannot be learned. Transient failures (network, 429, 5xx) are re-thrown, to be retried.

/** Runs `request` and maps its outcome; `where` is `address::module`, `version` the version asked at. */
export async function moduleAnswerOf(
  request: () => Promise<{ data: ModuleBody }>,
  where: string,
  version: bigint | undefined,
): Promise<ModuleAnswer> {
  const at = version === undefined ? 'at the latest version' : `at version ${version.toString()}`;
  try {
    const { data } = await request();
    if (data.abi === undefined) return fail(`the node sent module ${where} without its ABI`);
    return ok(data.abi);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (lacksRoute(ACCOUNT_MODULE, error))
      return fail(`the node does not serve module ABIs (${String(error.status)} ${error.errorCode ?? 'without an error code'})`);
    if (error.status === 404 && error.kind === 'not_found') return fail(`module ${where} does not exist ${at}`);
    if (error.kind === 'malformed_response') return fail(`malformed ABI of module ${where}: ${error.message}`);
    throw error;
  }
}
