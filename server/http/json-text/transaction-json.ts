// Transactions, events and blocks as real nodes write them (aptos-core api/types transaction.rs,
// block.rs): members in their order, the stored fields of each kind (transaction-record.ts), the
// events, and `changes` from the version's state rows (write-set-json.ts).
import { formatAddress } from '../../../src/core/move/address';
import type { LedgerTransaction } from '../../chain/ledger';
import type { BlockRecord, EventRow, StoredEvent } from '../../store/ledger-store';
import type { ResourceJsonRenderer } from './resource-json';
import { WriteSetJson } from './write-set-json';

const str = JSON.stringify;

/** `{"k":v,…}` of members whose values are JSON text already. */
function objectText(members: readonly (readonly [string, string])[]): string {
  return `{${members.map(([name, text]) => `${str(name)}:${text}`).join(',')}}`;
}

function eventMembers(event: StoredEvent): [string, string][] {
  return [
    ['guid', `{"creation_number":${str(event.creationNumber.toString())},"account_address":${str(formatAddress(event.account))}}`],
    ['sequence_number', str(event.sequenceNumber.toString())],
    ['type', str(event.type)],
    ['data', event.data],
  ];
}

type Body = Record<string, unknown>;

/** Members of the stored body, in the order given, as JSON text (absent ones skipped). */
function pick(body: Body, names: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const name of names) if (body[name] !== undefined && body[name] !== null) out.push([name, str(body[name])]);
  return out;
}

const USER_FIELDS = [
  'sender',
  'sequence_number',
  'replay_protection_nonce',
  'max_gas_amount',
  'gas_unit_price',
  'expiration_timestamp_secs',
  'payload',
  'signature',
];

export class TransactionJson {
  private readonly writeSets: WriteSetJson;

  constructor(resources: ResourceJsonRenderer) {
    this.writeSets = new WriteSetJson(resources);
  }

  transaction(txn: LedgerTransaction): string {
    const body = JSON.parse(txn.body) as Body;
    const changes = this.writeSets.changes(txn.writes, txn.version);
    const events = `[${txn.events.map((event) => objectText(eventMembers(event))).join(',')}]`;
    const members: [string, string][] = [
      ['version', str(txn.version.toString())],
      ['hash', str(`0x${Buffer.from(txn.hash).toString('hex')}`)],
      ...pick(body, ['state_change_hash', 'event_root_hash']),
      ['state_checkpoint_hash', 'null'],
      ...pick(body, ['gas_used']),
      ['success', 'true'],
      ['vm_status', str('Executed successfully')],
      ...pick(body, ['accumulator_root_hash']),
      ['changes', changes],
    ];
    switch (body.type) {
      case 'user_transaction':
        members.push(...pick(body, USER_FIELDS), ['events', events], ...pick(body, ['timestamp']));
        break;
      case 'block_metadata_transaction':
        members.push(
          ...pick(body, ['id', 'epoch', 'round']),
          ['events', events],
          ...pick(body, ['previous_block_votes_bitvec', 'proposer', 'failed_proposer_indices', 'timestamp']),
        );
        break;
      default:
        // genesis: its write set is also its payload, as real nodes repeat it
        members.push(
          ['payload', `{"write_set":{"changes":${changes},"events":${events},"type":"direct_write_set"},"type":"write_set_payload"}`],
          ['events', events],
        );
    }
    members.push(['type', str(body.type)]);
    return objectText(members);
  }

  /** An event with its version, as the events route lists them. */
  versionedEvent(event: EventRow): string {
    return objectText([['version', str(event.version.toString())], ...eventMembers(event)]);
  }

  /**
   * A block: its hash is its block metadata transaction's id (genesis: the hash of block 0's NewBlockEvent),
   * `transactions` the texts given, or null.
   */
  block(block: BlockRecord, first: { body: string; events: readonly StoredEvent[] }, transactions: string[] | null): string {
    return objectText([
      ['block_height', str(block.height.toString())],
      ['block_hash', str(blockHash(first))],
      ['block_timestamp', str(block.timestampUsec.toString())],
      ['first_version', str(block.firstVersion.toString())],
      ['last_version', str(block.lastVersion.toString())],
      ['transactions', transactions === null ? 'null' : `[${transactions.join(',')}]`],
    ]);
  }
}

function blockHash(first: { body: string; events: readonly StoredEvent[] }): string {
  const body = JSON.parse(first.body) as Body;
  if (typeof body.id === 'string') return body.id;
  for (const event of first.events) {
    if (event.type !== '0x1::block::NewBlockEvent') continue;
    const data = JSON.parse(event.data) as Body;
    if (typeof data.hash === 'string') return data.hash;
  }
  return `0x${'0'.repeat(64)}`;
}
