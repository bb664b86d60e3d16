import { usageFixtures, type PageFixture } from './fixtures.ts';

/** The pages usage statistics know (fixtures/pages.json), in fixture order. */
export const knownPages = (): readonly PageFixture[] => usageFixtures().pages;

/**
 * Parametrised routes report their concrete path (`/monitor/brand/12`); statistics count them under the
 * page of the route (`/monitor/detail`). Anything else unknown is counted under its own path.
 */
const ALIASES: readonly [RegExp, string][] = [
  [/^\/monitor\/[^/]+\/[^/]+\/?$/, '/monitor/detail'],
  [/^\/operator\/keyword\/[^/]+\/?$/, '/operator/keyword'],
];

export const normalisePagePath = (raw: string) => {
  const path = raw.split(/[?#]/)[0] || '/';
  for (const [pattern, page] of ALIASES) if (pattern.test(path)) return page;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

export const pageName = (path: string) => {
  const page = knownPages().find((candidate) => candidate.path === path);
  return { name: page?.name ?? path, nameEn: page?.nameEn ?? path };
};
