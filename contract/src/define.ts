import Type, { type Static, type TObject, type TSchema } from 'typebox';

/** Who may call an endpoint. The mock server enforces it; the web uses it to hide what a user cannot reach. */
export type Access = 'public' | 'user' | 'manager';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One documented endpoint. `response` is the schema of the envelope's `data`; downloads have none
 * (their body is an .xlsx file).
 */
export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  readonly kind: 'json' | 'download';
  readonly params?: TObject;
  readonly query?: TObject;
  readonly body?: TObject;
  readonly response?: TSchema;
}

export type Group = Readonly<Record<string, EndpointDef>>;

export const endpoint = <const E extends EndpointDef>(def: E): E => def;

/** `Type.Optional` plus a default, marked at type level so server-side inputs see the field as present. */
export type Defaulted<T extends TSchema> = ReturnType<typeof Type.Optional<T>> & { readonly '~defaulted': true };

export const withDefault = <T extends TSchema>(schema: T, value: Static<T>): Defaulted<T> =>
  Type.Optional({ ...schema, default: value } as T) as Defaulted<T>;

type DefaultedKeys<P> = { [K in keyof P]: P[K] extends { readonly '~defaulted': true } ? K : never }[keyof P];

/** What a client may send: fields with defaults are optional. */
export type Input<S> = S extends TSchema ? Static<S> : undefined;

/** What a handler receives after validation: defaults have been applied, so those fields are present. */
export type Resolved<S> =
  S extends TObject<infer P>
    ? Omit<Static<S>, DefaultedKeys<P> & keyof Static<S>> & {
        [K in DefaultedKeys<P> & keyof Static<S>]-?: Exclude<Static<S>[K], undefined>;
      }
    : undefined;

export type DataOf<E extends EndpointDef> = E['kind'] extends 'download'
  ? Blob
  : E['response'] extends TSchema
    ? Static<E['response']>
    : never;
