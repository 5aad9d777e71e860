import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Fails a suite that runs the built `weft` command (`packages/cli/bin/weft.js` loads `dist/`) when
 * the build is missing, instead of skipping it and passing silently. `paths` are relative to the
 * repository root. `npm test` builds first, so this only fires on a bare vitest run.
 */
export function requireBuild(suite: string, ...paths: string[]): void {
  const missing = paths.filter((p) => !existsSync(join(ROOT, p)));
  if (missing.length) {
    throw new Error(
      `${suite} runs the built weft command, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing: run \`npm run build\` first`,
    );
  }
}
