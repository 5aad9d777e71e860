/** The placeholder id of a credential or workflow not saved yet. */
export const PLACEHOLDER_EMPTY_WORKFLOW_ID = '__EMPTY__';

/** What the permission rules need to know about a user. */
export interface PermissionUser {
  id: string;
  /** 'default' is the pre-setup owner. */
  role: 'owner' | 'member' | 'default';
  isLoggedIn?: boolean;
}

/** What the permission rules need to know about a shared resource (credential or workflow). */
export interface SharedResource {
  id: string;
  ownedBy?: { id: string } | null;
  sharedWith?: Array<{ id: string }>;
}

/** The actions of the credential permission table. */
export interface CredentialPermissions {
  read: boolean;
  save: boolean;
  updateName: boolean;
  delete: boolean;
  updateConnection: boolean;
  updateSharing: boolean;
  updateNodeAccess: boolean;
  use: boolean;
}

/** A rule: who is allowed, who is denied. Deny wins over allow. */
export interface PermissionRule {
  allow?: Array<PermissionUser['role'] | 'loggedIn'>;
  deny?: Array<PermissionUser['role'] | 'loggedOut'>;
}

/** Whether a user passes a rule; deny rules win. */
export function isAllowed(user: PermissionUser | undefined, rule: PermissionRule): boolean {
  const loggedIn = !!user && user.isLoggedIn !== false;
  if (rule.deny?.some((d) => (d === 'loggedOut' ? !loggedIn : user?.role === d))) return false;
  if (!rule.allow) return true;
  return rule.allow.some((a) => (a === 'loggedIn' ? loggedIn : user?.role === a));
}

/** Instance-level permission rules. */
export const INSTANCE_RULES = {
  deleteTags: { allow: ['owner', 'default'] },
  activateLicense: { allow: ['owner', 'default'] },
  sidebarUserInfo: { allow: ['loggedIn'], deny: ['default'] },
  userManagementSetupWarning: { allow: ['default'] },
} as const satisfies Record<string, PermissionRule>;

/**
 * The credential permission table: read for owner, instance owner and sharees; save,
 * rename and delete for owner and instance owner; connection, sharing and node-access changes
 * for the owner only; use for owner and sharees (and the instance owner for a new credential).
 * With sharing off everyone counts as owner. A credential with the placeholder id is its
 * creator's.
 */
export function credentialPermissions(
  user: PermissionUser,
  credential: SharedResource,
  options: { sharingEnabled: boolean },
): CredentialPermissions {
  const isNew = credential.id === PLACEHOLDER_EMPTY_WORKFLOW_ID;
  const isOwner = isNew || !options.sharingEnabled || credential.ownedBy?.id === user.id;
  const isSharee = !!credential.sharedWith?.some((s) => s.id === user.id);
  const isInstanceOwner = user.role === 'owner' || user.role === 'default';
  return {
    read: isOwner || isInstanceOwner || isSharee,
    save: isOwner || isInstanceOwner,
    updateName: isOwner || isInstanceOwner,
    delete: isOwner || isInstanceOwner,
    updateConnection: isOwner,
    updateSharing: isOwner,
    updateNodeAccess: isOwner,
    use: isOwner || isSharee || (isNew && isInstanceOwner),
  };
}

/** Workflow permissions: owners and sharees may read and update; only the owner (or the instance owner) deletes and shares. */
export function workflowPermissions(
  user: PermissionUser,
  workflow: SharedResource,
  options: { sharingEnabled: boolean },
) {
  const isNew = workflow.id === PLACEHOLDER_EMPTY_WORKFLOW_ID || workflow.id === 'new';
  const isOwner = isNew || !options.sharingEnabled || workflow.ownedBy?.id === user.id;
  const isSharee = !!workflow.sharedWith?.some((s) => s.id === user.id);
  const isInstanceOwner = user.role === 'owner' || user.role === 'default';
  return {
    read: isOwner || isSharee || isInstanceOwner,
    update: isOwner || isSharee || isInstanceOwner,
    delete: isOwner || isInstanceOwner,
    share: isOwner || isInstanceOwner,
    execute: isOwner || isSharee || isInstanceOwner,
  };
}
