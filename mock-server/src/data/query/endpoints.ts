import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { LiteralOf, LEVELS, TreeNodeValue } from '@aisle/contract';
import type { SessionUser } from '../../context.ts';
import { rawJson, type Download, type RawJson } from '../../implement.ts';
import { unauthorized } from '../../lib/api-failure.ts';
import { xlsxDownload } from '../../lib/xlsx.ts';
import type { Dataset } from '../dataset.ts';
import type { MarketFilter } from './params.ts';
import { allRows, type SortInput, type Table } from './table.ts';

/** Helpers shared by the market route modules (category, business, keyword, attribute, monitor, common). */

/** The caller; the auth plugin sets it on every non-public endpoint, so null here means no session. */
export const currentUser = (request: FastifyRequest): SessionUser => {
  if (!request.user) throw unauthorized();
  return request.user;
};

/**
 * A cache of serialised answers by request URL (path and query string), for endpoints whose answer depends on
 * the query alone (not on the caller, not on state): a repeated query skips the row building and the
 * response serialiser. Bounded by the size of the encoded answers.
 */
export const answerCache = (budget: number) => {
  const cache = new LRUCache<string, RawJson<unknown>>({
    maxSize: budget,
    sizeCalculation: (answer) => answer.body.length + 64,
  });
  return <T>(request: FastifyRequest, compute: () => T): RawJson<T> => {
    const hit = cache.get(request.url);
    if (hit) return hit as RawJson<T>;
    const answer = rawJson(compute());
    cache.set(request.url, answer);
    return answer;
  };
};

/** "2025-10" or "2025-01_2025-10", for file names. */
export const periodName = (dataset: Dataset, filter: MarketFilter) => {
  const { months } = dataset.calendar;
  const start = months[filter.period.start] as string;
  const end = months[filter.period.end] as string;
  return start === end ? start : `${start}_${end}`;
};

/** A table as .xlsx: every row (up to 100,000) in the table's order, named like `品牌排行_2025-10.xlsx`. */
export const tableDownload = <Row>(
  dataset: Dataset,
  table: Table<Row>,
  query: SortInput,
  name: string,
  filter: MarketFilter,
): Download =>
  xlsxDownload({
    // entity names (product titles) may hold characters file systems refuse
    fileName: `${name}_${periodName(dataset, filter)}`.replace(/[\\/:*?"<>|]/g, '_'),
    columns: table.columns,
    rows: allRows(table, query) as Iterable<Readonly<Record<string, unknown>>>,
  });

type LevelValue = LiteralOf<typeof LEVELS>;

/** The tree of the nodes `keep` accepts (and their ancestors are kept by construction: keep must be closed upwards). */
export const categoryTree = (dataset: Dataset, keep: (node: number) => boolean): TreeNodeValue[] => {
  const { taxonomy } = dataset;
  const build = (node: number): TreeNodeValue => {
    const children = (taxonomy.children[node] as readonly number[]).filter(keep).map(build);
    return {
      id: taxonomy.ids[node] as number,
      name: taxonomy.names[node] as string,
      nameEn: taxonomy.namesEn[node] as string,
      level: taxonomy.levels[node] as LevelValue,
      ...(children.length > 0 ? { children } : {}),
    };
  };
  return taxonomy.roots.filter(keep).map(build);
};

/** Marks the nodes that hold any of the given products, and their ancestors. */
export const nodesHolding = (dataset: Dataset, products: Iterable<number>) => {
  const { taxonomy } = dataset;
  const marked = new Uint8Array(taxonomy.count);
  for (const product of products) {
    let node = dataset.products.leaf[product] as number;
    while (node >= 0 && marked[node] === 0) {
      marked[node] = 1;
      node = taxonomy.parent[node] as number;
    }
  }
  return marked;
};

/** Root-to-node path of a category node. */
export const categoryPath = (dataset: Dataset, node: number) => {
  const { taxonomy } = dataset;
  const path: { id: number; name: string; nameEn: string }[] = [];
  for (let k = node; k >= 0; k = taxonomy.parent[k] as number)
    path.unshift({
      id: taxonomy.ids[k] as number,
      name: taxonomy.names[k] as string,
      nameEn: taxonomy.namesEn[k] as string,
    });
  return path;
};
