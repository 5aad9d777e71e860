import type { ServerConfig } from '../config.js';
import type { NodesFolder } from './nodes-folder.js';
import { isNpmAvailable, runNpm } from './npm.js';
import { registryArgs } from './registry.js';

/** How long an update check's answer about a package's latest version is trusted. */
const UPDATE_CHECK_TTL_MS = 60 * 60_000;

/**
 * Asks the registry for the latest version of packages installed from it (`updateAvailable` in
 * the list), remembering each answer for an hour. Never asks for tarball installs, offline
 * instances or with WEFT_COMMUNITY_PACKAGES_CHECK_UPDATES=false.
 */
export class UpdateChecks {
  private readonly latest = new Map<string, { version?: string; at: number }>();

  constructor(
    private readonly config: ServerConfig['communityPackages'],
    private readonly folder: NodesFolder,
  ) {}

  /** Forgets what the registry said about a package (it was just installed, updated or removed). */
  forget(name: string): void {
    this.latest.delete(name);
  }

  /** The latest version on the registry of a package installed from it, or undefined when unknown or not asked. */
  async latestVersion(name: string): Promise<string | undefined> {
    if (!this.config.checkUpdates || this.config.npmOffline || this.folder.fromTarball(name)) return undefined;
    const cached = this.latest.get(name);
    if (cached && Date.now() - cached.at < UPDATE_CHECK_TTL_MS) return cached.version;
    let version: string | undefined;
    if (await isNpmAvailable()) {
      const result = await runNpm(['view', ...registryArgs(), name, 'version', '--json'], this.folder.path, 15_000);
      try {
        const parsed = JSON.parse(result.stdout) as unknown;
        if (result.code === 0 && typeof parsed === 'string') version = parsed;
      } catch {
        /* unknown: no badge */
      }
    }
    this.latest.set(name, { version, at: Date.now() });
    return version;
  }
}

/** Compares two dotted versions numerically (pre-release tags sort before the release). */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.split('-', 2);
    return { parts: core.split('.').map((p) => Number.parseInt(p, 10) || 0), pre };
  };
  const x = parse(a);
  const y = parse(b);
  for (let i = 0; i < Math.max(x.parts.length, y.parts.length); i++) {
    const d = (x.parts[i] ?? 0) - (y.parts[i] ?? 0);
    if (d) return d;
  }
  if (x.pre && !y.pre) return -1;
  if (!x.pre && y.pre) return 1;
  return 0;
}
