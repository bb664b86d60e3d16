import { ENABLE_TYPES, PACKAGE_TYPES, PAY_STATES, REGISTER_TYPES } from '@aisle/contract/enums';
import { useT } from '../../i18n/i18n.ts';
import { ChoiceGroup } from '../../ui/choice-group.tsx';
import { FilterDate, inputClass } from '../../ui/form.tsx';
import { ACCOUNT_PLATFORMS, inOrder, rangeReversed, type AccountParams } from './account-filter.ts';

/** A row of check boxes over an enumeration, kept in its order (one of the account filter's lists). */
const CheckList = <T extends number>({
  label,
  values,
  selected,
  labelOf,
  onChange,
  testId,
}: {
  label: string;
  values: readonly T[];
  selected: readonly T[];
  labelOf: (value: T) => string;
  onChange: (next: T[]) => void;
  testId: string;
}) => (
  <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid={testId}>
    <legend className="float-left mr-2 whitespace-nowrap text-xs font-medium text-slate-500 dark:text-slate-400">
      {label}
    </legend>
    {values.map((value) => (
      <label key={value} className="flex items-center gap-1 text-sm text-slate-700 dark:text-slate-200">
        <input
          type="checkbox"
          value={value}
          checked={selected.includes(value)}
          onChange={(event) =>
            onChange(
              inOrder(values, event.target.checked ? [...selected, value] : selected.filter((item) => item !== value)),
            )
          }
        />
        {labelOf(value)}
      </label>
    ))}
  </fieldset>
);

/**
 * The account filter of SPEC section 3: keyword (Enter or leaving the box applies it), user type, creation dates
 * and the enumerations as check boxes. Every change goes to the URL through `setParams`.
 */
export const AccountFilters = ({
  params,
  setParams,
  label,
}: {
  params: AccountParams;
  setParams(next: Partial<AccountParams>): void;
  /** The dictionary's label of a value ('pay_state', 2 -> 已付费). */
  label(type: string, value: number): string;
}) => {
  const t = useT();
  const dateProblem = rangeReversed(params);
  return (
    <section
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
      aria-label={t('admin.filters')}
      data-testid="account-filters"
    >
      <div className="flex flex-wrap items-center gap-3">
        <input
          key={params.keyword}
          defaultValue={params.keyword}
          className={`${inputClass} h-8 w-56`}
          placeholder={t('admin.keyword')}
          aria-label={t('admin.keyword')}
          data-testid="account-keyword"
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing)
              setParams({ keyword: event.currentTarget.value.trim() });
          }}
          onBlur={(event) =>
            event.target.value.trim() !== params.keyword && setParams({ keyword: event.target.value.trim() })
          }
        />
        <ChoiceGroup
          label={t('admin.field.userType')}
          testId="account-user-type"
          value={params.userType}
          onChange={(userType) => setParams({ userType })}
          choices={[
            { value: 2, label: label('user_type', 2) },
            { value: 1, label: label('user_type', 1) },
          ]}
        />
        <FilterDate
          label={t('admin.createdFrom')}
          value={params.startDate}
          invalid={dateProblem}
          testId="account-start"
          onChange={(startDate) => setParams({ startDate })}
        />
        <FilterDate
          label={t('admin.createdTo')}
          value={params.endDate}
          invalid={dateProblem}
          testId="account-end"
          onChange={(endDate) => setParams({ endDate })}
        />
        {dateProblem ? (
          <span role="alert" className="text-xs text-rose-600 dark:text-rose-400">
            {t('admin.error.range')}
          </span>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckList
          label={t('admin.field.payState')}
          testId="filter-pay-state"
          values={PAY_STATES}
          selected={params.payStateList}
          labelOf={(value) => label('pay_state', value)}
          onChange={(payStateList) => setParams({ payStateList })}
        />
        <CheckList
          label={t('admin.field.platforms')}
          testId="filter-platform"
          values={ACCOUNT_PLATFORMS}
          selected={params.platformList}
          labelOf={(value) => label('platform_type', value)}
          onChange={(platformList) => setParams({ platformList })}
        />
        <CheckList
          label={t('admin.field.status')}
          testId="filter-enable"
          values={ENABLE_TYPES}
          selected={params.enableTypeList}
          labelOf={(value) => label('enable_type', value)}
          onChange={(enableTypeList) => setParams({ enableTypeList })}
        />
        <CheckList
          label={t('admin.field.registerType')}
          testId="filter-register"
          values={REGISTER_TYPES}
          selected={params.registerType}
          labelOf={(value) => label('register_type', value)}
          onChange={(registerType) => setParams({ registerType })}
        />
        <CheckList
          label={t('admin.field.packageType')}
          testId="filter-package"
          values={PACKAGE_TYPES}
          selected={params.packageTypeList}
          labelOf={(value) => label('package_type', value)}
          onChange={(packageTypeList) => setParams({ packageTypeList })}
        />
      </div>
    </section>
  );
};
