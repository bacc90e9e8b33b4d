// A module's parsed ABI at a version, for view calls (view-call.ts), parsed once per module write.
// Safe across versions: a module written at version W answers every version from W up to its next
// write, so (ledger identity, module, W) names one ABI for ever (ledger.ts: identity). The key is found
// by an index lookup (moduleWrittenAt) that reads neither the stored ABI nor its blob: reading the
// value (0xcafe::showcase's is 3.6 kB, kept in the blobs table) was a view call's dearest state read.
import type { MoveModuleAbi } from '../../src/core/api/schemas';
import { parseAddress } from '../../src/core/move/address';
import type { Ledger } from './ledger';

/** Bounded by the module writes callers ask about: the demo chain has about 120 (most are 0xbeef's crowd). */
const MAX_ENTRIES = 256;
const parsed = new Map<string, MoveModuleAbi>();
const decoder = new TextDecoder();

/** The ABI of `address::module` at `version` (already judged readable), or null when there is none. */
export function moduleAbiAt(ledger: Ledger, address: string, module: string, version: bigint): MoveModuleAbi | null {
  const addressBytes = parseAddress(address);
  const writtenAt = ledger.moduleWrittenAt(addressBytes, module, version);
  if (writtenAt === null) return null;
  const key = `${ledger.identity}/${address}::${module}@${writtenAt}`;
  const cached = parsed.get(key);
  if (cached !== undefined) return cached;
  const stored = ledger.readModule(addressBytes, module, version);
  if (stored === null) return null;
  const abi = JSON.parse(decoder.decode(stored.bytes)) as MoveModuleAbi;
  if (parsed.size >= MAX_ENTRIES) parsed.clear();
  parsed.set(`${ledger.identity}/${address}::${module}@${stored.writtenAt}`, abi);
  return abi;
}
