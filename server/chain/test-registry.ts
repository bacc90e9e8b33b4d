// Test support: the registry's sizes after a block, counted from its definition (demo-registry.ts), as
// the API tests' oracle for what the index and the node list.
import { BULK_BLOCKS, BULK_NAMES, BULK_PER_BLOCK, BY_ID_EVERY } from './demo-registry';

/** Entries and by_id sizes after block `height`. */
export function registryCounts(height: number): { entries: number; written: number; deleted: number; byId: number } {
  if (height <= BULK_BLOCKS) {
    const written = height * BULK_PER_BLOCK;
    return { entries: written, written, deleted: 0, byId: Math.ceil(written / BY_ID_EVERY) };
  }
  const steps = height - BULK_BLOCKS;
  const written = BULK_NAMES + steps;
  const deleted = Math.floor(steps / 2);
  return { entries: written - deleted, written, deleted, byId: Math.ceil(written / BY_ID_EVERY) };
}
