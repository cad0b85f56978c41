import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { processesOfGroup } from './proc.ts';

// On a small machine the load generator (autocannon, in this process) and the server it measures
// compete for the same cores, and how they happen to share them moved the portal/baseline ratio by
// a third between runs. With two or more CPUs and util-linux's taskset, the measured servers run on
// CPU 0 and this process on the others, so each side of a ratio gets one whole core.

function tasksetWorks(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const cpus = availableParallelism();
const pinned = cpus >= 2 && tasksetWorks();

/** How the CPUs are shared, for the results and the first line of output. */
export const cpuPlan = pinned
  ? `servers on CPU 0, load generator on CPU 1${cpus > 2 ? `-${cpus - 1}` : ''}`
  : 'not pinned (one CPU or no taskset)';

/** The command and arguments that start a measured server, on CPU 0 when pinning. */
export function onServerCpu(command: string, args: string[]): [string, string[]] {
  return pinned ? ['taskset', ['-c', '0', command, ...args]] : [command, args];
}

/** Moves every thread of this process (the load generator) off CPU 0, when pinning. */
export function pinLoadGenerator(): void {
  if (!pinned) return;
  execFileSync('taskset', ['-a', '-p', '-c', `1-${cpus - 1}`, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Gives this process every CPU back (after the benchmarks pinned it off CPU 0). A browser started
 * afterwards inherits the process's CPUs: left pinned, Lighthouse's Chromium ran on one CPU of two
 * and its blocking time tripled.
 */
export function unpinLoadGenerator(): void {
  if (!pinned) return;
  execFileSync('taskset', ['-a', '-p', '-c', `0-${cpus - 1}`, String(process.pid)], { stdio: 'ignore' });
}

const TICKS_PER_SECOND = 100; // USER_HZ: what /proc reports times in on Linux

/**
 * The CPU time, in seconds, the processes of a process group have used so far (user and system,
 * from /proc; 0 where there is no /proc). Read before and after a run, it gives what the server
 * spent per request however fast the load generator could ask.
 */
export function groupCpuSeconds(group: number): number {
  let ticks = 0;
  for (const { stat } of processesOfGroup(group)) ticks += Number(stat[11]) + Number(stat[12]);
  return ticks / TICKS_PER_SECOND;
}

/**
 * Waits until the process group uses under 5% of a CPU over a second (a started portal makes the
 * demo artwork's image sizes in the background for a while), or until `timeoutMs` has passed.
 * Answers whether it settled.
 */
export async function waitUntilIdle(group: number, timeoutMs = 120_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = groupCpuSeconds(group);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (groupCpuSeconds(group) - before < 0.05) return true;
  }
  return false;
}
