import * as z from 'zod/mini';
import { fail, ok, type Result } from '../result';
import { ledgerInfoBodySchema, stateKeyWriteListSchema, type LedgerInfoBody } from './schemas';

// The bodies the browser reads on every page, read with their schemas in schemas.ts. A failure names
// the first thing wrong: `what` when the whole body is ("ledger info is not an object"), else its path
// ("chain_id: …", "item 1: version: …", "abi.structs[0].name: …").

/** What a zod issue says where the schema has no words of its own (zod/mini carries no English texts). */
function issueText(issue: z.core.$ZodRawIssue): string {
  if (issue.code !== 'invalid_type') return 'not as the API describes';
  const expected = issue.expected === 'int' ? 'integer' : issue.expected;
  return `not ${['object', 'array', 'integer'].includes(expected) ? 'an' : 'a'} ${expected}`;
}

/** "item 1: version", "abi.structs[0].name": a leading index is an item of a list, the rest a member path. */
function pathText(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path;
  const members = (keys: readonly PropertyKey[]) => keys.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`)).join('');
  return typeof first === 'number' ? `item ${first}${rest.length === 0 ? '' : `: ${members(rest)}`}` : members(path);
}

/** `value` read by `schema`, or the first issue as a message. */
export function parseWith<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): Result<T> {
  const parsed = schema.safeParse(value, { error: issueText });
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0];
  if (issue === undefined) return fail(`${what} is not as the API describes`);
  return fail(issue.path.length === 0 ? `${what} is ${issue.message}` : `${pathText(issue.path)}: ${issue.message}`);
}

/** The body of GET /v1: unknown members are dropped, and a `degraded` that is not as described. */
export function parseLedgerInfoBody(value: unknown): Result<LedgerInfoBody> {
  return parseWith(ledgerInfoBodySchema, value, 'ledger info');
}

// read leniently: a code this client does not know must not hide the status, nor a VM code of another form
const lenientErrorBodySchema = z.object({
  message: z.string(),
  error_code: z.optional(z.string()),
  vm_error_code: z.optional(z.nullable(z.number({ error: 'not a number or null' }))),
});
/** What an error body tells, read leniently. */
export type LenientErrorBody = z.infer<typeof lenientErrorBodySchema>;

/** An error body: `message` a string, `error_code` a string if present, `vm_error_code` a finite number or null if present. */
export function parseLenientErrorBody(value: unknown): Result<LenientErrorBody> {
  return parseWith(lenientErrorBodySchema, value, 'error body');
}

/** A write of a state key as the `…/versions` routes send it (stateKeyWriteSchema), read into bigints. */
export interface KeyWrite {
  version: bigint;
  deleted: boolean;
  /** Ledger time in microseconds; null when the node no longer knows it. */
  timestampUsec: bigint | null;
}

/** The body of a `…/versions` route (stateKeyWriteListSchema): an array of writes. */
export function parseStateKeyWriteList(value: unknown): Result<KeyWrite[]> {
  const parsed = parseWith(stateKeyWriteListSchema, value, 'write list');
  if (!parsed.ok) return parsed;
  return ok(parsed.value.map(({ version, deleted, timestamp }) => ({ version: BigInt(version), deleted, timestampUsec: timestamp === null ? null : BigInt(timestamp) })));
}
