import { describe, expect, it } from 'vitest';
import documented from '../../fixtures/documented-endpoints.json' with { type: 'json' };
import { listEndpoints } from './index.ts';

const key = (method: string, path: string) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`;

describe('contract', () => {
  it('declares exactly the documented endpoints, no more, no fewer', () => {
    const declared = listEndpoints().map(({ def }) => key(def.method, def.path));
    const expected = documented.endpoints.map((e) => key(e.method, e.path));
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared].sort()).toEqual([...expected].sort());
    expect(declared).toHaveLength(documented.count);
  });

  it('gives every JSON endpoint a response schema and no download one', () => {
    for (const { group, name, def } of listEndpoints()) {
      if (def.kind === 'json') expect(def.response, `${group}.${name}`).toBeDefined();
      else expect(def.response, `${group}.${name}`).toBeUndefined();
    }
  });

  it('never uses an untyped schema where the shape is known', () => {
    const json = JSON.stringify(listEndpoints().map(({ def }) => def));
    // TypeBox's Any/Unknown serialise to a schema with no type keyword: `{}`
    expect(json).not.toMatch(/:\{\}/);
  });

  it('puts the specification defaults in the schemas', () => {
    const byPath = new Map(listEndpoints().map(({ def }) => [def.path, def]));
    const defaults = (path: string) =>
      Object.fromEntries(
        Object.entries((byPath.get(path)?.query?.properties ?? {}) as Record<string, { default?: unknown }>)
          .filter(([, schema]) => 'default' in schema)
          .map(([field, schema]) => [field, schema.default]),
      );
    expect(defaults('/api/category/categoryRank')).toMatchObject({ level: 1, page: 1, perPage: 20, categoryId: 0 });
    expect(defaults('/api/category/categoryTrend')).toMatchObject({ level: 1, metrics: 1 });
    expect(defaults('/api/category/spuRank')).toMatchObject({ type: 0 });
    expect(defaults('/api/category/priceZone')).toMatchObject({ metrics: 1, typeValue: 0 });
    expect(defaults('/api/user/listTeamUser')).toEqual({
      payStateList: [0, 1, 2],
      platformList: [1, 2, 4],
      enableTypeList: [1, 0],
      registerType: [1, 2],
      userType: 2,
      page: 1,
      perPage: 20,
    });
    expect(defaults('/api/lite/user/page')).toMatchObject({ userType: 2 });
  });
});
