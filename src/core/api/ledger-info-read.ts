// GET /v1 as the status bar reads it, apart from client.ts: only the bar's figures (loaded after a page's
// first paint) and a node that hides its headers (hidden-wire.ts) need it, so no first load carries it (issue 34).
// Its body is read by hand with exactly the rules of ledgerInfoBodySchema (as wire-body-parse.ts reads its bodies).
import { LEDGER_INFO, endpointCall } from './endpoints';
import { fail, ok, type Result } from '../result';
import type { LedgerInfo } from './ledger-info';
import type { LedgerInfoBody, NodeDegraded } from './schemas';
import { malformedBody, readJsonBody, sendOnce, type ApiResponse, type RequestOptions } from './send-once';
import { isU64String } from './u64-text';
import { isRecord } from './wire-body-parse';

/** GET /v1 (an extension; real nodes have it): the node's latest ledger as JSON, and as `ledger` (from the headers, else from the body). */
export async function getLedgerInfo(options: RequestOptions): Promise<ApiResponse<LedgerInfoBody>> {
  // GET /v1 states its ledger in its body: sent once on any wire (as sendApiRequest sends it)
  const sent = await sendOnce(options, { ...endpointCall(LEDGER_INFO, {}), accept: 'application/json' });
  const parsed = parseLedgerInfoBody(await readJsonBody(sent, options.signal));
  if (!parsed.ok) throw malformedBody(sent, parsed.message);
  // a node that hides its headers from this page states the same ledger in the body
  return { data: parsed.value, ledger: sent.ledger ?? ledgerFromInfoBody(parsed.value) };
}

const U64_MEMBERS = [
  'epoch',
  'ledger_version',
  'oldest_ledger_version',
  'ledger_timestamp',
  'oldest_block_height',
  'block_height',
] as const;

/** The body of GET /v1 (ledgerInfoBodySchema): unknown members are dropped, as z.object does. */
export function parseLedgerInfoBody(value: unknown): Result<LedgerInfoBody> {
  if (!isRecord(value)) return fail('ledger info is not an object');
  const chainId = value.chain_id;
  if (typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId < 0 || chainId > 255) {
    return fail('chain_id: not an integer from 0 to 255');
  }
  const u64s: Partial<Record<(typeof U64_MEMBERS)[number], string>> = {};
  for (const name of U64_MEMBERS) {
    const member = value[name];
    if (!isU64String(member)) return fail(`${name}: not a u64 decimal string`);
    u64s[name] = member;
  }
  const nodeRole = value.node_role;
  if (typeof nodeRole !== 'string') return fail('node_role: not a string');
  const degraded = degradedOf(value.degraded);
  return ok({
    chain_id: chainId,
    // the loop above set every one of them
    ...(u64s as Record<(typeof U64_MEMBERS)[number], string>),
    node_role: nodeRole,
    ...(degraded === undefined ? {} : { degraded }),
  });
}

/** `degraded` of GET /v1 (nodeDegradedSchema): optional, and dropped when it is not as described. */
function degradedOf(value: unknown): NodeDegraded | undefined {
  if (!isRecord(value)) return undefined;
  const { reason, message, since, attempts } = value;
  if (typeof reason !== 'string' || typeof message !== 'string' || typeof since !== 'string') return undefined;
  // a safe integer, as zod's int() takes it (an unsafe one is no count of attempts)
  if (typeof attempts !== 'number' || !Number.isSafeInteger(attempts) || attempts < 1) return undefined;
  return { reason, message, since, attempts };
}

/** The ledger as `GET /v1`'s body states it (u64 members as decimal strings, already validated). */
export function ledgerFromInfoBody(body: LedgerInfoBody): LedgerInfo {
  return {
    chainId: body.chain_id,
    ledgerVersion: BigInt(body.ledger_version),
    oldestLedgerVersion: BigInt(body.oldest_ledger_version),
    ledgerTimestampUsec: BigInt(body.ledger_timestamp),
    epoch: BigInt(body.epoch),
    blockHeight: BigInt(body.block_height),
    oldestBlockHeight: BigInt(body.oldest_block_height),
    gasUsed: null,
    source: 'ledger_info',
  };
}
