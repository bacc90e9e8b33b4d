import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { makeTempDir } from './test-dir';

describe('data directory lock', () => {
  let dir: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir, cleanup } = makeTempDir('lock')));
  afterEach(() => cleanup());

  it('writes our pid, refuses a second holder in this process, and frees on release', () => {
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'LOCK'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'LOCK'))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a directory held by another live process, naming its pid', () => {
    // Our parent (the shell or runner) is alive and is not us.
    fs.writeFileSync(path.join(dir, 'LOCK'), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`in use by another node (pid ${process.ppid})`);
  });

  it('takes over a stale lock left by a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'LOCK'), `${dead}\n`);
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'LOCK'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it.runIf(fs.existsSync('/proc/self/stat'))(
    'takes over a lock whose owner was killed but not yet reaped (a zombie)',
    async () => {
      // the inner shell writes its pid and exits; its parent has exec'd into sleep, which never reaps it
      const pidFile = path.join(dir, 'zombie.pid');
      const parent = spawn('sh', ['-c', `sh -c 'echo $$ > "${pidFile}"' & exec sleep 60`], { stdio: 'ignore' });
      try {
        // processes start in their own time: seconds on a loaded machine
        const soon = { timeout: 15_000, interval: 20 };
        await vi.waitFor(() => expect(fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8') : '').toMatch(/^\d+\n$/), soon);
        const pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
        await vi.waitFor(() => expect(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')).toMatch(/\) Z /), soon);
        fs.writeFileSync(path.join(dir, 'LOCK'), `${pid}\n`);
        const lock = lockDataDir(dir);
        expect(fs.readFileSync(path.join(dir, 'LOCK'), 'utf8').trim()).toBe(String(process.pid));
        lock.release();
      } finally {
        parent.kill();
      }
    },
    60_000,
  ); // two waits on processes, each up to 15 s on a loaded machine

  it('takes over a garbled lock file', () => {
    fs.writeFileSync(path.join(dir, 'LOCK'), 'not a pid');
    lockDataDir(dir).release();
  });
});
