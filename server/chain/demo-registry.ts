// 0xbeef's registry (docs/demo-chain.md#the-registry-of-0xbeef): a resource holding three tables, the
// largest filled to 100,000 entries over the first 400 blocks, then one name added and one deleted or
// revised per block. Its writes ride on the block metadata transactions (gas 0) and on genesis, and are a
// function of the block height alone, with no PRNG draw: every other value of the chain is unchanged.
import { formatAddress } from '../../src/core/move/address';
import type { JsonValue } from '../../src/core/move/json';
import { CROWD, GENESIS_ACCOUNTS, STRING } from './demo-constants';
import { tableHandle, userAccountAddress } from './demo-ids';
import { encodeAs, type WriteSet } from './write-set';

export const REGISTRY = '0xbeef::registry::Registry';
export const RECORD = '0xbeef::registry::Record';

/** Handles of Registry's tables: `tableHandle(0xbeef, field)`. */
export const REGISTRY_HANDLES = {
  entries: tableHandle(CROWD, 'entries'),
  byId: tableHandle(CROWD, 'by_id'),
  byOwner: tableHandle(CROWD, 'by_owner'),
};

/** Blocks 1 … BULK_BLOCKS each add BULK_PER_BLOCK names: 100,000 by block 400. */
export const BULK_BLOCKS = 400;
export const BULK_PER_BLOCK = 250;
export const BULK_NAMES = BULK_BLOCKS * BULK_PER_BLOCK;
/** Names whose index is a multiple of this are also in by_id (index → name). */
export const BY_ID_EVERY = 100;

const ADJECTIVES =
  'amber azure bold brisk calm clever coral crisp dapper eager fancy fleet gentle glad golden grand happy hazy humble icy jolly keen lively lucky mellow merry misty noble odd plucky proud quick quiet rapid rosy rustic shiny silent sleek snowy sunny swift tidy vivid warm wild witty young zany zesty'.split(
    ' ',
  );
const ANIMALS =
  'ant bear cat crane deer dove eagle elk falcon fox frog goat hare hawk heron ibis jay koala lark lion lynx mole moose newt otter owl panda puma quail raven robin seal shark sloth swan tiger toad viper wolf yak'.split(
    ' ',
  );

/** Name i: `<adjective>-<animal>-<i>` (50 adjectives, 40 animals), so that prefixes select slices. */
export function registryName(index: number): string {
  const adjective = ADJECTIVES[index % ADJECTIVES.length] ?? '';
  const animal = ANIMALS[Math.floor(index / ADJECTIVES.length) % ANIMALS.length] ?? '';
  return `${adjective}-${animal}-${index}`;
}

/** Record of name i, revised at block `revision` (0: as first written). stake is above 2^64 for every i. */
export function registryRecord(index: number, revision: number): JsonValue {
  const stake = BigInt(index + 1) * 10n ** 20n + BigInt(revision);
  const note = revision === 0 ? `record ${index}` : `record ${index} revised at block ${revision}`;
  return { id: String(index), stake: stake.toString(), note };
}

/** What block `height` (> BULK_BLOCKS) does besides adding a name: delete an odd name or revise an even one, never the same twice (7919 and 4999 are prime to 50,000). */
export function registryChange(height: number): { added: number; deleted?: number; revised?: number } {
  const step = height - BULK_BLOCKS;
  const added = BULK_NAMES + step - 1;
  if (step % 2 === 0) return { added, deleted: 2 * (((step / 2 - 1) * 7919) % (BULK_NAMES / 2)) + 1 };
  return { added, revised: 2 * ((((step - 1) / 2) * 4999) % (BULK_NAMES / 2)) };
}

function putName(writes: WriteSet, index: number, revision: number): void {
  const name = registryName(index);
  writes.tableItem(REGISTRY_HANDLES.entries, encodeAs(STRING, name), encodeAs(RECORD, registryRecord(index, revision)));
  if (revision === 0 && index % BY_ID_EVERY === 0)
    writes.tableItem(REGISTRY_HANDLES.byId, encodeAs('u64', String(index)), encodeAs(STRING, name));
}

/** Genesis: the Registry resource and by_owner (genesis account j → name j). */
export function writeGenesisRegistry(writes: WriteSet, seed: number): void {
  writes.resource(CROWD, REGISTRY, {
    entries: { handle: formatAddress(REGISTRY_HANDLES.entries) },
    by_id: { handle: formatAddress(REGISTRY_HANDLES.byId) },
    by_owner: { handle: formatAddress(REGISTRY_HANDLES.byOwner) },
  });
  for (let j = 0; j < GENESIS_ACCOUNTS; j++) {
    writes.tableItem(REGISTRY_HANDLES.byOwner, userAccountAddress(seed, j), encodeAs(STRING, registryName(j)));
  }
}

/** Block `height`'s registry writes, carried by its block metadata transaction. */
export function writeRegistryBlock(writes: WriteSet, height: bigint): void {
  const h = Number(height);
  if (h < 1) return;
  if (h <= BULK_BLOCKS) {
    for (let i = (h - 1) * BULK_PER_BLOCK; i < h * BULK_PER_BLOCK; i++) putName(writes, i, 0);
    return;
  }
  const change = registryChange(h);
  putName(writes, change.added, 0);
  if (change.deleted !== undefined) writes.tableItem(REGISTRY_HANDLES.entries, encodeAs(STRING, registryName(change.deleted)), null);
  if (change.revised !== undefined) putName(writes, change.revised, h);
}
