import * as z from 'zod/mini';
import { addressSchema, u64StringSchema } from './schemas';
import {
  blockMetadataTransactionSchema,
  blockSchema,
  eventSchema,
  genesisTransactionSchema,
  otherTransactionSchema,
  userTransactionSchema,
  versionedEventListSchema,
  writeSetChangeSchema,
} from './transaction-schemas';
import { isRecord } from './wire-body-parse';
import { fail, type Result } from '../result';

// The transaction reader as it was written with zod/mini, kept as the oracle of transaction-body-parse.ts
// (which reads by hand, to keep zod off the transaction pages' first load): the tests hold the two to the
// same answers. Only tests import this module.

/** A write this client does not know (a new change type, or a known one in a shape it does not expect). */
const otherChangeSchema = z.looseObject({ type: z.string() });
// a table item's `data` is null when the node does not know the table's types; some send `{"data": null}`
const decodedItem = z.catch(z.nullable(z.object({ key: z.json(), key_type: z.string(), value: z.json(), value_type: z.string() })), null);
const decodedKey = z.catch(z.nullable(z.object({ key: z.json(), key_type: z.string() })), null);
const [writeResource, deleteResource, writeTableItem, deleteTableItem, writeModule, deleteModule] = writeSetChangeSchema._zod.def.options;
const knownChangeSchema = z.discriminatedUnion('type', [
  writeResource,
  deleteResource,
  z.object({ ...writeTableItem.shape, data: z.optional(decodedItem) }),
  z.object({ ...deleteTableItem.shape, data: z.optional(decodedKey) }),
  writeModule,
  deleteModule,
]);
type KnownChange = z.infer<typeof knownChangeSchema>;
/** A write this client cannot read: `type` is 'unknown' (so a switch on `type` narrows), the node's word in `sentType`. */
type UnknownChange = { type: 'unknown'; sentType: string; [member: string]: unknown };
export const changeSchema = z.union([
  knownChangeSchema,
  z.pipe(
    otherChangeSchema,
    z.transform((change): UnknownChange => ({ ...change, type: 'unknown', sentType: change.type })),
  ),
]);
type TransactionChange = KnownChange | UnknownChange;

// aptos-core's goldens blank every hash (""): read any string, links check the form where they need it
const anyHash = z.string();
const readChanges = {
  hash: anyHash,
  state_change_hash: anyHash,
  event_root_hash: anyHash,
  accumulator_root_hash: anyHash,
  state_checkpoint_hash: z.nullable(anyHash),
  changes: z.array(changeSchema),
};

// the node's schemas carry their OpenAPI metadata as a check, which z.extend refuses to override: their shapes are reused
const userSchema = z.object({ ...userTransactionSchema.shape, ...readChanges });
const blockMetadataSchema = z.object({ ...blockMetadataTransactionSchema.shape, ...readChanges, id: anyHash });
const genesisSchema = z.object({ ...genesisTransactionSchema.shape, ...readChanges });
// state checkpoint and block epilogue carry a timestamp; validator transactions events too
const systemSchema = z.looseObject({
  ...otherTransactionSchema.shape,
  ...readChanges,
  events: z.optional(z.array(eventSchema)),
  timestamp: z.optional(u64StringSchema),
});

/** by_hash answers with a transaction still in the mempool: no version, no write set yet. */
const pendingSchema = z.looseObject({
  type: z.literal('pending_transaction'),
  hash: anyHash,
  sender: addressSchema,
  sequence_number: u64StringSchema,
  replay_protection_nonce: z.optional(z.nullable(u64StringSchema)),
  payload: z.optional(z.looseObject({ type: z.string() })),
});

/** A kind this client does not know: only what every committed transaction has is read. */
const unknownKindSchema = z.looseObject({
  type: z.string(),
  version: u64StringSchema,
  hash: z.string(),
  changes: z.optional(z.array(changeSchema)),
});

const knownKinds = {
  user_transaction: userSchema,
  block_metadata_transaction: blockMetadataSchema,
  genesis_transaction: genesisSchema,
  state_checkpoint_transaction: systemSchema,
  block_epilogue_transaction: systemSchema,
  validator_transaction: systemSchema,
  pending_transaction: pendingSchema,
} as const;

type UserTransaction = z.infer<typeof userSchema>;
type BlockMetadataTransaction = z.infer<typeof blockMetadataSchema>;
type GenesisTransaction = z.infer<typeof genesisSchema>;
type SystemTransaction = z.infer<typeof systemSchema>;
type PendingTransaction = z.infer<typeof pendingSchema>;
/** `type` is 'unknown' (so a switch on `type` narrows), the node's word is in `sentType`. */
type UnknownKindTransaction = {
  type: 'unknown';
  sentType: string;
  version: string;
  hash: string;
  changes?: TransactionChange[] | undefined;
  [member: string]: unknown;
};
type Transaction =
  UserTransaction | BlockMetadataTransaction | GenesisTransaction | SystemTransaction | PendingTransaction | UnknownKindTransaction;

function firstIssue(error: z.core.$ZodError, where: string): string {
  const issue = error.issues[0];
  if (issue === undefined) return `${where}: invalid`;
  const path = issue.path.map(String).join('.');
  return `${where}${path === '' ? '' : `.${path}`}: ${issue.message}`;
}

function transactionAt(value: unknown, where: string): Result<Transaction> {
  if (!isRecord(value) || typeof value.type !== 'string') return fail(`${where}: not a transaction (no type)`);
  const schema = Object.hasOwn(knownKinds, value.type) ? knownKinds[value.type as keyof typeof knownKinds] : undefined;
  if (schema === undefined) {
    const parsed = unknownKindSchema.safeParse(value);
    return parsed.success
      ? { ok: true, value: { ...parsed.data, type: 'unknown', sentType: parsed.data.type } }
      : fail(firstIssue(parsed.error, where));
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data as Transaction } : fail(firstIssue(parsed.error, where));
}

/** The body of GET /transactions/by_version/{v} or /by_hash/{h}. */
export function parseTransactionBody(value: unknown): Result<Transaction> {
  return transactionAt(value, 'transaction');
}

/** The body of GET /transactions or /accounts/{a}/transactions: a list in version order. */
export function parseTransactionListBody(value: unknown): Result<Transaction[]> {
  if (!Array.isArray(value)) return fail('transactions: not an array');
  const list: Transaction[] = [];
  for (const [index, item] of value.entries()) {
    const parsed = transactionAt(item, `transactions[${index.toString()}]`);
    if (!parsed.ok) return parsed;
    list.push(parsed.value);
  }
  return { ok: true, value: list };
}

// real nodes send the genesis block's hash as "" (aptos-core's goldens): any string is read
const blockHeadSchema = z.object({
  ...blockSchema.shape,
  block_hash: z.string(),
  transactions: z.optional(z.nullable(z.array(z.unknown()))),
});

type Block = Omit<z.infer<typeof blockHeadSchema>, 'transactions'> & { transactions: Transaction[] | null };

/** The body of GET /blocks/by_height/{h} or /by_version/{v}. */
export function parseBlockBody(value: unknown): Result<Block> {
  const parsed = blockHeadSchema.safeParse(value);
  if (!parsed.success) return fail(firstIssue(parsed.error, 'block'));
  const { transactions, ...head } = parsed.data;
  if (transactions === undefined || transactions === null) return { ok: true, value: { ...head, transactions: null } };
  const list = parseTransactionListBody(transactions);
  return list.ok ? { ok: true, value: { ...head, transactions: list.value } } : fail(`block.${list.message}`);
}

type VersionedEvent = z.infer<typeof versionedEventListSchema>[number];

/** The body of GET /accounts/{a}/events/{creation_number}. */
export function parseEventListBody(value: unknown): Result<VersionedEvent[]> {
  const parsed = versionedEventListSchema.safeParse(value);
  return parsed.success ? { ok: true, value: parsed.data } : fail(firstIssue(parsed.error, 'events'));
}
