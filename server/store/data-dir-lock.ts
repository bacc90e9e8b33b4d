import fs from 'node:fs';
import path from 'node:path';
import { procStatFields } from '../proc-stat';

/** Thrown when another live process (or this one) already holds the directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'LOCK';
// A pid in a lock file may be ours after a restart in a container (pid 1 again): it only counts as
// held when this process took it.
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
  // a node killed a moment ago (kill -9, the OOM killer) answers signal 0 until its parent reaps it: on
  // Linux its state in /proc says it is a zombie. Elsewhere, no /proc: trust the signal.
  return procStatFields(pid)?.[0] !== 'Z';
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreate(file: string): boolean {
  try {
    fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
}

/** One node per data directory: a LOCK file holding the owner's pid; a stale one (dead pid) is taken over. */
export function lockDataDir(dir: string): DataDirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.resolve(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (heldHere.has(file)) {
      throw new DataDirLockedError(`data directory ${dir} is already open in this process`);
    }
    if (tryCreate(file)) {
      heldHere.add(file);
      return {
        release() {
          if (!heldHere.delete(file)) return;
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    }
    const pid = readPid(file);
    if (pid !== null && pid !== process.pid && isAlive(pid)) {
      throw new DataDirLockedError(
        `data directory ${dir} is in use by another node (pid ${pid}); stop it or choose another data directory`,
      );
    }
    // Stale: its owner is gone (or the file is half-written). Take it over.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`data directory ${dir}: could not take the lock file ${file}`);
}
