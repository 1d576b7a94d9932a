/**
 * A process's resident memory as the kernel counts it (`VmRSS` of /proc/<pid>/status, Linux), the
 * server's process among those `npm run start` began, and a sampler of the peak while load runs.
 */
import { readdir, readFile } from 'node:fs/promises';

const mb = 1_000_000;

/** Resident bytes of `pid` now (0 when it has gone). */
export async function readResidentBytes(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

export async function readResidentMiB(pid: number): Promise<number> {
  return Math.round((await readResidentBytes(pid)) / 1024 / 1024);
}

export function toMB(bytes: number): number {
  return Math.round(bytes / mb);
}

/**
 * The node process of process group `group` whose command line holds `marker` (the built server,
 * `dist/server.js`, under the npm and shell processes that started it).
 */
export async function findNodeProcessInGroup(group: number, marker: string): Promise<number> {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // pid (comm) state ppid pgrp …: comm may hold spaces, so read after its closing bracket.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group || !stat.includes('(node)')) continue;
      const commandLine = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' ');
      if (commandLine.includes(marker)) return Number(entry);
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error(`no process of group ${group} runs ${marker}`);
}

/** Reads `pid`'s RSS every `everyMs` until `stop()`, which answers the highest reading. */
export function sampleResidentPeak(pid: number, everyMs = 200): { stop: () => Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await readResidentBytes(pid));
      await new Promise((done) => setTimeout(done, everyMs));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return Math.max(peak, await readResidentBytes(pid));
    },
  };
}
