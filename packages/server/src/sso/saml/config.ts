import type { ServerContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { parseIdpMetadata } from './metadata.js';

/** Names of the assertion attributes that carry a user's fields. */
export interface SamlAttributeMapping {
  email: string;
  firstName: string;
  lastName: string;
  userPrincipalName: string;
}

/** The SAML configuration (n8n's SamlPreferences field names). */
export interface SamlConfig {
  loginEnabled: boolean;
  loginLabel: string;
  /** The identity provider's metadata XML. */
  metadata: string;
  /** Where the metadata was fetched from when saved (empty when pasted as XML). */
  metadataUrl: string;
  mapping: SamlAttributeMapping;
  /** How the AuthnRequest reaches the identity provider. */
  loginBinding: 'redirect' | 'post';
  /** Refuse responses whose assertion is not signed. */
  wantAssertionsSigned: boolean;
  /** Refuse responses whose Response element is not signed. */
  wantMessageSigned: boolean;
}

const SETTING_KEY = 'features.saml';

const CLAIMS = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims';

/** The configuration of an instance that never saved one (attribute names as Azure AD and ADFS send them). */
export const DEFAULT_SAML_CONFIG: SamlConfig = {
  loginEnabled: false,
  loginLabel: '',
  metadata: '',
  metadataUrl: '',
  mapping: {
    email: `${CLAIMS}/emailaddress`,
    firstName: `${CLAIMS}/givenname`,
    lastName: `${CLAIMS}/surname`,
    userPrincipalName: `${CLAIMS}/upn`,
  },
  loginBinding: 'redirect',
  wantAssertionsSigned: true,
  wantMessageSigned: true,
};

/** The stored configuration. */
export async function loadSamlConfig(ctx: ServerContext): Promise<SamlConfig> {
  const stored = await ctx.settings.get<Partial<SamlConfig>>(SETTING_KEY, {});
  return { ...DEFAULT_SAML_CONFIG, ...stored, mapping: { ...DEFAULT_SAML_CONFIG.mapping, ...(stored.mapping ?? {}) } };
}

/** Stores a configuration. */
export async function saveSamlConfig(ctx: ServerContext, config: SamlConfig): Promise<void> {
  await ctx.settings.set(SETTING_KEY, config);
}

/** Whether sign-in through SAML is on (the feature switched on and login enabled in its configuration). */
export async function samlLoginEnabled(ctx: ServerContext): Promise<boolean> {
  if (!ctx.config.sso.saml) return false;
  return (await loadSamlConfig(ctx)).loginEnabled;
}

/** Fetches an identity provider's metadata, with a clear error when it cannot. */
export async function fetchMetadata(url: string): Promise<string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw badRequest(`metadataUrl is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw badRequest('metadataUrl must be an http:// or https:// URL');
  let res: Response;
  try {
    res = await fetch(parsed, {
      signal: AbortSignal.timeout(10_000),
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
  } catch (e) {
    throw badRequest(`Could not fetch the identity provider's metadata from ${url}: ${(e as Error).message}`);
  }
  if (!res.ok)
    throw badRequest(`Could not fetch the identity provider's metadata from ${url}: it answered HTTP ${res.status}`);
  return res.text();
}

/**
 * Merges a POST body over the current configuration: type checks, the mapping, and metadata (XML,
 * or fetched from metadataUrl) that must describe an identity provider. Problems make one 400.
 */
export async function mergeSamlConfig(current: SamlConfig, body: unknown): Promise<SamlConfig> {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The SAML configuration must be a JSON object');
  const input = body as Record<string, unknown>;
  const next: SamlConfig = { ...current, mapping: { ...current.mapping } };
  const problems: string[] = [];
  const known = new Set([
    'loginEnabled',
    'loginLabel',
    'metadata',
    'metadataUrl',
    'mapping',
    'loginBinding',
    'wantAssertionsSigned',
    'wantMessageSigned',
    'ignoreSSL',
    'acsBinding',
    'authnRequestsSigned',
    'entityID',
    'returnUrl',
  ]);
  for (const key of Object.keys(input)) if (!known.has(key)) problems.push(`"${key}" is not a SAML setting`);
  for (const key of ['loginEnabled', 'wantAssertionsSigned', 'wantMessageSigned'] as const) {
    if (input[key] === undefined) continue;
    if (typeof input[key] !== 'boolean') problems.push(`${key} must be a boolean`);
    else next[key] = input[key];
  }
  for (const key of ['loginLabel', 'metadata', 'metadataUrl'] as const) {
    if (input[key] === undefined) continue;
    if (typeof input[key] !== 'string') problems.push(`${key} must be a string`);
    else next[key] = input[key].trim();
  }
  if (input.loginBinding !== undefined) {
    if (input.loginBinding !== 'redirect' && input.loginBinding !== 'post')
      problems.push(`loginBinding must be 'redirect' or 'post'`);
    else next.loginBinding = input.loginBinding;
  }
  if (input.mapping !== undefined) {
    const mapping = input.mapping as Record<string, unknown>;
    if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping))
      problems.push('mapping must be an object {email, firstName, lastName, userPrincipalName}');
    else
      for (const [key, value] of Object.entries(mapping)) {
        if (!(key in next.mapping))
          problems.push(`mapping.${key} is not a mapped field (email, firstName, lastName, userPrincipalName)`);
        else if (typeof value !== 'string') problems.push(`mapping.${key} must be an attribute name`);
        else next.mapping[key as keyof SamlAttributeMapping] = value.trim();
      }
  }
  if (!next.mapping.email) problems.push('mapping.email is required: the attribute that carries the e-mail address');
  if (problems.length) throw badRequest(`Invalid SAML configuration: ${problems.join('; ')}`);

  // A URL given in this request is fetched now; pasted XML replaces an earlier URL.
  if (typeof input.metadataUrl === 'string' && next.metadataUrl) next.metadata = await fetchMetadata(next.metadataUrl);
  else if (typeof input.metadata === 'string' && input.metadataUrl === undefined) next.metadataUrl = '';
  if (next.metadata) {
    try {
      parseIdpMetadata(next.metadata);
    } catch (e) {
      throw badRequest(`Invalid SAML configuration: ${(e as Error).message}`);
    }
  }
  if (next.loginEnabled && !next.metadata)
    throw badRequest(
      "Invalid SAML configuration: set the identity provider's metadata (metadata or metadataUrl) before turning SAML sign-in on",
    );
  return next;
}
