import type { Permission } from '@meedu/contract/admin';
import type { ReactNode } from 'react';
import { useCan } from '../api/session.ts';

/** Shows `children` only to an administrator holding `perm` (the server refuses the rest regardless). */
export function PermissionGate({
  perm,
  children,
  fallback = null,
}: {
  perm: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useCan(perm) ? children : fallback}</>;
}
