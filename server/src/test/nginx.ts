import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sleep } from './real-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// Debian puts it in /usr/sbin, which a non-root PATH may lack.
const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** Whether nginx is on this machine (.ci/run installs Debian's nginx-light). */
export function nginxInstalled(): boolean {
  return spawnSync(NGINX, ['-v']).status === 0;
}

/**
 * Runs deploy/nginx.conf, the README's example, in the foreground with its ports and paths replaced:
 * listening on `port`, balancing over `upstreams` (one or more ports), keeping its pid, logs and
 * temporary files in `dir`.
 */
export async function startNginx(options: { dir: string; port: number; upstreams: number[] }) {
  const { dir, port, upstreams } = options;
  const config = fs
    .readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8')
    // The example's two `server` lines become one line per upstream, with the same options.
    .replace(/( *)server 127\.0\.0\.1:3001 (.*)\n *server 127\.0\.0\.1:3002 .*\n/, (_, indent, settings) =>
      upstreams.map((upstream) => `${indent}server 127.0.0.1:${upstream} ${settings}\n`).join(''),
    )
    .replace('worker_processes auto;', `worker_processes 1;${process.getuid?.() === 0 ? '\nuser root;' : ''}`)
    .replace('/run/nginx-portal.pid', path.join(dir, 'nginx.pid'))
    .replace('/var/log/nginx/portal-error.log', path.join(dir, 'error.log'))
    .replace('/var/log/nginx/portal-access.log', path.join(dir, 'access.log'))
    .replace('/var/lib/nginx/portal-body', path.join(dir, 'body'))
    .replace('/var/lib/nginx/portal-proxy', path.join(dir, 'proxy'))
    .replace('127.0.0.1:8080', `127.0.0.1:${port}`);
  if (config.includes('127.0.0.1:3001'))
    throw new Error("deploy/nginx.conf's upstream block was not recognised");
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config);
  let output = '';
  // -e: the error log before the configuration is read (Debian's default is not writable by a user).
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    if (await listening(port)) return child;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not start: ${output}`);
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
