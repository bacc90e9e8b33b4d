// The two counts of SQLite's wal-index header, read from the -shm file (sqlite.org/walformat.html):
// mxFrame, the frames in the WAL (first header copy, offset 16), and nBackfill, the frames a checkpoint
// has copied into the database (WalCkptInfo, offset 96). Current to the last commit, for one read of
// 100 bytes, with no SQLite lock taken.
import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';

const MX_FRAME_OFFSET = 16;
const N_BACKFILL_OFFSET = 96;
/** The wal-index is shared memory in the machine's own byte order (it never moves between machines). */
const LITTLE_ENDIAN = endianness() === 'LE';

export interface WalCounts {
  mxFrame: number;
  nBackfill: number;
}

export interface WalIndex {
  read(): WalCounts;
  /**
   * Call only after every SQLite connection to the database is closed: closing any descriptor of a
   * file drops all of this process's POSIX locks on it, the connections' -shm locks included
   * (sqlite.org/howtocorrupt.html, 2.2).
   */
  close(): void;
}

/** Opens the -shm file for reading; null while it does not exist. */
export function openWalIndex(shmPath: string): WalIndex | null {
  let fd: number;
  try {
    fd = openSync(shmPath, 'r');
  } catch {
    return null;
  }
  const header = Buffer.alloc(N_BACKFILL_OFFSET + 4);
  const u32 = (offset: number) => (LITTLE_ENDIAN ? header.readUInt32LE(offset) : header.readUInt32BE(offset));
  let open = true;
  return {
    read() {
      if (!open || readSync(fd, header, 0, header.length, 0) < header.length) return { mxFrame: 0, nBackfill: 0 };
      return { mxFrame: u32(MX_FRAME_OFFSET), nBackfill: u32(N_BACKFILL_OFFSET) };
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}
