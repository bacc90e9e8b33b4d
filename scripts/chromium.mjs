// Playwright cannot download browsers here: we drive Debian's chromium.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser']) {
    try {
      const path = execSync(`command -v ${name}`, { encoding: 'utf8', shell: '/bin/sh' }).trim();
      if (path) return path;
    } catch {
      // not on PATH
    }
  }
  return null;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
