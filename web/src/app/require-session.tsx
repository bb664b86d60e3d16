import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginUrlFor } from '../lib/redirect.ts';
import { hasSession } from '../lib/session.ts';
import { globalState } from '../stores/global-store.ts';

/** Every non-public route: without a session token the visitor goes to /login?redirectUrl=<path and query>. */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  // isLogin follows the stored session (and re-renders this when a logout clears it); storage is checked too
  // because anything may have removed the session since
  const { isLogin } = useSnapshot(globalState);
  const location = useLocation();
  if (!isLogin || !hasSession()) return <Navigate to={loginUrlFor(`${location.pathname}${location.search}`)} replace />;
  return children;
};
