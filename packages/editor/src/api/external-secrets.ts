import { restApi } from './client';

/** A secrets provider as `GET /rest/external-secrets/providers` lists it (never with values). */
export interface SecretsProvider {
  name: string;
  displayName: string;
  configuredBy: 'environment' | 'owner';
  connected: boolean;
  connectedAt: string | null;
  state: 'connected' | 'initializing' | 'error' | 'disconnected';
  error?: string;
  secretCount: number;
  lastUpdate: string | null;
}

/** The HashiCorp Vault settings (secret fields come back as a placeholder that keeps the stored value). */
export interface VaultSettings {
  url: string;
  namespace?: string;
  authMethod: 'token' | 'appRole';
  token?: string;
  roleId?: string;
  secretId?: string;
  mounts?: string;
}

export interface ProviderTestResult {
  success: boolean;
  testState: 'connected' | 'tested' | 'error';
  error?: string;
}

export const listProviders = () => restApi<SecretsProvider[]>('GET', '/external-secrets/providers');
export const getVault = () =>
  restApi<SecretsProvider & { data: Partial<VaultSettings> }>('GET', '/external-secrets/providers/vault');
export const testVault = (settings: VaultSettings) =>
  restApi<ProviderTestResult>('POST', '/external-secrets/providers/vault/test', settings);
export const saveVault = (settings: VaultSettings) => restApi('POST', '/external-secrets/providers/vault', settings);
export const connectVault = (connected: boolean) =>
  restApi('POST', '/external-secrets/providers/vault/connect', { connected });
export const secretNames = () => restApi<Record<string, string[]>>('GET', '/external-secrets/secrets');
