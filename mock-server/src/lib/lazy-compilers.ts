import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
/** What a compiler is given for one schema of one route (schema, method, url, httpPart or httpStatus). */
type RouteSchema = Record<string, unknown>;
/** A compiler library's entry: its options give a builder, which compiles one route's schema. */
export type Selector = () => (...args: unknown[]) => (route: RouteSchema) => unknown;

interface Validate {
  (data: unknown, context?: unknown): unknown;
  errors?: unknown;
  schemaEnv?: unknown;
}

/**
 * Fastify's own compilers (Ajv for requests, fast-json-stringify for answers), each schema compiled on the first
 * request that needs it instead of at start. Compiling every route's schemas was about a fifth of the server's
 * start-up; a route nobody calls now costs nothing, and a first call pays a few milliseconds once (more for the
 * first schema of a process, which also compiles the compiler's own code: ~14 ms in a profile). `compileNow`
 * compiles the schemas of chosen routes ahead (the warm-up's reports, before the server listens).
 */
export const lazyCompilers = ({
  validators = ValidatorSelector as unknown as Selector,
  serializers = SerializerSelector as unknown as Selector,
}: { validators?: Selector; serializers?: Selector } = {}): CompilersFactory & {
  /** Compiles now the schemas (not yet compiled) of the routes whose URL `wanted` accepts; how many it compiled. */
  compileNow(wanted: (url: string) => boolean): number;
} => {
  // each schema not compiled yet, by its route's URL: compileNow takes them from here
  // compile() says whether it compiled: a route's first request may have compiled it already
  const waiting: { url: string; compile: () => boolean }[] = [];
  const remember = (route: RouteSchema, compile: () => boolean) => waiting.push({ url: String(route.url), compile });
  const buildValidator = (externalSchemas: unknown, ajvOptions: unknown) => {
    const compile = validators()(externalSchemas, ajvOptions);
    return (route: RouteSchema) => {
      let compiled: Validate | null = null;
      remember(route, () => {
        if (compiled) return false;
        compiled = compile(route) as Validate;
        return true;
      });
      const validate: Validate = (data, context) => {
        compiled ??= compile(route) as Validate;
        const result = compiled(data, context);
        validate.errors = compiled.errors;
        return result;
      };
      validate.errors = null;
      // Ajv's functions carry schemaEnv: Fastify then passes the parent object, so coercion of a root value sticks
      validate.schemaEnv = true;
      return validate;
    };
  };
  const buildSerializer = (externalSchemas: unknown, serializerOptions: unknown) => {
    const compile = serializers()(externalSchemas, serializerOptions);
    return (route: RouteSchema) => {
      let compiled: ((data: unknown) => string) | null = null;
      remember(route, () => {
        if (compiled) return false;
        compiled = compile(route) as (data: unknown) => string;
        return true;
      });
      return (data: unknown) => (compiled ??= compile(route) as (data: unknown) => string)(data);
    };
  };
  const compileNow = (wanted: (url: string) => boolean) => {
    let count = 0;
    for (let index = waiting.length - 1; index >= 0; index--) {
      const entry = waiting[index]!;
      if (!wanted(entry.url)) continue;
      if (entry.compile()) count += 1;
      waiting.splice(index, 1);
    }
    return count;
  };
  // Fastify's types describe each compiler library's own signature; these wrap whichever is configured
  return Object.assign({ buildValidator, buildSerializer } as unknown as CompilersFactory, { compileNow });
};
