import { describe, expect, it } from 'vitest';
import goldens from './fixtures/aptos-goldens.json';
import mainnet from './fixtures/mainnet-kinds.json';
import { parseBlockBody, parseEventListBody, parseTransactionBody, parseTransactionListBody } from './transaction-body-parse';

describe('transaction bodies as real nodes send them', () => {
  it('reads the goldens: block metadata, user and state checkpoint transactions, blank hashes', () => {
    const parsed = parseTransactionListBody(goldens.transactions);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.map((transaction) => transaction.type)).toEqual([
      'block_metadata_transaction',
      'user_transaction',
      'state_checkpoint_transaction',
    ]);
    const [metadata, user] = parsed.value;
    expect(metadata?.type === 'block_metadata_transaction' && metadata.proposer).toBe(
      '0x66b22b7465af92a9dc8d07d2878716d9dffbbb280830a7d8cf80334b5da812ef',
    );
    // `{"data": null}` on a table write the node cannot decode reads as no decoded data
    const tableWrite = metadata?.type === 'block_metadata_transaction' ? metadata.changes[2] : undefined;
    expect(tableWrite).toMatchObject({ type: 'write_table_item', key: '0x01000000', data: null });
    expect(user?.type === 'user_transaction' && user.payload).toMatchObject({ function: '0x1::aptos_account::create_account' });
  });

  it('reads the genesis block of the goldens (its hash is "")', () => {
    expect(parseBlockBody(goldens.genesisBlock)).toEqual({ ok: true, value: { ...goldens.genesisBlock, transactions: null } });
  });

  it('reads mainnet kinds: a block epilogue with its block_end_info, a fee payer transaction that failed', () => {
    const epilogue = parseTransactionBody(mainnet.blockEpilogue);
    expect(epilogue).toMatchObject({
      ok: true,
      value: { type: 'block_epilogue_transaction', block_end_info: { block_effective_block_gas_units: 2555 } },
    });
    const feePayer = parseTransactionBody(mainnet.feePayerUser);
    expect(feePayer).toMatchObject({
      ok: true,
      value: { success: false, vm_status: 'EXECUTION_LIMIT_REACHED', signature: { type: 'fee_payer_signature' } },
    });
  });

  it('passes a kind it does not know through by its type, and a pending transaction', () => {
    const future = { ...mainnet.blockEpilogue, type: 'future_transaction', extra: 1 };
    expect(parseTransactionBody(future)).toMatchObject({
      ok: true,
      value: { type: 'unknown', sentType: 'future_transaction', version: '3556737309' },
    });
    const pending = {
      type: 'pending_transaction',
      hash: '0x' + 'ab'.repeat(32),
      sender: '0x1',
      sequence_number: '3',
      max_gas_amount: '1',
      gas_unit_price: '1',
      expiration_timestamp_secs: '1',
      payload: { type: 'entry_function_payload' },
    };
    expect(parseTransactionBody(pending)).toMatchObject({ ok: true, value: { type: 'pending_transaction' } });
  });

  it('keeps a write it does not know, and refuses what is not a transaction', () => {
    const withNewWrite = { ...mainnet.blockEpilogue, changes: [{ type: 'write_something_new', address: '0x1' }] };
    expect(parseTransactionBody(withNewWrite)).toMatchObject({
      ok: true,
      value: { changes: [{ type: 'unknown', sentType: 'write_something_new' }] },
    });
    expect(parseTransactionBody({ version: '1' })).toMatchObject({ ok: false });
    expect(parseTransactionBody({ ...mainnet.feePayerUser, gas_used: 'lots' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('gas_used') as unknown,
    });
  });

  it('reads events by creation number in the goldens’ shape', () => {
    const events = [
      {
        version: '5',
        guid: { creation_number: '2', account_address: '0x1' },
        sequence_number: '0',
        type: '0x1::reconfiguration::NewEpochEvent',
        data: { epoch: '1' },
      },
    ];
    expect(parseEventListBody(events)).toEqual({ ok: true, value: events });
    expect(parseEventListBody([{ version: '5' }])).toMatchObject({ ok: false });
  });
});
