import { ApiError } from '../../core/api/errors';

/** Each way a view call fails, told apart (issue 31: each case its own message). */
export type ViewFailure =
  | { case: 'no_function' | 'not_view' | 'bad_arguments' | 'refused'; message: string }
  | { case: 'aborted'; message: string; code: number | null; location: string | null }
  | { case: 'no_view_route'; message: string }
  | { case: 'other'; error: unknown };

/**
 * What went wrong, from the node's answer (aptos-core view_function.rs: every refusal is 400 invalid_input,
 * told apart by its message; an abort carries its code in vm_error_code). A 404 or 405 that is no version's:
 * the node does not serve POST /view (an optional route, for real nodes too).
 */
export function viewFailure(error: unknown): ViewFailure {
  if (!(error instanceof ApiError)) return { case: 'other', error };
  const { message } = error;
  if ((error.status === 404 || error.status === 405) && error.errorCode !== 'version_not_found') {
    return { case: 'no_view_route', message };
  }
  if (error.status !== 400 || error.errorCode !== 'invalid_input') return { case: 'other', error };
  const abort = /^Move abort in ([^:\s]+::[A-Za-z0-9_]+)/u.exec(message);
  if (abort !== null) return { case: 'aborted', message, code: error.vmErrorCode, location: abort[1] ?? null };
  if (/not a view function|not marked as view/iu.test(message)) return { case: 'not_view', message };
  if (/not found|could not find|does not exist/iu.test(message)) return { case: 'no_function', message };
  if (/argument/iu.test(message)) return { case: 'bad_arguments', message };
  return { case: 'refused', message };
}
