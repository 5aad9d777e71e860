/**
 * SSH connections of the SSH and FTP (SFTP) nodes, on `ssh2`: the outgoing-connection guard
 * first, then password or private-key login, and host-key checking.
 *
 * Host keys: n8n accepts any host key. Weft does too unless the credential's "Host Key
 * Fingerprint" is set (the server key's SHA256 fingerprint as `ssh-keygen -lf <key>.pub` or
 * `ssh-keyscan <host> | ssh-keygen -lf -` print it, e.g. `SHA256:abc…`; several may be given,
 * separated by commas or spaces), in which case a server whose key differs is refused. Setting the
 * environment variable `WEFT_SSH_REQUIRE_HOST_KEY=true` makes the fingerprint mandatory for
 * every SSH and SFTP credential.
 */
import { createHash } from 'node:crypto';
import type { Client, ConnectConfig } from 'ssh2';
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';

const ssh2 = lazyRequire<typeof import('ssh2')>('ssh2');

/** What the `sshPassword`, `sshPrivateKey` and `sftp` credentials hold. */
export interface SshCredentials {
  host?: unknown;
  port?: unknown;
  username?: unknown;
  password?: unknown;
  privateKey?: unknown;
  passphrase?: unknown;
  hostKeyFingerprint?: unknown;
}

/**
 * A private key pasted on one line (its line breaks turned into spaces, or `\n` written out) made
 * a PEM/OpenSSH block again, as n8n does; a key that has line breaks is left as it is.
 */
export function formatPrivateKey(privateKey: string): string {
  if (!privateKey || /\n/.test(privateKey)) return privateKey;
  let out = '';
  for (const part of privateKey.split('-----').filter((p) => p !== '')) {
    if (/(PRIVATE KEY|CERTIFICATE)/.test(part)) out += `-----${part}-----`;
    else {
      const text = /Proc-Type|DEK-Info/.test(part) ? part.replace(/:\s+/g, ':') : part;
      out += text.replace(/\\n/g, '\n').replace(/\s+/g, '\n');
    }
  }
  return out;
}

/** The SHA256 fingerprint of a host key, as OpenSSH prints it (`SHA256:` and unpadded base64). */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/** The fingerprints a credential accepts (empty: any). */
export function acceptedFingerprints(value: unknown): string[] {
  return String(value ?? '')
    .split(/[\s,]+/)
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => (f.startsWith('SHA256:') ? f : `SHA256:${f}`).replace(/=+$/, ''));
}

/** Options of {@link connectSsh}. */
export interface ConnectOptions {
  /** Log in with the private key (and its passphrase) rather than the password. */
  usePrivateKey: boolean;
  /** Also offer the password when a private key is used (the SFTP credential does). */
  passwordWithKey?: boolean;
  readyTimeout?: number;
  /** Offer zlib compression (n8n's FTP node does for SFTP). */
  compress?: boolean;
}

/** Thrown when the server's host key is not one the credential names. */
export class HostKeyMismatchError extends Error {
  constructor(host: string, got: string) {
    super(`The host key of ${host} (${got}) does not match the credential's Host Key Fingerprint`);
    this.name = 'HostKeyMismatchError';
  }
}

/** The `ssh2` connection settings of a credential: guard checked, private key formatted, host key verified. */
export async function sshConnectConfig(
  ctx: ExecuteContext,
  credentials: SshCredentials,
  options: ConnectOptions,
): Promise<{ config: ConnectConfig; mismatch: () => string | undefined }> {
  const host = String(credentials.host ?? '');
  await ctx.helpers.assertHostAllowed(host);
  const accepted = acceptedFingerprints(credentials.hostKeyFingerprint);
  if (accepted.length === 0 && /^(1|true|yes)$/i.test(process.env.WEFT_SSH_REQUIRE_HOST_KEY ?? '')) {
    throw new NodeOperationError(
      ctx.getNode(),
      'This instance requires a Host Key Fingerprint on SSH and SFTP credentials (WEFT_SSH_REQUIRE_HOST_KEY)',
      {
        description:
          "Add the server key's SHA256 fingerprint (ssh-keyscan <host> | ssh-keygen -lf -) to the credential.",
      },
    );
  }
  let seen: string | undefined;
  const config: ConnectConfig = {
    host,
    port: Number(credentials.port ?? 22),
    username: String(credentials.username ?? ''),
    readyTimeout: options.readyTimeout ?? 20000,
    ...(accepted.length > 0
      ? {
          hostVerifier: (key: Buffer) => {
            const fingerprint = hostKeyFingerprint(key);
            if (accepted.includes(fingerprint)) return true;
            seen = fingerprint;
            return false;
          },
        }
      : {}),
    ...(options.compress ? { algorithms: { compress: ['zlib@openssh.com', 'zlib', 'none'] } } : {}),
  };
  if (options.usePrivateKey) {
    config.privateKey = formatPrivateKey(String(credentials.privateKey ?? ''));
    if (credentials.passphrase) config.passphrase = String(credentials.passphrase);
    if (options.passwordWithKey && credentials.password) config.password = String(credentials.password);
  } else {
    config.password = String(credentials.password ?? '');
  }
  return { config, mismatch: () => seen };
}

/** Opens an SSH connection for a credential (see the module's notes on host keys). */
export async function connectSsh(
  ctx: ExecuteContext,
  credentials: SshCredentials,
  options: ConnectOptions,
): Promise<Client> {
  const { config, mismatch } = await sshConnectConfig(ctx, credentials, options);
  const client = new (ssh2().Client)();
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => {
      client.removeListener('ready', onReady);
      const got = mismatch();
      reject(got ? new HostKeyMismatchError(String(config.host), got) : error);
    };
    const onReady = () => {
      client.removeListener('error', onError);
      // Later errors (a dropped connection) fail the command that is running.
      client.on('error', () => undefined);
      resolve();
    };
    client.once('error', onError);
    client.once('ready', onReady);
    try {
      client.connect(config);
    } catch (error) {
      // A key ssh2 cannot read is refused here, before any connection.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- what ssh2 threw (an Error) is passed on as it is
      reject(error);
    }
  });
  return client;
}
