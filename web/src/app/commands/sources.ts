import type { MenuKeyValue, PlatformId } from '@aisle/contract';
import type { PlatformInfo } from '../../api/types.ts';
import { messagePair } from '../../i18n/i18n.ts';
import type { CategoryNode } from '../../lib/category-tree.ts';
import { entityDetailUrl } from '../../lib/entity-urls.ts';
import { DEFAULT_REPORT_PATH } from '../../lib/redirect.ts';
import { reportUrl } from '../../lib/report-filters.ts';
import { localizedText } from '../palette/text.ts';
import { filtersOf, withFilters } from './location.ts';
import { recordRecentEntity, type RecentEntity } from './recent.ts';
import type { Command, LocalizedText } from '../../lib/commands.ts';

/**
 * Commands made from data rather than declared by features: the platforms (with `p 1`..`p 9` by position),
 * the current platform's category tree, and entities found by the server's search.
 */
const MAX_POSITION_KEYS = 9;

export const platformCommands = (platforms: readonly PlatformInfo[]): Command[] =>
  platforms.map((platform, index) => {
    const reason: LocalizedText | null =
      platform.permission === 1
        ? null
        : platform.reason
          ? { 'zh-CN': platform.reason, en: platform.reason }
          : messagePair('shell.platformLockedDefault');
    return {
      id: `platform.${platform.id}`,
      title: { 'zh-CN': platform.label, en: platform.labelEn || platform.label },
      keywords: [platform.name, `platform ${platform.id}`, 'pingtai'],
      group: 'platforms',
      hint: localizedText('command.platformHint'),
      ...(index < MAX_POSITION_KEYS ? { shortcut: `p ${index + 1}` } : {}),
      disabledReason: () => reason,
      // a screen without the platform filter keeps its path: detail screens carry the platform in the query too
      run: (context) => context.navigate(withFilters(context.location, { platform: platform.id })),
    };
  });

/** The platform of the current view (the URL's, defaulting like the reports do). */
/**
 * One command per node of the tree: found by name, pinyin, initials and path ("女装 > 连衣裙"). Choosing one sets
 * the category of the current report, or opens the default report with it from a screen without categories.
 */
export const categoryCommands = (tree: readonly CategoryNode[], platform: number): Command[] => {
  const commands: Command[] = [];
  const walk = (nodes: readonly CategoryNode[], path: LocalizedText[]) => {
    for (const node of nodes) {
      const title = { 'zh-CN': node.title, en: node.titleEn || node.title };
      commands.push({
        id: `category.${platform}.${node.key}`,
        title,
        group: 'categories',
        ...(path.length > 0 ? { path } : {}),
        run: (context) => {
          const categoryId = node.key;
          if (context.routeFilters?.includes('category'))
            context.navigate(withFilters(context.location, { categoryId }));
          else
            context.navigate(reportUrl(DEFAULT_REPORT_PATH, { ...filtersOf(context.location), categoryId, page: 1 }));
        },
      });
      if (node.children) walk(node.children, [...path, title]);
    }
  };
  walk(tree, []);
  return commands;
};

const KIND_TEXT: Record<MenuKeyValue, LocalizedText> = {
  category: localizedText('palette.entity.category'),
  brand: localizedText('palette.entity.brand'),
  shop: localizedText('palette.entity.shop'),
  spu: localizedText('palette.entity.spu'),
  anchor: localizedText('palette.entity.anchor'),
};

export interface EntityHit {
  menuKey: MenuKeyValue;
  entityId: number;
  name: string;
  nameEn: string;
  detail: string;
}

/** An entity found by the search (or remembered in the recents): opening it shows its detail screen. */
export const entityCommand = (hit: EntityHit, platform: PlatformId): Command => {
  const kind = KIND_TEXT[hit.menuKey];
  const entity: RecentEntity = { ...hit, platform };
  return {
    id: `entity.${platform}.${hit.menuKey}.${hit.entityId}`,
    title: { 'zh-CN': hit.name, en: hit.nameEn || hit.name },
    keywords: [String(hit.entityId)],
    group: 'entities',
    hint: {
      'zh-CN': hit.detail ? `${kind['zh-CN']} · ${hit.detail}` : kind['zh-CN'],
      en: hit.detail ? `${kind.en} · ${hit.detail}` : kind.en,
    },
    run: (context) => {
      recordRecentEntity(entity);
      context.navigate(entityDetailUrl(hit.menuKey, hit.entityId, { platform }));
    },
  };
};
