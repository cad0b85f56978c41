// `npm test`: every check, in order, stopping at the first failure. Without CI a suite whose
// dependency (PostgreSQL, Chromium) is missing says so and is skipped; with CI=true it fails.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const results = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${status === 0 ? 'passed ' : 'FAILED '} ${name} (${seconds} s)`);
  if (status !== 0) finish(1);
}

function skip(name, why) {
  if (inCi) {
    console.error(`\n${name} cannot run in CI: ${why}`);
    results.push(`FAILED  ${name}: ${why}`);
    finish(1);
  }
  console.warn(`\n━━ ${name} skipped: ${why}`);
  results.push(`skipped ${name}: ${why}`);
}

function finish(code) {
  console.log(`\n${results.join('\n')}`);
  process.exit(code);
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npx', ['biome', 'ci', '.']);
run('dead code (knip)', 'npx', ['knip', '--no-progress']);
run('unit (domain, web)', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web']);
run('server on SQLite', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'sqlite' });
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) skip('server on PostgreSQL', 'TEST_DATABASE_URL is not set');
else if (!(await postgresAnswers(pgUrl))) skip('server on PostgreSQL', `no PostgreSQL answers at ${pgUrl}`);
else run('server on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'postgres' });
run('e2e in Chromium', 'node', ['e2e/run.mjs']);
finish(0);
