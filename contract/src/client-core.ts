import type { EndpointDef, HttpMethod } from './define.ts';

/**
 * The run-time half of the typed client, without the schemas: a browser bundle imports this file and a route
 * table (method, path, kind per endpoint, made from the contract at build time), so the schema library stays out
 * of it. `createClient` in client.ts is the same client over the contract itself.
 */
export interface HttpRequest {
  method: HttpMethod;
  /** Path with its parameters filled in. */
  path: string;
  query?: Record<string, unknown>;
  body?: unknown;
  responseType: 'json' | 'blob';
  signal?: AbortSignal;
  /** Download progress, for blob responses (bytes received, and the total when the server sends it). */
  onProgress?: (progress: TransferProgress) => void;
}

export interface TransferProgress {
  loaded: number;
  total?: number;
}

/** The transport the web app plugs in (its one axios instance); tests plug in fakes. */
export interface HttpAdapter {
  request(request: HttpRequest): Promise<unknown>;
}

export interface CallOptions {
  signal?: AbortSignal;
  onProgress?: (progress: TransferProgress) => void;
}

/** What the client needs to know of each endpoint at run time. */
export type RouteTable = Readonly<
  Record<string, Readonly<Record<string, Pick<EndpointDef, 'method' | 'path' | 'kind'>>>>
>;

/** Fills `:name` segments from the input and returns the remaining fields. */
export const fillPath = (path: string, input: Record<string, unknown>) => {
  const rest = { ...input };
  const filled = path.replace(/:(\w+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
};

/** `client.<group>.<name>(input, options)` for every route; `Client` is `ApiClient` (client.ts) for the contract's routes. */
export const createClientFrom = <Client>(routes: RouteTable, http: HttpAdapter): Client =>
  Object.fromEntries(
    Object.entries(routes).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints).map(([name, def]) => [
          name,
          // async, so a missing path parameter rejects like any other failed call
          async (input: Record<string, unknown> = {}, options: CallOptions = {}) => {
            const { path, rest } = fillPath(def.path, input ?? {});
            const hasBody = def.method === 'POST';
            return http.request({
              method: def.method,
              path,
              ...(hasBody ? { body: rest } : { query: rest }),
              responseType: def.kind === 'download' ? 'blob' : 'json',
              ...(options.signal ? { signal: options.signal } : {}),
              ...(options.onProgress ? { onProgress: options.onProgress } : {}),
            });
          },
        ]),
      ),
    ]),
  ) as Client;
