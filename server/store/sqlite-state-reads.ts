// What the store reads of the state: a key at a version, a key's writes, the live rows of a key range at a
// version, one version's writes; values over the inline limit come from the blobs table.
import type Database from 'better-sqlite3';
import type { KeyWrite, LedgerStore, LiveRow, StateWrite, VersionedRow } from './ledger-store';

export function sqliteStateReads(db: Database.Database) {
  const readBlob = db.prepare<[bigint], { value: Uint8Array }>('SELECT value FROM blobs WHERE id = ?');
  // One indexed lookup: the newest row of the key at or below the version.
  const readAt = db.prepare<[Uint8Array, bigint], { version: bigint; value: Uint8Array | null; blob_id: bigint | null }>(
    'SELECT version, value, blob_id FROM state WHERE key = ? AND version <= ? ORDER BY version DESC LIMIT 1',
  );
  // The same row without its value. Its own statement: writesOf's (two bounds, LIMIT ?, .all) cost 3× as much.
  const lastWriteAt = db.prepare<[Uint8Array, bigint], { version: bigint; deleted: bigint }>(
    'SELECT version, (value IS NULL AND blob_id IS NULL) AS deleted FROM state WHERE key = ? AND version <= ? ORDER BY version DESC LIMIT 1',
  );
  // A key's writes in a version range, either way along the primary key.
  const writesSelect = (order: 'ASC' | 'DESC') =>
    db.prepare<[Uint8Array, bigint, bigint, bigint], { version: bigint; deleted: bigint }>(
      `SELECT version, (value IS NULL AND blob_id IS NULL) AS deleted FROM state
       WHERE key = ? AND version >= ? AND version <= ? ORDER BY version ${order} LIMIT ?`,
    );
  const writesAsc = writesSelect('ASC');
  const writesDesc = writesSelect('DESC');
  // The newest row at or below the version of each key in the range, in key order. The keys are walked
  // one index seek at a time (a recursive CTE, one key per step), and each key's row is one more seek:
  // a key written at many versions (0xcafe's Clock: 16,000 rows) costs what a key written once costs.
  // A GROUP BY over the range read every version of every key, values included (10–25 ms for 0xcafe).
  // ORDER BY in the CTE makes its rows come out by key; CROSS JOIN keeps it the outer loop, so rows stream
  // in that order and LIMIT stops the walk.
  const scan = db.prepare<
    { from: Uint8Array; to: Uint8Array; version: bigint; limit: bigint },
    { key: Uint8Array; version: bigint; value: Uint8Array | null; blob_id: bigint | null }
  >(`WITH RECURSIVE keys(key) AS (
       SELECT (SELECT key FROM state WHERE key >= :from AND key < :to ORDER BY key LIMIT 1)
       UNION ALL
       SELECT (SELECT key FROM state WHERE key > keys.key AND key < :to ORDER BY key LIMIT 1) FROM keys WHERE keys.key IS NOT NULL
       ORDER BY 1
     )
     SELECT row.key, row.version, row.value, row.blob_id FROM keys CROSS JOIN state AS row
     ON row.key = keys.key AND row.version = (SELECT MAX(version) FROM state WHERE key = keys.key AND version <= :version)
     WHERE row.value IS NOT NULL OR row.blob_id IS NOT NULL LIMIT :limit`);
  const writesAt = db.prepare<[bigint], { key: Uint8Array; value: Uint8Array | null; blob_id: bigint | null }>(
    'SELECT key, value, blob_id FROM state WHERE version = ? ORDER BY key',
  );
  const countRows = db.prepare<[], { n: bigint }>('SELECT COUNT(*) AS n FROM state');

  const valueOf = (row: { value: Uint8Array | null; blob_id: bigint | null }): Uint8Array | null => {
    if (row.blob_id === null) return row.value;
    const blob = readBlob.get(row.blob_id);
    if (blob === undefined) throw new Error(`store: blob ${row.blob_id} is missing`);
    return blob.value;
  };

  return {
    read(key, version): VersionedRow | null {
      const row = readAt.get(key, version);
      return row === undefined ? null : { version: row.version, value: valueOf(row) };
    },
    lastWriteAt(key, version): KeyWrite | null {
      const row = lastWriteAt.get(key, version);
      return row === undefined ? null : { version: row.version, deleted: row.deleted !== 0n };
    },
    writesOf(key, { from, to, order, limit }): KeyWrite[] {
      const rows = (order === 'asc' ? writesAsc : writesDesc).all(key, from, to, BigInt(limit));
      return rows.map((row) => ({ version: row.version, deleted: row.deleted !== 0n }));
    },
    writesAt(version): StateWrite[] {
      return writesAt.all(version).map((row) => ({ key: row.key, value: valueOf(row) }));
    },
    scanLive(from, to, version, after, limit): LiveRow[] {
      const start = after !== null && Buffer.compare(after, from) >= 0 ? successor(after) : from;
      const rows = scan.all({ from: start, to, version, limit: BigInt(limit) });
      const live: LiveRow[] = [];
      for (const row of rows) {
        const value = valueOf(row);
        if (value !== null) live.push({ key: row.key, version: row.version, value });
      }
      return live;
    },
    countRows: () => Number(countRows.get()?.n ?? 0n),
  } satisfies Partial<LedgerStore>;
}

/** The smallest byte string greater than `bytes` (for an exclusive lower bound). */
function successor(bytes: Uint8Array): Uint8Array {
  const next = new Uint8Array(bytes.length + 1);
  next.set(bytes);
  return next;
}
