import type { CredentialType, NodeProperty } from '@weft/workflow';

/**
 * Value answered in place of secret fields (password properties). Sent back unchanged by a
 * client, it keeps the stored value.
 */
export const CREDENTIAL_BLANKING_VALUE = '__weft_BLANK_VALUE_7c1f2a64-3d0b-4e59-9a8e-51b0c4d2e6f3';

/** Keys of credential data the server keeps for itself (OAuth flows); never answered. */
export const INTERNAL_DATA_KEYS = [
  'csrfSecret',
  'codeVerifier',
  'oauthRequestToken',
  'oauthRequestTokenSecret',
] as const;

/** A credential type with what it inherits through `extends`. */
export interface ResolvedCredentialType {
  type: CredentialType;
  /** The type's name, then the names it extends, nearest first. */
  chain: string[];
  /** Properties of the whole chain; a child's property replaces a parent's of the same name. */
  properties: NodeProperty[];
  authenticate?: CredentialType['authenticate'];
  test?: CredentialType['test'];
}

/** Finds a credential type and folds in the types it extends (cycles and unknown parents are ignored). */
export function resolveCredentialType(
  types: readonly CredentialType[],
  name: string,
): ResolvedCredentialType | undefined {
  const type = types.find((t) => t.name === name);
  if (!type) return undefined;
  const chain: CredentialType[] = [];
  const visit = (t: CredentialType) => {
    if (chain.includes(t)) return;
    chain.push(t);
    for (const parent of t.extends ?? []) {
      const p = types.find((x) => x.name === parent);
      if (p) visit(p);
    }
  };
  visit(type);
  const properties: NodeProperty[] = [];
  for (const t of chain) {
    for (const p of t.properties) if (!properties.some((q) => q.name === p.name)) properties.push(p);
  }
  return {
    type,
    chain: chain.map((t) => t.name),
    properties,
    authenticate: chain.find((t) => t.authenticate)?.authenticate,
    test: chain.find((t) => t.test)?.test,
  };
}

/** 'oAuth2' or 'oAuth1' when the type is, or extends, a generic OAuth type. */
export function oauthKind(resolved: ResolvedCredentialType): 'oAuth2' | 'oAuth1' | undefined {
  if (resolved.chain.includes('oAuth2Api')) return 'oAuth2';
  if (resolved.chain.includes('oAuth1Api')) return 'oAuth1';
  return undefined;
}

/** Data with each property's default filled in where the data has no value (notices excluded). */
export function withDefaults(resolved: ResolvedCredentialType, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const p of resolved.properties) {
    if (p.type === 'notice' || out[p.name] !== undefined) continue;
    out[p.name] = p.default;
  }
  return out;
}

/** Names of the secret (password) properties of a type. */
export function secretKeys(resolved: ResolvedCredentialType | undefined): string[] {
  return (resolved?.properties ?? []).filter((p) => p.typeOptions?.password === true).map((p) => p.name);
}

/**
 * Data as answered to the editor: secrets replaced by {@link CREDENTIAL_BLANKING_VALUE}, OAuth
 * token data by `true` (connected), internal keys removed.
 */
export function redactData(
  resolved: ResolvedCredentialType | undefined,
  data: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const secrets = new Set(secretKeys(resolved));
  for (const [key, value] of Object.entries(data)) {
    if ((INTERNAL_DATA_KEYS as readonly string[]).includes(key)) continue;
    if (key === 'oauthTokenData') out[key] = true;
    else if (secrets.has(key) && value !== '' && value !== undefined && value !== null)
      out[key] = CREDENTIAL_BLANKING_VALUE;
    else out[key] = value;
  }
  return out;
}

/**
 * Data sent by a client merged with the stored data: blanked secrets keep their stored value,
 * and OAuth token data and internal keys the client cannot see are kept.
 */
export function unredactData(
  incoming: Record<string, unknown>,
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(incoming)) {
    if ((INTERNAL_DATA_KEYS as readonly string[]).includes(key)) continue;
    if (value === CREDENTIAL_BLANKING_VALUE) {
      if (stored[key] !== undefined) out[key] = stored[key];
    } else if (key === 'oauthTokenData' && (value === true || value === undefined)) {
      if (stored.oauthTokenData !== undefined) out[key] = stored.oauthTokenData;
    } else out[key] = value;
  }
  if (!('oauthTokenData' in incoming) && stored.oauthTokenData !== undefined)
    out.oauthTokenData = stored.oauthTokenData;
  for (const key of INTERNAL_DATA_KEYS) if (stored[key] !== undefined) out[key] = stored[key];
  return out;
}

/** The name a new credential gets when its type has no display name. */
export const UNNAMED_CREDENTIAL = 'Unnamed credential';
const GENERIC_NAMED_TYPES = ['httpBasicAuth', 'oAuth2Api', 'httpDigestAuth', 'oAuth1Api'];
const DROPPED_WORDS = ['API', 'OAuth1', 'OAuth2'];

/**
 * The base of a proposed credential name: the type's display name without the words API,
 * OAuth1 and OAuth2, followed by 'account'; 'Unnamed credential' for the generic types and when
 * the type is unknown.
 */
export function credentialNameBase(types: readonly CredentialType[], typeName: string | undefined): string {
  if (!typeName || GENERIC_NAMED_TYPES.includes(typeName)) return UNNAMED_CREDENTIAL;
  const type = types.find((t) => t.name === typeName);
  if (!type) return UNNAMED_CREDENTIAL;
  const words = type.displayName.split(/\s+/).filter((w) => w && !DROPPED_WORDS.includes(w));
  return [...words, 'account'].join(' ');
}

/** `base` if no name in `taken` uses it, else `base N` with N one more than the highest taken (from 2). */
export function uniqueName(base: string, taken: readonly string[]): string {
  if (!taken.includes(base)) return base;
  let max = 1;
  for (const name of taken) {
    if (!name.startsWith(`${base} `)) continue;
    const suffix = name.slice(base.length + 1);
    if (/^[1-9]\d{0,8}$/.test(suffix)) max = Math.max(max, Number(suffix));
  }
  return `${base} ${max + 1}`;
}
