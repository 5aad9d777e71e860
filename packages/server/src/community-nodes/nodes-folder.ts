import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { badRequest } from '../http/errors.js';
import { nodesFolder, npmFailure, runNpm } from './npm.js';
import { registryArgs } from './registry.js';

/** The SHA-256 of some bytes, as lower-case hex. */
export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A SHA-256 as lower-case hex: the only thing a tarball's file name is ever made of. */
const SHA256 = /^[0-9a-f]{64}$/;

/** The SHA-256 in a `file:.tarballs/{sha256}.tgz` dependency spec, or undefined for any other spec. */
export function tarballShaOfSpec(spec: string): string | undefined {
  if (!spec.startsWith('file:')) return undefined;
  const sha = basename(spec.slice(5)).replace(/\.tgz$/, '');
  return SHA256.test(sha) ? sha : undefined;
}

/** What {@link NodesFolder.snapshot} kept, to put a package back after a failed change. */
export interface FolderSnapshot {
  readonly dir: string;
  readonly packageName: string;
  readonly hadPackage: boolean;
}

/**
 * `{WEFT_HOME}/nodes`, the npm project community packages are installed into: npm runs with an
 * argument list, never a shell, with `--ignore-scripts` (and `--offline` when configured, and
 * `--registry` when WEFT_COMMUNITY_PACKAGES_REGISTRY is set).
 * Tarballs are kept in `.tarballs/{sha256}.tgz`, so `package.json` names each tarball install by
 * its hash (`file:.tarballs/{sha256}.tgz`) and the file stays while the package is installed.
 */
export class NodesFolder {
  constructor(
    private readonly home: string,
    private readonly npmOffline: boolean,
  ) {}

  /** The folder (created with its private package.json on first use). */
  get path(): string {
    return nodesFolder(this.home);
  }

  /** Where a package is installed. */
  packageDir(name: string): string {
    return join(this.path, 'node_modules', name);
  }

  private get tarballsDir(): string {
    return join(this.path, '.tarballs');
  }

  /** The `dependencies` of the folder's package.json: what Weft installed here, by name. */
  dependencies(): Record<string, string> {
    try {
      return (
        (JSON.parse(readFileSync(join(this.path, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> })
          .dependencies ?? {}
      );
    } catch {
      return {};
    }
  }

  /** Whether a package was installed from a tarball (`file:` in package.json). */
  fromTarball(name: string): boolean {
    return (this.dependencies()[name] ?? '').startsWith('file:');
  }

  /** The SHA-256 of the tarball a package was installed from, when it came from `.tarballs/`. */
  tarballShaOf(name: string, dependencies = this.dependencies()): string | undefined {
    return tarballShaOfSpec(dependencies[name] ?? '');
  }

  /** The file a `file:` dependency points at (relative specs are relative to the folder), if it exists. */
  tarballFileOf(name: string): string | undefined {
    const spec = this.dependencies()[name] ?? '';
    if (!spec.startsWith('file:')) return undefined;
    const file = resolve(this.path, spec.slice(5));
    return existsSync(file) ? file : undefined;
  }

  /** The version in a package's installed package.json, or undefined when it is not on disk. */
  versionOnDisk(name: string): string | undefined {
    try {
      const version = (
        JSON.parse(readFileSync(join(this.packageDir(name), 'package.json'), 'utf8')) as { version?: unknown }
      ).version;
      return typeof version === 'string' ? version : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * Writes a tarball to `.tarballs/{sha256}.tgz` after checking that its bytes have that hash, and
   * answers the path. The name comes from the hash alone, never from a caller.
   */
  placeTarball(bytes: Buffer, sha256: string): string {
    if (!SHA256.test(sha256)) throw new Error(`"${sha256}" is not a SHA-256`);
    const actual = sha256Of(bytes);
    if (actual !== sha256)
      throw new Error(`the tarball's SHA-256 is ${actual}, not the ${sha256} recorded with the package`);
    mkdirSync(this.tarballsDir, { recursive: true });
    const file = join(this.tarballsDir, `${sha256}.tgz`);
    if (existsSync(file) && sha256Of(readFileSync(file)) === sha256) return file;
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return file;
  }

  /** Removes kept tarballs that no dependency names any more. */
  pruneTarballs(): void {
    if (!existsSync(this.tarballsDir)) return;
    const used = new Set(
      Object.values(this.dependencies())
        .map(tarballShaOfSpec)
        .filter(Boolean)
        .map((sha) => `${sha}.tgz`),
    );
    for (const file of readdirSync(this.tarballsDir))
      if (!used.has(file)) rmSync(join(this.tarballsDir, file), { force: true });
  }

  /** Runs `npm install <target>` here, saving it in package.json; throws a 400 with npm's last lines. */
  async install(target: string, what: string): Promise<void> {
    // Peers are not installed: n8n packages name `n8n-workflow` as one, and Weft answers
    // `require('n8n-workflow')` itself (n8n-runtime/); n8n's own package is never fetched.
    const flags = [
      '--prefix',
      this.path,
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '--save',
      '--legacy-peer-deps',
    ];
    if (this.npmOffline) flags.push('--offline');
    const result = await runNpm(['install', ...flags, ...registryArgs(), target], this.path);
    if (result.code !== 0) throw badRequest(`npm could not ${what}: ${npmFailure(result)}`);
  }

  /** Uninstalls a package (npm, offline), removing its folder even when npm cannot run. */
  async uninstall(name: string): Promise<void> {
    const result = await runNpm(
      ['uninstall', '--prefix', this.path, '--ignore-scripts', '--no-audit', '--no-fund', '--offline', name],
      this.path,
    );
    if (result.code !== 0) rmSync(this.packageDir(name), { recursive: true, force: true });
    this.pruneTarballs();
  }

  /** Copies a package's folder, package.json and package-lock.json aside, to put them back with {@link restore}. */
  snapshot(name: string): FolderSnapshot {
    const dir = mkdtempSync(join(this.path, '.backup-'));
    const pkg = this.packageDir(name);
    const hadPackage = existsSync(pkg);
    if (hadPackage) cpSync(pkg, join(dir, 'package'), { recursive: true });
    for (const file of ['package.json', 'package-lock.json'])
      if (existsSync(join(this.path, file))) cpSync(join(this.path, file), join(dir, file));
    return { dir, packageName: name, hadPackage };
  }

  /** Puts back what a snapshot kept (and drops the snapshot). */
  restore(snapshot: FolderSnapshot): void {
    const pkg = this.packageDir(snapshot.packageName);
    rmSync(pkg, { recursive: true, force: true });
    if (snapshot.hadPackage) cpSync(join(snapshot.dir, 'package'), pkg, { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) {
      if (existsSync(join(snapshot.dir, file))) cpSync(join(snapshot.dir, file), join(this.path, file));
      else rmSync(join(this.path, file), { force: true });
    }
    this.discard(snapshot);
  }

  /** Drops a snapshot. */
  discard(snapshot: FolderSnapshot): void {
    rmSync(snapshot.dir, { recursive: true, force: true });
  }
}
