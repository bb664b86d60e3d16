import type { MenuKeyValue, TreeNodeValue } from '@aisle/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api, ApiError } from '../../api/client.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { periodPresets } from '../../lib/period.ts';
import { reportUrl } from '../../lib/report-filters.ts';
import { sourceState } from '../../lib/define-report.ts';
import { asPage, useReport, useSource } from '../../lib/use-report.ts';
import { categoryState } from '../../stores/category-store.ts';
import { globalState } from '../../stores/global-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ErrorState } from '../../ui/states.tsx';
import { profileReport, profileUi, SECTION_TITLES, sectionLocation } from './feature.ts';
import { categoryInfoOf, InfoCard, profileName, type Profile } from './info-card.tsx';
import { preloadChart, ProfileSection } from './profile-section.tsx';
import { parseEntityId, parseKind, sectionFor, sectionsOf } from './profile-sections.ts';

type Source = (typeof profileReport)['state']['sources'] extends Record<infer S, unknown> ? S : never;
const infoState = sourceState<Profile, Source>(profileReport, 'info');
const treeState = sourceState<TreeNodeValue[], Source>(profileReport, 'tree');
const watchState = sourceState<{ id: number } | null, Source>(profileReport, 'watch');

const KIND_NAMES: Record<MenuKeyValue, Parameters<ReturnType<typeof useT>>[0]> = {
  category: 'monitor.kind.category',
  brand: 'monitor.kind.brand',
  shop: 'monitor.kind.shop',
  spu: 'monitor.kind.spu',
  anchor: 'monitor.kind.anchor',
};

const fetchInfo = async (kind: MenuKeyValue, platform: 1 | 2 | 4, id: number, tree: () => Promise<TreeNodeValue[]>) => {
  const query = { platform, id };
  switch (kind) {
    case 'brand':
      return { kind, info: await api.business.brandInfo(query) } as Profile;
    case 'shop':
      return { kind, info: await api.business.shopInfo(query) } as Profile;
    case 'spu':
      return { kind, info: await api.business.spuInfo(query) } as Profile;
    case 'anchor':
      return { kind, info: await api.business.anchorInfo(query) } as Profile;
    case 'category': {
      const info = categoryInfoOf(await tree(), id);
      if (!info) throw new ApiError(404);
      return { kind, info } as Profile;
    }
  }
};

/** `/monitor/:menuKey/:entityId`. An unknown kind is the 404 page; a malformed id, a clear state with a way back. */
export const ProfilePage = () => {
  const routeParams = useParams();
  const kind = parseKind(routeParams.menuKey);
  const id = parseEntityId(routeParams.entityId);
  if (kind === null) return <Navigate to="/404" replace />;
  // another entity starts from nothing: its own defaults, its own answers
  return (
    <EntityProfile key={`${kind}:${routeParams.entityId ?? ''}`} kind={kind} id={id} raw={routeParams.entityId ?? ''} />
  );
};

const EntityProfile = ({ kind, id, raw }: { kind: MenuKeyValue; id: number | null; raw: string }) => {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const { filters, params, ready, update, downloadRequests } = useReport(profileReport);
  const { platformList } = useSnapshot(globalState);
  const { dateList, status: categoryStatus } = useSnapshot(categoryState);
  const { watchRequests } = useSnapshot(profileUi);
  const section = sectionFor(kind, params.section);
  useEffect(preloadChart, []);

  // SPEC section 4: the page counts as loaded once its defaults are set (the last 12 months; shop types and
  // category 0 are the query's own defaults), so nothing is asked for a period nobody chose
  const hasPeriod = Boolean(filters.startDate || filters.endDate);
  useEffect(() => {
    if (!ready || hasPeriod || categoryStatus !== 'fulfilled') return;
    const presets = periodPresets(dateList);
    const preset = presets.find((item) => item.id === 'last12') ?? presets.at(-1);
    if (preset) update({ startDate: preset.startDate, endDate: preset.endDate }, { replace: true });
  }, [ready, hasPeriod, categoryStatus, dateList, update]);
  const loaded = ready && hasPeriod && id !== null;

  const entityQuery = { platform: filters.platform, menuKey: kind, entityId: id ?? 0 };
  const treeKey = JSON.stringify(entityQuery);
  // the tree (the category filter) waits for the info: an unknown entity then costs one 404, not one per request
  const infoSnapshot = useSnapshot(infoState);
  const infoReady =
    infoSnapshot.status === 'fulfilled' && (infoSnapshot.data[0] as Profile | undefined)?.info.id === id;
  const tree = useSource(treeState, async () => asPage(await api.business.categoryTree(entityQuery)), {
    enabled: loaded && infoReady,
    key: treeKey,
  });
  const notFound = useRef(false);
  const info = useSource(
    infoState,
    async () => {
      notFound.current = false;
      try {
        return asPage(
          // a category's info is its own branch of the tree (asked here, not from the tree source, which may still
          // hold the entity seen before)
          await fetchInfo(
            kind,
            filters.platform,
            id ?? 0,
            async () => (await api.business.categoryTree(entityQuery)) as TreeNodeValue[],
          ),
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) notFound.current = true;
        throw error;
      }
    },
    { enabled: loaded, key: treeKey },
  );
  // a source keeps the last entity's answer until the new one arrives: show only this entity's
  const answered = info.status === 'fulfilled' ? (info.data[0] as Profile | undefined) : undefined;
  const profile = answered?.kind === kind && answered.info.id === id ? answered : undefined;

  // watched? the user's monitors of this kind say so, with the id an unwatch needs
  const [watchReloads, setWatchReloads] = useState(0);
  const watch = useSource(
    watchState,
    async () => {
      const list = await api.monitor.overViewTable({
        platform: filters.platform,
        menuKey: kind,
        page: 1,
        perPage: 100,
      });
      const row = list.result.data.find((item) => item.entityId === id);
      return asPage(row ? { id: row.id } : null);
    },
    { enabled: profile !== undefined, key: `${treeKey}|${watchReloads}` },
  );
  const monitorId = watch.status === 'fulfilled' ? ((watch.data[0] as { id: number } | null) ?? null) : undefined;
  const [watchBusy, setWatchBusy] = useState(false);
  const toggleWatch = async () => {
    if (!profile || monitorId === undefined || watchBusy || id === null) return;
    setWatchBusy(true);
    const name = profileName(profile, language);
    try {
      if (monitorId) {
        await api.monitor.delete({ id: monitorId.id });
        showToast('success', t('profile.unwatched', { name }));
      } else {
        await api.monitor.add({ menuKey: kind, entityId: id, platform: filters.platform });
        showToast('success', t('profile.watched', { name }));
      }
    } catch {
      // the client showed the server's words; the state below is the server's truth again
    } finally {
      setWatchBusy(false);
      setWatchReloads((n) => n + 1);
    }
  };
  const firstRequest = useRef(watchRequests);
  useEffect(() => {
    if (watchRequests !== firstRequest.current) void toggleWatch();
    // a new request from the `w` command
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watchRequests]);

  const platform = platformList.find((item) => item.id === filters.platform);
  const platformName = platform ? pickName(language, platform.label, platform.labelEn) : String(filters.platform);
  const kindName = t(KIND_NAMES[kind]);
  const back = (
    <Link
      to={reportUrl(paths.monitor, {
        platform: filters.platform,
        ...(filters.startDate ? { startDate: filters.startDate } : {}),
        ...(filters.endDate ? { endDate: filters.endDate } : {}),
      })}
      className="text-sm text-blue-600 hover:underline dark:text-blue-400"
      data-testid="profile-back"
    >
      ← {t('profile.back')}
    </Link>
  );

  if (
    id === null ||
    (info.status === 'rejected' && notFound.current) ||
    (kind === 'category' && tree.status === 'rejected')
  )
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-6 py-5" data-testid="entity-detail">
        <div data-testid="profile-not-found" className="space-y-4">
          {back}
          <ErrorState
            title={
              id === null
                ? t('entityDetail.badId', { kind: kindName, value: raw })
                : t('profile.notFound', { kind: kindName, id, platform: platformName })
            }
            hint={t('profile.notFoundHint')}
          >
            <Button onClick={() => navigate(reportUrl(paths.monitor, { platform: filters.platform }))}>
              {t('profile.back')}
            </Button>
          </ErrorState>
        </div>
      </div>
    );

  const sections = sectionsOf(kind);
  const treeData = (tree.data[0] as TreeNodeValue[] | undefined) ?? [];
  return (
    <div className="mx-auto max-w-[1400px] space-y-4 px-6 py-5" data-testid="entity-detail" data-kind={kind}>
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {kindName}
        </span>
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white" data-testid="profile-name">
          {profile ? profileName(profile, language) : t('entityDetail.titleOf', { kind: kindName })}
        </h1>
      </div>
      {info.status === 'rejected' ? (
        <ErrorState title={t('report.failed')}>
          <Button onClick={info.reload}>{t('report.retry')}</Button>
        </ErrorState>
      ) : !profile ? (
        <div className="flex items-center gap-2 p-4 text-sm text-slate-500" aria-busy="true">
          <Spinner label={t('report.loading')} />
        </div>
      ) : (
        <>
          <InfoCard
            profile={profile}
            platformName={platformName}
            actions={
              <Button
                variant={monitorId ? 'secondary' : 'primary'}
                disabled={monitorId === undefined || watchBusy}
                onClick={() => void toggleWatch()}
                aria-pressed={Boolean(monitorId)}
                data-testid="profile-watch"
                data-watched={Boolean(monitorId)}
              >
                {monitorId ? t('profile.unwatch') : t('profile.watch')}
                <kbd className="ml-1 rounded bg-black/10 px-1 text-xs dark:bg-white/15">W</kbd>
              </Button>
            }
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <nav
              role="tablist"
              aria-label={t('profile.sections')}
              className="flex flex-wrap gap-1"
              data-testid="profile-sections"
            >
              {sections.map((item, index) => (
                <Link
                  key={item}
                  role="tab"
                  aria-selected={item === section}
                  data-section={item}
                  to={sectionLocation(`${location.pathname}${location.search}`, item)}
                  replace
                  className={`rounded-md px-3 py-1.5 text-sm ${
                    item === section
                      ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900'
                      : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                  }`}
                >
                  <kbd className="mr-1.5 text-xs opacity-60">{index + 1}</kbd>
                  {t(SECTION_TITLES[item])}
                </Link>
              ))}
            </nav>
            <CategoryFilter
              tree={treeData}
              value={filters.categoryId}
              onChange={(categoryId) => update({ categoryId })}
            />
          </div>
          {loaded ? (
            <ProfileSection
              key={section}
              section={section}
              kind={kind}
              entityId={id}
              filters={filters}
              params={params}
              downloadRequests={downloadRequests}
              title={t(SECTION_TITLES[section])}
              entityName={profileName(profile, language)}
            />
          ) : null}
        </>
      )}
    </div>
  );
};

/** The entity's categories (where it sells) as the page's category filter; 0 is all of them. */
const CategoryFilter = ({
  tree,
  value,
  onChange,
}: {
  tree: readonly TreeNodeValue[];
  value: number;
  onChange: (id: number) => void;
}) => {
  const t = useT();
  const language = useLanguage();
  const options = useMemo(() => {
    const list: { id: number; label: string }[] = [];
    const walk = (nodes: readonly TreeNodeValue[], depth: number) => {
      for (const node of nodes) {
        list.push({ id: node.id, label: `${'\u3000'.repeat(depth)}${pickName(language, node.name, node.nameEn)}` });
        walk(node.children ?? [], depth + 1);
      }
    };
    walk(tree, 0);
    return list;
  }, [tree, language]);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      {t('profile.category')}
      <select
        value={options.some((option) => option.id === value) ? value : 0}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid="profile-category"
        className="max-w-xs rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <option value={0}>{t('shell.categoryAll')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
};
