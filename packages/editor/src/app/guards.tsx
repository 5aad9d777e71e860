import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSettingsStore } from '../stores/settings/store';
import { useCurrentUser } from '../stores/users/store';

/**
 * Screens for signed-in users. Before the owner is set up, the pre-setup user is sent to the
 * setup page (unless setup was skipped); everyone else without a session goes to sign-in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const settings = useSettingsStore((s) => s.settings);
  const location = useLocation();
  if (user?.isDefaultUser && settings?.userManagement.showSetupOnFirstLoad) return <Navigate to="/setup" replace />;
  if (!user) {
    const redirect = location.pathname + location.search;
    const target = redirect && redirect !== '/' ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin';
    return <Navigate to={target} replace />;
  }
  return <>{children}</>;
}

/** Screens for signed-out visitors (sign-in, sign-up, forgot password): a signed-in user goes home. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user && !user.isDefaultUser) return <Navigate to="/home/workflows" replace />;
  return <>{children}</>;
}

/** The owner setup page: only while the instance has no owner. */
export function SetupOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const settings = useSettingsStore((s) => s.settings);
  // After a skipped setup the default user can still come back to set the owner up.
  if (!settings?.userManagement.showSetupOnFirstLoad && !user?.isDefaultUser)
    return <Navigate to={user ? '/home/workflows' : '/signin'} replace />;
  return <>{children}</>;
}

/**
 * Owner-only screens (users, LDAP, log streaming, community nodes). `allowDefault` also lets the
 * pre-setup user in (the users page, which then shows the user-management setup warning).
 */
export function RequireOwner({ children, allowDefault = false }: { children: ReactNode; allowDefault?: boolean }) {
  const user = useCurrentUser();
  if (user?.role !== 'owner' && !(allowDefault && user?.role === 'default'))
    return <Navigate to="/settings/personal" replace />;
  return <>{children}</>;
}
