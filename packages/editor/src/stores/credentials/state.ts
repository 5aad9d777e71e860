/**
 * Credentials and credential types: the loaded lists and the pure functions that
 * resolve a type's properties, propose a name, and search, filter and sort the list.
 */
import type { NodeProperty } from '@weft/workflow';
import type { CredentialResponse, CredentialTypeDescription } from '../../api/credentials';
import { normalizeText } from '../workflows-list/state';

export interface CredentialsState {
  /** Credentials by id. */
  credentials: Record<string, CredentialResponse>;
  /** Credential types by name. */
  types: Record<string, CredentialTypeDescription>;
  loading: boolean;
  loaded: boolean;
  typesLoaded: boolean;
  error: Error | null;
}

export const initialCredentialsState: CredentialsState = {
  credentials: {},
  types: {},
  loading: false,
  loaded: false,
  typesLoaded: false,
  error: null,
};

/** Replaces the credential list after a load. */
export function setCredentials(state: CredentialsState, list: CredentialResponse[]): CredentialsState {
  return {
    ...state,
    credentials: Object.fromEntries(list.map((c) => [c.id, stripData(c)])),
    loading: false,
    loaded: true,
    error: null,
  };
}

/** Replaces the credential types. */
export function setCredentialTypes(state: CredentialsState, list: CredentialTypeDescription[]): CredentialsState {
  return { ...state, types: Object.fromEntries(list.map((t) => [t.name, t])), typesLoaded: true };
}

/** Adds or replaces one credential; data never stays in the list. */
export function upsertCredential(state: CredentialsState, c: CredentialResponse): CredentialsState {
  return { ...state, credentials: { ...state.credentials, [c.id]: stripData(c) } };
}

/** Removes a deleted credential. */
export function removeCredential(state: CredentialsState, id: string): CredentialsState {
  const { [id]: _gone, ...credentials } = state.credentials;
  return { ...state, credentials };
}

function stripData(c: CredentialResponse): CredentialResponse {
  const { data: _data, ...rest } = c;
  return rest;
}

/** A type and the types it extends, nearest first (cycles and unknown parents ignored). */
export function typeChain(types: Record<string, CredentialTypeDescription>, name: string): CredentialTypeDescription[] {
  const chain: CredentialTypeDescription[] = [];
  const visit = (n: string) => {
    const t = types[n];
    if (!t || chain.includes(t)) return;
    chain.push(t);
    for (const parent of t.extends ?? []) visit(parent);
  };
  visit(name);
  return chain;
}

/** The properties of a type with those it inherits; a child's property replaces its parent's. */
export function resolveProperties(types: Record<string, CredentialTypeDescription>, name: string): NodeProperty[] {
  const out: NodeProperty[] = [];
  for (const t of typeChain(types, name))
    for (const p of t.properties ?? []) if (!out.some((q) => q.name === p.name)) out.push(p);
  return out;
}

/** Whether POST /credentials/test can test this type (it, or a type it extends, has a `test` request). */
export function isTestable(types: Record<string, CredentialTypeDescription>, name: string): boolean {
  return typeChain(types, name).some((t) => !!t.test?.request);
}

/** 'oAuth2' or 'oAuth1' when the type is, or extends, a generic OAuth type. */
export function oauthKind(
  types: Record<string, CredentialTypeDescription>,
  name: string,
): 'oAuth2' | 'oAuth1' | undefined {
  const names = typeChain(types, name).map((t) => t.name);
  if (names.includes('oAuth2Api') || name === 'oAuth2Api') return 'oAuth2';
  if (names.includes('oAuth1Api') || name === 'oAuth1Api') return 'oAuth1';
  return undefined;
}

/** A type's display name, or its name when the type is unknown. */
export function typeDisplayName(types: Record<string, CredentialTypeDescription>, name: string): string {
  return types[name]?.displayName ?? name;
}

/** The name a new credential gets when the server proposes none. */
export const UNNAMED_CREDENTIAL = 'Unnamed credential';
const GENERIC_NAMED_TYPES = ['httpBasicAuth', 'oAuth2Api', 'httpDigestAuth', 'oAuth1Api'];
const DROPPED_WORDS = ['API', 'OAuth1', 'OAuth2'];

/**
 * The base of a new credential's name: the type's display name without the words API,
 * OAuth1 and OAuth2, then 'account'; 'Unnamed credential' for the generic types and unknown types.
 */
export function credentialNameBase(
  types: Record<string, CredentialTypeDescription>,
  typeName: string | undefined,
): string {
  if (!typeName || GENERIC_NAMED_TYPES.includes(typeName)) return UNNAMED_CREDENTIAL;
  const type = types[typeName];
  if (!type) return UNNAMED_CREDENTIAL;
  const words = type.displayName.split(/\s+/).filter((w) => w && !DROPPED_WORDS.includes(w));
  return [...words, 'account'].join(' ');
}

/**
 * Asks the server for a free name based on the type's display name; any failure (or an empty answer) gives
 * 'Unnamed credential'.
 */
export async function proposeCredentialName(
  types: Record<string, CredentialTypeDescription>,
  typeName: string | undefined,
  ask: (base: string) => Promise<string>,
): Promise<string> {
  const base = credentialNameBase(types, typeName);
  try {
    const name = await ask(base);
    return typeof name === 'string' && name.trim() ? name : UNNAMED_CREDENTIAL;
  } catch {
    return UNNAMED_CREDENTIAL;
  }
}

/** How the credentials list can be ordered. */
export type CredentialSort = 'lastUpdated' | 'lastCreated' | 'nameAsc' | 'nameDesc';

/** What the user narrowed the credentials list by. */
export interface CredentialQuery {
  search: string;
  sort: CredentialSort;
  /** Credential type names; empty means every type. */
  types: string[];
}

export const initialCredentialQuery: CredentialQuery = { search: '', sort: 'lastUpdated', types: [] };

/** Keeps credentials whose name or type display name matches the search and whose type is chosen. */
export function filterCredentials(
  list: readonly CredentialResponse[],
  q: CredentialQuery,
  types: Record<string, CredentialTypeDescription> = {},
): CredentialResponse[] {
  const needle = normalizeText(q.search);
  return list.filter((c) => {
    if (q.types.length && !q.types.includes(c.type)) return false;
    if (!needle) return true;
    return normalizeText(c.name).includes(needle) || normalizeText(typeDisplayName(types, c.type)).includes(needle);
  });
}

/** Credential types in use in a list, by display name (for the type filter). */
export function typesInUse(
  list: readonly CredentialResponse[],
  types: Record<string, CredentialTypeDescription>,
): Array<{ name: string; displayName: string; count: number }> {
  const counts = new Map<string, number>();
  for (const c of list) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, displayName: typeDisplayName(types, name), count }))
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** Types for the "Add credential" picker: matching the search by display name or name, sorted by display name. */
export function searchTypes(
  types: Record<string, CredentialTypeDescription>,
  text: string,
): CredentialTypeDescription[] {
  const needle = normalizeText(text);
  return Object.values(types)
    .filter((t) => !needle || normalizeText(t.displayName).includes(needle) || normalizeText(t.name).includes(needle))
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en', { sensitivity: 'base' }));
}
