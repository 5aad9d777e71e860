/**
 * Node credential rules as pure functions: which
 * credential slots a node shows, which credential types a credentialsSelect offers ('has:' and
 * 'extends:'), which credentials a user may pick, and what stays selected after create, rename
 * and delete.
 */
import {
  isDisplayed,
  type NodeCredentialRef,
  type NodeParameters,
  type NodeProperty,
  type NodeTypeDescription,
} from '@weft/workflow';
import { credentialPermissions, permissionUser } from '../../utils/permissions';
import type { CredentialResponse, CredentialTypeDescription } from '../../api/credentials';
import type { User } from '../../stores/users/state';

/** A node's credential reference in object form. */
export type CredentialRef = { id: string | null; name: string };

/** Normalises a stored reference: the old name-only form becomes `{id: null, name}`. */
export function toRef(ref: NodeCredentialRef | undefined): CredentialRef | undefined {
  if (ref === undefined || ref === null) return undefined;
  return typeof ref === 'string' ? { id: null, name: ref } : ref;
}

/** The generic HTTP auth types (they carry `genericAuth` in n8n). */
export const GENERIC_AUTH_TYPES = [
  'httpBasicAuth',
  'httpDigestAuth',
  'httpHeaderAuth',
  'httpQueryAuth',
  'httpBearerAuth',
];
/** Built-in types whose `authenticate` the server strips from /types/credentials.json. */
const KNOWN_AUTHENTICATE = new Set(['httpBasicAuth', 'httpHeaderAuth', 'httpQueryAuth', 'httpBearerAuth']);
/** The header auth type is excluded from the 'authenticate' capability. */
export const HEADER_AUTH_TYPE = 'httpHeaderAuth';

function hasCapability(type: CredentialTypeDescription, capability: string): boolean {
  const t = type as unknown as Record<string, unknown>;
  if (capability === 'authenticate')
    return type.name !== HEADER_AUTH_TYPE && (!!t.authenticate || KNOWN_AUTHENTICATE.has(type.name));
  if (capability === 'genericAuth') return !!t.genericAuth || GENERIC_AUTH_TYPES.includes(type.name);
  return t[capability] !== undefined && t[capability] !== false;
}

function extendsType(
  type: CredentialTypeDescription,
  parent: string,
  all: readonly CredentialTypeDescription[],
  seen = new Set<string>(),
): boolean {
  for (const e of type.extends ?? []) {
    if (e === parent) return true;
    if (seen.has(e)) continue;
    seen.add(e);
    const next = all.find((t) => t.name === e);
    if (next && extendsType(next, parent, all, seen)) return true;
  }
  return false;
}

/**
 * The credential types a credentialsSelect parameter offers: those meeting any of its
 * `credentialTypes` requirements ('has:capability', 'extends:parentType'); all when none.
 */
export function credentialTypesFor(
  parameter: Pick<NodeProperty, 'typeOptions'>,
  types: readonly CredentialTypeDescription[],
): CredentialTypeDescription[] {
  const reqs =
    ((parameter.typeOptions?.credentialTypes ?? (parameter as { credentialTypes?: string[] }).credentialTypes) as
      string[] | undefined) ?? [];
  if (reqs.length === 0) return [...types];
  return types.filter((t) =>
    reqs.some((r) => {
      if (r.startsWith('has:')) return hasCapability(t, r.slice(4));
      if (r.startsWith('extends:')) return extendsType(t, r.slice(8), types);
      return t.name === r;
    }),
  );
}

/** One credential select of a node. */
export interface CredentialSlot {
  type: string;
  required: boolean;
}

/**
 * The credential types the node needs given its current values: the type's credentials whose
 * displayOptions match, plus the predefined type chosen in `nodeCredentialType` (HTTP Request).
 */
export function credentialSlots(
  nodeType: Pick<NodeTypeDescription, 'credentials'>,
  values: NodeParameters,
  nodeVersion?: number,
): CredentialSlot[] {
  const slots: CredentialSlot[] = [];
  for (const c of nodeType.credentials ?? []) {
    if (isDisplayed(c.displayOptions, values, nodeVersion)) slots.push({ type: c.name, required: !!c.required });
  }
  if (
    values.authentication === 'predefinedCredentialType' &&
    typeof values.nodeCredentialType === 'string' &&
    values.nodeCredentialType
  ) {
    if (!slots.some((s) => s.type === values.nodeCredentialType))
      slots.push({ type: values.nodeCredentialType, required: true });
  }
  return slots;
}

/** The credentials of a type this user may use (owner, sharee, or sharing off). */
export function usableCredentials(
  all: readonly CredentialResponse[],
  type: string,
  user: User | null,
  sharingEnabled: boolean,
): CredentialResponse[] {
  const subject = permissionUser(user);
  return all.filter((c) => c.type === type && credentialPermissions(subject, c, { sharingEnabled }).use);
}

/** Whether a stored selection is invalid (id null or unknown among the credentials). */
export function isInvalidSelection(ref: CredentialRef | undefined, all: readonly { id: string }[]): boolean {
  return !!ref && (ref.id === null || ref.id === undefined || !all.some((c) => c.id === ref.id));
}

/** The node's credentials with `type` set to a credential (or removed with null). */
export function withCredential(
  current: Record<string, NodeCredentialRef> | undefined,
  type: string,
  credential: { id: string; name: string } | null,
): Record<string, NodeCredentialRef> {
  const next = { ...(current ?? {}) };
  if (credential) next[type] = { id: credential.id, name: credential.name };
  else delete next[type];
  return next;
}

/**
 * The selection after the credentials list changed: a rename keeps the selection with the
 * new name; when the selected one was deleted the last remaining usable one is selected, or
 * nothing when none remain. Answers undefined for "no change".
 */
export function selectionAfterListChange(
  selected: CredentialRef | undefined,
  before: readonly CredentialResponse[],
  after: readonly CredentialResponse[],
): { id: string; name: string } | null | undefined {
  if (!selected?.id) return undefined;
  const still = after.find((c) => c.id === selected.id);
  if (still) return still.name !== selected.name ? { id: still.id, name: still.name } : undefined;
  const wasKnown = before.some((c) => c.id === selected.id);
  if (!wasKnown) return undefined;
  const last = after[after.length - 1];
  return last ? { id: last.id, name: last.name } : null;
}

/** Auto-select: a slot with nothing selected takes the most recent usable credential of its type. */
export function autoSelection(
  selected: CredentialRef | undefined,
  usable: readonly CredentialResponse[],
): { id: string; name: string } | undefined {
  if (selected?.id) return undefined;
  const first = usable[usable.length - 1];
  return first ? { id: first.id, name: first.name } : undefined;
}

/** A scope shown by its last path segment: `https://www.googleapis.com/auth/drive` → `drive`. */
export function scopeLabel(scope: string): string {
  const parts = scope.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? scope;
}
