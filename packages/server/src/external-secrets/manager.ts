import type { ServerContext } from '../context.js';
import { CredentialCipher } from '../services/credentials/cipher.js';
import { EnvSecretsProvider } from './env-provider.js';
import { FileSecretsProvider } from './files-provider.js';
import { secretNames, type ProviderTestResult, type SecretsProvider } from './types.js';
import { checkVaultSettings, VaultSecretsProvider, type VaultSettings } from './vault-provider.js';

/** The `setting` row that keeps the Vault's settings (encrypted) and whether it is connected. */
export const VAULT_SETTING_KEY = 'externalSecrets.vault';

interface StoredVault {
  /** Settings encrypted with the instance cipher. */
  data?: string;
  connected?: boolean;
  connectedAt?: string | null;
}

/** One provider as the settings routes describe it (never with values). */
export interface ProviderSummary {
  name: string;
  displayName: string;
  /** `env` and `files` are set by the environment, `vault` by the owner. */
  configuredBy: 'environment' | 'owner';
  connected: boolean;
  connectedAt: string | null;
  state: 'connected' | 'initializing' | 'error' | 'disconnected';
  error?: string;
  secretCount: number;
  lastUpdate: string | null;
}

interface Loaded {
  provider: SecretsProvider;
  at: number;
  error?: string;
}

/**
 * Holds a server's secrets providers and their latest secrets. The environment and files
 * providers are read again at every use; the Vault at most once per update interval (or when its
 * stored settings change, so every process of a cluster follows the owner's edits).
 */
export class ExternalSecretsManager {
  private readonly local: SecretsProvider[] = [];
  private readonly localState = new Map<string, Loaded>();
  private vault: (Loaded & { storedData: string }) | undefined;
  private vaultLoading: Promise<void> | undefined;
  private cipherInstance: CredentialCipher | undefined;

  constructor(private readonly ctx: ServerContext) {
    const cfg = ctx.config.externalSecrets;
    if (cfg.envPrefix || cfg.envNames.length)
      this.local.push(new EnvSecretsProvider(cfg.envPrefix, cfg.envNames, cfg.readEnv()));
    if (cfg.filesDir) this.local.push(new FileSecretsProvider(cfg.filesDir));
  }

  private get cipher(): CredentialCipher {
    this.cipherInstance ??= new CredentialCipher(this.ctx.config.encryptionKey ?? '');
    return this.cipherInstance;
  }

  private stored(): Promise<StoredVault> {
    return this.ctx.settings.get<StoredVault>(VAULT_SETTING_KEY, {});
  }

  /** The owner's Vault settings, decrypted (undefined before they are saved). */
  async vaultSettings(): Promise<VaultSettings | undefined> {
    const stored = await this.stored();
    if (!stored.data) return undefined;
    return this.cipher.decrypt(stored.data, 'HashiCorp Vault settings') as unknown as VaultSettings;
  }

  /** Stores the Vault's settings; the next use reads the Vault with them. */
  async saveVaultSettings(settings: VaultSettings): Promise<void> {
    const stored = await this.stored();
    await this.ctx.settings.set(VAULT_SETTING_KEY, {
      ...stored,
      data: this.cipher.encrypt(settings as unknown as Record<string, unknown>),
    });
    this.vault = undefined;
  }

  /** Connects or disconnects the Vault (a disconnected Vault answers no secrets). */
  async setVaultConnected(connected: boolean): Promise<void> {
    const stored = await this.stored();
    if (connected && !stored.data) throw new Error('Save the Vault settings before connecting it');
    await this.ctx.settings.set(VAULT_SETTING_KEY, {
      ...stored,
      connected,
      connectedAt: connected ? new Date().toISOString() : null,
    });
    this.vault = undefined;
    if (connected) await this.refresh(true);
  }

  /** Signs in with `settings` and reads the secrets once, without keeping them. */
  async testVault(settings: VaultSettings): Promise<ProviderTestResult> {
    try {
      await new VaultSecretsProvider(settings).update();
      const stored = await this.stored();
      return { success: true, testState: stored.connected ? 'connected' : 'tested' };
    } catch (e) {
      return { success: false, testState: 'error', error: (e as Error).message };
    }
  }

  /** Reads every provider that is due (all of them with `force`). Failures are kept per provider. */
  async refresh(force = false): Promise<void> {
    for (const provider of this.local) {
      try {
        await provider.update();
        this.localState.set(provider.name, { provider, at: Date.now() });
      } catch (e) {
        this.localState.set(provider.name, { provider, at: Date.now(), error: (e as Error).message });
      }
    }
    const stored = await this.stored();
    if (!stored.connected || !stored.data) {
      this.vault = undefined;
      return;
    }
    const fresh =
      this.vault &&
      this.vault.storedData === stored.data &&
      Date.now() - this.vault.at < this.ctx.config.externalSecrets.updateIntervalMs;
    if (fresh && !force) return;
    this.vaultLoading ??= (async () => {
      const provider = new VaultSecretsProvider(
        checkVaultSettings(this.cipher.decrypt(stored.data!, 'HashiCorp Vault settings')),
      );
      try {
        await provider.update();
        this.vault = { provider, at: Date.now(), storedData: stored.data! };
      } catch (e) {
        // Keep the last good secrets if the Vault is briefly unreachable; report the failure.
        const previous = this.vault && this.vault.storedData === stored.data ? this.vault.provider : provider;
        this.vault = { provider: previous, at: Date.now(), storedData: stored.data!, error: (e as Error).message };
      }
    })().finally(() => {
      this.vaultLoading = undefined;
    });
    await this.vaultLoading;
  }

  /** Every provider's secrets, as `$secrets` shows them (after {@link refresh}). */
  secretsObject(): Record<string, Record<string, unknown>> {
    const out: Record<string, Record<string, unknown>> = {};
    for (const [name, loaded] of this.localState) out[name] = loaded.provider.secrets();
    if (this.vault) out.vault = this.vault.provider.secrets();
    return out;
  }

  /** The secret names of every provider (never values), as n8n's `GET /external-secrets/secrets`. */
  async names(): Promise<Record<string, string[]>> {
    await this.refresh();
    return Object.fromEntries(
      Object.entries(this.secretsObject()).map(([name, secrets]) => [name, secretNames(secrets)]),
    );
  }

  /** What the settings page lists. */
  async summaries(): Promise<ProviderSummary[]> {
    await this.refresh();
    const out: ProviderSummary[] = [];
    for (const provider of this.local) {
      const loaded = this.localState.get(provider.name);
      out.push({
        name: provider.name,
        displayName: provider.displayName,
        configuredBy: 'environment',
        connected: true,
        connectedAt: null,
        state: loaded?.error ? 'error' : 'connected',
        ...(loaded?.error ? { error: loaded.error } : {}),
        secretCount: secretNames(provider.secrets()).length,
        lastUpdate: loaded ? new Date(loaded.at).toISOString() : null,
      });
    }
    const stored = await this.stored();
    out.push({
      name: 'vault',
      displayName: 'HashiCorp Vault',
      configuredBy: 'owner',
      connected: !!stored.connected,
      connectedAt: stored.connectedAt ?? null,
      state: !stored.connected
        ? 'disconnected'
        : this.vault?.error
          ? 'error'
          : this.vault
            ? 'connected'
            : 'initializing',
      ...(stored.connected && this.vault?.error ? { error: this.vault.error } : {}),
      secretCount: stored.connected && this.vault ? secretNames(this.vault.provider.secrets()).length : 0,
      lastUpdate: stored.connected && this.vault ? new Date(this.vault.at).toISOString() : null,
    });
    return out;
  }

  /** Whether a provider of this name exists on this server. */
  has(name: string): boolean {
    return name === 'vault' || this.local.some((p) => p.name === name);
  }
}
