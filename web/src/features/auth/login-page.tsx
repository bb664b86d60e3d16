import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { isCancelled } from '../../api/client.ts';
import { useT } from '../../i18n/i18n.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { hasSession } from '../../lib/session.ts';
import { globalState, login } from '../../stores/global-store.ts';
import { Button } from '../../ui/button.tsx';
import { AuthCard, Field, FormError, TextInput } from '../../ui/form.tsx';
import { PublicLayout } from '../../ui/public-layout.tsx';
import { submitErrorMessage } from './error-message.ts';

export const LoginPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isLogin } = useSnapshot(globalState);
  const target = safeRedirect(params.get('redirectUrl'));
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // someone with a session who opens /login (a bookmark, the back button) goes straight on
  if (isLogin && hasSession() && !busy) return <Navigate to={target} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!account.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await login(account.trim(), password);
      navigate(target, { replace: true });
    } catch (failure) {
      if (!isCancelled(failure)) setError(submitErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <PublicLayout>
      <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <Field label={t('login.account')} htmlFor="login-account">
            <TextInput
              id="login-account"
              name="account"
              autoComplete="username"
              autoFocus
              value={account}
              onChange={(event) => setAccount(event.target.value)}
              aria-invalid={error !== null && !account.trim()}
            />
          </Field>
          <Field label={t('login.password')} htmlFor="login-password">
            <TextInput
              id="login-password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error !== null && !password}
            />
          </Field>
          <FormError message={error} />
          <Button type="submit" variant="primary" className="w-full py-2" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-medium text-blue-600 hover:underline dark:text-blue-400">
            {t('login.toRegister')}
          </Link>
        </p>
        <p className="mt-3 text-xs leading-relaxed text-slate-400 dark:text-slate-500">{t('login.demo')}</p>
      </AuthCard>
    </PublicLayout>
  );
};
