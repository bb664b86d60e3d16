import type { DataOf, EndpointDef, HttpMethod, Input } from './define.ts';
import { contract, type Contract } from './contract.ts';

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

type InputOf<E extends EndpointDef> =
  Input<E['params']> extends undefined
    ? Input<E['query']> extends undefined
      ? Input<E['body']> extends undefined
        ? void
        : Input<E['body']>
      : Input<E['query']>
    : Input<E['params']> & (Input<E['query']> extends undefined ? unknown : Input<E['query']>);

export interface CallOptions {
  signal?: AbortSignal;
  onProgress?: (progress: TransferProgress) => void;
}

type Call<E extends EndpointDef> =
  InputOf<E> extends void
    ? (input?: void, options?: CallOptions) => Promise<DataOf<E>>
    : object extends InputOf<E>
      ? (input?: InputOf<E>, options?: CallOptions) => Promise<DataOf<E>>
      : (input: InputOf<E>, options?: CallOptions) => Promise<DataOf<E>>;

export type ApiClient = {
  [G in keyof Contract]: {
    [N in keyof Contract[G]]: Contract[G][N] extends EndpointDef ? Call<Contract[G][N]> : never;
  };
};

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

/** `api.category.brandRank(query)` resolves to the typed `data` of the response (a Blob for downloads). */
export const createClient = (http: HttpAdapter): ApiClient => {
  const groups = Object.entries(contract).map(([group, endpoints]) => [
    group,
    Object.fromEntries(
      Object.entries(endpoints as Record<string, EndpointDef>).map(([name, def]) => [
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
  ]);
  return Object.fromEntries(groups) as ApiClient;
};
