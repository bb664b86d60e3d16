import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api, ApiError, isCancelled } from '../../api/client.ts';
import type { ApiData } from '../../api/types.ts';
import { pickName, useLanguage, useT, type Language } from '../../i18n/i18n.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { formatExact, formatInteger } from '../../lib/format.ts';
import { rankUrl } from '../../lib/entity-urls.ts';
import { useReportFilters } from '../../lib/use-report-filters.ts';
import { categoryState } from '../../stores/category-store.ts';
import { globalState } from '../../stores/global-store.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ErrorState, Notice } from '../../ui/states.tsx';

type Profile =
  | { kind: 'brand'; info: ApiData<'business', 'brandInfo'> }
  | { kind: 'shop'; info: ApiData<'business', 'shopInfo'> }
  | { kind: 'spu'; info: ApiData<'business', 'spuInfo'> }
  | { kind: 'anchor'; info: ApiData<'business', 'anchorInfo'> };
export type EntityKind = Profile['kind'];
type Load =
  { status: 'pending' } | { status: 'fulfilled'; profile: Profile } | { status: 'rejected'; notFound: boolean };

/** A positive integer id from the path, or null. */
export const parseEntityId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

const KINDS: Record<EntityKind, { name: MessageKey; rankTitle: MessageKey }> = {
  brand: { name: 'entityDetail.kind.brand', rankTitle: 'nav.brandRank' },
  shop: { name: 'entityDetail.kind.shop', rankTitle: 'nav.shopRank' },
  spu: { name: 'entityDetail.kind.spu', rankTitle: 'nav.spuRank' },
  anchor: { name: 'entityDetail.kind.anchor', rankTitle: 'nav.anchorRank' },
};

/** The kind of entity a path names ("brand", "shop", "spu", "anchor"), or null for anything else. */
export const parseEntityKind = (raw: string | undefined): EntityKind | null =>
  raw !== undefined && Object.hasOwn(KINDS, raw) ? (raw as EntityKind) : null;

const fetchProfile = async (
  kind: EntityKind,
  query: { platform: 1 | 2 | 4; id: number },
  signal: AbortSignal,
): Promise<Profile> => {
  switch (kind) {
    case 'brand':
      return { kind, info: await api.business.brandInfo(query, { signal }) };
    case 'shop':
      return { kind, info: await api.business.shopInfo(query, { signal }) };
    case 'spu':
      return { kind, info: await api.business.spuInfo(query, { signal }) };
    case 'anchor':
      return { kind, info: await api.business.anchorInfo(query, { signal }) };
  }
};

const profileName = (profile: Profile, language: Language) => {
  switch (profile.kind) {
    case 'brand':
    case 'anchor':
      return pickName(language, profile.info.name, profile.info.nameEn);
    case 'shop':
      return profile.info.name;
    case 'spu':
      return profile.info.title;
  }
};

/**
 * The profile of a brand, shop, product or anchor (`/monitor/<kind>/<id>`): the monitoring figures arrive with
 * the monitor screens, so the page says so and shows what the profile endpoints know meanwhile.
 */
export const EntityDetailPage = () => {
  const t = useT();
  const language = useLanguage();
  const params = useParams();
  const kind = parseEntityKind(params.menuKey);
  const id = parseEntityId(params.entityId);
  const { filters, ready } = useReportFilters();
  const { platformList } = useSnapshot(globalState);
  const { shopTypeList } = useSnapshot(categoryState);
  const [load, setLoad] = useState<Load>({ status: 'pending' });

  useEffect(() => {
    if (!ready || id === null || kind === null) return;
    const controller = new AbortController();
    setLoad({ status: 'pending' });
    fetchProfile(kind, { platform: filters.platform, id }, controller.signal)
      .then((profile) => setLoad({ status: 'fulfilled', profile }))
      .catch((error: unknown) => {
        if (!isCancelled(error))
          setLoad({ status: 'rejected', notFound: error instanceof ApiError && error.status === 404 });
      });
    return () => controller.abort();
  }, [ready, id, kind, filters.platform]);

  if (kind === null)
    return (
      <div className="px-6 py-5">
        <ErrorState title={t('entityDetail.badKind', { value: params.menuKey ?? '' })} />
      </div>
    );

  const back = (
    <Link
      to={rankUrl(kind, { platform: filters.platform })}
      className="text-sm text-blue-600 hover:underline dark:text-blue-400"
    >
      ← {t('entityDetail.back', { report: t(KINDS[kind].rankTitle) })}
    </Link>
  );
  const kindName = t(KINDS[kind].name);

  if (id === null)
    return (
      <div className="px-6 py-5">
        {back}
        <ErrorState title={t('entityDetail.badId', { kind: kindName, value: params.entityId ?? '' })} />
      </div>
    );

  const platform = platformList.find((item) => item.id === filters.platform);
  const platformName = platform ? pickName(language, platform.label, platform.labelEn) : String(filters.platform);
  const names = (items: readonly { name: string; nameEn: string }[]) =>
    items.map((item) => pickName(language, item.name, item.nameEn)).join('、');

  const fields = (profile: Profile): [MessageKey, ReactNode][] => {
    switch (profile.kind) {
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
            profile.info.categoryPath.map((c) => pickName(language, c.name, c.nameEn)).join(' > '),
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
  };

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-6 py-5" data-testid="entity-detail">
      {back}
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">
        {load.status === 'fulfilled'
          ? profileName(load.profile, language)
          : t('entityDetail.titleOf', { kind: kindName })}
      </h1>
      <Notice>{t('entityDetail.placeholder')}</Notice>
      {load.status === 'pending' ? (
        <Spinner label={t('report.loading')} />
      ) : load.status === 'rejected' ? (
        <ErrorState title={load.notFound ? t('entityDetail.notFound', { kind: kindName }) : t('report.failed')} />
      ) : (
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm dark:border-slate-800 dark:bg-slate-900">
          {(
            [
              ['entityDetail.kindLabel', kindName],
              ['entityDetail.id', String(load.profile.info.id)],
              ['entityDetail.platform', platformName],
              ...fields(load.profile),
            ] as [MessageKey, ReactNode][]
          ).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500 dark:text-slate-400">{t(label)}</dt>
              <dd className="text-slate-900 dark:text-slate-100">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
};
