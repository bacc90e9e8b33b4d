// Test support: a digest of every row of a data directory's SQLite file (the ledger's tables and the
// index's), so that a change to how the chain is generated or indexed can show it made the same file.
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';

/** Wall-clock values, which differ from one run to the next: left out. */
const WALL_CLOCK: Readonly<Record<string, readonly string[]>> = { ix_processor_status: ['last_updated'] };

/** Per table, its row count and the sha-256 of its rows in order; `(schema)` covers tables and indexes. */
export function storeDigest(file: string): Record<string, string> {
  const db = new Database(file, { readonly: true });
  try {
    db.defaultSafeIntegers(true);
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
    const digest: Record<string, string> = {};
    for (const table of tables) {
      const columns = (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all() as string[]).filter(
        (column) => !WALL_CLOCK[table]?.includes(column),
      );
      // the directory's birth stamp is wall-clock time too
      const where = table === 'meta' ? " WHERE name <> 'created'" : '';
      const hash = createHash('sha256');
      let rows = 0;
      const select = db.prepare(`SELECT ${columns.join(', ')} FROM ${table}${where} ORDER BY ${columns.join(', ')}`).raw();
      for (const row of select.iterate() as Iterable<unknown[]>) {
        rows++;
        for (const value of row) hash.update(cellText(value)).update('|');
        hash.update('\n');
      }
      digest[table] = `${rows} ${hash.digest('hex').slice(0, 16)}`;
    }
    const schema = db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY name').all();
    digest['(schema)'] = createHash('sha256').update(JSON.stringify(schema)).digest('hex').slice(0, 16);
    return digest;
  } finally {
    db.close();
  }
}

function cellText(value: unknown): string {
  if (value === null) return 'N';
  if (value instanceof Uint8Array) return `B${Buffer.from(value).toString('hex')}`;
  return `${typeof value}${String(value)}`;
}
