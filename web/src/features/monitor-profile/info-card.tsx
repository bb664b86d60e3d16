import type { TreeNodeValue } from '@aisle/contract';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { ApiData } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { formatExact, formatInteger } from '../../lib/format.ts';
import { categoryState } from '../../stores/category-store.ts';

/** What the info endpoints say about an entity; a category is described by its branch of the tree. */
export type Profile =
  | { kind: 'brand'; info: ApiData<'business', 'brandInfo'> }
  | { kind: 'shop'; info: ApiData<'business', 'shopInfo'> }
  | { kind: 'spu'; info: ApiData<'business', 'spuInfo'> }
  | { kind: 'anchor'; info: ApiData<'business', 'anchorInfo'> }
  | { kind: 'category'; info: CategoryInfo };

export interface CategoryInfo {
  id: number;
  name: string;
  nameEn: string;
  path: { name: string; nameEn: string }[];
  /** Sub-categories at every level below it, and how many of those are finest. */
  descendants: number;
  leaves: number;
}

/** A category's path and size from `business/categoryTree` (its ancestors and its subtree). */
export const categoryInfoOf = (tree: readonly TreeNodeValue[], id: number): CategoryInfo | null => {
  const walk = (nodes: readonly TreeNodeValue[], path: TreeNodeValue[]): CategoryInfo | null => {
    for (const node of nodes) {
      if (node.id === id) {
        let descendants = 0;
        let leaves = 0;
        const count = (children: readonly TreeNodeValue[] | undefined) => {
          for (const child of children ?? []) {
            descendants += 1;
            if (!child.children?.length) leaves += 1;
            count(child.children);
          }
        };
        count(node.children);
        return {
          id,
          name: node.name,
          nameEn: node.nameEn ?? node.name,
          path: path.map((p) => ({ name: p.name, nameEn: p.nameEn ?? p.name })),
          descendants,
          leaves,
        };
      }
      const found = walk(node.children ?? [], [...path, node]);
      if (found) return found;
    }
    return null;
  };
  return walk(tree, []);
};

export const profileName = (profile: Profile, language: 'zh-CN' | 'en') => {
  switch (profile.kind) {
    case 'brand':
    case 'anchor':
    case 'category':
      return pickName(language, profile.info.name, profile.info.nameEn);
    case 'shop':
      return profile.info.name;
    case 'spu':
      return profile.info.title;
  }
};

/** The profile's facts as label/value pairs, in the user's language. */
export const InfoCard = ({
  profile,
  platformName,
  actions,
}: {
  profile: Profile;
  platformName: string;
  actions?: ReactNode;
}) => {
  const t = useT();
  const language = useLanguage();
  const { shopTypeList } = useSnapshot(categoryState);
  const names = (items: readonly { name: string; nameEn: string }[]) =>
    items.map((item) => pickName(language, item.name, item.nameEn)).join('、');

  const fields = ((): [MessageKey, ReactNode][] => {
    switch (profile.kind) {
      case 'category':
        return [
          [
            'entityDetail.categories',
            [...profile.info.path, profile.info].map((c) => pickName(language, c.name, c.nameEn)).join(' › '),
          ],
          [
            'entityDetail.counts',
            profile.info.descendants === 0
              ? t('profile.finest')
              : t('profile.categoryCounts', {
                  children: formatInteger(profile.info.descendants, language),
                  leaves: formatInteger(profile.info.leaves, language),
                }),
          ],
        ];
      case 'brand':
        return [
          ['entityDetail.origin', `${profile.info.origin} · ${profile.info.foundedYear}`],
          ['entityDetail.categories', names(profile.info.categories)],
          [
            'entityDetail.counts',
            t('entityDetail.brandCounts', {
              shops: formatInteger(profile.info.shopCount, language),
              spus: formatInteger(profile.info.spuCount, language),
            }),
          ],
        ];
      case 'shop': {
        const type = shopTypeList.find((item) => item.value === profile.info.shopType);
        return [
          [
            'entityDetail.shopType',
            type ? pickName(language, type.label, type.labelEn) : String(profile.info.shopType),
          ],
          ['entityDetail.brand', profile.info.brandName ?? '–'],
          ['entityDetail.opened', String(profile.info.openedYear)],
          ['entityDetail.counts', t('entityDetail.spuCount', { spus: formatInteger(profile.info.spuCount, language) })],
        ];
      }
      case 'spu':
        return [
          ['entityDetail.price', `¥${formatExact(profile.info.price, language)}`],
          ['entityDetail.brand', profile.info.brandName],
          ['entityDetail.shop', profile.info.shopName],
          [
            'entityDetail.categories',
            profile.info.categoryPath.map((c) => pickName(language, c.name, c.nameEn)).join(' › '),
          ],
          [
            'entityDetail.attributes',
            profile.info.attributes
              .map((a) => `${pickName(language, a.name, a.nameEn)}: ${pickName(language, a.value, a.valueEn)}`)
              .join('；'),
          ],
        ];
      case 'anchor':
        return [
          ['entityDetail.followers', formatInteger(profile.info.followers, language)],
          ['entityDetail.categories', names(profile.info.topCategories)],
          [
            'entityDetail.counts',
            t('entityDetail.anchorCounts', {
              spus: formatInteger(profile.info.spuCount, language),
              brands: formatInteger(profile.info.brandCount, language),
            }),
          ],
        ];
    }
  })();

  return (
    <section
      className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      data-testid="profile-info"
    >
      <dl className="grid min-w-0 flex-1 grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
        {(
          [['entityDetail.id', String(profile.info.id)], ['entityDetail.platform', platformName], ...fields] as [
            MessageKey,
            ReactNode,
          ][]
        ).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500 dark:text-slate-400">{t(label)}</dt>
            <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </section>
  );
};
