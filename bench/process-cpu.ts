import { procStatFields } from '../server/proc-stat';

/** CPU time (user + system, µs) a process has used, from /proc (Linux); null elsewhere. */
export function processCpuMicros(pid: number | undefined): number | null {
  const fields = pid === undefined ? null : procStatFields(pid);
  if (fields === null) return null;
  // utime and stime, in clock ticks (100 Hz)
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}
