// GET /v1 as the status bar reads it, in a module of its own: only the bar's figures (loaded after a page's
// first paint) and a node that hides its headers (hidden-wire.ts) need it, so no first load carries it (issue 34).
// Its body is read by hand with exactly the rules of ledgerInfoBodySchema (as wire-body-parse.ts reads its bodies).
import { LEDGER_INFO, endpointCall } from './endpoints';
import { fail, ok, type Result } from '../result';
import { LEDGER_FIELDS, REQUIRED_LEDGER_FIELDS, type LedgerHeaderField } from './ledger-fields';
import type { LedgerInfo } from './ledger-info';
import type { LedgerInfoBody, NodeDegraded } from './schemas';
import { malformedBody, readJsonBody, sendOnce, type ApiResponse, type RequestOptions } from './send-once';
import { isU64String } from './u64-text';
import { isRecord } from './wire-body-parse';

/** GET /v1 (an extension; real nodes have it): the node's latest ledger as JSON, and as `ledger` (from the headers, else from the body). */
export async function getLedgerInfo(options: RequestOptions): Promise<ApiResponse<LedgerInfoBody> & { ledger: LedgerInfo }> {
  // GET /v1 states its ledger in its body: sent once on any wire (as sendApiRequest sends it)
  const sent = await sendOnce(options, { ...endpointCall(LEDGER_INFO, {}), accept: 'application/json' });
  const parsed = parseLedgerInfoBody(await readJsonBody(sent, options.signal));
  if (!parsed.ok) throw malformedBody(sent, parsed.message);
  // a node that hides its headers from this page states the same ledger in the body
  return { data: parsed.value, ledger: sent.ledger ?? ledgerFromInfoBody(parsed.value) };
}

type U64Member = Exclude<NonNullable<(typeof LEDGER_FIELDS)[LedgerHeaderField]['member']>, 'chain_id'>;
const U64_MEMBERS = REQUIRED_LEDGER_FIELDS.flatMap((field) => (LEDGER_FIELDS[field].kind === 'u64' ? [LEDGER_FIELDS[field].member] : []));

/** The body of GET /v1 (ledgerInfoBodySchema): unknown members are dropped, as z.object does. */
export function parseLedgerInfoBody(value: unknown): Result<LedgerInfoBody> {
  if (!isRecord(value)) return fail('ledger info is not an object');
  const chainId = value.chain_id;
  if (typeof chainId !== 'number' || !Number.isInteger(chainId) || chainId < 0 || chainId > 255) {
    return fail('chain_id: not an integer from 0 to 255');
  }
  const u64s: Partial<Record<U64Member, string>> = {};
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
    ...(u64s as Record<U64Member, string>),
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
  const stated = REQUIRED_LEDGER_FIELDS.map((field) => {
    const { member, kind } = LEDGER_FIELDS[field];
    return [field, kind === 'u8' ? body[member] : BigInt(body[member])];
  });
  return { ...Object.fromEntries(stated), gasUsed: null, source: 'ledger_info' } as LedgerInfo;
}
