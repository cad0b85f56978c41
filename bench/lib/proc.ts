import { readdirSync, readFileSync } from 'node:fs';

/** A process of a group, with the fields of its /proc/<pid>/stat after the command's parenthesis. */
export interface GroupProcess {
  pid: string;
  /** state (0), parent (1), process group (2) … utime (11), stime (12), in clock ticks. */
  stat: string[];
}

/**
 * The processes of process group `group` (the server, and the npx and tsx processes that started
 * it), read from /proc: none where there is no /proc. A process that ends while it is read is left out.
 */
export function processesOfGroup(group: number): GroupProcess[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  const found: GroupProcess[] = [];
  for (const pid of names) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const stat = text.slice(text.lastIndexOf(')') + 2).split(' ');
      if (Number(stat[2]) === group) found.push({ pid, stat });
    } catch {
      // The process ended while it was read.
    }
  }
  return found;
}
