/**
 * Waits until a freshly started app is quiet. In development the demo seed queues the slide
 * previews of the demo decks, and the app renders them right after it starts (LibreOffice, then
 * the page images): half a core for some 20 s on a small machine, which would land in whichever
 * figure is measured first. Load and latency benches call this before their first measurement.
 */
import { readdir, readFile } from 'node:fs/promises';

/**
 * CPU time (user + system, clock ticks) of the processes of process group `group` and of all
 * their descendants: the app runs LibreOffice in a process group of its own (runTool), which a
 * reading of the app's group alone would miss.
 */
async function readGroupTicks(group: number): Promise<number> {
  const processes: { pid: number; parent: number; group: number; ticks: number }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp … utime stime: read after comm's closing bracket.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.push({
        pid: Number(entry),
        parent: Number(fields[1]),
        group: Number(fields[2]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // the process ended while we looked
    }
  }
  const counted = new Set(processes.filter((item) => item.group === group).map((item) => item.pid));
  for (let grown = true; grown; ) {
    grown = false;
    for (const item of processes) {
      if (!counted.has(item.pid) && counted.has(item.parent)) {
        counted.add(item.pid);
        grown = true;
      }
    }
  }
  return processes.reduce((sum, item) => sum + (counted.has(item.pid) ? item.ticks : 0), 0);
}

/**
 * Resolves once the processes of `group` and their descendants (the app and what it runs) used
 * under 5% of a core in each of `quietSeconds` seconds in a row; gives up (and says so) after
 * `timeoutMs`.
 */
export async function waitUntilQuiet(
  group: number,
  { quietSeconds = 3, timeoutMs = 120_000 } = {},
): Promise<void> {
  const ticksPerSecond = 100; // USER_HZ on Linux
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let before = await readGroupTicks(group);
  while (quiet < quietSeconds) {
    if (Date.now() > deadline) {
      console.log(`  (the app was still busy after ${timeoutMs / 1000} s; measuring anyway)`);
      return;
    }
    await new Promise((done) => setTimeout(done, 1000));
    const after = await readGroupTicks(group);
    quiet = after - before < 0.05 * ticksPerSecond ? quiet + 1 : 0;
    before = after;
  }
}
