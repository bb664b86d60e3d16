import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api, isCancelled } from '../../api/client.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { findNode, pickSelectedKey, type CategoryNode } from '../../lib/category-tree.ts';
import { sourceState } from '../../lib/define-report.ts';
import { marketQuery } from '../../lib/report-filters.ts';
import { asPage, useReport, useSource } from '../../lib/use-report.ts';
import { Button } from '../../ui/button.tsx';
import { CategorySelect } from '../../ui/category-select.tsx';
import { FilterSummary } from '../../ui/filter-summary.tsx';
import { SourcePanel } from '../../ui/source-panel.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { ErrorState, Notice } from '../../ui/states.tsx';
import { AttributeTables, type AttrQuery } from './attribute-tables.tsx';
import { attributeTree, leavesUnder, loadAttributeTree } from './attribute-tree.ts';
import { attribute } from './feature.ts';
import {
  MAX_VALUES,
  shareQueryIds,
  splitKnown,
  toggleValue,
  totalFromTopRow,
  type AttrDef,
  type AttrValue,
} from './selection.ts';
import { ShareChart, type ValueShare } from './share-chart.tsx';
import { ValueChips, ValuePicker } from './value-picker.tsx';

/** How many leaves a "not the finest category" notice offers as buttons (the picker has them all). */
const OFFERED_LEAVES = 24;
const KEYWORD_DELAY_MS = 300;

interface Attributes {
  categoryId: number;
  status: 'pending' | 'fulfilled' | 'rejected';
  list: AttrDef[];
  valuesOf: Map<number, AttrValue[]>;
  values: Map<number, AttrValue>;
}

/** The attributes of a finest category and every attribute's values (a handful of small requests, in parallel). */
const fetchAttributes = async (platform: 1 | 2 | 4, categoryId: number, signal: AbortSignal) => {
  const list = await api.attribute.attrList({ platform, categoryId }, { signal });
  const lists = await Promise.all(
    list.map((attr) => api.attribute.attrValue({ platform, categoryId, attrId: attr.attrId }, { signal })),
  );
  const valuesOf = new Map(list.map((attr, index) => [attr.attrId, lists[index] ?? []]));
  const values = new Map(lists.flat().map((value) => [value.valueId, value]));
  return { list, valuesOf, values };
};

/**
 * `/operator/attribute`: choose a finest category (from the attribute tree, cached in IndexedDB), then attribute
 * values and an optional title keyword; the brand, shop and product tables follow, with a chart of the focused
 * attribute's chosen values by share of GMV. Everything chosen is in the URL.
 */
export const AttributePage = () => {
  const t = useT();
  const language = useLanguage();
  const { filters, params, ready, update, setParams, downloadRequests } = useReport(attribute);
  const navigate = useNavigate();
  const tree = useSnapshot(attributeTree);
  const nodes = tree.tree as CategoryNode[];
  const [notices, setNotices] = useState<string[]>([]);
  const [finest, setFinest] = useState<{ categoryId: number; isFinest: boolean; name: string } | null>(null);
  const [attrs, setAttrs] = useState<Attributes | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const [limitReached, setLimitReached] = useState(false);
  const [keyword, setKeyword] = useState(params.keyword);
  const platform = filters.platform;
  const categoryId = filters.categoryId;
  const treeReady = tree.status === 'fulfilled' && tree.platform === platform;
  const addNotice = (message: string) => setNotices((previous) => [...previous.filter((m) => m !== message), message]);

  useEffect(() => {
    if (ready) void loadAttributeTree(platform);
  }, [ready, platform]);

  // SPEC section 4: a category not in the tree falls back to the first node (with a notice unless none was asked)
  useEffect(() => {
    if (!treeReady) return;
    const chosen = pickSelectedKey(nodes, categoryId);
    if (chosen === null || chosen === categoryId) return;
    if (categoryId !== 0) {
      const node = findNode(nodes, chosen);
      addNotice(t('shell.categoryFallback', { value: categoryId, name: node?.title ?? String(chosen) }));
    }
    update({ categoryId: chosen }, { replace: true });
    // nodes follow treeReady
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [treeReady, categoryId]);

  const inTree = treeReady && findNode(nodes, categoryId) !== null;
  // is it a finest category? (the server decides: checkIsFinest). Asked beside the tree rather than after it: a
  // category the tree lacks is moved to the first node anyway, and the answer for it is then left unused.
  const askFinest = categoryId !== 0 && (!treeReady || inTree);
  useEffect(() => {
    if (!ready || !askFinest) return;
    const controller = new AbortController();
    setFinest(null);
    api.common.checkIsFinest({ platform, categoryId }, { signal: controller.signal }).then(
      (result) => setFinest({ categoryId, isFinest: result.isFinest, name: result.categoryName }),
      () => undefined,
    );
    return () => controller.abort();
  }, [ready, askFinest, platform, categoryId]);

  const isFinest = finest?.categoryId === categoryId && finest.isFinest;
  // a leaf of the tree is a finest category: its attributes load beside the check, not after it
  const leafInTree = inTree && !findNode(nodes, categoryId)?.children;
  const loadAttrs = isFinest || leafInTree;
  const [attrReloads, setAttrReloads] = useState(0);
  useEffect(() => {
    if (!ready || !loadAttrs) return;
    const controller = new AbortController();
    setAttrs({ categoryId, status: 'pending', list: [], valuesOf: new Map(), values: new Map() });
    fetchAttributes(platform, categoryId, controller.signal).then(
      (loaded) => {
        setAttrs({ categoryId, status: 'fulfilled', ...loaded });
        setCurrent((previous) =>
          loaded.list.some((attr) => attr.attrId === previous) ? previous : (loaded.list[0]?.attrId ?? null),
        );
      },
      (error: unknown) => {
        if (!isCancelled(error))
          setAttrs({ categoryId, status: 'rejected', list: [], valuesOf: new Map(), values: new Map() });
      },
    );
    return () => controller.abort();
  }, [ready, loadAttrs, platform, categoryId, attrReloads]);

  const attrsReady = attrs?.status === 'fulfilled' && attrs.categoryId === categoryId;
  const selected = params.attrValueIds;
  // values the category does not have are dropped from the URL, with a notice naming them
  useEffect(() => {
    if (!attrsReady) return;
    const { known, unknown } = splitKnown(selected, attrs.values);
    if (unknown.length === 0) return;
    addNotice(t('attribute.dropped', { ids: unknown.join(', ') }));
    setParams({ attrValueIds: known }, { replace: true });
    // attrs follow attrsReady
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attrsReady, selected.join(',')]);

  // the keyword goes to the URL once typing pauses
  useEffect(() => setKeyword(params.keyword), [params.keyword]);
  useEffect(() => {
    if (keyword === params.keyword) return;
    const timer = setTimeout(() => setParams({ keyword }, { replace: true }), KEYWORD_DELAY_MS);
    return () => clearTimeout(timer);
    // only the typed text starts the wait
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keyword]);

  const allKnown = attrsReady && splitKnown(selected, attrs.values).unknown.length === 0;
  // without values in the URL there is nothing to check first: the tables start with the attributes
  const enabled = ready && isFinest && (selected.length === 0 || allKnown);
  const query = useMemo<AttrQuery>(
    () => ({
      ...marketQuery(filters),
      categoryId,
      ...(selected.length > 0 ? { attrValueIds: selected } : {}),
      ...(params.keyword.trim() ? { keyword: params.keyword.trim() } : {}),
    }),
    [filters, categoryId, selected, params.keyword],
  );

  const toggle = (valueId: number) => {
    const { next, refused } = toggleValue(selected, valueId);
    setLimitReached(refused || next.length >= MAX_VALUES);
    if (!refused) setParams({ attrValueIds: next }, { replace: true });
  };

  // the share chart: each chosen value of the focused attribute, the other attributes' choices kept
  const currentAttr = attrs?.list.find((attr) => attr.attrId === current) ?? null;
  const chosenOfCurrent = attrsReady ? selected.filter((id) => attrs.values.get(id)?.attrId === current) : [];
  const shares = useSource(
    sourceState<ValueShare[], string>(attribute, 'share'),
    async () => {
      const values = attrs?.values ?? new Map<number, AttrValue>();
      const rows = await Promise.all(
        chosenOfCurrent.map(async (valueId) => {
          const page = await api.attribute.brand({
            ...query,
            attrValueIds: shareQueryIds(selected, values, valueId),
            page: 1,
            perPage: 1,
            contentSort: 'gmv',
            orderBy: 'desc',
          });
          return { value: values.get(valueId) as AttrValue, gmv: totalFromTopRow(page.result.data[0]) };
        }),
      );
      return asPage(rows);
    },
    { enabled: enabled && chosenOfCurrent.length > 0, key: `${JSON.stringify(query)}|${current}` },
  );

  // another category: its own attributes, so the values and keyword of the last one do not come along
  const chooseCategory = (key: number) => {
    setNotices([]);
    navigate(attribute.url({ ...filters, categoryId: key, page: 1 }, { section: params.section }));
  };
  const node = treeReady ? findNode(nodes, categoryId) : null;
  const leaves = node && finest && !finest.isFinest ? leavesUnder(node) : [];
  const categoryPicker = (
    <CategorySelect
      tree={nodes}
      value={treeReady ? categoryId : null}
      onChange={(key) => chooseCategory(key)}
      label={t('attribute.category')}
      texts={{ search: t('attribute.categorySearch'), empty: t('attribute.categoryEmpty'), none: '…' }}
      testId="attr-category"
    />
  );

  return (
    <div
      className="mx-auto max-w-[1400px] space-y-4 px-6 py-5"
      data-testid="attribute-page"
      data-finest={finest?.categoryId === categoryId ? String(finest.isFinest) : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-xl font-semibold text-slate-900 dark:text-white">{t('attribute.title')}</h1>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{t('attribute.subtitle')}</p>
          <div className="mt-1">
            <FilterSummary filters={filters} />
          </div>
        </div>
        <div className="flex items-center gap-2">{categoryPicker}</div>
      </div>

      {notices.map((message) => (
        <Notice key={message}>{message}</Notice>
      ))}

      {tree.status === 'rejected' ? (
        <ErrorState title={t('attribute.loadFailed')}>
          <Button onClick={() => void loadAttributeTree(platform, true)}>{t('attribute.retry')}</Button>
        </ErrorState>
      ) : !treeReady || (inTree && finest?.categoryId !== categoryId) ? (
        <div className="p-6">
          <Spinner label={t('attribute.title')} />
        </div>
      ) : finest && !finest.isFinest ? (
        <section
          data-testid="not-finest"
          className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <p role="status">{t('attribute.notFinest', { name: finest.name })}</p>
          <div className="flex flex-wrap gap-1.5">
            {leaves.slice(0, OFFERED_LEAVES).map((leaf) => (
              <button
                key={leaf.key}
                type="button"
                data-leaf={leaf.key}
                onClick={() => chooseCategory(leaf.key)}
                className="rounded-md border border-amber-300 bg-white px-2 py-1 text-slate-800 hover:bg-amber-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-500 dark:border-amber-800 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
              >
                {pickName(language, leaf.title, leaf.titleEn)}
              </button>
            ))}
          </div>
        </section>
      ) : attrs?.status === 'rejected' ? (
        <ErrorState title={t('attribute.loadFailed')}>
          <Button onClick={() => setAttrReloads((count) => count + 1)}>{t('attribute.retry')}</Button>
        </ErrorState>
      ) : !attrsReady ? (
        <div className="p-6">
          <Spinner label={t('attribute.title')} />
        </div>
      ) : (
        <>
          <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            <ValuePicker
              attributes={attrs.list}
              valuesOf={attrs.valuesOf}
              selected={selected}
              current={current}
              onCurrent={setCurrent}
              onToggle={toggle}
              limitReached={selected.length >= MAX_VALUES}
            />
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
              <ValueChips
                attributes={attrs.list}
                values={attrs.values}
                selected={selected}
                onRemove={(valueId) => toggle(valueId)}
              />
              <div className="flex items-center gap-3">
                {selected.length > 0 ? (
                  <Button variant="ghost" onClick={() => setParams({ attrValueIds: [] }, { replace: true })}>
                    {t('attribute.clear')}
                  </Button>
                ) : null}
                <input
                  type="search"
                  value={keyword}
                  maxLength={30}
                  onChange={(event) => setKeyword(event.target.value)}
                  placeholder={t('attribute.keyword')}
                  aria-label={t('attribute.keyword')}
                  className="h-9 w-56 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 focus:border-blue-500 focus:outline-none focus:ring-2 focus:ring-blue-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
                />
              </div>
            </div>
            {limitReached && selected.length >= MAX_VALUES ? (
              <p role="status" data-testid="attr-limit" className="text-xs text-amber-700 dark:text-amber-300">
                {t('attribute.limit', { max: MAX_VALUES })}
              </p>
            ) : null}
            <p className="text-xs text-slate-500 dark:text-slate-400">{t('attribute.pickerHint')}</p>
          </section>

          <section
            className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            data-testid="report-chart"
          >
            <h2 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
              {t('attribute.shareTitle', {
                attr: currentAttr ? pickName(language, currentAttr.name, currentAttr.nameEn) : '—',
              })}
            </h2>
            {chosenOfCurrent.length === 0 ? (
              <p className="py-4 text-sm text-slate-500 dark:text-slate-400">{t('attribute.shareHint')}</p>
            ) : (
              <SourcePanel status={shares.status} empty={false} onRetry={shares.reload} height="h-24">
                {() => <ShareChart shares={(shares.data[0] as ValueShare[] | undefined) ?? []} />}
              </SourcePanel>
            )}
          </section>

          <AttributeTables
            query={query}
            enabled={enabled}
            section={params.section}
            onSection={(section) => setParams({ section }, { replace: true })}
            downloadRequests={downloadRequests}
          />
        </>
      )}
    </div>
  );
};
