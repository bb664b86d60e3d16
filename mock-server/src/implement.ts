import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import Type from 'typebox';
import { ApiError, Envelope, type DataOf, type EndpointDef, type Group, type Resolved } from '@aisle/contract';
import type { Readable } from 'node:stream';
import makeContentDisposition from 'content-disposition';

/** A spreadsheet answer: the route streams `body` with a UTF-8 (RFC 5987) file name. */
export interface Download {
  fileName: string;
  body: Readable | Buffer;
}

export interface HandlerInput<E extends EndpointDef> {
  query: Resolved<E['query']>;
  params: Resolved<E['params']>;
  body: Resolved<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * `data` serialised ahead of time (an answer kept in a cache): the whole envelope, encoded once, sent as it is
 * without the response serialiser. The JSON must be `data` built to the endpoint's schema, as `rawJson` makes it.
 */
export class RawJson<T> {
  declare readonly data: T;
  readonly body: Buffer;
  constructor(json: string) {
    this.body = Buffer.from(`{"code":200,"data":${json}}`);
  }
}

export const rawJson = <T>(data: T): RawJson<T> => new RawJson<T>(JSON.stringify(data));

type Output<E extends EndpointDef> = E['kind'] extends 'download' ? Download : DataOf<E> | RawJson<DataOf<E>>;

export type Handler<E extends EndpointDef> = (input: HandlerInput<E>) => Promise<Output<E>> | Output<E>;

/** One handler per endpoint of the group: leaving one out is a compile error. */
export type Handlers<G extends Group> = { [N in keyof G]: Handler<G[N]> };

const errorResponses = Object.fromEntries([400, 401, 403, 404, 409, 429, 501].map((status) => [status, ApiError]));

/**
 * `attachment` with the exact name in `filename*` (RFC 8187: everything outside attr-chars percent-encoded,
 * `'`, `(`, `)` and `*` included, which `encodeURIComponent` leaves alone and strict parsers refuse) and an
 * ASCII `filename=` for old clients (only `filename=` when the name is plain ASCII already). Slashes become `_`:
 * the package keeps only the part after the last one, and a file name cannot hold them anyway.
 */
export const contentDisposition = (fileName: string) => {
  const name = fileName.replace(/[\\/]/g, '_');
  return makeContentDisposition(name, { fallback: name.replace(/[^\x20-\x7e]|"/g, '_') });
};

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Registers every endpoint of a contract group. Validation, serialisation and the OpenAPI document come
 * from the contract's schemas; the handler only computes `data`.
 */
export const implement = <G extends Group>(app: FastifyInstance, group: G, handlers: Handlers<G>, tag: string) => {
  for (const [name, def] of Object.entries(group) as [keyof G & string, EndpointDef][]) {
    const handler = handlers[name] as unknown as Handler<EndpointDef>;
    const route: RouteOptions = {
      method: def.method,
      url: def.path,
      config: { endpoint: def },
      schema: {
        summary: def.summary,
        tags: [tag],
        operationId: `${tag}.${name}`,
        ...(def.query ? { querystring: def.query } : {}),
        ...(def.params ? { params: def.params } : {}),
        ...(def.body ? { body: def.body } : {}),
        response: {
          200:
            def.kind === 'download'
              ? Type.Unsafe({ type: 'string', format: 'binary', description: '.xlsx file' })
              : Envelope(def.response ?? Type.Null()),
          ...errorResponses,
        },
        ...(def.access === 'public' ? {} : { security: [{ token: [] }] }),
      },
      handler: async (request, reply) => {
        const result = await handler({
          query: request.query as never,
          params: request.params as never,
          body: request.body as never,
          request,
          reply,
        });
        if (def.kind === 'download') {
          const file = result as unknown as Download;
          return reply
            .header('Content-Type', XLSX_TYPE)
            .header('Content-Disposition', contentDisposition(file.fileName))
            .send(file.body);
        }
        if (result instanceof RawJson) return reply.type('application/json; charset=utf-8').send(result.body);
        return { code: 200, data: result ?? null };
      },
    };
    app.route(route);
  }
};

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: EndpointDef;
  }
}
