import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors';
import { isExecutionFailure, viewFailure } from './view-error';

// The answers of aptos-core's view_function.rs (explain_vm_status for the message; vm_error_code the VM's
// status: 4016 ABORTED on current nodes, null on older ones), and ours, which answer the same.
const answer = (message: string, vmErrorCode: number | null, status = 400, errorCode = 'invalid_input') =>
  new ApiError({ kind: 'invalid', message, status, errorCode, vmErrorCode, url: 'http://n/v1/view' });

describe('viewFailure', () => {
  it('reads an abort whose module names its errors: the code from the message, not vm_error_code', () => {
    const failure = viewFailure(answer('Move abort in 0xcafe::showcase: E_NAME_NOT_FOUND(0x1): No entry of that name in by_name.', 4016));
    expect(failure).toMatchObject({ case: 'aborted', code: 1n, location: '0xcafe::showcase' });
  });

  it('reads an abort without error info, as a real node wrote it for 0x1::table', () => {
    expect(viewFailure(answer('Move abort in 0x1::table: 0x6507', 4016))).toMatchObject({
      case: 'aborted',
      code: 0x6507n,
      location: '0x1::table',
    });
  });

  it('keeps a u64 abort code exact, and reads an older node that sends vm_error_code null', () => {
    expect(viewFailure(answer('Move abort in 0x1::m: E_BIG(0xffffffffffffffff): the largest', null))).toMatchObject({
      case: 'aborted',
      code: 18446744073709551615n,
    });
  });

  it('tells refusals apart by their message', () => {
    expect(viewFailure(answer('Function 0x1::coin::transfer is not a view function (not marked #[view])', null)).case).toBe('not_view');
    expect(viewFailure(answer('Function 0x1::coin::nope not found in module 0x1::coin at version 11000', null)).case).toBe('no_function');
  });

  // aptos-core's words (api/types convert.rs, move-resource-viewer, the VM's view checks), beside ours
  it.each([
    ['could not find view function by 0xcafe::showcase::nope', 'no_function'],
    ['could not find entry function by 0xcafe::showcase::nope', 'no_function'],
    [
      'Module ModuleId { address: 0000000000000000000000000000000000000000000000000000000000000cafe, name: Identifier("nope") } can\'t be found',
      'no_function',
    ],
    ['Module 0xcafe::nope not found at version 11000', 'no_function'],
    ['function not marked as view function', 'not_view'],
    ['expected 1 type arguments for view function 0x1::coin::balance, but got 0', 'bad_arguments'],
    ['Wrong number of arguments: expected 1, got 2', 'bad_arguments'],
    ['Invalid argument 0 (address): expected an address', 'bad_arguments'],
  ])('a real node or ours: %s → %s', (message, expected) => {
    expect(viewFailure(answer(message, null)).case).toBe(expected);
  });

  it('a node without POST /view: 404 web_framework_error or 405, told apart from a refused call', () => {
    expect(viewFailure(answer('Not found: POST /v1/view', null, 404, 'web_framework_error')).case).toBe('no_view_route');
    expect(viewFailure(answer('Method Not Allowed', null, 405, 'web_framework_error')).case).toBe('no_view_route');
    expect(viewFailure(answer('Ledger version(5) has been pruned', null, 410, 'version_pruned')).case).toBe('other');
  });
});

describe('isExecutionFailure', () => {
  it('is an abort or the VM failing, whatever vm_error_code says; not a refusal of the call', () => {
    expect(isExecutionFailure(answer('Move abort in 0x1::table: 0x6507', 4016))).toBe(true);
    expect(isExecutionFailure(answer('Move abort in 0x1::table: 0x6507', null))).toBe(true);
    expect(isExecutionFailure(answer('Execution failed in 0x1::fungible_asset::name: MISSING_DATA (…)', 4008))).toBe(true);
    expect(isExecutionFailure(answer('Invalid argument 0 (address): expected an address', null))).toBe(false);
    expect(isExecutionFailure(new Error('Move abort in 0x1::table: 0x6507'))).toBe(false);
  });
});
