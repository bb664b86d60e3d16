/** Child processes of the benchmarks: start one and wait for its ready line, stop it, read its CPU and memory. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });

export interface Started {
  child: ChildProcess;
  readyMs: number;
  line: string;
}

/** Starts a process (in `cwd`, this checkout by default) and waits for a line matching `ready` on its stdout. */
export const start = (args: string[], env: NodeJS.ProcessEnv, ready: RegExp, timeoutMs = 60_000, cwd = root) =>
  new Promise<Started>((done, fail) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`${args.join(' ')} did not start in ${timeoutMs} ms: ${output.slice(-500)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => ready.test(l));
      if (line) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        done({ child, readyMs: performance.now() - started, line });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${args.join(' ')} exited with ${code}: ${output.slice(-500)}`));
    });
  });

export const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.removeAllListeners('exit');
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
};

/** CPU time (user + system) a process has used so far, from /proc (Linux): start-up cost independent of load. */
export const cpuMsOf = (pid: number | undefined) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
};

/** How much of the last 10 s runnable tasks waited for a CPU (Linux PSI): 0 is an idle machine. */
export const cpuPressure = () => {
  try {
    return Number(/avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1] ?? NaN);
  } catch {
    return null;
  }
};

/** Resident and peak resident memory of a process, from /proc (Linux). */
export const memoryOf = (pid: number | undefined) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rssMiB: Math.round(kib('VmRSS') / 1024), peakRssMiB: Math.round(kib('VmHWM') / 1024) };
  } catch {
    return { rssMiB: null, peakRssMiB: null };
  }
};
