import { describe, expect, it } from 'vitest';
import { golden, goldenResources } from '../../../test-fixtures/aptos-goldens/aptos-goldens';
import { parseMoveResource, parseMoveResourceList } from './move-resource-parse';
import { parseLedgerInfoBody } from './ledger-info-read';

// The bodies the explorer's client reads before anything is shown (resource-read.ts and the other *-read.ts), against aptos-core's
// API goldens (test-fixtures/aptos-goldens/README.md).

describe('wire body readers on aptos-core goldens', () => {
  it('reads every resource a node wrote, alone and as a list', () => {
    const resources = goldenResources();
    const failures = resources.flatMap(({ golden: name, where, value }) => {
      const parsed = parseMoveResource(value);
      return parsed.ok ? [] : [`${name} ${where}: ${parsed.message}`];
    });
    expect(failures).toEqual([]);
    expect(parseMoveResourceList(resources.map(({ value }) => value))).toMatchObject({ ok: true });
    expect(parseMoveResource(golden('state_test__test_get_account_resource').body)).toMatchObject({
      ok: true,
      value: { type: '0x1::account::Account' },
    });
  });

  it('reads the ledger info of GET /v1 (members we do not use, like git_hash and encryption_key, pass)', () => {
    expect(parseLedgerInfoBody(golden('index_test__test_get_index').body)).toEqual({
      ok: true,
      value: {
        chain_id: 4,
        epoch: '0',
        ledger_version: '0',
        oldest_ledger_version: '0',
        ledger_timestamp: '0',
        node_role: 'validator',
        oldest_block_height: '0',
        block_height: '0',
      },
    });
  });
});
