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
