// What the store reads besides state: meta entries, blocks, transactions with their events, events by handle.
import type Database from 'better-sqlite3';
import type { BlockRecord, EventRow, LedgerStore, TransactionRow } from './ledger-store';

// Rows are selected under the record types' field names, so they are records as they come.
const BLOCK_COLUMNS = 'height, first_version AS firstVersion, last_version AS lastVersion, timestamp_usec AS timestampUsec, epoch';
const TRANSACTION_COLUMNS = 'version, hash, sender, sequence_number AS sequenceNumber, body';
const EVENT_COLUMNS = 'version, account, creation_number AS creationNumber, sequence_number AS sequenceNumber, type, data';

type TransactionSqlRow = Omit<TransactionRow, 'events'>;

export function sqliteRecordReads(db: Database.Database) {
  const getMeta = db.prepare<[string], { value: string }>('SELECT value FROM meta WHERE name = ?');
  const blockOfVersion = db.prepare<[bigint], BlockRecord>(
    `SELECT ${BLOCK_COLUMNS} FROM blocks WHERE last_version >= ? ORDER BY last_version LIMIT 1`,
  );
  const blockAtHeight = db.prepare<[bigint], BlockRecord>(`SELECT ${BLOCK_COLUMNS} FROM blocks WHERE height = ?`);
  const latestBlock = db.prepare<[], BlockRecord>(`SELECT ${BLOCK_COLUMNS} FROM blocks ORDER BY height DESC LIMIT 1`);
  const firstBlockAtOrAfter = db.prepare<[bigint], BlockRecord>(
    `SELECT ${BLOCK_COLUMNS} FROM blocks WHERE timestamp_usec >= ? ORDER BY timestamp_usec, height LIMIT 1`,
  );
  const transactionsFrom = db.prepare<[bigint, bigint], TransactionSqlRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions WHERE version >= ? ORDER BY version LIMIT ?`,
  );
  const transactionsOfSender = db.prepare<[Uint8Array, bigint, bigint], TransactionSqlRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions WHERE sender = ? AND sequence_number >= ? ORDER BY sequence_number LIMIT ?`,
  );
  const lastTransactionsOfSender = db.prepare<[Uint8Array, bigint], TransactionSqlRow>(
    `SELECT ${TRANSACTION_COLUMNS} FROM transactions WHERE sender = ? ORDER BY sequence_number DESC LIMIT ?`,
  );
  const versionOfHash = db.prepare<[Uint8Array], { version: bigint }>('SELECT version FROM transactions WHERE hash = ?');
  const eventsInVersions = db.prepare<[bigint, bigint], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE version >= ? AND version <= ? ORDER BY version, event_index`,
  );
  const eventsOfHandle = db.prepare<[Uint8Array, bigint, bigint, bigint], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE account = ? AND creation_number = ? AND sequence_number >= ? ORDER BY sequence_number LIMIT ?`,
  );
  const lastEventsOfHandle = db.prepare<[Uint8Array, bigint, bigint], EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE account = ? AND creation_number = ? ORDER BY sequence_number DESC LIMIT ?`,
  );

  /** Rows with their events (one range query for all of them). */
  const withEvents = (rows: TransactionSqlRow[]): TransactionRow[] => {
    const first = rows[0];
    const last = rows.at(-1);
    if (first === undefined || last === undefined) return [];
    const byVersion = new Map<bigint, EventRow[]>();
    const contiguous = last.version - first.version + 1n === BigInt(rows.length);
    const events = contiguous
      ? eventsInVersions.all(first.version, last.version)
      : rows.flatMap((row) => eventsInVersions.all(row.version, row.version));
    for (const event of events) {
      const list = byVersion.get(event.version) ?? [];
      list.push(event);
      byVersion.set(event.version, list);
    }
    return rows.map((row) => ({ ...row, events: byVersion.get(row.version) ?? [] }));
  };

  return {
    getMeta: (name) => getMeta.get(name)?.value ?? null,
    transactionsFrom: (start, limit) => withEvents(transactionsFrom.all(start, BigInt(limit))),
    versionOfTransactionHash: (hash) => versionOfHash.get(hash)?.version ?? null,
    transactionsOfSender: (sender, start, limit) =>
      withEvents(
        start === null
          ? lastTransactionsOfSender.all(sender, BigInt(limit)).reverse()
          : transactionsOfSender.all(sender, start, BigInt(limit)),
      ),
    eventsOfHandle: (account, creationNumber, start, limit) =>
      start === null
        ? lastEventsOfHandle.all(account, creationNumber, BigInt(limit)).reverse()
        : eventsOfHandle.all(account, creationNumber, start, BigInt(limit)),
    blockAtHeight: (height) => blockAtHeight.get(height) ?? null,
    blockOfVersion(version) {
      const block = blockOfVersion.get(version);
      return block !== undefined && block.firstVersion <= version ? block : null;
    },
    latestBlock: () => latestBlock.get() ?? null,
    firstBlockAtOrAfter: (timestampUsec) => firstBlockAtOrAfter.get(timestampUsec) ?? null,
  } satisfies Partial<LedgerStore>;
}
