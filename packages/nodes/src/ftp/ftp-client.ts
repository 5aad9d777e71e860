/**
 * FTP sessions on `basic-ftp` that behave as n8n's FTP client (promise-ftp over `@icetee/ftp`):
 * plain `LIST <path>` listings read by {@link parseListing}, recursive folder creation and
 * removal done the same way, and errors carrying the server's text without its reply code (the
 * code is kept in `code`).
 */
import { Readable, Writable } from 'node:stream';
import type { Client, FileInfo } from 'basic-ftp';
import { lazyRequire } from '../shared/lazy-require.js';
import { parseListing, type FtpListEntry } from './list-parser.js';

const basicFtp = lazyRequire<typeof import('basic-ftp')>('basic-ftp');

/** An FTP error as n8n's client words it: the reply text, its numeric code in `code`. */
export class FtpReplyError extends Error {
  code: number | string | undefined;
  constructor(message: string, code?: number | string) {
    super(message);
    this.name = 'FtpReplyError';
    this.code = code;
  }
}

/** A `basic-ftp` error made n8n's: an FTP reply loses its leading code on every line. */
export function ftpError(error: unknown): Error {
  const e = error as { message?: string; code?: unknown };
  if (typeof e?.code === 'number') {
    const text = String(e.message ?? '')
      .replace(new RegExp(`(^|\\r?\\n)${e.code}(?: |-)`, 'g'), '$1')
      .trim();
    return new FtpReplyError(text, e.code);
  }
  return error instanceof Error ? error : new Error(String(error));
}

/** One connected FTP session. */
export class FtpSession {
  private constructor(private readonly client: Client) {}

  /** Connects and logs in (no TLS, as n8n's FTP credential has none). */
  static async connect(options: { host: string; port: number; user: string; password: string }): Promise<FtpSession> {
    const client = new (basicFtp().Client)(30000);
    try {
      await client.access({
        host: options.host,
        port: options.port,
        user: options.user,
        password: options.password,
        secure: false,
      });
    } catch (error) {
      client.close();
      throw ftpError(error);
    }
    // n8n lists with a plain LIST (no hidden files, no MLSD) and reads the lines itself.
    client.availableListCommands = ['LIST'];
    client.parseList = (raw: string) => parseListing(raw) as unknown as FileInfo[];
    return new FtpSession(client);
  }

  private async run<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } catch (error) {
      throw ftpError(error);
    }
  }

  /** The entries of a folder (`LIST <path>`). */
  list(path: string): Promise<FtpListEntry[]> {
    return this.run(async () => (await this.client.list(path)) as unknown as FtpListEntry[]);
  }

  /** Deletes a file (`DELE`). */
  async delete(path: string): Promise<void> {
    await this.run(() => this.client.send(`DELE ${path}`));
  }

  /** Renames or moves (`RNFR`/`RNTO`). */
  async rename(from: string, to: string): Promise<void> {
    await this.run(async () => {
      await this.client.send(`RNFR ${from}`);
      await this.client.send(`RNTO ${to}`);
    });
  }

  /** Writes a file (`STOR`). */
  async put(data: Uint8Array, path: string): Promise<void> {
    await this.run(() => this.client.uploadFrom(Readable.from([Buffer.from(data)]), path));
  }

  /** Reads a file whole (`RETR`). */
  async get(path: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await this.run(() => this.client.downloadTo(sink, path));
    return Buffer.concat(chunks);
  }

  /**
   * Creates a folder; `recursive` walks down from the root (or the working folder), entering
   * what exists and creating the rest, then returns to the working folder.
   */
  async mkdir(path: string, recursive: boolean): Promise<void> {
    if (!recursive) {
      await this.run(() => this.client.send(`MKD ${path}`));
      return;
    }
    const start = await this.run(() => this.client.pwd());
    let rest = path;
    const absolute = rest.startsWith('/');
    if (absolute) rest = rest.slice(1);
    if (rest.endsWith('/')) rest = rest.slice(0, -1);
    const dirs = rest.split('/');
    try {
      if (absolute) await this.run(() => this.client.send('CWD /'));
      let searching = true;
      for (let i = 0; i < dirs.length; i++) {
        const dir = dirs[i]!;
        if (searching) {
          try {
            await this.run(() => this.client.send(`CWD ${dir}`));
            continue;
          } catch (error) {
            if ((error as FtpReplyError).code !== 550) throw error;
            searching = false;
          }
        }
        await this.run(() => this.client.send(`MKD ${dir}`));
        await this.run(() => this.client.send(`CWD ${dir}`));
      }
    } finally {
      await this.client.send(`CWD ${start}`).catch(() => undefined);
    }
  }

  /** Removes a folder (`RMD`); `recursive` first deletes what it lists inside, folders depth first. */
  async rmdir(path: string, recursive: boolean): Promise<void> {
    if (!recursive) {
      await this.run(() => this.client.send(`RMD ${path}`));
      return;
    }
    const entries = await this.list(path);
    for (const entry of entries) {
      const sub = entry.name.startsWith('/')
        ? entry.name
        : path.endsWith('/')
          ? `${path}${entry.name}`
          : `${path}/${entry.name}`;
      if (entry.type === 'd') {
        if (entry.name === '.' || entry.name === '..') continue;
        await this.rmdir(sub, true);
      } else {
        await this.delete(sub);
      }
    }
    // A path naming a file lists as that file, which is then already deleted.
    if (entries[0]?.name === path) return;
    await this.rmdir(path, false);
  }

  /** Logs out and closes the connection. */
  async end(): Promise<void> {
    try {
      await this.client.send('QUIT');
    } catch {
      /* closing anyway */
    }
    this.client.close();
  }
}
