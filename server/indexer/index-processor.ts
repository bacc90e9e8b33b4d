// What the index learns from one transaction, as the Aptos indexer's processors learn it: the
// fungible asset processor (coin stores, fungible stores, their metadata, and an activity per balance
// change), the account transactions processor (every account a transaction touched), the user
// transaction processor, and the default processor's table items. Rows go to an IndexSink.
import { longAddress, parseAddress } from '../../src/core/move/address';
import { formatHexBytes } from '../../src/core/move/hex';
import { decodeResourceGroup, isResourceGroup } from '../../src/core/move/resource-group';
import { parseStructTag, parseTypeTag, type TypeTag } from '../../src/core/move/type-tag';
import { FA_METADATA, FA_SUPPLY, FUNGIBLE_STORE, OBJECT_CORE } from '../chain/demo-asset';
import { tableTypes } from '../chain/demo-tables';
import { sha3 } from '../chain/hashing';
import type { LedgerTransaction } from '../chain/ledger';
import { primaryStoreAddress } from '../chain/object-addresses';
import { parsedOnce } from '../chain/parsed-once';
import { decodeStateKey } from '../store/state-key';
import { BcsJsonTextWriter } from '../http/json-text/bcs-json-text';
import { numericText, timestampText, type SqlValue } from './sql-values';

export type Row = Record<string, SqlValue>;

/** Where rows go: upsert by primary key into the index table named (index-store.ts). */
export interface IndexSink {
  put(table: string, row: Row): void;
  /** The stored amount of a store (padded numeric text), or null when the index has none. */
  balanceOf(storageId: string): string | null;
}

/** The block a transaction is in, as the processor follows them. */
export interface BlockCursor {
  height: bigint;
  epoch: bigint;
  timestampUsec: bigint;
}

const COIN_STORE_PREFIX = '0x1::coin::CoinStore<';
const COIN_INFO_PREFIX = '0x1::coin::CoinInfo<';
/** The activity a balance change makes, by token standard: a deposit, or a withdrawal. */
const ACTIVITY_TYPES = {
  v1: { deposit: '0x1::coin::DepositEvent', withdraw: '0x1::coin::WithdrawEvent' },
  v2: { deposit: '0x1::fungible_asset::Deposit', withdraw: '0x1::fungible_asset::Withdraw' },
} as const;

const structTagOf = parsedOnce(parseStructTag);
const typeTagOf = parsedOnce(parseTypeTag);

type Json = Record<string, unknown>;

interface TxnBody {
  type: string;
  timestamp?: string;
  epoch?: string;
  sender?: string;
  sequence_number?: string;
  expiration_timestamp_secs?: string;
  gas_unit_price?: string;
  max_gas_amount?: string;
  payload?: { function?: string };
  signature?: { type?: string };
}

/**
 * A coin store's id as the fungible asset processor writes it for coins (v1 has no store object):
 * sha3-256 of the owner and the coin type, so each (owner, coin) has one row.
 */
export function coinStorageId(owner: Uint8Array, coinType: string): string {
  return formatHexBytes(sha3('sha3-256', 'ledger-explorer/coin-store', owner, coinType));
}

export class IndexProcessor {
  private readonly json = new BcsJsonTextWriter();
  /** Tables whose metadata this batch has written (a batch is one SQLite transaction: all or nothing). */
  private readonly tablesSeen = new Set<string>();

  constructor(private readonly sink: IndexSink) {}

  /** A new batch: what the last one wrote may have been rolled back. */
  beginBatch(): void {
    this.tablesSeen.clear();
  }

  /** Indexes one transaction; `block` is advanced by block metadata transactions. */
  process(txn: LedgerTransaction, block: BlockCursor): void {
    const body = JSON.parse(txn.body) as TxnBody;
    if (body.type === 'block_metadata_transaction') {
      block.height += 1n;
      block.epoch = BigInt(body.epoch ?? block.epoch);
      block.timestampUsec = BigInt(body.timestamp ?? block.timestampUsec);
    }
    const version = txn.version;
    const timestamp = timestampText(body.timestamp === undefined ? block.timestampUsec : BigInt(body.timestamp));
    const fn = body.payload?.function ?? null;
    const touched = new Set<string>();
    if (txn.sender !== null) touched.add(longAddress(txn.sender));
    for (const event of txn.events) touched.add(longAddress(event.account));

    if (body.type === 'user_transaction' && txn.sender !== null) this.userTransaction(txn, body, block, timestamp);

    const context: ChangeContext = { version, timestamp, block, fn, txn };
    txn.writes.forEach((write, index) => {
      const key = decodeStateKey(write.key);
      if (key.kind === 'resource') {
        touched.add(longAddress(key.address));
        if (write.value === null) return;
        if (isResourceGroup(key.structTag)) this.objectGroup(key.address, write.value, context, touched);
        else if (key.structTag.startsWith(COIN_STORE_PREFIX)) this.coinStore(key.address, key.structTag, write.value, context);
        else if (key.structTag.startsWith(COIN_INFO_PREFIX)) this.coinInfo(key.address, key.structTag, write.value, context);
      } else if (key.kind === 'table_item') {
        this.tableItem(key.handle, key.key, write.value, index, version);
      }
    });
    for (const account of touched) this.sink.put('account_transactions', { account_address: account, transaction_version: version });
  }

  private decode(bytes: Uint8Array, tag: TypeTag): Json {
    return JSON.parse(this.json.write(bytes, tag)) as Json;
  }

  private userTransaction(txn: LedgerTransaction, body: TxnBody, block: BlockCursor, timestamp: string): void {
    const fn = body.payload?.function ?? '';
    const [address, module, name] = fn.split('::');
    this.sink.put('user_transactions', {
      version: txn.version,
      sender: longAddress(txn.sender ?? new Uint8Array(32)),
      sequence_number: txn.sequenceNumber,
      entry_function_id_str: fn,
      entry_function_contract_address: address === undefined ? null : longAddressOf(address),
      entry_function_module_name: module ?? null,
      entry_function_function_name: name ?? null,
      block_height: block.height,
      epoch: block.epoch,
      timestamp,
      expiration_timestamp_secs: timestampText(BigInt(body.expiration_timestamp_secs ?? '0') * 1_000_000n),
      gas_unit_price: numericText(BigInt(body.gas_unit_price ?? '0')),
      max_gas_amount: numericText(BigInt(body.max_gas_amount ?? '0')),
      parent_signature_type: body.signature?.type ?? 'ed25519_signature',
    });
  }

  private objectGroup(object: Uint8Array, value: Uint8Array, context: ChangeContext, touched: Set<string>): void {
    const members = new Map(decodeResourceGroup(value).map((member) => [member.type, member.bytes]));
    const coreBytes = members.get(OBJECT_CORE);
    const owner = coreBytes === undefined ? null : String(this.decode(coreBytes, structTagOf(OBJECT_CORE)).owner);
    if (owner !== null) touched.add(longAddressOf(owner));
    const storeBytes = members.get(FUNGIBLE_STORE);
    if (storeBytes !== undefined && owner !== null) {
      const store = this.decode(storeBytes, structTagOf(FUNGIBLE_STORE));
      const metadata = String((store.metadata as Json).inner);
      const ownerBytes = parseAddress(owner);
      const isPrimary = longAddress(primaryStoreAddress(ownerBytes, parseAddress(metadata))) === longAddress(object);
      this.balance(
        {
          storageId: longAddress(object),
          owner: longAddress(ownerBytes),
          assetType: longAddressOf(metadata),
          amount: BigInt(String(store.balance)),
          frozen: store.frozen === true,
          primary: isPrimary,
          standard: 'v2',
        },
        context,
      );
    }
    const metadataBytes = members.get(FA_METADATA);
    if (metadataBytes !== undefined) {
      const metadata = this.decode(metadataBytes, structTagOf(FA_METADATA));
      const supplyBytes = members.get(FA_SUPPLY);
      const supply = supplyBytes === undefined ? null : this.decode(supplyBytes, structTagOf(FA_SUPPLY));
      const maximum = (supply?.maximum as { vec?: string[] } | undefined)?.vec?.[0];
      this.metadata(longAddress(object), owner === null ? longAddress(object) : longAddressOf(owner), metadata, context, {
        icon_uri: String(metadata.icon_uri),
        project_uri: String(metadata.project_uri),
        supply_v2: supply === null ? null : numericText(BigInt(String(supply.current))),
        maximum_v2: maximum === undefined ? null : numericText(BigInt(maximum)),
      });
    }
  }

  private coinStore(owner: Uint8Array, tag: string, value: Uint8Array, context: ChangeContext): void {
    const coinType = tag.slice(COIN_STORE_PREFIX.length, -1);
    const store = this.decode(value, structTagOf(tag));
    this.balance(
      {
        storageId: coinStorageId(owner, coinType),
        owner: longAddress(owner),
        assetType: coinType,
        amount: BigInt(String((store.coin as Json).value)),
        frozen: store.frozen === true,
        primary: true,
        standard: 'v1',
      },
      context,
    );
  }

  private coinInfo(creator: Uint8Array, tag: string, value: Uint8Array, context: ChangeContext): void {
    // the supply's aggregator table columns stay null: the demo coin's supply is a plain integer
    this.metadata(tag.slice(COIN_INFO_PREFIX.length, -1), longAddress(creator), this.decode(value, structTagOf(tag)), context, null);
  }

  /**
   * An asset's fungible_asset_metadata row, from a coin's CoinInfo (v1) or a metadata object's Metadata
   * (v2, with its `v2` columns); the columns not given are null.
   */
  private metadata(assetType: string, creator: string, info: Json, context: ChangeContext, v2: Row | null): void {
    this.sink.put('fungible_asset_metadata', {
      asset_type: assetType,
      creator_address: creator,
      name: String(info.name),
      symbol: String(info.symbol),
      decimals: BigInt(Number(info.decimals)),
      token_standard: v2 === null ? 'v1' : 'v2',
      last_transaction_version: context.version,
      last_transaction_timestamp: context.timestamp,
      ...v2,
    });
  }

  /** A store's new balance, and the activity it makes: a deposit or a withdrawal of the difference. */
  private balance(store: StoreBalance, context: ChangeContext): void {
    const before = this.sink.balanceOf(store.storageId);
    const previous = before === null ? 0n : BigInt(before);
    this.sink.put('current_fungible_asset_balances', {
      storage_id: store.storageId,
      owner_address: store.owner,
      asset_type: store.assetType,
      amount: numericText(store.amount),
      is_primary: store.primary ? 1n : 0n,
      is_frozen: store.frozen ? 1n : 0n,
      token_standard: store.standard,
      last_transaction_version: context.version,
      last_transaction_timestamp: context.timestamp,
    });
    if (store.amount === previous) return;
    const deposit = store.amount > previous;
    const type = ACTIVITY_TYPES[store.standard][deposit ? 'deposit' : 'withdraw'];
    // the event that says so, when the transaction emitted one (coin transfers do; the demo asset's mints emit none)
    const eventIndex = context.txn.events.findIndex((event) => event.type === type && longAddress(event.account) === store.owner);
    this.sink.put('fungible_asset_activities', {
      transaction_version: context.version,
      event_index: BigInt(eventIndex),
      owner_address: store.owner,
      storage_id: store.storageId,
      asset_type: store.assetType,
      amount: numericText(deposit ? store.amount - previous : previous - store.amount),
      type,
      is_frozen: store.frozen ? 1n : 0n,
      is_gas_fee: 0n,
      is_transaction_success: 1n,
      entry_function_id_str: context.fn,
      block_height: context.block.height,
      transaction_timestamp: context.timestamp,
      token_standard: store.standard,
      storage_refund_amount: numericText(0n),
    });
  }

  private tableItem(handle: Uint8Array, key: Uint8Array, value: Uint8Array | null, index: number, version: bigint): void {
    const handleText = longAddress(handle);
    const types = tableTypes(formatHexBytes(handle));
    if (types !== undefined && !this.tablesSeen.has(handleText)) {
      // once per handle and batch: a table of 100,000 items made it 100,000 upserts of the same row
      this.tablesSeen.add(handleText);
      this.sink.put('table_metadatas', { handle: handleText, key_type: types.keyType, value_type: types.valueType });
    }
    const decodedKey = types === undefined ? null : this.decodeText(key, types.keyType);
    const decodedValue = types === undefined || value === null ? null : this.decodeText(value, types.valueType);
    const keyHex = formatHexBytes(key);
    // the write, and the key's current value
    const item = {
      table_handle: handleText,
      key: keyHex,
      decoded_key: decodedKey ?? JSON.stringify(keyHex),
      decoded_value: decodedValue,
      is_deleted: value === null ? 1n : 0n,
    };
    this.sink.put('table_items', { ...item, transaction_version: version, write_set_change_index: BigInt(index) });
    this.sink.put('current_table_items', { ...item, key_hash: formatHexBytes(sha3('sha3-256', key)), last_transaction_version: version });
  }

  /** JSON text of a value of a table's type, or null when its layout is unknown (Badge: only its module's ABI has it). */
  private decodeText(bytes: Uint8Array, type: string): string | null {
    return this.json.tryWrite(bytes, typeTagOf(type)) ?? null;
  }
}

interface ChangeContext {
  version: bigint;
  timestamp: string;
  block: BlockCursor;
  fn: string | null;
  txn: LedgerTransaction;
}

interface StoreBalance {
  storageId: string;
  owner: string;
  assetType: string;
  amount: bigint;
  frozen: boolean;
  primary: boolean;
  standard: 'v1' | 'v2';
}

function longAddressOf(text: string): string {
  return longAddress(parseAddress(text));
}
