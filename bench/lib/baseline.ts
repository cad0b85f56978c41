import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { onServerCpu } from './cpu.ts';
import { collectOutput, type RunningServer, stopProcessGroup } from './portal.ts';
import { freePort } from './ports.ts';
import type { CapturedResponse } from './types.ts';

export interface BaselineServer extends RunningServer {
  /** Makes the baseline answer every request with this response. */
  serve(response: CapturedResponse): Promise<void>;
}

/** Starts bench/lib/baseline-server.ts in a child process on a free port, on the measured CPU. */
export async function startBaseline(repoRoot: string): Promise<BaselineServer> {
  const port = await freePort();
  const script = fileURLToPath(new URL('./baseline-server.ts', import.meta.url));
  const [command, args] = onServerCpu(process.execPath, ['--import', 'tsx', script]);
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const output = collectOutput(child, 'baseline');

  const next = (type: string) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (message: { type?: string }) => {
        if (message?.type !== type) return;
        cleanup();
        resolve();
      };
      const onExit = (code: number | null) => {
        cleanup();
        reject(new Error(`the baseline server exited (${code}):\n${output()}`));
      };
      const cleanup = () => {
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
    });

  await next('ready');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    processGroup: child.pid!,
    output,
    async serve(response) {
      const acked = next('ack');
      child.send({ type: 'set', response });
      await acked;
    },
    stop: () => stopProcessGroup(child, 2_000),
  };
}
