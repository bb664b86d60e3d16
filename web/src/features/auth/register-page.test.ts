import { describe, expect, it } from 'vitest';
import { validateRegistration } from './register-page.tsx';

const makeForm = (overrides: Partial<Parameters<typeof validateRegistration>[0]> = {}) => ({
  phone: '13800001234',
  code: '123456',
  name: '王小明',
  company: '',
  password: 'secret1',
  agreed: true,
  ...overrides,
});

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(makeForm())).toBeNull();
  });

  it.each([
    [{ phone: '1380000123' }, 'register.invalidPhone'],
    [{ phone: '23800001234' }, 'register.invalidPhone'],
    [{ code: '12345' }, 'register.invalidCode'],
    [{ name: '  ' }, 'register.invalidName'],
    [{ password: '12345' }, 'register.invalidPassword'],
    [{ agreed: false }, 'register.mustAgree'],
  ])('names the first problem of %o', (overrides, key) => {
    expect(validateRegistration(makeForm(overrides))).toBe(key);
  });
});
