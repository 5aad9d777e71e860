import { Link } from 'react-router';
import type { User } from '../../stores/users/state';
import { INSTANCE_RULES, isAllowed, permissionUser } from '../../utils/permissions';
import { Icon } from '../ui/Icon';

/**
 * The user-management setup warning (shown only to the default user, i.e. after the
 * owner setup was skipped): accounts need an owner first.
 */
export function SetupWarning({ user, what = 'invite users' }: { user: User | null; what?: string }) {
  if (!isAllowed(permissionUser(user), INSTANCE_RULES.userManagementSetupWarning)) return null;
  return (
    <div
      className="callout callout--warning"
      role="status"
      data-testid="setup-warning"
      style={{ alignItems: 'center', marginBottom: 'var(--space-5)' }}
    >
      <Icon name="alert" size={18} style={{ color: 'var(--color-warning)', flexShrink: 0 }} />
      <div style={{ flex: 1 }}>
        <strong>Set up the owner account first.</strong> Owner setup was skipped, so this instance has no accounts yet.
        Set it up to {what}.
      </div>
      <Link to="/setup" className="btn btn--sm btn--primary">
        Set up owner account
      </Link>
    </div>
  );
}
