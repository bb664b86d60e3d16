import { Link } from 'react-router-dom';
import { useT } from '../../i18n/i18n.ts';
import { useRouteFilters } from '../../lib/use-report-filters.ts';
import { LogoMark } from '../../ui/icons.tsx';
import { PreferenceButtons } from '../../ui/preference-buttons.tsx';
import { CategoryPicker } from './filters/category-picker.tsx';
import { PeriodPicker } from './filters/period-picker.tsx';
import { PlatformSwitcher } from './filters/platform-switcher.tsx';
import { ShopTypeSelect } from './filters/shop-type-select.tsx';
import { UserMenu } from './user-menu.tsx';

/** Logo, the report filters the current screen uses, then language, theme and the user. */
export const TopBar = () => {
  const t = useT();
  const uses = useRouteFilters();
  return (
    <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4 dark:border-slate-800 dark:bg-slate-950">
      <Link to="/" className="flex shrink-0 items-center gap-2 pr-2 font-semibold text-slate-900 dark:text-white">
        <LogoMark size={26} />
        <span className="hidden sm:inline">{t('app.name')}</span>
      </Link>
      <div className="flex min-w-0 flex-1 items-center gap-2" data-testid="shell-filters">
        {uses.includes('platform') ? <PlatformSwitcher /> : null}
        {uses.includes('category') ? <CategoryPicker /> : null}
        {uses.includes('period') ? <PeriodPicker /> : null}
        {uses.includes('shopTypes') ? <ShopTypeSelect /> : null}
      </div>
      <div className="flex shrink-0 items-center gap-1">
        <PreferenceButtons />
        <UserMenu />
      </div>
    </header>
  );
};
