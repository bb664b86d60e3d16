import { paths } from './paths.ts';

/** Where a visitor lands after login when there is no (usable) redirectUrl. */
export const DEFAULT_REPORT_PATH: string = paths.brandRank;

const ORIGIN = 'https://aisle.invalid';

/**
 * redirectUrl is followed only when it is a same-origin relative path: "/brand/rank?platform=2" passes;
 * "//evil.example", "https://...", "javascript:...", "/\\evil.example" and anything that is not a path go to the
 * default report. Pointing back at /login would loop, so it goes to the default too.
 */
export const safeRedirect = (value: string | null | undefined, fallback = DEFAULT_REPORT_PATH): string => {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return fallback;
  // only a single leading slash; control characters and backslashes can turn a path into a host in browsers
  if (!value.startsWith('/') || value.startsWith('//')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  if (url.pathname === '/login' || url.pathname === '/register') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
};

/** `/login?redirectUrl=<path and query>` for a visitor who tried to open `target`. */
export const loginUrlFor = (target: string) =>
  target === '/' || target === '' ? '/login' : `/login?redirectUrl=${encodeURIComponent(target)}`;
