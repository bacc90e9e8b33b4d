import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh temporary directory, removed by the returned cleanup. */
export function makeTempDir(label: string): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ledger-${label}-`));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
