/**
 * Shows its children only when the signed-in role's policies allow the permission (every
 * one of a list), else the `fallback` (nothing by default). For buttons, links and panels
 * inside screens; whole routes are guarded by the shell from the route registry.
 */
import type { ReactNode } from 'react';
import { isAllowed, type Permission } from '../contracts/permissions';
import { useAppSelector } from '../store';

export interface PermissionGateProps {
  /** From the catalogue of contracts/permissions.ts, e.g. `perm('on_asset', 'asset', 'delete')`. */
  permission: Permission | readonly Permission[];
  /** Shown instead when not allowed (a disabled button, a note); nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function PermissionGate({ permission, fallback = null, children }: PermissionGateProps) {
  const needed: readonly Permission[] = Array.isArray(permission)
    ? permission
    : [permission as Permission];
  const allowed = useAppSelector((state) =>
    needed.every((p) => isAllowed(state.session?.policies, p)),
  );
  return <>{allowed ? children : fallback}</>;
}
