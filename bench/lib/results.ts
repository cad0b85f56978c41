import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const resultsDir = join(repoRoot, 'bench', 'results');

function gitCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** When, on what code and on what machine a result was measured: the head of a results file's meta. */
export function measuredOn() {
  return {
    date: new Date().toISOString(),
    commit: gitCommit(),
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? null,
  };
}

/** Writes `data` as bench/results/`name` (JSON) and answers the file's path. */
export function writeResults(name: string, data: unknown): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = join(resultsDir, name);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
