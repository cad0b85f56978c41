import { readdirSync, readFileSync } from 'node:fs';

/**
 * The resident set, in bytes, of the largest process in the process group `group`: the server
 * itself rather than the npx and tsx processes that started it. Null when none is found (Linux
 * only: it reads /proc).
 */
export function largestRssInGroup(group: number): number | null {
  let largest: number | null = null;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const rss = rssInGroup(name, group);
    if (rss !== null && (largest === null || rss > largest)) largest = rss;
  }
  return largest;
}

function rssInGroup(pid: string, group: number): number | null {
  try {
    // After the command's closing parenthesis: state, parent, process group…
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [, , processGroup] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(processGroup) !== group) return null;
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) * 1024;
  } catch {
    // The process ended while it was read.
    return null;
  }
}
