// What the store writes: blocks with their transactions, events and state rows (big values in blobs),
// meta entries, and the pruner's steps; each a transaction of its own.
import type Database from 'better-sqlite3';
import type { BlockWrites, LedgerStore, PruneCursor } from './ledger-store';

/** Values longer than this go to the blobs table (SQLite spills index-tree rows over ~1 kB on 4 kB pages). */
const INLINE_LIMIT = 1000;

export function sqliteWrites(db: Database.Database) {
  const putMeta = db.prepare<[string, string]>(
    'INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value',
  );
  const insertState = db.prepare<[Uint8Array, bigint, Uint8Array | null, bigint | null]>(
    'INSERT INTO state (key, version, value, blob_id) VALUES (?, ?, ?, ?)',
  );
  const insertBlob = db.prepare<[Uint8Array]>('INSERT INTO blobs (value) VALUES (?)');
  const deleteBlob = db.prepare<[bigint]>('DELETE FROM blobs WHERE id = ?');
  const insertBlock = db.prepare<[bigint, bigint, bigint, bigint, bigint]>(
    'INSERT INTO blocks (height, first_version, last_version, timestamp_usec, epoch) VALUES (?, ?, ?, ?, ?)',
  );
  const pruneScan = db.prepare<{ version: bigint; key: Uint8Array; oldest: bigint; limit: bigint }, { version: bigint; key: Uint8Array }>(
    `SELECT version, key FROM state
     WHERE (version, key) > (:version, :key) AND version <= :oldest
     ORDER BY version, key LIMIT :limit`,
  );
  const deleteOlder = db.prepare<[Uint8Array, bigint], { blob_id: bigint | null }>(
    'DELETE FROM state WHERE key = ? AND version < ? RETURNING blob_id',
  );
  const deleteBlocksBelow = db.prepare<[bigint]>('DELETE FROM blocks WHERE height < ?');
  const insertTransaction = db.prepare<[bigint, Uint8Array, Uint8Array | null, bigint | null, string]>(
    'INSERT INTO transactions (version, hash, sender, sequence_number, body) VALUES (?, ?, ?, ?, ?)',
  );
  const insertEvent = db.prepare<[bigint, number, Uint8Array, bigint, bigint, string, string]>(
    'INSERT INTO events (version, event_index, account, creation_number, sequence_number, type, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const deleteTransactions = db.prepare<[bigint, bigint]>('DELETE FROM transactions WHERE version >= ? AND version < ?');
  const deleteEvents = db.prepare<[bigint, bigint]>('DELETE FROM events WHERE version >= ? AND version < ?');

  const setMeta = (entries: Readonly<Record<string, string>>): void => {
    for (const [name, value] of Object.entries(entries)) putMeta.run(name, value);
  };

  const commitBlocks = db.transaction((blocks: readonly BlockWrites[], meta: Readonly<Record<string, string>>) => {
    for (const { block, transactions } of blocks) {
      const count = BigInt(transactions.length);
      if (count === 0n || block.lastVersion - block.firstVersion + 1n !== count) {
        throw new RangeError(`block ${block.height}: ${count} transactions for versions ${block.firstVersion}..${block.lastVersion}`);
      }
      transactions.forEach(({ writes, transaction }, index) => {
        const version = block.firstVersion + BigInt(index);
        insertTransaction.run(version, transaction.hash, transaction.sender, transaction.sequenceNumber, transaction.body);
        transaction.events.forEach((event, eventIndex) => {
          insertEvent.run(version, eventIndex, event.account, event.creationNumber, event.sequenceNumber, event.type, event.data);
        });
        for (const { key, value } of writes) {
          if (value !== null && value.length > INLINE_LIMIT) {
            insertState.run(key, version, null, BigInt(insertBlob.run(value).lastInsertRowid));
          } else {
            insertState.run(key, version, value, null);
          }
        }
      });
      insertBlock.run(block.height, block.firstVersion, block.lastVersion, block.timestampUsec, block.epoch);
    }
    setMeta(meta);
  });

  const pruneStep = db.transaction((after: PruneCursor, oldestVersion: bigint, maxRows: number) => {
    const rows = pruneScan.all({ version: after.version, key: after.key, oldest: oldestVersion, limit: BigInt(maxRows) });
    let deleted = 0;
    for (const row of rows) {
      for (const { blob_id: blobId } of deleteOlder.all(row.key, row.version)) {
        deleted++;
        if (blobId !== null) deleteBlob.run(blobId);
      }
    }
    const last = rows.at(-1);
    const next = rows.length < maxRows || last === undefined ? null : { version: last.version, key: last.key };
    // every version writes state rows, so the versions passed in this step are few: their transactions
    // go in the same step (those below oldestVersion only; a version being visited may have rows left)
    const below = next === null ? oldestVersion : next.version;
    deleteTransactions.run(after.version, below);
    deleteEvents.run(after.version, below);
    return { next, deleted };
  });

  return {
    commitBlocks: (blocks, meta = {}) => commitBlocks(blocks, meta),
    setMeta: db.transaction(setMeta),
    pruneStep: (after, oldestVersion, maxRows) => pruneStep(after, oldestVersion, maxRows),
    deleteBlocksBelow: (height) => void deleteBlocksBelow.run(height),
  } satisfies Partial<LedgerStore>;
}
