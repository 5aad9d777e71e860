/**
 * External secrets: `$secrets.<provider>.<name>` in credential data, resolved when a run uses the
 * credential. Providers: `env` and `files` (set by the environment), `vault` (HashiCorp Vault KV 2,
 * set by the owner under /rest/external-secrets).
 */
export { loadExternalSecretsConfig, type ExternalSecretsConfig } from './config.js';
export { ExternalSecretsManager, type ProviderSummary } from './manager.js';
export { resolveCredentialSecrets, usesSecrets, ExternalSecretError } from './resolve.js';
export { registerExternalSecretsRoutes, BLANKED_VALUE } from './routes.js';
