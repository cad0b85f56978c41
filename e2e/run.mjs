#!/usr/bin/env node
// `npm run test:e2e`: checks that Chromium exists, then runs Playwright on e2e/playwright.config.ts.
// Without Chromium: outside CI the suite says so and skips (exit 0); with CI=true it fails.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- specs/smoke.spec.ts --headed`).
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..');
const isCI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (!executable(chromium)) {
  if (isCI) {
    console.error(
      `e2e: Chromium not found at ${chromium}; with CI=true this fails (install Debian's chromium).`,
    );
    process.exit(1);
  }
  console.log(
    `Chromium not found at ${chromium}; e2e skipped (apt-get install chromium, or set CHROMIUM_PATH).`,
  );
  process.exit(0);
}

const reportFile = join(here, 'test-results', 'report.json');
rmSync(reportFile, { force: true });
const child = spawn(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}

child.on('exit', (code, signal) => {
  printSummary();
  process.exit(code ?? (signal ? 1 : 0));
});

// One plain closing line ('e2e: N passed, N failed, N skipped') read from the JSON reporter.
function printSummary() {
  if (!existsSync(reportFile)) return;
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const stats = report.stats ?? {};
    const errors = Array.isArray(report.errors) ? report.errors.length : 0;
    if (errors > 0) console.log(`e2e: ${errors} error(s) outside the tests (start-up, configuration)`);
    const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
    const failed = stats.unexpected ?? 0;
    const skipped = stats.skipped ?? 0;
    console.log(`e2e: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  } catch {
    // A report that can't be read changes nothing: the exit code stands.
  }
}
