// The index's tables, declared once: the SQLite tables the processor fills (index-store.ts) and the
// GraphQL schema that serves them (graphql/schema.ts) are both built from this list. Table, column and
// type names are the Aptos indexer's (Hasura over its Postgres schema, as the TS SDK's generated types
// name them); only the columns the SDK's queries and the explorer read are here.

/** A column's GraphQL type, as Hasura names its scalars; it also fixes how SQLite holds the value. */
export type ColumnType = 'String' | 'Boolean' | 'Int' | 'bigint' | 'numeric' | 'timestamp' | 'jsonb';

export interface Column {
  readonly name: string;
  readonly type: ColumnType;
  /** Non-null in the real schema (`!`). */
  readonly required?: true;
}

/** An object relationship: the row of `table` whose `remote` column equals this row's `local`. */
export interface Relationship {
  readonly name: string;
  readonly table: string;
  readonly local: string;
  readonly remote: string;
}

export interface IndexTable {
  readonly name: string;
  readonly columns: readonly Column[];
  /** SQLite primary key (the real tables' keys). */
  readonly primaryKey: readonly string[];
  /** Indexes the queries the explorer and the SDK send need (each a column list); none when absent. */
  readonly indexes?: readonly (readonly string[])[];
  readonly relationships?: readonly Relationship[];
  /** Serves `<name>_aggregate` (the SDK's counts). */
  readonly aggregate?: true;
}

const c = (name: string, type: ColumnType, required = true): Column => (required ? { name, type, required: true } : { name, type });

export const INDEX_TABLES: readonly IndexTable[] = [
  {
    name: 'current_fungible_asset_balances',
    columns: [
      c('storage_id', 'String'),
      c('owner_address', 'String'),
      c('asset_type', 'String'),
      c('amount', 'numeric'),
      c('is_primary', 'Boolean'),
      c('is_frozen', 'Boolean'),
      c('token_standard', 'String'),
      c('last_transaction_version', 'bigint', false),
      c('last_transaction_timestamp', 'timestamp', false),
    ],
    primaryKey: ['storage_id'],
    indexes: [['owner_address', 'asset_type'], ['asset_type']],
    relationships: [{ name: 'metadata', table: 'fungible_asset_metadata', local: 'asset_type', remote: 'asset_type' }],
    aggregate: true,
  },
  {
    name: 'fungible_asset_metadata',
    columns: [
      c('asset_type', 'String'),
      c('creator_address', 'String'),
      c('name', 'String'),
      c('symbol', 'String'),
      c('decimals', 'Int'),
      c('icon_uri', 'String', false),
      c('project_uri', 'String', false),
      c('token_standard', 'String'),
      c('supply_v2', 'numeric', false),
      c('maximum_v2', 'numeric', false),
      c('supply_aggregator_table_handle_v1', 'String', false),
      c('supply_aggregator_table_key_v1', 'String', false),
      c('last_transaction_version', 'bigint'),
      c('last_transaction_timestamp', 'timestamp'),
    ],
    primaryKey: ['asset_type'],
    indexes: [['creator_address']],
  },
  {
    name: 'fungible_asset_activities',
    columns: [
      c('transaction_version', 'bigint'),
      c('event_index', 'bigint'),
      c('owner_address', 'String', false),
      c('storage_id', 'String'),
      c('asset_type', 'String', false),
      c('amount', 'numeric', false),
      c('type', 'String'),
      c('is_frozen', 'Boolean', false),
      c('is_gas_fee', 'Boolean'),
      c('is_transaction_success', 'Boolean'),
      c('entry_function_id_str', 'String', false),
      c('block_height', 'bigint'),
      c('transaction_timestamp', 'timestamp'),
      c('token_standard', 'String'),
      c('gas_fee_payer_address', 'String', false),
      c('storage_refund_amount', 'numeric'),
    ],
    primaryKey: ['transaction_version', 'storage_id', 'type'],
    indexes: [['owner_address', 'transaction_version']],
    relationships: [{ name: 'metadata', table: 'fungible_asset_metadata', local: 'asset_type', remote: 'asset_type' }],
  },
  {
    name: 'account_transactions',
    columns: [c('account_address', 'String'), c('transaction_version', 'bigint')],
    primaryKey: ['account_address', 'transaction_version'],
    relationships: [{ name: 'user_transaction', table: 'user_transactions', local: 'transaction_version', remote: 'version' }],
    aggregate: true,
  },
  {
    name: 'user_transactions',
    columns: [
      c('version', 'bigint'),
      c('sender', 'String'),
      c('sequence_number', 'bigint', false),
      c('entry_function_id_str', 'String'),
      c('entry_function_contract_address', 'String', false),
      c('entry_function_module_name', 'String', false),
      c('entry_function_function_name', 'String', false),
      c('block_height', 'bigint'),
      c('epoch', 'bigint'),
      c('timestamp', 'timestamp'),
      c('expiration_timestamp_secs', 'timestamp'),
      c('gas_unit_price', 'numeric'),
      c('max_gas_amount', 'numeric'),
      c('parent_signature_type', 'String'),
    ],
    primaryKey: ['version'],
    indexes: [
      ['sender', 'version'],
      ['entry_function_id_str', 'version'],
    ],
    aggregate: true,
  },
  {
    name: 'current_table_items',
    columns: [
      c('table_handle', 'String'),
      c('key_hash', 'String'),
      c('key', 'String'),
      c('decoded_key', 'jsonb'),
      c('decoded_value', 'jsonb', false),
      c('is_deleted', 'Boolean'),
      c('last_transaction_version', 'bigint'),
    ],
    primaryKey: ['table_handle', 'key_hash'],
    // a table's live entries by key (a page, a key, a prefix of its hex) and their count without reading a
    // row; by last change; by a prefix of the decoded key's JSON text (`_cast: {String: {_like}}`)
    indexes: [
      ['table_handle', 'is_deleted', 'key'],
      ['table_handle', 'last_transaction_version'],
      ['table_handle', 'decoded_key'],
    ],
    aggregate: true,
  },
  {
    name: 'table_items',
    columns: [
      c('transaction_version', 'bigint'),
      c('write_set_change_index', 'bigint'),
      c('table_handle', 'String'),
      c('key', 'String'),
      c('decoded_key', 'jsonb'),
      c('decoded_value', 'jsonb', false),
      // as the real table: a deletion and a value the indexer could not decode both have no decoded_value
      c('is_deleted', 'Boolean'),
    ],
    primaryKey: ['transaction_version', 'write_set_change_index'],
    // a table's writes in version order; a table at version N (each key's newest write ≤ N, sql-query.ts)
    indexes: [
      ['table_handle', 'transaction_version'],
      ['table_handle', 'key', 'transaction_version'],
    ],
  },
  {
    name: 'table_metadatas',
    columns: [c('handle', 'String'), c('key_type', 'String'), c('value_type', 'String')],
    primaryKey: ['handle'],
  },
  {
    name: 'processor_status',
    columns: [
      c('processor', 'String'),
      c('last_success_version', 'bigint'),
      c('last_updated', 'timestamp'),
      c('last_transaction_timestamp', 'timestamp', false),
    ],
    primaryKey: ['processor'],
  },
  {
    name: 'ledger_infos',
    columns: [c('chain_id', 'bigint')],
    primaryKey: ['chain_id'],
  },
];

export function indexTable(name: string): IndexTable {
  const table = INDEX_TABLES.find((t) => t.name === name);
  if (table === undefined) throw new Error(`index-tables: no table ${name}`);
  return table;
}

/** The processors whose progress `processor_status` reports, named as the Aptos indexer's (the SDK's ProcessorType). */
export const PROCESSORS = [
  'account_transactions_processor',
  'default_processor',
  'fungible_asset_processor',
  'user_transaction_processor',
] as const;

/** SQLite's table for an index table: prefixed, apart from the ledger's own tables. */
export function sqlTableName(table: string): string {
  return `ix_${table}`;
}

/**
 * How SQLite holds a value of a column type. `numeric` (u64 … u256 amounts) is text of 78 digits,
 * zero-padded, so that text order is numeric order and no value is rounded; versions (`bigint`) are
 * integers; booleans 0/1; timestamps ISO text (sorts by time); jsonb its JSON text.
 */
export const NUMERIC_DIGITS = 78;

export function sqlColumnType(type: ColumnType): string {
  switch (type) {
    case 'bigint':
    case 'Int':
    case 'Boolean':
      return 'INTEGER';
    default:
      return 'TEXT';
  }
}

export function tableDdl(table: IndexTable): string {
  const name = sqlTableName(table.name);
  const columns = table.columns.map((col) => `${col.name} ${sqlColumnType(col.type)}${col.required ? ' NOT NULL' : ''}`);
  const lines = [`CREATE TABLE IF NOT EXISTS ${name} (${columns.join(', ')}, PRIMARY KEY (${table.primaryKey.join(', ')})) WITHOUT ROWID;`];
  return [...lines, ...secondaryIndexes(table).map((index) => index.create)].join('\n');
}

/** A table's secondary indexes: each one's name and DDL (a bulk load drops and makes them again: index-store.ts). */
export function secondaryIndexes(table: IndexTable): { name: string; create: string }[] {
  const name = sqlTableName(table.name);
  return (table.indexes ?? []).map((index) => {
    const indexName = `${name}_by_${index.join('_')}`;
    return { name: indexName, create: `CREATE INDEX IF NOT EXISTS ${indexName} ON ${name} (${index.join(', ')});` };
  });
}
