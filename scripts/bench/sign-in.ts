/** The demo accounts the benchmarks sign in with (README lists them). */
const PASSWORDS = { analyst: 'analyst123', admin: 'admin123' } as const;

export type BenchAccount = keyof typeof PASSWORDS;

/** Signs a demo account in on a running server and returns its token. */
export const signIn = async (base: string, account: BenchAccount = 'analyst') => {
  const response = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: PASSWORDS[account] }),
  });
  const token = ((await response.json()) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`sign-in of ${account}: ${response.status}`);
  return token;
};
