import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JsonValue } from '../move/json';
import { describeTransaction, shortHex } from './transaction-call';
import { transactionSchema, type ApiTransaction } from './transaction-schemas';

const HASH = `0x${'ab'.repeat(32)}`;
const SENDER = '0x7ad583a2bd201a0d3d5a4073bd7acffd8f0125b09948392f1f64782645fc5370';
const RECEIVER = '0x3c1f0e7a8f7d2bb5f1d4c2a2f7b1b0e7a8f7d2bb5f1d4c2a2f7b1b0e7a8f7d2b';
const committed = {
  version: '20242',
  hash: HASH,
  state_change_hash: HASH,
  event_root_hash: HASH,
  state_checkpoint_hash: null,
  gas_used: '21',
  success: true,
  vm_status: 'Executed successfully',
  accumulator_root_hash: HASH,
  changes: [],
};

/** A user transaction as the node sends it, checked against the wire schema (so the tests use real shapes). */
function userTransaction(payload: Record<string, JsonValue>, extra: Partial<Record<string, JsonValue>> = {}): ApiTransaction {
  return transactionSchema.parse({
    type: 'user_transaction',
    ...committed,
    sender: SENDER,
    sequence_number: '7',
    max_gas_amount: '200000',
    gas_unit_price: '100',
    expiration_timestamp_secs: '1767226201',
    payload,
    signature: { type: 'ed25519_signature', public_key: HASH, signature: HASH },
    events: [],
    timestamp: '1767226171000000',
    ...extra,
  });
}

const transfer = (args: JsonValue[], typeArgs = ['0x1::native_coin::NativeCoin']) =>
  userTransaction({ type: 'entry_function_payload', function: '0x1::coin::transfer', type_arguments: typeArgs, arguments: args });

describe('describeTransaction', () => {
  it('names the sender, the function, its type arguments and arguments (the issue’s example)', () => {
    const call = describeTransaction(transfer([RECEIVER, '12413310000']));
    expect(call.short).toBe('0x7ad5… called 0x1::coin::transfer<…>(0x3c1f…, 12413310000)');
    expect(call.full).toBe(`${SENDER} called 0x1::coin::transfer<0x1::native_coin::NativeCoin>(${RECEIVER}, 12413310000)`);
    expect(call.failed).toBe(false);
  });

  it('leaves the sender out when asked (a list of what one account sent)', () => {
    expect(describeTransaction(transfer([RECEIVER, '5']), { sender: false }).short).toBe('called 0x1::coin::transfer<…>(0x3c1f…, 5)');
  });

  it('leaves out the angle brackets when there are no type arguments, and keeps short addresses whole', () => {
    const call = describeTransaction(
      userTransaction({
        type: 'entry_function_payload',
        function: '0xcafe::showcase::bump',
        type_arguments: [],
        arguments: ['0x1', true, 3],
      }),
    );
    expect(call.short).toBe('0x7ad5… called 0xcafe::showcase::bump(0x1, true, 3)');
  });

  it('never cuts a u64/u128/u256 (decimal strings), however long', () => {
    const big = '115792089237316195423570985008687907853269984665640564039457584007913129639935';
    expect(describeTransaction(transfer([RECEIVER, big])).short).toContain(`, ${big})`);
  });

  it('cuts long strings, vectors and structs in the short form only', () => {
    const call = describeTransaction(
      transfer(
        ['a name that is much longer than twenty-four', ['1', '2', '3', '4', '5'], { vec: [] }, { a: '1', b: '2', c: '3', d: '4' }],
        [],
      ),
    );
    expect(call.short).toBe(
      '0x7ad5… called 0x1::coin::transfer("a name that is much long…", [1, 2, 3, …2 more], {vec: []}, {a: 1, b: 2, c: 3, …})',
    );
    expect(call.full).toContain('("a name that is much longer than twenty-four", [1, 2, 3, 4, 5], {vec: []}, {a: 1, b: 2, c: 3, d: 4})');
  });

  it('says a failed call failed, with its VM status', () => {
    const failed = describeTransaction({
      ...transfer([RECEIVER, '1'], []),
      success: false,
      vm_status: 'Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006)',
    } as ApiTransaction);
    expect(failed.failed).toBe(true);
    expect(failed.short).toBe(
      '0x7ad5… called 0x1::coin::transfer(0x3c1f…, 1) — failed: Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006)',
    );
  });

  it('names payloads other than entry functions by their kind', () => {
    const script = userTransaction({ type: 'script_payload', code: { bytecode: '0x00' }, type_arguments: [], arguments: [] });
    expect(describeTransaction(script).short).toBe('0x7ad5… sent a script');
    const multisig = userTransaction({ type: 'multisig_payload', multisig_address: RECEIVER });
    expect(describeTransaction(multisig).full).toBe(`${SENDER} sent a multisig`);
  });

  it('says "block metadata (proposer …)" for a block’s first transaction', () => {
    const metadata = transactionSchema.parse({
      type: 'block_metadata_transaction',
      ...committed,
      id: HASH,
      epoch: '1',
      round: '2',
      events: [],
      previous_block_votes_bitvec: [],
      proposer: RECEIVER,
      failed_proposer_indices: [],
      timestamp: '1767226171000000',
    });
    expect(describeTransaction(metadata).short).toBe('block metadata (proposer 0x3c1f…)');
    expect(describeTransaction(metadata).full).toBe(`block metadata (proposer ${RECEIVER})`);
  });

  it('names genesis and the kinds the demo chain does not make', () => {
    const genesis = transactionSchema.parse({
      type: 'genesis_transaction',
      ...committed,
      version: '0',
      payload: { type: 'write_set_payload' },
      events: [],
    });
    expect(describeTransaction(genesis).short).toBe('genesis');
    for (const [type, text] of [
      ['state_checkpoint_transaction', 'state checkpoint'],
      ['validator_transaction', 'validator transaction'],
      ['block_epilogue_transaction', 'block epilogue'],
    ] as const) {
      expect(describeTransaction(transactionSchema.parse({ type, ...committed, timestamp: '1' })).short).toBe(text);
    }
  });
});

describe('describeTransaction: kinds a reader lets through', () => {
  it('says a pending transaction (by_hash) is pending, and names an unknown kind by its type', () => {
    const pending = {
      type: 'pending_transaction',
      sender: SENDER,
      payload: { type: 'entry_function_payload', function: '0x1::coin::transfer', type_arguments: [], arguments: ['1'] },
    };
    expect(describeTransaction(pending).short).toBe('0x7ad5… called 0x1::coin::transfer(1) — pending');
    expect(describeTransaction({ type: 'future_kind_transaction', success: true }).short).toBe('future kind transaction');
    expect(describeTransaction({ type: 'unknown', sentType: 'future_kind_transaction', success: true }).short).toBe(
      'future kind transaction',
    );
  });
});

describe('shortHex', () => {
  it('keeps hex of up to 6 digits and cuts longer hex to 4 digits; other text is unchanged', () => {
    expect(shortHex('0x1')).toBe('0x1');
    expect(shortHex('0xcafe00')).toBe('0xcafe00');
    expect(shortHex('0xcafe001')).toBe('0xcafe…');
    expect(shortHex('12413310000')).toBe('12413310000');
  });

  it('is never longer than its input plus the ellipsis, and keeps the prefix', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^0x[0-9a-f]{1,64}$/), (hex) => {
        const short = shortHex(hex);
        expect(hex.startsWith(short.replace('…', ''))).toBe(true);
        expect(short.length).toBeLessThanOrEqual(8);
      }),
    );
  });
});
