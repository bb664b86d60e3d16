import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginUrlFor } from '../lib/redirect.ts';
import { hasSession } from '../lib/session.ts';
import { globalState } from '../stores/global-store.ts';

/** Every non-public route: without a session token the visitor goes to /login?redirectUrl=<path and query>. */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  // the stored session decides (SPEC section 4); reading isLogin re-renders this when a logout clears it
  useSnapshot(globalState).isLogin;
  const location = useLocation();
  if (!hasSession()) return <Navigate to={loginUrlFor(`${location.pathname}${location.search}`)} replace />;
  return children;
};
