/**
 * The service as its own process (`node --import tsx src/start.ts`, as `npm start` runs it), for
 * tests that kill it with SIGKILL or run several instances: resolves with its URL once it listens.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
}

export const startServiceProcess = (env: Record<string, string | undefined>): Promise<ServiceProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/start.ts'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let errors = '';
    child.stderr?.on('data', (c: Buffer) => {
      errors += c.toString();
    });
    child.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /"port":(\d+)/.exec(out);
      if (m) resolve({ child, url: `http://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`service exited early (${code}): ${errors}`)));
  });
