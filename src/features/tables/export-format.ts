import type { TableEntry } from '../../core/api/table-entry';
import { jsonText } from './entry-text';

/** Where an export's rows come from: enough to read them again, and to tell whether they still hold. */
export interface ExportProvenance {
  node: string;
  /** null for a scan's entries (read from the node, no indexer). */
  indexer: string | null;
  chainId: number | null;
  ledgerVersion: string | null;
  indexedVersion: string | null;
  /** `indexer`, or the scanned range without one (a partial list). */
  source: string;
  handle: string;
  keyType: string | null;
  valueType: string | null;
  /** The version the rows are at. */
  version: string;
  /** The search the rows answer, or null for the whole table. */
  search: string | null;
  exportedAt: string;
  /** The table page showing the same rows. */
  link: string;
}

export type ExportFormat = 'csv' | 'json';

/** A CSV field, quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const CSV_COLUMNS = ['key_hex', 'key', 'value', 'last_version'];

/** The file's head: CSV comment lines then the column names, or the JSON object's opening with its provenance. */
export function exportHead(format: ExportFormat, provenance: ExportProvenance): string {
  if (format === 'json') return `{"provenance":${JSON.stringify(provenance)},"entries":[`;
  const lines = Object.entries(provenance).map(([name, value]) => `# ${name}: ${value === null ? '' : String(value)}`);
  return `${lines.join('\n')}\n${CSV_COLUMNS.join(',')}\n`;
}

/**
 * One page of rows. Values are written as the indexer's JSON (u64..u256 as strings, so never rounded);
 * in CSV a string key or value as itself, anything else as its JSON. `first`: no comma before the JSON rows.
 */
export function exportRows(format: ExportFormat, entries: readonly TableEntry[], first: boolean): string {
  if (format === 'json') {
    const rows = entries.map((entry) =>
      JSON.stringify({
        key_hex: entry.keyHex,
        key: entry.decodedKey,
        value: entry.decodedValue,
        last_version: entry.lastVersion.toString(),
      }),
    );
    return rows.length === 0 ? '' : `${first ? '' : ','}${rows.join(',')}`;
  }
  return entries
    .map(
      (entry) =>
        `${[entry.keyHex, jsonText(entry.decodedKey), entry.decodedValue === null ? '' : jsonText(entry.decodedValue), entry.lastVersion.toString()].map(csvField).join(',')}\n`,
    )
    .join('');
}

export function exportTail(format: ExportFormat): string {
  return format === 'json' ? ']}' : '';
}
