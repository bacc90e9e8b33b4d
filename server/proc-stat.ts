import { readFileSync } from 'node:fs';

/**
 * The fields of /proc/PID/stat after the command name (Linux): [0] is the state (`R`, `S`, `Z` …),
 * [11] and [12] are utime and stime in clock ticks. null where there is no such process or no /proc.
 */
export function procStatFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (command) state …": the command may hold spaces and parentheses; the fields follow the last ")"
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
