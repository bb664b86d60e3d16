import { afterAll, vi } from 'vitest';

// The mock-server test files run in shared workers (isolate: false in vitest.config.ts): whatever a file
// changes in the process is seen by the files after it. Servers, state directories and the read-only dataset
// are per file or unchanging; what a file may leave behind in the process is put back here.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
