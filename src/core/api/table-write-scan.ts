// A table's entries without an indexer (issue 33 item 5): the writes to one handle in a range of versions,
// read from `GET /transactions?start=&limit=` (every node serves it), folded to each key's newest write.
// The result is partial by nature: a key written only before the range is not in it.
import { TRANSACTIONS } from './endpoints';
import { ApiError, isAbortError, lacksRoute } from './errors';
import type { TableEntry, TableEntrySource } from './table-entry';
import type { TransactionChange, Transaction } from './transaction-body-parse';
import { getTransactions } from './transaction-read';
import type { RequestOptions } from './send-request';
import { normalizeAddress } from '../move/address';
import { decodeMoveValue } from '../move/bcs-reader';
import { parseHexBytes } from '../move/hex';
import { parseTypeTag } from '../move/type-tag';
import { fail, ok, type Result } from '../result';
import { errorMessage } from '../error-message';

/** A scan reads at most this many transactions: 50 pages of 100, a few seconds on a public node. */
export const MAX_SCAN_VERSIONS = 5000n;
/** The range offered first: the last 1,000 versions up to the page's version. */
export const DEFAULT_SCAN_VERSIONS = 1000n;
/** Real nodes serve at most 100 transactions a page (`max_transactions_page_size`). */
export const SCAN_PAGE_SIZE = 100;

/** One write to the table, as a transaction's write set has it. */
export interface TableWrite {
  readonly version: bigint;
  readonly keyHex: string;
  readonly deleted: boolean;
  /** The value's bytes; null for a delete. */
  readonly valueHex: string | null;
  /** The node's decoded key and value (`data`), undefined when it sent none. */
  readonly decodedKey: unknown;
  readonly decodedValue: unknown;
}

/** Inclusive range of versions. */
export interface ScanRange {
  readonly fromVersion: bigint;
  readonly toVersion: bigint;
}

function sameHandle(a: string, b: string): boolean {
  try {
    return normalizeAddress(a) === normalizeAddress(b);
  } catch {
    return a.toLowerCase() === b.toLowerCase();
  }
}

function writeOf(change: TransactionChange, handle: string, version: bigint): TableWrite | null {
  if (change.type !== 'write_table_item' && change.type !== 'delete_table_item') return null;
  if (!sameHandle(change.handle, handle)) return null;
  const written = change.type === 'write_table_item';
  return {
    version,
    keyHex: change.key.toLowerCase(),
    deleted: !written,
    valueHex: written ? change.value.toLowerCase() : null,
    decodedKey: change.data?.key,
    decodedValue: written ? change.data?.value : null,
  };
}

/** The writes to `handle` in these transactions (pending ones have no write set yet). */
export function tableWritesOf(transactions: readonly Transaction[], handle: string): TableWrite[] {
  const writes: TableWrite[] = [];
  for (const transaction of transactions) {
    if (transaction.type === 'pending_transaction' || transaction.changes === undefined) continue;
    const version = BigInt(transaction.version);
    for (const change of transaction.changes) {
      const write = writeOf(change, handle, version);
      if (write !== null) writes.push(write);
    }
  }
  return writes;
}

/**
 * Each key's newest write: a later version replaces an earlier one whatever order the writes come in
 * (pages may arrive in any order), so the fold of a range is the table's change over it.
 */
export function foldTableWrites(writes: Iterable<TableWrite>, newest: Map<string, TableWrite> = new Map()): Map<string, TableWrite> {
  for (const write of writes) {
    const held = newest.get(write.keyHex);
    if (held === undefined || held.version < write.version) newest.set(write.keyHex, write);
  }
  return newest;
}

/** Decodes what the node left undecoded, by the table's types when the page knows them (built-in layouts only). */
export type TableDecoder = { key: (hex: string) => unknown; value: (hex: string) => unknown };

/** A decoder for the key and value types, or one that decodes nothing; a type that does not parse or fit the bytes gives undefined. */
export function tableDecoder(keyType: string | undefined, valueType: string | undefined): TableDecoder {
  const decoderOf = (type: string | undefined) => {
    if (type === undefined || type.trim() === '') return () => undefined;
    let tag: ReturnType<typeof parseTypeTag>;
    try {
      tag = parseTypeTag(type);
    } catch {
      return () => undefined;
    }
    return (hex: string): unknown => {
      try {
        return decodeMoveValue(parseHexBytes(hex), tag).value;
      } catch {
        return undefined;
      }
    };
  };
  return { key: decoderOf(keyType), value: decoderOf(valueType) };
}

/** The folded writes as the table page's entries, in key order (by bytes). */
export function entriesOf(newest: Map<string, TableWrite>, decoder?: TableDecoder): TableEntry[] {
  const entries: TableEntry[] = [];
  for (const write of newest.values()) {
    const decodedKey = write.decodedKey !== undefined ? write.decodedKey : decoder?.key(write.keyHex);
    // a write's value is never null: only a delete's is
    const decodedValue =
      write.valueHex === null ? null : write.decodedValue !== undefined ? write.decodedValue : decoder?.value(write.valueHex);
    entries.push({
      keyHex: write.keyHex,
      decodedKey,
      decodedValue,
      valueHex: write.valueHex,
      lastVersion: write.version,
      deleted: write.deleted,
    });
  }
  return entries.sort((a, b) => (a.keyHex < b.keyHex ? -1 : a.keyHex > b.keyHex ? 1 : 0));
}

/** The range offered first: `DEFAULT_SCAN_VERSIONS` versions ending at `version`, not below `oldest`. */
export function defaultScanRange(version: bigint, oldest = 0n): ScanRange {
  const from = version - DEFAULT_SCAN_VERSIONS + 1n;
  return { fromVersion: from < oldest ? oldest : from < 0n ? 0n : from, toVersion: version };
}

/**
 * A range typed by the user, checked: decimal versions, from ≤ to, at most `MAX_SCAN_VERSIONS`, and not past
 * `last` when known (the page's version, or the node's latest: `lastIs` names which).
 */
export function checkScanRange(
  fromText: string,
  toText: string,
  last?: bigint | null,
  lastIs = "the node's latest version",
): Result<ScanRange> {
  const decimal = /^[0-9]{1,20}$/u;
  if (!decimal.test(fromText.trim()) || !decimal.test(toText.trim())) return fail('Versions are whole numbers, such as 1200.');
  const fromVersion = BigInt(fromText.trim());
  const toVersion = BigInt(toText.trim());
  if (fromVersion > toVersion) return fail('The first version must not be after the last.');
  const count = toVersion - fromVersion + 1n;
  if (count > MAX_SCAN_VERSIONS) {
    return fail(`At most ${MAX_SCAN_VERSIONS.toLocaleString('en-US')} versions a scan (this range has ${count.toLocaleString('en-US')}).`);
  }
  if (last !== undefined && last !== null && toVersion > last) {
    return fail(`The range must end at or before version ${last.toString()}, ${lastIs}.`);
  }
  return ok({ fromVersion, toVersion });
}

export interface ScanProgress {
  /** Versions read so far, of `total`. */
  readonly read: bigint;
  readonly total: bigint;
  /** Keys written so far. */
  readonly keys: number;
}

export interface ScanResult {
  readonly entries: TableEntry[];
  readonly source: Extract<TableEntrySource, { kind: 'scan' }>;
  /** How many writes to the table the range held (a key written twice counts twice). */
  readonly writes: number;
}

/**
 * Reads versions `fromVersion`…`toVersion` page by page and keeps the writes to `handle`. Throws the
 * client's ApiError (410 when the range starts below the node's window), a malformed_response when a page
 * is not the versions asked, or the AbortError when `signal` aborts.
 */
export async function scanTableWrites(
  options: RequestOptions &
    ScanRange & {
      handle: string;
      decoder?: TableDecoder;
      pageSize?: number;
      onProgress?: (progress: ScanProgress) => void;
    },
): Promise<ScanResult> {
  const { fromVersion, toVersion, handle } = options;
  const pageSize = options.pageSize ?? SCAN_PAGE_SIZE;
  const total = toVersion - fromVersion + 1n;
  const newest = new Map<string, TableWrite>();
  let writes = 0;
  let start = fromVersion;
  while (start <= toVersion) {
    options.signal?.throwIfAborted();
    const left = toVersion - start + 1n;
    const limit = left < BigInt(pageSize) ? Number(left) : pageSize;
    const { data } = await getTransactions({
      node: options.node,
      signal: options.signal,
      apiKey: options.apiKey,
      fetch: options.fetch,
      start,
      limit,
    });
    if (data.length === 0) throw pageError(options.node, `the node sent no transactions from version ${start.toString()}`);
    for (const [index, transaction] of data.entries()) {
      const expected = start + BigInt(index);
      if (transaction.type === 'pending_transaction' || transaction.version !== expected.toString()) {
        throw pageError(
          options.node,
          `transactions from ${start.toString()}: item ${index.toString()} is not version ${expected.toString()}`,
        );
      }
    }
    const found = tableWritesOf(data, handle);
    writes += found.length;
    foldTableWrites(found, newest);
    start += BigInt(data.length);
    options.onProgress?.({ read: start - fromVersion, total, keys: newest.size });
  }
  return { entries: entriesOf(newest, options.decoder), source: { kind: 'scan', fromVersion, toVersion }, writes };
}

function pageError(node: string, message: string): ApiError {
  return new ApiError({ kind: 'malformed_response', message: `Not the versions asked: ${message}.`, url: `${node}/transactions` });
}

/** What the page says when a scan fails: the node's window for a pruned range, a refusal of the list, else the client's message. */
export function scanFailureMessage(error: unknown, range: ScanRange): string {
  if (isAbortError(error)) return 'Scan cancelled.';
  if (!(error instanceof ApiError)) return errorMessage(error);
  const oldest = error.ledger?.oldestLedgerVersion;
  const refusal = `The node refused to list transactions (HTTP ${error.status?.toString() ?? '?'}${error.errorCode === null ? '' : ` ${error.errorCode}`}): a scan needs GET /v1/transactions.`;
  if (lacksRoute(TRANSACTIONS, error)) return refusal;
  const latest = error.ledger?.ledgerVersion;
  const pastLatest = `The range ends past the node's latest version${latest === undefined ? '' : ` (${latest.toString()})`}: end it earlier.`;
  switch (error.kind) {
    case 'pruned':
      return oldest === undefined
        ? `Versions from ${range.fromVersion.toString()} are pruned on this node: start the range later.`
        : `Versions before ${oldest.toString()} are pruned on this node: start the range at ${oldest.toString()} or later.`;
    case 'invalid':
      // real nodes answer a start past latest with 400 invalid_input: "Given start value (20000) is higher than the current ledger version, …"
      return /higher than the current ledger version/u.test(error.message) ? pastLatest : refusal;
    case 'future':
    case 'not_found':
      return pastLatest;
    case 'forbidden':
      return refusal;
    default:
      return error.message;
  }
}
