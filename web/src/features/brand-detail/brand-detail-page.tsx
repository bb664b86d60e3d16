import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { api, ApiError, isCancelled } from '../../api/client.ts';
import type { ApiData } from '../../api/types.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { formatInteger } from '../../lib/format.ts';
import { reportUrl } from '../../lib/report-filters.ts';
import { useReportFilters } from '../../lib/use-report-filters.ts';
import { globalState } from '../../stores/global-store.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { ErrorState, Notice } from '../../ui/states.tsx';

type BrandInfo = ApiData<'business', 'brandInfo'>;
type Load =
  { status: 'pending' } | { status: 'fulfilled'; brand: BrandInfo } | { status: 'rejected'; notFound: boolean };

/** A positive integer id from the path, or null. */
export const parseEntityId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * A placeholder for the brand's monitoring page (`/monitor/brand/<id>`), which comes with the monitor
 * screens: it says so, and shows the brand's profile meanwhile.
 */
export const BrandDetailPage = () => {
  const t = useT();
  const language = useLanguage();
  const { entityId } = useParams();
  const id = parseEntityId(entityId);
  const { filters, ready } = useReportFilters();
  const { platformList } = useSnapshot(globalState);
  const [load, setLoad] = useState<Load>({ status: 'pending' });

  useEffect(() => {
    if (!ready || id === null) return;
    const controller = new AbortController();
    setLoad({ status: 'pending' });
    api.business
      .brandInfo({ platform: filters.platform, id }, { signal: controller.signal })
      .then((brand) => setLoad({ status: 'fulfilled', brand }))
      .catch((error: unknown) => {
        if (!isCancelled(error))
          setLoad({ status: 'rejected', notFound: error instanceof ApiError && error.status === 404 });
      });
    return () => controller.abort();
  }, [ready, id, filters.platform]);

  const back = (
    <Link
      to={reportUrl('/brand/rank', { platform: filters.platform })}
      className="text-sm text-blue-600 hover:underline dark:text-blue-400"
    >
      ← {t('brandDetail.back')}
    </Link>
  );

  if (id === null)
    return (
      <div className="px-6 py-5">
        {back}
        <ErrorState title={t('brandDetail.badId', { value: entityId ?? '' })} />
      </div>
    );

  const platform = platformList.find((item) => item.id === filters.platform);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-6 py-5" data-testid="brand-detail">
      {back}
      <h1 className="text-xl font-semibold text-slate-900 dark:text-white">
        {load.status === 'fulfilled' ? pickName(language, load.brand.name, load.brand.nameEn) : t('brandDetail.title')}
      </h1>
      <Notice>{t('brandDetail.placeholder')}</Notice>
      {load.status === 'pending' ? (
        <Spinner label={t('report.loading')} />
      ) : load.status === 'rejected' ? (
        <ErrorState title={load.notFound ? t('brandDetail.notFound') : t('report.failed')} />
      ) : (
        <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-2 rounded-xl border border-slate-200 bg-white p-5 text-sm dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-slate-500 dark:text-slate-400">{t('brandDetail.id')}</dt>
          <dd className="text-slate-900 dark:text-slate-100">{load.brand.id}</dd>
          <dt className="text-slate-500 dark:text-slate-400">{t('brandDetail.name')}</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {load.brand.name} / {load.brand.nameEn}
          </dd>
          <dt className="text-slate-500 dark:text-slate-400">{t('brandDetail.platform')}</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {platform ? pickName(language, platform.label, platform.labelEn) : filters.platform}
          </dd>
          <dt className="text-slate-500 dark:text-slate-400">{t('brandDetail.origin')}</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {load.brand.origin} · {load.brand.foundedYear}
          </dd>
          <dt className="text-slate-500 dark:text-slate-400">{t('brandDetail.categories')}</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {load.brand.categories.map((category) => pickName(language, category.name, category.nameEn)).join('、')}
          </dd>
          <dt className="text-slate-500 dark:text-slate-400">{t('brandDetail.counts')}</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            {t('brandDetail.countsValue', {
              shops: formatInteger(load.brand.shopCount, language),
              spus: formatInteger(load.brand.spuCount, language),
            })}
          </dd>
        </dl>
      )}
    </div>
  );
};
