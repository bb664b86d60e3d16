import { useEffect, useRef, useState, type ReactNode } from 'react';
import { api, ApiError } from '../../api/client.ts';
import { pickName, useLanguage, useT } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FormError, inputClass } from '../../ui/form.tsx';
import { ACCOUNT_PLATFORMS, formFieldOf } from './account-filter.ts';
import {
  changedFields,
  draftOf,
  makeDraft,
  newAccountBody,
  sameDraft,
  validateDraft,
  type AccountDraft,
} from './account-form.ts';
import type { AccountRow, TeamRow } from './account-types.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { Dictionaries } from './use-dictionaries.ts';

type FieldName = keyof AccountDraft;

/**
 * Create (saveUser) or edit (updateUser) an account in a side panel. Every field is checked as the contract says
 * before sending; what the server refuses is shown at the field its message names. Escape with unsaved changes
 * asks before discarding them. Nothing is half-saved: the server checks everything before changing anything.
 */
export const AccountPanel = ({
  editing,
  teams,
  dictionaries,
  onClose,
  onSaved,
}: {
  /** null: a new account */
  editing: AccountRow | null;
  teams: readonly TeamRow[];
  dictionaries: Dictionaries | null;
  onClose: () => void;
  onSaved: (row: AccountRow) => void;
}) => {
  const t = useT();
  const language = useLanguage();
  const initial = useRef(editing ? draftOf(editing) : makeDraft());
  const [draft, setDraft] = useState<AccountDraft>(initial.current);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  const creating = editing === null;

  useEffect(() => first.current?.focus(), []);
  const focusField = (name: string) =>
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-field="${name}"] input, [data-field="${name}"] select`)?.focus(),
    );

  const set = <K extends FieldName>(name: K, value: AccountDraft[K]) => {
    setDraft((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => ({ ...previous, [name]: undefined }));
  };
  const close = () => (sameDraft(draft, initial.current) ? onClose() : setConfirmDiscard(true));

  const submit = async () => {
    const problems = validateDraft(draft, creating);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])));
      focusField(Object.keys(problems)[0]!);
      return;
    }
    if (saving) return;
    setSaving(true);
    setFormError(null);
    try {
      const saved = creating
        ? await api.user.saveUser(newAccountBody(draft))
        : await api.user.updateUser({ id: editing.id, ...changedFields(initial.current, draft) });
      onSaved(saved);
    } catch (error) {
      const text = (error instanceof ApiError ? error.serverMessage : undefined) ?? t('admin.error.saveFailed');
      const field = formFieldOf(error instanceof ApiError ? error.field : undefined);
      // the message goes where the server says, and focus with it (the save button keeps it otherwise)
      if (field && field in draft) {
        setErrors((previous) => ({ ...previous, [field]: text }));
        focusField(field);
      } else setFormError(text);
    } finally {
      setSaving(false);
    }
  };

  const fieldProps = (name: FieldName) => ({
    id: `account-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `account-${name}-error` : undefined,
  });
  const row = (name: FieldName, label: string, control: ReactNode) => (
    <div className="space-y-1" data-field={name}>
      <label htmlFor={`account-${name}`} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {control}
      {errors[name] ? (
        <p
          id={`account-${name}-error`}
          className="text-xs text-rose-600 dark:text-rose-400"
          data-testid={`error-${name}`}
        >
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const options = (type: string) =>
    (dictionaries?.[type] ?? []).map((item) => (
      <option key={item.value} value={item.value}>
        {pickName(language, item.label, item.labelEn)}
      </option>
    ));
  const platformName = (value: number) => {
    const item = dictionaries?.platform_type?.find((entry) => entry.value === value);
    return item ? pickName(language, item.label, item.labelEn) : String(value);
  };

  return (
    <div
      className="fixed inset-0 z-40 flex justify-end bg-slate-900/30"
      onMouseDown={(event) => event.target === event.currentTarget && close()}
    >
      <aside
        role="dialog"
        aria-modal="true"
        aria-labelledby="account-panel-title"
        data-testid="account-panel"
        className="flex h-full w-full max-w-md flex-col border-l border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !confirmDiscard) {
            event.preventDefault();
            event.stopPropagation();
            close();
          }
        }}
      >
        <form
          className="flex h-full flex-col"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <header className="border-b border-slate-200 px-5 py-4 dark:border-slate-800">
            <h2 id="account-panel-title" className="text-base font-semibold text-slate-900 dark:text-white">
              {creating ? t('admin.panel.createTitle') : t('admin.panel.editTitle', { account: editing.account })}
            </h2>
          </header>
          <div className="flex-1 space-y-3 overflow-y-auto px-5 py-4">
            <FormError message={formError} />
            {creating
              ? row(
                  'account',
                  t('admin.field.account'),
                  <input
                    ref={first}
                    className={inputClass}
                    autoComplete="off"
                    value={draft.account}
                    onChange={(event) => set('account', event.target.value)}
                    {...fieldProps('account')}
                  />,
                )
              : null}
            {creating
              ? row(
                  'password',
                  t('admin.field.password'),
                  <input
                    type="password"
                    className={inputClass}
                    autoComplete="new-password"
                    value={draft.password}
                    onChange={(event) => set('password', event.target.value)}
                    {...fieldProps('password')}
                  />,
                )
              : null}
            {row(
              'name',
              t('admin.field.name'),
              <input
                ref={creating ? undefined : first}
                className={inputClass}
                value={draft.name}
                onChange={(event) => set('name', event.target.value)}
                {...fieldProps('name')}
              />,
            )}
            {row(
              'phone',
              t('admin.field.phone'),
              <input
                className={inputClass}
                inputMode="numeric"
                value={draft.phone}
                onChange={(event) => set('phone', event.target.value)}
                {...fieldProps('phone')}
              />,
            )}
            {row(
              'teamId',
              t('admin.field.team'),
              <select
                className={inputClass}
                value={draft.teamId}
                onChange={(event) => set('teamId', Number(event.target.value))}
                {...fieldProps('teamId')}
              >
                {teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>,
            )}
            <div className="grid grid-cols-2 gap-3">
              {row(
                'userType',
                t('admin.field.userType'),
                <select
                  className={inputClass}
                  value={draft.userType}
                  onChange={(event) => set('userType', Number(event.target.value) as 1 | 2)}
                  {...fieldProps('userType')}
                >
                  {options('user_type')}
                </select>,
              )}
              {row(
                'packageType',
                t('admin.field.packageType'),
                <select
                  className={inputClass}
                  value={draft.packageType}
                  onChange={(event) => set('packageType', Number(event.target.value) as 1 | 2 | 3 | 4)}
                  {...fieldProps('packageType')}
                >
                  {options('package_type')}
                </select>,
              )}
              {row(
                'payState',
                t('admin.field.payState'),
                <select
                  className={inputClass}
                  value={draft.payState}
                  onChange={(event) => set('payState', Number(event.target.value) as 0 | 1 | 2)}
                  {...fieldProps('payState')}
                >
                  {options('pay_state')}
                </select>,
              )}
              {row(
                'expireAt',
                t('admin.field.expireAt'),
                <input
                  type="date"
                  className={inputClass}
                  value={draft.expireAt}
                  onChange={(event) => set('expireAt', event.target.value)}
                  {...fieldProps('expireAt')}
                />,
              )}
            </div>
            <fieldset
              className="space-y-1"
              data-field="platformList"
              aria-describedby={errors.platformList ? 'account-platformList-error' : undefined}
            >
              <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">
                {t('admin.field.platforms')}
              </legend>
              <div className="flex gap-4">
                {ACCOUNT_PLATFORMS.map((platform) => (
                  <label
                    key={platform}
                    className="flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-200"
                  >
                    <input
                      type="checkbox"
                      checked={draft.platformList.includes(platform)}
                      onChange={(event) =>
                        set(
                          'platformList',
                          ACCOUNT_PLATFORMS.filter((value) =>
                            value === platform ? event.target.checked : draft.platformList.includes(value),
                          ),
                        )
                      }
                    />
                    {platformName(platform)}
                  </label>
                ))}
              </div>
              {errors.platformList ? (
                <p
                  id="account-platformList-error"
                  className="text-xs text-rose-600 dark:text-rose-400"
                  data-testid="error-platformList"
                >
                  {errors.platformList}
                </p>
              ) : null}
            </fieldset>
            <div className="flex gap-5 text-sm text-slate-700 dark:text-slate-200">
              <label className="flex items-center gap-1.5">
                <input type="checkbox" checked={draft.trial} onChange={(event) => set('trial', event.target.checked)} />
                {t('admin.field.trial')}
              </label>
              <label className="flex items-center gap-1.5">
                <input
                  type="checkbox"
                  checked={draft.downloadPermission}
                  onChange={(event) => set('downloadPermission', event.target.checked)}
                />
                {t('admin.field.download')}
              </label>
            </div>
          </div>
          <footer className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3 dark:border-slate-800">
            <Button onClick={close}>{t('admin.cancel')}</Button>
            <Button type="submit" variant="primary" aria-disabled={saving} data-testid="account-save">
              {saving ? t('admin.saving') : t('admin.save')}
            </Button>
          </footer>
        </form>
      </aside>
      {confirmDiscard ? (
        <ConfirmDialog
          title={t('admin.discard.title')}
          body={t('admin.discard.body')}
          confirmLabel={t('admin.discard.confirm')}
          danger
          onConfirm={onClose}
          onCancel={() => setConfirmDiscard(false)}
        />
      ) : null}
    </div>
  );
};
