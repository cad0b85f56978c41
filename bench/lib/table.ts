import type { BenchRow, LoadResult } from './types.ts';

const COLUMNS = [
  'name',
  'req/s',
  'p50 ms',
  'p99 ms',
  'baseline req/s',
  'ratio',
  'CPU µs/req',
  'baseline µs/req',
  'CPU ratio',
] as const;

/** The server's CPU time per request over a side's rounds, in seconds (0 where not measured). */
export function cpuPerRequest(result: LoadResult): number {
  return result.total > 0 ? result.cpuSeconds / result.total : 0;
}

const micros = (seconds: number) => (seconds * 1e6).toFixed(1);

function cells(row: BenchRow): string[] {
  return [
    row.name,
    row.real.requestsPerSecond.toFixed(0),
    row.real.p50.toFixed(2),
    row.real.p99.toFixed(2),
    row.baseline.requestsPerSecond.toFixed(0),
    row.ratio.toFixed(3),
    micros(cpuPerRequest(row.real)),
    micros(cpuPerRequest(row.baseline)),
    row.cpuRatio.toFixed(3),
  ];
}

/** A plain-text table, the name column left-aligned and the figures right-aligned. */
export function formatTable(rows: BenchRow[]): string {
  const body = rows.map(cells);
  const widths = COLUMNS.map((title, i) => Math.max(title.length, ...body.map((r) => r[i]!.length)));
  const line = (values: readonly string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [line(COLUMNS), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Warnings about runs whose figures can't be trusted (errors, refusals, throttling). */
export function warnings(rows: BenchRow[]): string[] {
  const out: string[] = [];
  for (const row of rows) {
    if (row.status < 200 || row.status > 299) {
      out.push(`${row.name}: the captured response was HTTP ${row.status}, not a 2xx`);
    }
    for (const [side, r] of [
      ['portal', row.real],
      ['baseline', row.baseline],
    ] as const) {
      if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) {
        out.push(
          `${row.name} (${side}): ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts of ${r.total} requests`,
        );
      }
    }
  }
  return out;
}
