import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const root = resolve(import.meta.dirname, '../../..');

/** The mock server as people run it: the bundle `npm run build` writes (scripts/build-mock.mjs). */
export const MOCK_SERVER_ENTRY = 'mock-server/dist/server.mjs';
/**
 * Node's arguments for it, as in package.json's `mock` and `serve`: a 384 MiB old-space limit. Without one, V8
 * sizes its heap to the machine (4 GiB here) and lets garbage pile up under load (peak RSS 525-555 MiB in the
 * bench); with it the peak stays near 320 MiB and the answers come as fast or faster. The live heap after the
 * bench's load is under 200 MiB, a 100,000-row export adds about 70.
 */
export const MOCK_SERVER_ARGS = ['--max-old-space-size=384', MOCK_SERVER_ENTRY];

/** Starts the mock server (serving the built web app) on a free port and resolves with its address. */
export const startMockServer = (env: Record<string, string> = {}): Promise<RunningServer> =>
  new Promise((resolvePromise, reject) => {
    if (!existsSync(join(root, MOCK_SERVER_ENTRY))) {
      reject(new Error(`${MOCK_SERVER_ENTRY} is missing: run "npm run build" first`));
      return;
    }
    const child = spawn(process.execPath, MOCK_SERVER_ARGS, {
      cwd: root,
      env: {
        ...process.env,
        MOCK_PORT: '0',
        SERVE_WEB: '1',
        MOCK_TODAY: '2026-11-15',
        MOCK_DATA_DIR: mkdtempSync(join(tmpdir(), 'aisle-e2e-')),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mock server did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        const url = match[1];
        resolvePromise({
          url,
          process: child,
          stop: () =>
            new Promise((done) => {
              if (child.exitCode !== null) return done();
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock server exited with ${code}:\n${output}`));
    });
  });
