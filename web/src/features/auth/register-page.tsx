import { useEffect, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { api, isCancelled } from '../../api/client.ts';
import { useT, type MessageKey } from '../../i18n/i18n.ts';
import { DEFAULT_REPORT_PATH } from '../../lib/redirect.ts';
import { register } from '../../stores/global-store.ts';
import { showToast } from '../../stores/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { AuthCard, Field, FormError, TextInput } from '../../ui/form.tsx';
import { PublicLayout } from '../../ui/public-layout.tsx';
import { submitErrorMessage } from './error-message.ts';

const PHONE = /^1\d{10}$/;
const CODE = /^\d{6}$/;
const RESEND_SECONDS = 60;

interface RegisterForm {
  phone: string;
  code: string;
  name: string;
  company: string;
  password: string;
  agreed: boolean;
}

/** The first problem of the form, checked in the order the fields appear. */
export const validateRegistration = (form: RegisterForm): MessageKey | null => {
  if (!PHONE.test(form.phone)) return 'register.invalidPhone';
  if (!CODE.test(form.code)) return 'register.invalidCode';
  if (!form.name.trim()) return 'register.invalidName';
  if (form.password.length < 6) return 'register.invalidPassword';
  if (!form.agreed) return 'register.mustAgree';
  return null;
};

export const RegisterPage = () => {
  const t = useT();
  const navigate = useNavigate();
  const [form, setForm] = useState<RegisterForm>({
    phone: '',
    code: '',
    name: '',
    company: '',
    password: '',
    agreed: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useState(0);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const set = <K extends keyof RegisterForm>(key: K, value: RegisterForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const sendCode = async () => {
    if (!PHONE.test(form.phone)) {
      setError(t('register.invalidPhone'));
      return;
    }
    setError(null);
    try {
      const sent = await api.auth.sendCode({ phone: form.phone });
      setCountdown(RESEND_SECONDS);
      showToast(
        'success',
        sent.debugCode ? t('register.codeSentDebug', { code: sent.debugCode }) : t('register.codeSent'),
      );
    } catch (failure) {
      if (!isCancelled(failure)) setError(submitErrorMessage(failure));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistration(form);
    if (problem) {
      setError(t(problem));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await register({
        phone: form.phone,
        code: form.code,
        name: form.name.trim(),
        password: form.password,
        ...(form.company.trim() ? { company: form.company.trim() } : {}),
      });
      showToast('success', t('register.done'));
      navigate(DEFAULT_REPORT_PATH, { replace: true });
    } catch (failure) {
      if (!isCancelled(failure)) setError(submitErrorMessage(failure));
      setBusy(false);
    }
  };

  // the plain text fields: label, id and value all follow the form key
  const textField = (key: 'name' | 'company' | 'password', input: InputHTMLAttributes<HTMLInputElement>) => (
    <Field label={t(`register.${key}`)} htmlFor={`register-${key}`}>
      <TextInput
        id={`register-${key}`}
        value={form[key]}
        onChange={(event) => set(key, event.target.value)}
        {...input}
      />
    </Field>
  );

  return (
    <PublicLayout>
      <AuthCard title={t('register.title')} subtitle={t('register.subtitle')}>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <Field label={t('register.phone')} htmlFor="register-phone">
            <TextInput
              id="register-phone"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              value={form.phone}
              onChange={(event) => set('phone', event.target.value.replace(/\D/g, ''))}
            />
          </Field>
          <Field label={t('register.code')} htmlFor="register-code">
            <div className="flex gap-2">
              <TextInput
                id="register-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={form.code}
                onChange={(event) => set('code', event.target.value.replace(/\D/g, ''))}
              />
              <Button className="shrink-0 whitespace-nowrap" onClick={sendCode} disabled={countdown > 0}>
                {countdown > 0 ? t('register.resend', { seconds: countdown }) : t('register.sendCode')}
              </Button>
            </div>
          </Field>
          {textField('name', { autoComplete: 'name', maxLength: 32 })}
          {textField('company', { autoComplete: 'organization', maxLength: 64 })}
          {textField('password', { type: 'password', autoComplete: 'new-password' })}
          <label className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-300">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-blue-600"
              checked={form.agreed}
              onChange={(event) => set('agreed', event.target.checked)}
            />
            <span>
              {t('register.agree')}{' '}
              <Link to="/userAgreement" target="_blank" className="text-blue-600 hover:underline dark:text-blue-400">
                {t('register.agreement')}
              </Link>{' '}
              {t('register.and')}{' '}
              <Link to="/personalInfo" target="_blank" className="text-blue-600 hover:underline dark:text-blue-400">
                {t('register.privacy')}
              </Link>
            </span>
          </label>
          <FormError message={error} />
          <Button type="submit" variant="primary" className="w-full py-2" disabled={busy}>
            {busy ? t('register.submitting') : t('register.submit')}
          </Button>
        </form>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
          {t('register.hasAccount')}{' '}
          <Link to="/login" className="font-medium text-blue-600 hover:underline dark:text-blue-400">
            {t('register.toLogin')}
          </Link>
        </p>
      </AuthCard>
    </PublicLayout>
  );
};
