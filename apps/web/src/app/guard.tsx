import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../config/paths.ts';
import { flags, token } from '../lib/storage.ts';

/**
 * The protected-route rule (SPEC §2), in this order and from storage only: no token → /login with the encoded
 * path and query; mobile binding pending → /bind-mobile; face check pending → /face-check; otherwise null.
 */
export function guardRedirect(pathAndSearch: string): string | null {
  if (!token.get()) return paths.login(pathAndSearch);
  if (flags.bindMobilePending()) return paths.bindMobile();
  if (flags.faceCheckPending()) return paths.faceCheck();
  return null;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const to = guardRedirect(pathname + search);
  return to ? <Navigate to={to} replace /> : children;
}
