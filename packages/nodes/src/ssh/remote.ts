/** Commands and SFTP file transfers over an `ssh2` connection, with the results n8n's SSH node (node-ssh) gives. */
import { posix } from 'node:path';
import type { Client, SFTPWrapper, Stats } from 'ssh2';

/** What a command gives: its exit code and signal (null when none) and its trimmed output. */
export interface CommandResult {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
}

/** A path quoted for a POSIX shell, left as it is when it holds only safe characters. */
export function shellQuote(text: string): string {
  if (/^[A-Za-z0-9_/-]+$/.test(text)) return text;
  return `'${text.replace(/'/g, "'\\''")}'`.replace(/^(?:'')+/g, '').replace(/\\'''/g, "\\'");
}

/** Runs a command (in `cwd` when given, through `cd`), collecting its output. */
export function execCommand(client: Client, command: string, cwd?: string): Promise<CommandResult> {
  const full = cwd ? `cd ${shellQuote(cwd)} ; ${command}` : command;
  return new Promise((resolve, reject) => {
    client.exec(full, (error, channel) => {
      if (error) return reject(error);
      const stdout: Buffer[] = [];
      const stderr: Buffer[] = [];
      let code: number | null = null;
      let signal: string | null = null;
      channel.on('data', (chunk: Buffer) => stdout.push(chunk));
      channel.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
      channel.on('exit', (c: number | null, s?: string) => {
        code = c ?? null;
        signal = s ?? null;
      });
      channel.on('close', () =>
        resolve({
          code,
          signal,
          stdout: Buffer.concat(stdout).toString().trim(),
          stderr: Buffer.concat(stderr).toString().trim(),
        }),
      );
      channel.end();
    });
  });
}

/** Opens the SFTP subsystem of a connection. */
export function openSftp(client: Client): Promise<SFTPWrapper> {
  return new Promise((resolve, reject) => client.sftp((error, sftp) => (error ? reject(error) : resolve(sftp))));
}

function stat(sftp: SFTPWrapper, path: string): Promise<Stats | undefined> {
  return new Promise((resolve) => sftp.stat(path, (error, stats) => resolve(error ? undefined : stats)));
}

function mkdir(sftp: SFTPWrapper, path: string): Promise<void> {
  return new Promise((resolve, reject) => sftp.mkdir(path, (error) => (error ? reject(error) : resolve())));
}

/** Creates a folder and its missing parents over SFTP (a file in the way is an error). */
export async function mkdirp(sftp: SFTPWrapper, path: string): Promise<void> {
  const stats = await stat(sftp, path);
  if (stats) {
    if (stats.isDirectory()) return;
    throw new Error('mkdir() failed, target already exists and is not a directory');
  }
  try {
    await mkdir(sftp, path);
  } catch (error) {
    const parent = posix.dirname(path);
    if ((error as Error).message !== 'No such file' || parent === path) throw error;
    await mkdirp(sftp, parent);
    await mkdir(sftp, path);
  }
}

/** Reads a remote file whole. */
export function readRemoteFile(sftp: SFTPWrapper, path: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    sftp.readFile(path, (error, data) => (error ? reject(error) : resolve(data))),
  );
}

function writeFile(sftp: SFTPWrapper, path: string, data: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) =>
    sftp.writeFile(path, Buffer.from(data), (error) => (error ? reject(error) : resolve())),
  );
}

/** Writes a remote file, creating its folder when it is missing (as node-ssh's putFile does). */
export async function writeRemoteFile(sftp: SFTPWrapper, path: string, data: Uint8Array): Promise<void> {
  try {
    await writeFile(sftp, path, data);
  } catch (error) {
    if ((error as Error).message !== 'No such file') throw error;
    await mkdirp(sftp, posix.dirname(path));
    await writeFile(sftp, path, data);
  }
}
