import type { ReactNode } from 'react';
import { usePermission, type PermissionCode } from './permission';

type Props = {
  /** The button code (or any of several codes) the user must hold. */
  code: PermissionCode;
  children: ReactNode;
  /** Shown instead when the user lacks the code; nothing by default. */
  fallback?: ReactNode;
};

/** Shows its children only to a user who holds the button code (the server checks again). */
export function PermissionGate({ code, children, fallback = null }: Props) {
  return <>{usePermission(code) ? children : fallback}</>;
}
