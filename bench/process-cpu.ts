import { readFileSync } from 'node:fs';

/** CPU time (user + system, µs) a process has used, from /proc (Linux); null elsewhere. */
export function processCpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name), in clock ticks (100 Hz)
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}
