/** Load at 50 connections over a rotation of paths (autocannon), and single timed requests. */
import autocannon from 'autocannon';

export const CONNECTIONS = 50;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);

export interface Load {
  reqPerSec: number;
  p99Ms: number;
  p50Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  distinctQueries: number;
}

/** 50 connections for DURATION_S seconds, each request the next path of the rotation. */
export const load = async (
  base: string,
  paths: readonly string[],
  headers: Record<string, string> = {},
  duration = DURATION_S,
): Promise<Load> => {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    headers,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          request.path = paths[next % paths.length] as string;
          next += 1;
          return request;
        },
      },
    ],
  });
  return {
    // completed requests over the run (json-server completes a handful: keep the fraction)
    reqPerSec: Math.round((result.requests.total / duration) * 100) / 100,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    distinctQueries: new Set(paths).size,
  };
};

/** One request, timed from the client. */
export const timed = async (url: string, headers: Record<string, string>) => {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return Math.round((performance.now() - started) * 10) / 10;
};
