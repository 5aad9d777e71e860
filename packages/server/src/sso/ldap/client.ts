import type { Client, Entry } from 'ldapts';
import { lazyRequire } from '../../lazy-require.js';

/** ldapts, loaded when LDAP is first used. */
export const ldapts = lazyRequire<typeof import('ldapts')>('ldapts');
import type { LdapConfig } from './config.js';

/** A failure talking to the LDAP server, with a message fit for the person configuring it. */
export class LdapConnectionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'LdapConnectionError';
  }
}

/** The `ldap://` or `ldaps://` URL a configuration points at. */
export function ldapUrl(config: LdapConfig): string {
  return `${config.connectionSecurity === 'tls' ? 'ldaps' : 'ldap'}://${config.connectionUrl}:${config.connectionPort}`;
}

/** Explains a connection, TLS or bind failure in words. */
export function describeLdapError(config: LdapConfig, error: unknown): string {
  const url = ldapUrl(config);
  const e = error as NodeJS.ErrnoException & { code?: unknown };
  if (error instanceof ldapts().InvalidCredentialsError)
    return `The LDAP server at ${url} refused the binding admin DN "${config.bindingAdminDn}" or its password (invalid credentials)`;
  if (e?.code === 'ECONNREFUSED')
    return `Could not connect to the LDAP server at ${url}: the connection was refused (is the host and port right, and is the server running?)`;
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN')
    return `Could not connect to the LDAP server at ${url}: the host name "${config.connectionUrl}" does not resolve`;
  if (e?.code === 'ETIMEDOUT' || /timeout/i.test(String(e?.message)))
    return `The LDAP server at ${url} did not answer within ${config.searchTimeout} seconds`;
  if (/certificate|self.signed|TLS|SSL/i.test(String(e?.message)))
    return `TLS with the LDAP server at ${url} failed: ${e.message}${config.allowUnauthorizedCerts ? '' : ' (allowUnauthorizedCerts accepts self-signed certificates)'}`;
  return `The LDAP server at ${url} answered with an error: ${e?.message ?? String(error)}`;
}

/**
 * Opens a connection (upgraded with StartTLS when configured), runs `work` and unbinds. Connection
 * and TLS failures become {@link LdapConnectionError}s; other errors pass through.
 */
export async function withLdapClient<T>(config: LdapConfig, work: (client: Client) => Promise<T>): Promise<T> {
  const tlsOptions = { rejectUnauthorized: !config.allowUnauthorizedCerts };
  const timeout = config.searchTimeout * 1000;
  // ldapts speaks TLS from the first byte whenever tlsOptions is given: only for ldaps://.
  const client = new (ldapts().Client)({
    url: ldapUrl(config),
    timeout,
    connectTimeout: timeout,
    ...(config.connectionSecurity === 'tls' ? { tlsOptions } : {}),
    strictDN: false,
  });
  try {
    if (config.connectionSecurity === 'startTls') {
      try {
        await client.startTLS(tlsOptions);
      } catch (e) {
        throw new LdapConnectionError(describeLdapError(config, e), { cause: e });
      }
    }
    return await work(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/** Binds as the configured admin; a refusal or an unreachable server becomes an {@link LdapConnectionError}. */
export async function bindAdmin(client: Client, config: LdapConfig): Promise<void> {
  try {
    await client.bind(config.bindingAdminDn, config.bindingAdminPassword);
  } catch (e) {
    throw new LdapConnectionError(describeLdapError(config, e), { cause: e });
  }
}

/** Tries a bind as the admin; answers nothing, or throws an {@link LdapConnectionError}. */
export async function testLdapConnection(config: LdapConfig): Promise<void> {
  if (!config.connectionUrl) throw new LdapConnectionError("Set connectionUrl (the LDAP server's host name) first");
  try {
    await withLdapClient(config, (client) => bindAdmin(client, config));
  } catch (e) {
    throw e instanceof LdapConnectionError ? e : new LdapConnectionError(describeLdapError(config, e), { cause: e });
  }
}

/** The attributes asked for in every user search. */
export function userAttributes(config: LdapConfig): string[] {
  return [
    ...new Set(
      [
        config.ldapIdAttribute,
        config.loginIdAttribute,
        config.emailAttribute,
        config.firstNameAttribute,
        config.lastNameAttribute,
      ].filter(Boolean),
    ),
  ];
}

/** `userFilter` combined with another filter (or on its own, or every entry). */
export function combinedFilter(config: LdapConfig, extra?: string): string {
  const base = config.userFilter || '(objectClass=*)';
  return extra ? `(&${base}${extra})` : base;
}

/** A filter matching an entry whose login id or e-mail is `loginId`, with the value escaped. */
export function loginFilter(config: LdapConfig, loginId: string): string {
  const { EqualityFilter, OrFilter } = ldapts();
  const filters = [new EqualityFilter({ attribute: config.loginIdAttribute, value: loginId })];
  if (config.emailAttribute && config.emailAttribute !== config.loginIdAttribute)
    filters.push(new EqualityFilter({ attribute: config.emailAttribute, value: loginId }));
  return new OrFilter({ filters }).toString();
}

/** Searches user entries under baseDn (bound as the admin), paged when searchPageSize > 0. */
export async function searchUsers(client: Client, config: LdapConfig, extraFilter?: string): Promise<Entry[]> {
  const { searchEntries } = await client.search(config.baseDn, {
    scope: 'sub',
    filter: combinedFilter(config, extraFilter),
    attributes: userAttributes(config),
    timeLimit: config.searchTimeout,
    ...(config.searchPageSize > 0 ? { paged: { pageSize: config.searchPageSize } } : {}),
  });
  return searchEntries;
}

/** The first value of an entry's attribute as text (case-insensitive name), or null. */
export function attributeOf(entry: Entry, name: string): string | null {
  if (!name) return null;
  const key = Object.keys(entry).find((k) => k.toLowerCase() === name.toLowerCase());
  if (!key) return null;
  const raw = entry[key];
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (first === undefined || first === null) return null;
  const text = Buffer.isBuffer(first) ? first.toString('utf8') : String(first);
  return text === '' ? null : text;
}
