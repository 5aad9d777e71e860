/** SFTP sessions of the FTP node on `ssh2-sftp-client` (the library n8n uses), connected as n8n connects them. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import type SftpClient from 'ssh2-sftp-client';
import type { ExecuteContext } from '@weft/workflow';
import { lazyRequire } from '../shared/lazy-require.js';
import { HostKeyMismatchError, sshConnectConfig, type SshCredentials } from '../ssh/connection.js';

const sftpClient = lazyRequire<typeof import('ssh2-sftp-client')>('ssh2-sftp-client');

/**
 * Connects an SFTP client for the `sftp` credential: by private key when one is set (the password
 * offered too), else by password; 10 s to get ready, compression offered, host key checked when
 * the credential names one.
 */
export async function connectSftp(ctx: ExecuteContext, credentials: SshCredentials): Promise<SftpClient> {
  const { config, mismatch } = await sshConnectConfig(ctx, credentials, {
    usePrivateKey: !!credentials.privateKey,
    passwordWithKey: true,
    readyTimeout: 10000,
    compress: true,
  });
  const client = new (sftpClient())();
  try {
    await client.connect(config);
  } catch (error) {
    await client.end().catch(() => undefined);
    const got = mismatch();
    throw got ? new HostKeyMismatchError(String(config.host), got) : error;
  }
  return client;
}

/** Creates the missing folder of a file path, as n8n does before an SFTP upload or a rename with folders. */
export async function createParentFolders(client: SftpClient, path: string): Promise<void> {
  const dir = posix.dirname(path);
  if (!(await client.exists(dir))) await client.mkdir(dir, true);
}

/** Downloads with parallel reads (`fastGet`) through a temporary file, removed afterwards. */
export async function fastDownload(
  client: SftpClient,
  path: string,
  concurrency: number,
  chunkSize: number,
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'weft-sftp-'));
  try {
    const local = join(dir, 'file');
    await client.fastGet(path, local, { concurrency, chunkSize });
    return await readFile(local);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
