import type { SecretsProvider } from './types.js';

/** The owner's settings of the HashiCorp Vault provider (kept encrypted in the `setting` table). */
export interface VaultSettings {
  /** The Vault's address, with or without the `/v1` API prefix (n8n's form includes it). */
  url: string;
  namespace?: string;
  authMethod: 'token' | 'appRole';
  token?: string;
  roleId?: string;
  secretId?: string;
  /** KV version 2 mounts to read, comma-separated (default `secret`). */
  mounts?: string;
}

/** The fields of {@link VaultSettings} that are secret, never answered by a route. */
export const VAULT_SECRET_FIELDS = ['token', 'secretId'] as const;

const MAX_SECRETS = 2000;
const MAX_DEPTH = 10;
const TIMEOUT_MS = 10_000;

/** Checks settings sent by a client; answers them cleaned, or throws a message naming the field. */
export function checkVaultSettings(input: unknown): VaultSettings {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    throw new Error('The Vault settings must be an object');
  const s = input as Record<string, unknown>;
  const str = (key: string): string | undefined => {
    const v = s[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v !== 'string') throw new Error(`The Vault setting "${key}" must be text`);
    return v.trim();
  };
  const url = str('url');
  if (!url) throw new Error('The Vault setting "url" is required (e.g. https://vault.example.com/v1/)');
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error();
  } catch {
    throw new Error(`The Vault setting "url" is not an http(s) URL: "${url}"`);
  }
  const authMethod = str('authMethod') ?? 'token';
  if (authMethod !== 'token' && authMethod !== 'appRole')
    throw new Error(`The Vault setting "authMethod" must be "token" or "appRole", not "${authMethod}"`);
  const out: VaultSettings = {
    url,
    authMethod,
    namespace: str('namespace'),
    token: str('token'),
    roleId: str('roleId'),
    secretId: str('secretId'),
    mounts: str('mounts'),
  };
  const mounts = mountList(out);
  const badMount = mounts.find((m) => !/^[A-Za-z0-9_][A-Za-z0-9_./-]*$/.test(m) || m.includes('..'));
  if (badMount) throw new Error(`The Vault mount "${badMount}" is not a valid mount path`);
  return out;
}

function mountList(settings: VaultSettings): string[] {
  const list = (settings.mounts ?? 'secret')
    .split(',')
    .map((m) => m.trim().replace(/^\/+|\/+$/g, ''))
    .filter(Boolean);
  return list.length ? list : ['secret'];
}

function apiBase(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  return /\/v1$/.test(trimmed) ? `${trimmed}/` : `${trimmed}/v1/`;
}

class VaultHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * HashiCorp Vault, KV version 2, with a token (checked with `auth/token/lookup-self`) or an
 * AppRole (`auth/approle/login`) sign-in. An
 * update lists every mount's secrets (`<mount>/metadata/<path>?list=true`) and reads each one
 * (`<mount>/data/<path>`): `$secrets.vault.<mount>.<path>.<key>` (folders nest).
 */
export class VaultSecretsProvider implements SecretsProvider {
  readonly name = 'vault';
  readonly displayName = 'HashiCorp Vault';
  private cached: Record<string, unknown> = {};

  constructor(private readonly settings: VaultSettings) {}

  private async call(method: string, path: string, token: string | undefined, body?: unknown): Promise<any> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers['x-vault-token'] = token;
    if (this.settings.namespace) headers['x-vault-namespace'] = this.settings.namespace;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await fetch(apiBase(this.settings.url) + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code;
      throw new VaultHttpError(
        0,
        cause === 'ECONNREFUSED'
          ? 'Connection refused: check the host and port of the Vault URL'
          : `The Vault could not be reached: ${(e as Error).message}`,
      );
    }
    const text = await res.text();
    let parsed: any;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    if (!res.ok) {
      const detail =
        Array.isArray(parsed?.errors) && parsed.errors.length ? `: ${parsed.errors.map(String).join('; ')}` : '';
      throw new VaultHttpError(
        res.status,
        `The Vault answered ${res.status} to ${method} /v1/${path.replace(/\?.*$/, '')}${detail}`,
      );
    }
    return parsed;
  }

  /** A token for this update: the configured one, or a fresh AppRole sign-in. */
  private async signIn(): Promise<string> {
    const s = this.settings;
    if (s.authMethod === 'appRole') {
      if (!s.roleId || !s.secretId) throw new Error('The Vault AppRole sign-in needs both "roleId" and "secretId"');
      let answer: any;
      try {
        answer = await this.call('POST', 'auth/approle/login', undefined, { role_id: s.roleId, secret_id: s.secretId });
      } catch (e) {
        if (e instanceof VaultHttpError && (e.status === 400 || e.status === 403))
          throw new Error('The Vault refused the AppRole sign-in: check the role id and secret id', { cause: e });
        throw e;
      }
      const token = answer?.auth?.client_token;
      if (typeof token !== 'string' || !token) throw new Error('The Vault AppRole sign-in answered no client token');
      return token;
    }
    if (!s.token) throw new Error('The Vault token sign-in needs a "token"');
    try {
      await this.call('GET', 'auth/token/lookup-self', s.token);
    } catch (e) {
      if (e instanceof VaultHttpError && e.status === 403)
        throw new Error('The Vault refused the token (403 on auth/token/lookup-self): check the token', { cause: e });
      if (e instanceof VaultHttpError && e.status === 404)
        throw new Error('The Vault URL has no API here: check the URL (it may need /v1/ at its end)', { cause: e });
      throw e;
    }
    return s.token;
  }

  async update(): Promise<void> {
    const token = await this.signIn();
    const out: Record<string, unknown> = {};
    let count = 0;
    const readFolder = async (
      mount: string,
      path: string,
      into: Record<string, unknown>,
      depth: number,
    ): Promise<void> => {
      let keys: unknown;
      try {
        keys = (await this.call('GET', `${mount}/metadata/${path}?list=true`, token))?.data?.keys;
      } catch (e) {
        if (e instanceof VaultHttpError && e.status === 404) return; // an empty mount or folder
        if (e instanceof VaultHttpError && e.status === 403)
          throw new Error(`The Vault token may not list "${mount}/${path}" (it needs "list" on ${mount}/metadata/*)`, {
            cause: e,
          });
        throw e;
      }
      if (!Array.isArray(keys)) return;
      for (const key of keys) {
        if (typeof key !== 'string' || !key) continue;
        if (key.endsWith('/')) {
          if (depth >= MAX_DEPTH) continue;
          const child: Record<string, unknown> = {};
          await readFolder(mount, path + key, child, depth + 1);
          into[key.slice(0, -1)] = child;
          continue;
        }
        if (++count > MAX_SECRETS)
          throw new Error(
            `The Vault holds more than ${MAX_SECRETS} secrets under the configured mounts; name fewer mounts`,
          );
        const data = (await this.call('GET', `${mount}/data/${path}${encodeURIComponent(key)}`, token))?.data?.data;
        if (data && typeof data === 'object' && !Array.isArray(data)) into[key] = data;
      }
    };
    for (const mount of mountList(this.settings)) {
      const tree: Record<string, unknown> = {};
      await readFolder(mount, '', tree, 0);
      out[mount] = tree;
    }
    this.cached = out;
  }

  secrets(): Record<string, unknown> {
    return this.cached;
  }
}
