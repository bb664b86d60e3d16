import type { DataOf, EndpointDef, Input } from './define.ts';
import { contract, type Contract } from './contract.ts';
import { createClientFrom, type CallOptions, type HttpAdapter, type RouteTable } from './client-core.ts';

export {
  createClientFrom,
  fillPath,
  type CallOptions,
  type HttpAdapter,
  type HttpRequest,
  type RouteTable,
  type TransferProgress,
} from './client-core.ts';

type InputOf<E extends EndpointDef> =
  Input<E['params']> extends undefined
    ? Input<E['query']> extends undefined
      ? Input<E['body']> extends undefined
        ? void
        : Input<E['body']>
      : Input<E['query']>
    : Input<E['params']> & (Input<E['query']> extends undefined ? unknown : Input<E['query']>);

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

/** Method, path and kind of every endpoint, by group: what `createClientFrom` needs, as plain data. */
export const routeTable = (): RouteTable =>
  Object.fromEntries(
    Object.entries(contract).map(([group, endpoints]) => [
      group,
      Object.fromEntries(
        Object.entries(endpoints as Record<string, EndpointDef>).map(([name, { method, path, kind }]) => [
          name,
          { method, path, kind },
        ]),
      ),
    ]),
  );

/** `api.category.brandRank(query)` resolves to the typed `data` of the response (a Blob for downloads). */
export const createClient = (http: HttpAdapter): ApiClient => createClientFrom<ApiClient>(contract, http);
