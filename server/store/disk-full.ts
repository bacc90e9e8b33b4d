// What a full disk looks like from the store: SQLite's SQLITE_FULL (also a database at its
// max_page_count), or the file system's ENOSPC / EDQUOT from a file written beside it (the LOCK file).

const DISK_FULL_CODES = new Set(['SQLITE_FULL', 'ENOSPC', 'EDQUOT']);

/** The code of a disk-full error (`SQLITE_FULL`, `ENOSPC`, `EDQUOT`), or null for any other error. */
export function diskFullCode(error: unknown): string | null {
  const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined;
  return typeof code === 'string' && DISK_FULL_CODES.has(code) ? code : null;
}
