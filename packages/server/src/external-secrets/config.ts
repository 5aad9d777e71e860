/**
 * External secrets settings from the environment. The environment and files providers are set
 * only here (by whoever runs the server), so a workflow editor can never widen what they expose:
 *
 * - WEFT_EXTERNAL_SECRETS_ENV_PREFIX (e.g. `WEFT_SECRET_`): every variable with this prefix is a
 *   secret named by the rest (`WEFT_SECRET_DB_PASSWORD` is `$secrets.env.DB_PASSWORD`). An empty
 *   prefix is refused: it would expose every variable.
 * - WEFT_EXTERNAL_SECRETS_ENV_NAMES: a comma-separated list of variables exposed under their own names.
 * - WEFT_EXTERNAL_SECRETS_FILES_DIR: a folder with one secret per file (Docker or Kubernetes secrets);
 *   the file name is the secret's name, one trailing newline is dropped.
 * - WEFT_EXTERNAL_SECRETS_UPDATE_INTERVAL: seconds between reads of the Vault (default 300, n8n's).
 */
export interface ExternalSecretsConfig {
  envPrefix?: string;
  envNames: string[];
  filesDir?: string;
  updateIntervalMs: number;
  /** The environment the env provider reads (a function, so the values never appear in a dump of the config). */
  readEnv: () => Record<string, string | undefined>;
}

const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Reads and checks the external secrets settings; throws naming the variable that is wrong. */
export function loadExternalSecretsConfig(env: Record<string, string | undefined>): ExternalSecretsConfig {
  const prefix = env.WEFT_EXTERNAL_SECRETS_ENV_PREFIX;
  if (prefix !== undefined && !ENV_NAME.test(prefix)) {
    throw new Error(
      `WEFT_EXTERNAL_SECRETS_ENV_PREFIX must be a non-empty variable name prefix such as "WEFT_SECRET_", not "${prefix}"`,
    );
  }
  const envNames = (env.WEFT_EXTERNAL_SECRETS_ENV_NAMES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = envNames.find((n) => !ENV_NAME.test(n));
  if (bad) throw new Error(`WEFT_EXTERNAL_SECRETS_ENV_NAMES lists "${bad}", which is not a variable name`);
  const seconds = Number(env.WEFT_EXTERNAL_SECRETS_UPDATE_INTERVAL ?? 300);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error('WEFT_EXTERNAL_SECRETS_UPDATE_INTERVAL must be a number of seconds');
  return {
    envPrefix: prefix || undefined,
    envNames,
    filesDir: env.WEFT_EXTERNAL_SECRETS_FILES_DIR || undefined,
    updateIntervalMs: seconds * 1000,
    readEnv: () => env,
  };
}
