/**
 * Pure rules of the credential modal's form: which properties show (displayOptions through
 * `@weft/workflow`'s display rules), their starting values, what is missing, what is saved, and
 * what the viewer may see and press (the credential permissions).
 */
import {
  credentialPermissions,
  isDisplayed,
  PLACEHOLDER_EMPTY_WORKFLOW_ID,
  withDefaults,
  type CredentialPermissions,
  type NodeParameters,
  type NodeProperty,
  type PermissionUser,
} from '@weft/workflow';
import type { CredentialResponse } from '../../api/credentials';

/** Form values of a credential, by property name. */
export type CredentialValues = Record<string, unknown>;

/** The stored data with every displayed property's default filled in. */
export function initialValues(
  properties: readonly NodeProperty[],
  data: CredentialValues | undefined,
): CredentialValues {
  return withDefaults(properties, (data ?? {}) as NodeParameters);
}

/** Properties shown for the current values: not `hidden`, and passing their displayOptions. */
export function visibleProperties(properties: readonly NodeProperty[], values: CredentialValues): NodeProperty[] {
  return properties.filter((p) => p.type !== 'hidden' && isDisplayed(p.displayOptions, values as NodeParameters));
}

/** Whether a value counts as empty for a required marker. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Display names of displayed required properties without a value. */
export function missingRequired(properties: readonly NodeProperty[], values: CredentialValues): string[] {
  return visibleProperties(properties, values)
    .filter((p) => p.required && p.type !== 'notice' && p.type !== 'boolean' && isEmptyValue(values[p.name]))
    .map((p) => p.displayName);
}

/**
 * The data to save: every property displayed for these values (hidden ones keep their default),
 * without notices and without values of properties that are not displayed. Keys the form does
 * not know (for example the server's `oauthTokenData` marker) are kept so nothing is lost.
 */
export function dataToSave(properties: readonly NodeProperty[], values: CredentialValues): CredentialValues {
  const known = new Set(properties.map((p) => p.name));
  const out: CredentialValues = {};
  for (const [k, v] of Object.entries(values)) if (!known.has(k)) out[k] = v;
  for (const p of properties) {
    if (p.type === 'notice') continue;
    if (p.type !== 'hidden' && !isDisplayed(p.displayOptions, values as NodeParameters)) continue;
    if (values[p.name] !== undefined) out[p.name] = values[p.name];
  }
  return out;
}

/** What the modal lets the viewer do with a credential. */
export interface CredentialModalAccess {
  permissions: CredentialPermissions;
  /** The form fields cannot be changed (sharees, and anyone without save). */
  readOnly: boolean;
  /** Secret data is shown (a sharee only uses the credential and never sees its details). */
  showsData: boolean;
  canRename: boolean;
  canDelete: boolean;
  canShare: boolean;
  /** Connect an OAuth account: the credential's owner only. */
  canConnect: boolean;
  /** The viewer is a sharee (not the owner, not the instance owner). */
  isSharee: boolean;
}

/**
 * The viewer's access in the modal from the credential permission table. A new credential (placeholder id) is its
 * creator's, so everything is allowed.
 */
export function modalAccess(
  user: PermissionUser,
  credential: Pick<CredentialResponse, 'id' | 'ownedBy' | 'sharedWith'> | null,
  sharingEnabled: boolean,
): CredentialModalAccess {
  const resource = credential ?? { id: PLACEHOLDER_EMPTY_WORKFLOW_ID, ownedBy: null, sharedWith: [] };
  const permissions = credentialPermissions(
    user,
    { id: resource.id, ownedBy: resource.ownedBy, sharedWith: resource.sharedWith },
    { sharingEnabled },
  );
  const isSharee = !permissions.save && permissions.read;
  return {
    permissions,
    readOnly: !permissions.save,
    showsData: permissions.save,
    canRename: permissions.updateName,
    canDelete: permissions.delete && !!credential,
    canShare: sharingEnabled && permissions.updateSharing,
    canConnect: permissions.updateConnection,
    isSharee,
  };
}

/** Whether an OAuth credential's data says it is connected (the server answers `oauthTokenData: true`). */
export function isOAuthConnected(values: CredentialValues | undefined): boolean {
  return !!values?.oauthTokenData;
}

/** Whether the OAuth flow needs the popup: not for the client-credentials grant. */
export function needsOAuthPopup(kind: 'oAuth2' | 'oAuth1' | undefined, values: CredentialValues): boolean {
  if (!kind) return false;
  return kind === 'oAuth1' || values.grantType !== 'clientCredentials';
}

/** A JSON editor's text for a collection value. */
export function toJsonText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** Parses a collection's JSON text: the value, or an error message. */
export function parseJsonText(text: string): { value?: unknown; error?: string } {
  if (!text.trim()) return { value: {} };
  try {
    return { value: JSON.parse(text) };
  } catch (e) {
    return { error: `Not valid JSON: ${(e as Error).message}` };
  }
}
