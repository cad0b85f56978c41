import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests: the real server (scripts/start.mjs) and Debian's Chromium.
 * Start through `npm run test:e2e` (e2e/run.mjs checks that Chromium exists first).
 *
 * Environment:
 *   CHROMIUM_PATH   browser binary (default /usr/bin/chromium)
 *   E2E_PORT        port of the server started for the run (default 3210)
 *   E2E_BASE_URL    test an already running server instead of starting one
 *   E2E_DATA_DIR    DATA_DIR of the started server (default: a fresh temporary folder per run)
 *   E2E_WORKERS     parallel workers (default 2)
 *   E2E_LOG_LEVEL   LOG_LEVEL of the started server (default warn)
 *   E2E_OIDC_PORT   where specs/sso.spec.ts starts the test identity provider (default E2E_PORT + 1000);
 *                   the started server's OIDC_* point at it (it is asked only when a spec signs in
 *                   with a company account, so the other specs never need it)
 */

const isCI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3210);
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
process.env.E2E_OIDC_PORT = String(oidcPort);

// The config is evaluated by the runner and again by every worker; only the runner (no
// TEST_WORKER_INDEX) makes the data folder, and workers inherit it through the environment.
if (!externalBaseURL && !process.env.E2E_DATA_DIR && process.env.TEST_WORKER_INDEX === undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
}
// The server must seed its demo data: SEED is left unset for it.
delete process.env.SEED;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Generous: CI runs on two cores, and a slow machine should not read as a broken screen.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: './test-results/report.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: externalBaseURL
    ? undefined
    : {
        command: 'node scripts/start.mjs',
        cwd: repoRoot,
        url: `${baseURL}/api/globals/all`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: process.env.E2E_DATA_DIR ?? '',
          LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
          // The client server/src/test/oidc-provider.ts registers for the portal.
          OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
          OIDC_CLIENT_ID: 'portal',
          OIDC_CLIENT_SECRET: 'portal-client-secret-for-tests-only',
        },
      },
});
