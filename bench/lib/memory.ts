import { readFileSync } from 'node:fs';
import { processesOfGroup } from './proc.ts';

/**
 * The resident set, in bytes, of the largest process in the process group `group`: the server
 * itself rather than the npx and tsx processes that started it. Null when none is found (Linux
 * only: it reads /proc).
 */
export function largestRssInGroup(group: number): number | null {
  let largest: number | null = null;
  for (const { pid } of processesOfGroup(group)) {
    const rss = residentBytes(pid);
    if (rss !== null && (largest === null || rss > largest)) largest = rss;
  }
  return largest;
}

function residentBytes(pid: string): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    // The process ended while it was read.
    return null;
  }
}
