import type { SecretsProvider } from './types.js';

/**
 * Secrets from environment variables, limited to a prefix or an explicit list set by whoever
 * runs the server (WEFT_EXTERNAL_SECRETS_ENV_PREFIX / _ENV_NAMES), read at each update.
 */
export class EnvSecretsProvider implements SecretsProvider {
  readonly name = 'env';
  readonly displayName = 'Environment variables';
  private cached: Record<string, string> = {};

  constructor(
    private readonly prefix: string | undefined,
    private readonly names: string[],
    private readonly env: Record<string, string | undefined> = process.env,
  ) {}

  async update(): Promise<void> {
    const out: Record<string, string> = {};
    if (this.prefix) {
      for (const [key, value] of Object.entries(this.env)) {
        if (value !== undefined && key.startsWith(this.prefix) && key.length > this.prefix.length)
          out[key.slice(this.prefix.length)] = value;
      }
    }
    for (const key of this.names) {
      const value = this.env[key];
      if (value !== undefined) out[key] = value;
    }
    this.cached = out;
  }

  secrets(): Record<string, unknown> {
    return this.cached;
  }
}
