import type { FilterIssue } from './report-filters.ts';

/**
 * A screen's URL parameters beyond the market filters (level, metrics, type, typeValue, a view switch...): each
 * with its default and its validation. The URL leaves defaults out; requests always carry every value.
 */
export interface ParamSpec<T> {
  default: T;
  /** The value of a raw query string, or null when it is unusable (the screen then says so and uses the default). */
  parse: (raw: string) => T | null;
  /** Repeated key (attribute values): `parse` gets each raw value and the value is the list. */
  list?: boolean;
  /** A list's longest length; values beyond it are dropped with a notice. */
  max?: number;
  /** The page's own choice (a view switch): kept in the URL, never sent to the server. */
  local?: boolean;
}

export type ParamSpecs = Readonly<Record<string, ParamSpec<unknown>>>;
export type ParamValues<P extends ParamSpecs> = { [K in keyof P]: P[K] extends ParamSpec<infer T> ? T : never };
/** The parameters a screen's requests carry: all but the page's own (`local`) ones. */
export type RequestValues<P extends ParamSpecs> = {
  [K in keyof P as P[K] extends { local: true } ? never : K]: P[K] extends ParamSpec<infer T> ? T : never;
};

/** A parameter that only the page reads (a view switch): in the URL, not in requests. */
export const localParam = <T>(spec: ParamSpec<T>): ParamSpec<T> & { local: true } => ({ ...spec, local: true });

/** The values requests carry. */
export const requestValues = <P extends ParamSpecs>(specs: P, values: ParamValues<P>): RequestValues<P> =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !specs[name]?.local)) as RequestValues<P>;

/** An integer between min and max. */
export const intParam = (fallback: number, min: number, max: number): ParamSpec<number> => ({
  default: fallback,
  parse: (raw) => {
    if (!/^-?\d{1,9}$/.test(raw)) return null;
    const value = Number(raw);
    return value >= min && value <= max ? value : null;
  },
});

/** One of a fixed list (numbers or words). */
export const oneOf = <const T extends string | number>(values: readonly T[], fallback: T): ParamSpec<T> => ({
  default: fallback,
  parse: (raw) => values.find((value) => String(value) === raw) ?? null,
});

/** Free text up to a length (a keyword); empty is the default. */
export const textParam = (maxLength: number, fallback = ''): ParamSpec<string> => ({
  default: fallback,
  parse: (raw) => (raw.length <= maxLength && !/\p{Cc}/u.test(raw) ? raw : null),
});

/** A list of positive ids as repeated keys (`attrValueIds=3&attrValueIds=9`), at most `max` of them. */
export const idListParam = (max: number): ParamSpec<number[]> => ({
  default: [],
  list: true,
  parse: (raw) => {
    if (!/^\d{1,9}$/.test(raw)) return null;
    const value = Number(raw);
    return value > 0 ? [value] : null;
  },
  max,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Reads a screen's parameters: every key gets a value (the default when absent or unusable). */
export const parseParams = <P extends ParamSpecs>(specs: P, input: URLSearchParams | string) => {
  const search = typeof input === 'string' ? new URLSearchParams(input) : input;
  const values: Record<string, unknown> = {};
  const issues: FilterIssue[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    if (spec.list) {
      const list: unknown[] = [];
      const max = spec.max ?? Infinity;
      for (const raw of search.getAll(name)) {
        if (raw === '') continue;
        const parsed = spec.parse(raw) as unknown[] | null;
        if (parsed === null || list.length >= max) issues.push({ name, value: raw });
        else for (const item of parsed) if (!list.includes(item)) list.push(item);
      }
      values[name] = list.length > 0 ? list : spec.default;
      continue;
    }
    const raw = search.get(name);
    if (raw === null || raw === '') {
      values[name] = spec.default;
      continue;
    }
    const parsed = spec.parse(raw);
    if (parsed === null) {
      issues.push({ name, value: raw });
      values[name] = spec.default;
    } else values[name] = parsed;
  }
  return { values: values as ParamValues<P>, issues };
};

/** Writes a screen's parameters into a copy of `base` (other keys kept), leaving defaults out. */
export const writeParams = <P extends ParamSpecs>(
  specs: P,
  values: Partial<ParamValues<P>>,
  base?: URLSearchParams | string,
): URLSearchParams => {
  const search = new URLSearchParams(base);
  for (const [name, spec] of Object.entries(specs)) {
    search.delete(name);
    const value = (values as Record<string, unknown>)[name];
    if (value === undefined || same(value, spec.default)) continue;
    if (spec.list) for (const item of value as unknown[]) search.append(name, String(item));
    else search.set(name, String(value));
  }
  return search;
};

/** A codec the shell can use without knowing the screen: parse to find unusable values, write to drop them. */
export interface ParamsCodec {
  names: readonly string[];
  issues: (search: URLSearchParams) => FilterIssue[];
  /** Rewrites the screen's parameters of `search` keeping the usable ones. */
  normalize: (search: URLSearchParams) => URLSearchParams;
}

export const paramsCodec = <P extends ParamSpecs>(specs: P): ParamsCodec => ({
  names: Object.keys(specs),
  issues: (search) => parseParams(specs, search).issues,
  normalize: (search) => writeParams(specs, parseParams(specs, search).values, search),
});
