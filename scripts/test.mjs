// `npm test`: every check, stopping after the first stage that fails. Without CI a suite whose
// dependency (PostgreSQL, Chromium) is missing says so and is skipped; with CI=true it fails.
// Independent suites of a stage run at once (their output is printed whole as each ends), which keeps
// the run short as the suites grow: the server suites wait on their databases as much as on the CPU.
import { spawn, spawnSync } from 'node:child_process';
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

/** Runs several suites at once; each one's output is printed whole when it ends. Fails after all end. */
async function runTogether(suites) {
  const outcomes = await Promise.all(
    suites.map(
      ([name, command, args, env = {}]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, {
            cwd: root,
            env: { ...process.env, FORCE_COLOR: '0', ...env },
            stdio: ['ignore', 'pipe', 'pipe'],
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n━━ ${name}: ${command} ${args.join(' ')}\n${Buffer.concat(output).toString()}`);
            results.push(`${status === 0 ? 'passed ' : 'FAILED '} ${name} (${seconds} s, alongside others)`);
            resolve(status === 0);
          });
        }),
    ),
  );
  if (outcomes.includes(false)) finish(1);
}

run('typecheck', 'npm', ['run', 'typecheck']);
run('lint', 'npx', ['biome', 'ci', '.']);
// The server's import boundaries (decision 060): cycles between modules, and whose repository a module uses.
run('server boundaries', 'npx', ['depcruise', 'server/src', '--config', '.dependency-cruiser.cjs']);
run('dead code (knip)', 'npx', ['knip', '--no-progress']);

const stage = [
  ['unit (domain, web)', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web']],
  ['server on SQLite', 'npx', ['vitest', 'run', '--project', 'server'], { TEST_DB: 'sqlite' }],
  // The e2e server serves the built app; building it now saves the e2e stage the wait.
  ['web build', 'npm', ['run', 'build', '-w', 'web']],
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (!pgUrl) skip('server on PostgreSQL', 'TEST_DATABASE_URL is not set');
else if (!(await postgresAnswers(pgUrl))) skip('server on PostgreSQL', `no PostgreSQL answers at ${pgUrl}`);
else
  stage.push([
    'server on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'server'],
    { TEST_DB: 'postgres' },
  ]);
await runTogether(stage);

run('e2e in Chromium', 'node', ['e2e/run.mjs']);
finish(0);
