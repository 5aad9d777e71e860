import { runNpm } from './npm.js';

/** npm's public registry, used when nothing else is configured. */
export const DEFAULT_REGISTRY = 'https://registry.npmjs.org';

/**
 * The registry set with WEFT_COMMUNITY_PACKAGES_REGISTRY (read when asked, without a trailing
 * slash), or undefined when it is not set.
 */
export function configuredRegistry(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.WEFT_COMMUNITY_PACKAGES_REGISTRY?.trim();
  return value ? value.replace(/\/+$/, '') : undefined;
}

/** `['--registry', url]` when WEFT_COMMUNITY_PACKAGES_REGISTRY is set, for npm install, update and view; else nothing. */
export function registryArgs(): string[] {
  const registry = configuredRegistry();
  return registry ? ['--registry', registry] : [];
}

let npmRegistry: Promise<string | undefined> | undefined;

/** What `npm config get registry` answers (asked once per process), or undefined when npm cannot say. */
function npmConfiguredRegistry(cwd: string): Promise<string | undefined> {
  npmRegistry ??= runNpm(['config', 'get', 'registry'], cwd, 15_000).then(
    (r) => {
      const value = r.stdout.trim();
      return r.code === 0 && /^https?:\/\//i.test(value) ? value.replace(/\/+$/, '') : undefined;
    },
    () => undefined,
  );
  return npmRegistry;
}

/**
 * The registry community packages are searched on: WEFT_COMMUNITY_PACKAGES_REGISTRY when set,
 * else npm's configured registry, else {@link DEFAULT_REGISTRY}.
 */
export async function searchRegistry(cwd: string): Promise<string> {
  return configuredRegistry() ?? (await npmConfiguredRegistry(cwd)) ?? DEFAULT_REGISTRY;
}
