// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server (which migrates, seeds an empty database and serves /api, /download and the app).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'web/dist/index.html');
const builtServerEntry = path.join(root, 'web/dist-ssr/entry-server.js');
const sources = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/precompress.ts',
  'web/public',
  'domain/src',
].map((p) => path.join(root, p));

function newestChange(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

const builtAt =
  fs.existsSync(builtIndex) && fs.existsSync(builtServerEntry) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestChange))) {
  console.log(builtAt ? 'Web app sources changed: rebuilding…' : 'Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
