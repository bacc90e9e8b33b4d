import { VIEW } from '../../core/api/endpoints';
import { ApiError, lacksRoute } from '../../core/api/errors';

/** Each way a view call fails, told apart (issue 31: each case its own message). */
export type ViewFailure =
  | { case: 'no_function' | 'not_view' | 'bad_arguments' | 'refused'; message: string }
  | { case: 'aborted'; message: string; code: bigint | null; location: string | null }
  | { case: 'no_view_route'; message: string }
  | { case: 'other'; error: unknown };

/**
 * An abort as aptos-core's explain_vm_status writes it: `Move abort in 0xcafe::showcase: E_NAME_NOT_FOUND(0x1):
 * No entry…` where the module names its errors, `Move abort in 0x1::table: 0x6507` where it does not. The code
 * (a u64) is only in the message: `vm_error_code` is the VM's status (4016 ABORTED), or null on older nodes.
 */
const MOVE_ABORT = /^Move abort in ([^:\s]+::[A-Za-z0-9_]+): (?:[A-Za-z0-9_]+\((0x[0-9a-f]+)\)|(0x[0-9a-f]+))/iu;

/**
 * What went wrong, from the node's answer (aptos-core view_function.rs: every refusal is 400 invalid_input,
 * told apart by its message), or the node does not serve POST /view (an optional route, for real nodes too).
 */
export function viewFailure(error: unknown): ViewFailure {
  if (!(error instanceof ApiError)) return { case: 'other', error };
  const { message } = error;
  if (lacksRoute(VIEW, error)) return { case: 'no_view_route', message };
  if (error.status !== 400 || error.errorCode !== 'invalid_input') return { case: 'other', error };
  const abort = MOVE_ABORT.exec(message);
  if (abort !== null) {
    const code = abort[2] ?? abort[3];
    return { case: 'aborted', message, code: code === undefined ? null : BigInt(code), location: abort[1] ?? null };
  }
  if (/not a view function|not marked as view/iu.test(message)) return { case: 'not_view', message };
  // ours, and aptos-core's: convert.rs "could not find view function by …", the resource viewer "Module … can't be found"
  if (/not found|could not find|does not exist|can't be found/iu.test(message)) return { case: 'no_function', message };
  if (/argument/iu.test(message)) return { case: 'bad_arguments', message };
  return { case: 'refused', message };
}

/**
 * The function ran and failed at that version (an abort, or the VM's MISSING_DATA): an answer of the call
 * there, unlike a refusal of the call itself. Real nodes say so by vm_error_code (4016, 4008), older ones only
 * by the message.
 */
export function isExecutionFailure(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  return error.vmErrorCode !== null || viewFailure(error).case === 'aborted';
}
