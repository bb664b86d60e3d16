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
 * start-up; a route nobody calls now costs nothing, and a first call pays a few milliseconds once.
 */
export const lazyCompilers = ({
  validators = ValidatorSelector as unknown as Selector,
  serializers = SerializerSelector as unknown as Selector,
}: { validators?: Selector; serializers?: Selector } = {}): CompilersFactory => {
  const buildValidator = (externalSchemas: unknown, ajvOptions: unknown) => {
    const compile = validators()(externalSchemas, ajvOptions);
    return (route: RouteSchema) => {
      let compiled: Validate | null = null;
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
      return (data: unknown) => (compiled ??= compile(route) as (data: unknown) => string)(data);
    };
  };
  // Fastify's types describe each compiler library's own signature; these wrap whichever is configured
  return { buildValidator, buildSerializer } as unknown as CompilersFactory;
};
