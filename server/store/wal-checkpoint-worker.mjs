// The checkpoint worker's entry. Node 20 does not apply the parent's `--import tsx` to a worker's own
// entry module (nodejs/node#47747), so tsx's loader is registered here, in the worker, before the
// TypeScript module is loaded; whatever runs the node (tsx, Vitest), this file needs no compiling.
import { register } from 'tsx/esm/api';

register();
await import('./wal-checkpoint-worker.ts');
