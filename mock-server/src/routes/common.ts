import type { FastifyInstance } from 'fastify';
import { DICT_TYPES, PLATFORMS, contract, type PlatformId, type TreeNodeValue } from '@aisle/contract';
import type { AppContext, SessionUser } from '../context.ts';
import { implement } from '../implement.ts';
import type { DictEntry } from '../data/fixtures.ts';
import { answerCache, categoryPath, categoryTree, currentUser } from '../data/query/endpoints.ts';
import { notFound } from '../lib/api-failure.ts';

/** Why a platform is locked for a user (permission 0). */
const lockReason = (user: SessionUser) =>
  user.trial ? '试用账号未开通该平台，请联系客服升级' : '您的套餐未包含该平台，请联系管理员开通';

/** Dictionary entries as the contract's DictItem: value, labels, and the disabled state with its tooltip. */
const dictItem = (entry: DictEntry) => ({
  value: entry.value,
  label: entry.label,
  labelEn: entry.labelEn,
  ...(entry.disabled ? { disabled: true } : {}),
  ...(entry.tooltip ? { tooltip: entry.tooltip } : {}),
  ...(entry.tooltipEn ? { tooltipEn: entry.tooltipEn } : {}),
});

/** Platforms, categories, dictionaries, the user's configuration, and action recording. */
export const registerCommonRoutes = (app: FastifyInstance, ctx: AppContext) => {
  const { dataset, store } = ctx;
  const { taxonomy, dictionaries } = dataset;
  const platformEntries = (dictionaries.platform_type ?? []).filter((entry) => !entry.offline);
  const platformEntry = (platform: PlatformId) => platformEntries.find((entry) => entry.value === platform);
  const platformName = (platform: PlatformId, language: 'zh' | 'en') =>
    (language === 'zh' ? platformEntry(platform)?.label : platformEntry(platform)?.labelEn) ?? String(platform);

  // trees do not change after start: build each once, on first use, and keep them serialised (~150 KB each)
  const answer = answerCache(4 * 1024 * 1024);
  const trees = new Map<string, TreeNodeValue[]>();
  const treeOf = (platform: PlatformId, kind: 'market' | 'attribute') => {
    const key = `${kind}:${platform}`;
    let tree = trees.get(key);
    if (!tree) {
      const present = dataset.presence[platform];
      const withAttributes = (node: number) => {
        // attribute analysis needs attributes: the level-2 ancestor must define some
        const level2 = taxonomy.l2Of[node] as number;
        return level2 < 0
          ? (taxonomy.children[node] as readonly number[]).some(
              (child) => (dataset.attributes.byLevel2.get(child)?.length ?? 0) > 0,
            )
          : (dataset.attributes.byLevel2.get(level2)?.length ?? 0) > 0;
      };
      tree = categoryTree(dataset, (node) => present[node] === 1 && (kind === 'market' || withAttributes(node)));
      trees.set(key, tree);
    }
    return tree;
  };
  const topCategories = (platform: PlatformId) =>
    taxonomy.roots
      .filter((root) => dataset.presence[platform][root] === 1)
      .map((root) => ({
        id: taxonomy.ids[root] as number,
        name: taxonomy.names[root] as string,
        nameEn: taxonomy.namesEn[root] as string,
      }));
  const nodeOn = (platform: PlatformId, categoryId: number) => {
    const node = taxonomy.indexById.get(categoryId);
    if (node === undefined || dataset.presence[platform][node] !== 1)
      throw notFound(
        {
          zh: `${platformName(platform, 'zh')}上没有编号为 ${categoryId} 的类目`,
          en: `No category with id ${categoryId} on ${platformName(platform, 'en')}`,
        },
        'querystring.categoryId',
      );
    return node;
  };

  implement(
    app,
    contract.common,
    {
      oneCategoryList: ({ query }) => topCategories(query.platform),

      dictList: ({ query }) => {
        const types = query.dictType && query.dictType.length > 0 ? query.dictType : DICT_TYPES;
        return Object.fromEntries(types.map((type) => [type, (dictionaries[type] ?? []).map(dictItem)]));
      },

      platformCategoryList: () =>
        PLATFORMS.map((platform) => ({
          platform,
          label: platformEntry(platform)?.label ?? String(platform),
          labelEn: platformEntry(platform)?.labelEn ?? String(platform),
          categories: topCategories(platform),
        })),

      platformList: ({ request }) => {
        const user = currentUser(request);
        return PLATFORMS.map((platform) => {
          const allowed = user.platformList.includes(platform);
          const entry = platformEntry(platform);
          return {
            id: platform,
            label: entry?.label ?? String(platform),
            labelEn: entry?.labelEn ?? String(platform),
            name: entry?.name ?? String(platform),
            permission: allowed ? (1 as const) : (0 as const),
            ...(allowed ? {} : { reason: lockReason(user) }),
          };
        });
      },

      categoryTree: ({ query, request }) => answer(request, () => treeOf(query.platform, 'market')),
      attrCategoryTree: ({ query, request }) => answer(request, () => treeOf(query.platform, 'attribute')),

      // every platform reports the same months
      dateList: () => [...dataset.calendar.dateList],

      shopType: () => (dictionaries.shop_type ?? []).map(dictItem),

      checkIsFinest: ({ query }) => {
        const node = nodeOn(query.platform, query.categoryId);
        return { isFinest: taxonomy.levels[node] === 4, categoryName: taxonomy.names[node] as string };
      },

      getCategoryName: ({ query }) => {
        const node = nodeOn(query.platform, query.categoryId);
        return {
          categoryName: taxonomy.names[node] as string,
          categoryNameEn: taxonomy.namesEn[node] as string,
          path: categoryPath(dataset, node),
        };
      },

      userConfig: ({ request }) => {
        const user = currentUser(request);
        const record = store.findUser(user.id);
        return {
          downloadPermission: user.downloadPermission,
          trial: user.trial,
          expireAt: user.expireAt,
          userInfo: {
            id: user.id,
            account: user.account,
            name: user.name,
            phone: record?.phone ?? '',
            teamId: user.teamId,
            teamName: store.findTeam(user.teamId)?.name ?? '',
            userType: user.userType,
            packageType: user.packageType,
          },
        };
      },

      checkManager: ({ request }) => currentUser(request).isManager,

      action: ({ body, request }) => {
        const user = currentUser(request);
        const record = store.recordAction({
          userId: user.id,
          type: body.type,
          ...(body.page !== undefined ? { page: body.page } : {}),
          ...(body.target !== undefined ? { target: body.target } : {}),
          ...(body.detail !== undefined ? { detail: body.detail } : {}),
          ...(body.durationMs !== undefined ? { durationMs: body.durationMs } : {}),
          ...(body.platform !== undefined ? { platform: body.platform } : {}),
        });
        return { id: record.id, time: record.time };
      },
    },
    'common',
  );
};
