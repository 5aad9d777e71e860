import {
  credentialPermissions,
  INSTANCE_RULES,
  isAllowed,
  workflowPermissions,
  type PermissionUser,
} from '@weft/workflow';
import type { User } from '../stores/users/state';

/** The permission rules, shared with the server, for deciding what a user sees and can press. */
export { credentialPermissions, INSTANCE_RULES, isAllowed, workflowPermissions };

/** The permission subject for a signed-in user (or a signed-out visitor). */
export function permissionUser(user: User | null): PermissionUser {
  if (!user) return { id: '', role: 'member', isLoggedIn: false };
  return { id: user.id, role: user.role, isLoggedIn: true };
}
