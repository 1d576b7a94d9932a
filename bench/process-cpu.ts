/**
 * CPU time a process has used (user + system, /proc/<pid>/stat, Linux), to put a figure on the
 * server's own cost per request beside its throughput: throughput on a shared two-core machine
 * also measures the load generator and the machine's other tenants.
 */
import { readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's counters (USER_HZ: 100 on Linux). */
const ticksPerSecond = 100;

/** Milliseconds of CPU `pid` has used so far (0 when it has gone). */
export async function readCpuMs(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state …: comm may hold spaces, so read after its closing bracket.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}
