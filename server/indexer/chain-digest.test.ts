// The whole store of a new directory, pinned: every row of the ledger's tables and of the index, as the
// code before the bulk index load (node.ts, Indexer.catchUpBulk) made them. A change to how the chain is
// generated, stored or indexed that moves one byte, one row or one index fails here.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openLedger } from '../chain/open-ledger';
import { makeTempDir } from '../store/test-dir';
import { openIndexStore } from './index-store';
import { Indexer } from './indexer';
import { storeDigest } from './test-store-digest';

// seed 1, chain id 4, 3,000 versions (665 blocks: 0xbeef's registry whole), indexed; made by commit 7126ab8
const PINNED = {
  blobs: '133 2222129180ab3585',
  blocks: '665 26cf28fd9f14b779',
  events: '4303 89e422d2f2a102bd',
  ix_account_transactions: '7295 6c2116b392790fed',
  ix_current_fungible_asset_balances: '71 d44ac400e7aa5952',
  ix_current_table_items: '101589 492d22177b067ada',
  ix_fungible_asset_activities: '3599 2febe294dfe76324',
  ix_fungible_asset_metadata: '4 3aab881a681bcea2',
  ix_ledger_infos: '1 e60342d16c669c8d',
  ix_processor_status: '4 3442b6758a733811',
  ix_table_items: '105796 066685ac0b298ea2',
  ix_table_metadatas: '6 2b6a63525e7c4834',
  ix_user_transactions: '2335 828225b1302d2981',
  meta: '7 3d4b2e8e93aa07e8',
  sqlite_stat1: '21 1bde0797b1719db4',
  sqlite_stat4: '0 e3b0c44298fc1c14',
  state: '128634 d01cab07cac6636a',
  transactions: '3000 2cd14e41b033227a',
  '(schema)': 'ff6bae41e68c1ac8',
};

describe('a new directory of seed 1, 3,000 versions, generated and indexed', () => {
  const temp = makeTempDir('chain-digest');
  afterAll(() => temp.cleanup());

  it('holds exactly the rows it always held', () => {
    const ledger = openLedger({ dataDir: temp.dir, seed: 1, chainId: 4, history: 3000, pruneWindowSeconds: 0, reset: false });
    const indexer = new Indexer(ledger, openIndexStore(path.join(temp.dir, 'ledger.sqlite'), 4), { lagVersions: 0 });
    try {
      expect(indexer.catchUpBulk()).toBe(3000);
    } finally {
      indexer.stop();
      ledger.close();
    }
    expect(storeDigest(path.join(temp.dir, 'ledger.sqlite'))).toEqual(PINNED);
  }, 180_000);
});
