import type { LdapConfig } from '@weft/workflow';
import type { ServerContext } from '../../context.js';
import { badRequest } from '../../http/errors.js';
import { CredentialCipher } from '../../services/credentials/cipher.js';

/** The LDAP configuration and its connection security (shapes @weft/workflow defines for the API). */
export type { LdapConfig, LdapConnectionSecurity } from '@weft/workflow';

/** Stands in for a stored admin password in answers; sending it back keeps the stored one. */
export const PASSWORD_PLACEHOLDER = '__weft_stored_password__';

/** Settings-table key of the stored configuration. */
const SETTING_KEY = 'features.ldap';

/** The configuration of an instance that never saved one. */
export const DEFAULT_LDAP_CONFIG: LdapConfig = {
  loginEnabled: false,
  loginLabel: '',
  connectionUrl: '',
  allowUnauthorizedCerts: false,
  connectionSecurity: 'none',
  connectionPort: 389,
  baseDn: '',
  bindingAdminDn: '',
  bindingAdminPassword: '',
  firstNameAttribute: 'givenName',
  lastNameAttribute: 'sn',
  emailAttribute: 'mail',
  loginIdAttribute: 'uid',
  ldapIdAttribute: 'entryUUID',
  userFilter: '',
  synchronizationEnabled: false,
  synchronizationInterval: 60,
  searchPageSize: 0,
  searchTimeout: 60,
};

type Kind = 'boolean' | 'string' | 'integer';
const FIELDS: Record<keyof LdapConfig, Kind> = {
  loginEnabled: 'boolean',
  loginLabel: 'string',
  connectionUrl: 'string',
  allowUnauthorizedCerts: 'boolean',
  connectionSecurity: 'string',
  connectionPort: 'integer',
  baseDn: 'string',
  bindingAdminDn: 'string',
  bindingAdminPassword: 'string',
  firstNameAttribute: 'string',
  lastNameAttribute: 'string',
  emailAttribute: 'string',
  loginIdAttribute: 'string',
  ldapIdAttribute: 'string',
  userFilter: 'string',
  synchronizationEnabled: 'boolean',
  synchronizationInterval: 'integer',
  searchPageSize: 'integer',
  searchTimeout: 'integer',
};

/**
 * Merges a PUT body over the current configuration and checks the result; every problem found is
 * named in one 400. The admin password placeholder (or an absent password) keeps the stored one.
 */
export function mergeLdapConfig(current: LdapConfig, body: unknown): LdapConfig {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The LDAP configuration must be a JSON object');
  const problems: string[] = [];
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const kind = FIELDS[key as keyof LdapConfig];
    if (!kind) {
      problems.push(`"${key}" is not an LDAP setting`);
      continue;
    }
    if (key === 'bindingAdminPassword' && (value === PASSWORD_PLACEHOLDER || value === undefined)) continue;
    const okType = kind === 'integer' ? Number.isInteger(value) : typeof value === kind;
    if (!okType) problems.push(`${key} must be ${kind === 'integer' ? 'a whole number' : `a ${kind}`}`);
    else next[key] = kind === 'string' && key !== 'bindingAdminPassword' ? (value as string).trim() : value;
  }
  const c = next as unknown as LdapConfig;
  problems.push(...ldapConfigProblems(c));
  if (problems.length) throw badRequest(`Invalid LDAP configuration: ${problems.join('; ')}`);
  return c;
}

/** What is wrong with a configuration (empty when it is usable). */
export function ldapConfigProblems(c: LdapConfig): string[] {
  const problems: string[] = [];
  if (!['none', 'tls', 'startTls'].includes(c.connectionSecurity))
    problems.push(`connectionSecurity must be 'none', 'tls' or 'startTls'`);
  if (c.connectionUrl && (/[\s/]/.test(c.connectionUrl) || c.connectionUrl.includes('://')))
    problems.push(
      "connectionUrl must be the server's host name or address (e.g. ldap.example.com), without ldap:// or a port",
    );
  if (!(c.connectionPort >= 1 && c.connectionPort <= 65535))
    problems.push('connectionPort must be between 1 and 65535');
  if (c.synchronizationInterval < 1) problems.push('synchronizationInterval must be at least 1 minute');
  if (c.searchPageSize < 0) problems.push('searchPageSize must be 0 (no paging) or more');
  if (c.searchTimeout < 1) problems.push('searchTimeout must be at least 1 second');
  if (c.userFilter && !(c.userFilter.startsWith('(') && c.userFilter.endsWith(')')))
    problems.push('userFilter must be an LDAP filter in parentheses, e.g. (objectClass=inetOrgPerson)');
  if (c.loginEnabled || c.synchronizationEnabled) {
    const needed: Array<keyof LdapConfig> = [
      'connectionUrl',
      'baseDn',
      'emailAttribute',
      'loginIdAttribute',
      'ldapIdAttribute',
    ];
    for (const key of needed)
      if (!c[key]) problems.push(`${key} is required when LDAP sign-in or synchronisation is on`);
  }
  return problems;
}

function cipherOf(ctx: ServerContext): CredentialCipher {
  return new CredentialCipher(ctx.config.encryptionKey ?? '');
}

/** The stored configuration, with the admin password decrypted. */
export async function loadLdapConfig(ctx: ServerContext): Promise<LdapConfig> {
  const stored = await ctx.settings.get<Partial<LdapConfig> & { bindingAdminPasswordEncrypted?: string }>(
    SETTING_KEY,
    {},
  );
  const { bindingAdminPasswordEncrypted, ...rest } = stored;
  const password = bindingAdminPasswordEncrypted
    ? String(cipherOf(ctx).decrypt(bindingAdminPasswordEncrypted, 'LDAP binding admin password').password ?? '')
    : '';
  return { ...DEFAULT_LDAP_CONFIG, ...rest, bindingAdminPassword: password };
}

/** Stores a configuration, the admin password encrypted with the instance key. */
export async function saveLdapConfig(ctx: ServerContext, config: LdapConfig): Promise<void> {
  const { bindingAdminPassword, ...rest } = config;
  const bindingAdminPasswordEncrypted = bindingAdminPassword
    ? cipherOf(ctx).encrypt({ password: bindingAdminPassword })
    : undefined;
  await ctx.settings.set(SETTING_KEY, {
    ...rest,
    ...(bindingAdminPasswordEncrypted ? { bindingAdminPasswordEncrypted } : {}),
  });
}

/** The configuration as the API answers it: the admin password replaced by a placeholder. */
export function publicLdapConfig(config: LdapConfig): LdapConfig {
  return { ...config, bindingAdminPassword: config.bindingAdminPassword ? PASSWORD_PLACEHOLDER : '' };
}
