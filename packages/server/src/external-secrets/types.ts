/** A source of secrets that credentials reach as `$secrets.<provider>.<name>`. */
export interface SecretsProvider {
  /** The name in `$secrets.<name>` (env, files, vault). */
  readonly name: string;
  readonly displayName: string;
  /** Reads the secrets again; throws with a message that says what failed. */
  update(): Promise<void>;
  /** The secrets read by the last update, as the object `$secrets.<name>` shows (values may nest). */
  secrets(): Record<string, unknown>;
}

/** What `POST /rest/external-secrets/providers/:provider/test` answers. */
export interface ProviderTestResult {
  success: boolean;
  testState: 'connected' | 'tested' | 'error';
  error?: string;
}

/** The dotted names of every leaf secret of a provider's object (never the values). */
export function secretNames(secrets: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(secrets)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value))
      out.push(...secretNames(value as Record<string, unknown>, name));
    else out.push(name);
  }
  return out.sort();
}
