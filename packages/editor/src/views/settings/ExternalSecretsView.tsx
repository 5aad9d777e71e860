import { useCallback, useEffect, useState } from 'react';
import * as api from '../../api/external-secrets';
import { Button } from '../../components/ui/Button';
import { Field, Select, TextInput } from '../../components/ui/Field';
import { Loading, LoadError, PageHeader } from '../../components/ui/States';
import { toast } from '../../stores/toasts/store';
import '../../styles/settings.css';

const STATE_BADGE: Record<api.SecretsProvider['state'], string> = {
  connected: 'badge--success',
  initializing: '',
  error: 'badge--danger',
  disconnected: '',
};

/** External secrets (owner only): the providers, their secret names, and the Vault's settings. */
export default function ExternalSecretsView() {
  const [providers, setProviders] = useState<api.SecretsProvider[] | null>(null);
  const [names, setNames] = useState<Record<string, string[]>>({});
  const [vault, setVault] = useState<api.VaultSettings>({ url: '', authMethod: 'token', mounts: 'secret' });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<'test' | 'save' | 'connect' | null>(null);
  const [testResult, setTestResult] = useState<api.ProviderTestResult | null>(null);

  const load = useCallback(() => {
    setError(null);
    Promise.all([api.listProviders(), api.secretNames(), api.getVault()]).then(([list, n, v]) => {
      setProviders(list);
      setNames(n);
      if (v.data.url) setVault({ authMethod: 'token', mounts: 'secret', ...v.data } as api.VaultSettings);
    }, setError);
  }, []);
  useEffect(load, [load]);

  const set = <K extends keyof api.VaultSettings>(key: K, value: api.VaultSettings[K]) =>
    setVault((v) => ({ ...v, [key]: value }));
  const run = async (kind: 'test' | 'save' | 'connect', fn: () => Promise<void>) => {
    setBusy(kind);
    try {
      await fn();
    } catch (e) {
      toast.error(e, 'The Vault settings were not accepted');
    } finally {
      setBusy(null);
    }
  };
  const vaultState = providers?.find((p) => p.name === 'vault');

  if (error)
    return (
      <div className="page">
        <LoadError error={error} onRetry={load} />
      </div>
    );
  if (!providers)
    return (
      <div className="page">
        <Loading label="Loading providers…" />
      </div>
    );
  return (
    <div className="page stack" data-testid="external-secrets" style={{ maxWidth: 960, gap: 'var(--space-5)' }}>
      <PageHeader
        title="External secrets"
        subtitle="Use a secret in a credential field as {{ $secrets.provider.name }}. Only credentials you own can read them; values are resolved for each run and never stored."
      />
      <section className="card card--pad stack" style={{ gap: 'var(--space-3)' }}>
        <h3>Providers</h3>
        <table className="table" data-testid="secrets-providers">
          <thead>
            <tr>
              <th>Provider</th>
              <th>Configured by</th>
              <th>State</th>
              <th>Secrets</th>
            </tr>
          </thead>
          <tbody>
            {providers.map((p) => (
              <tr key={p.name} data-testid={`secrets-provider-${p.name}`}>
                <td>
                  {p.displayName} <code>$secrets.{p.name}</code>
                </td>
                <td>{p.configuredBy === 'environment' ? 'Environment (WEFT_EXTERNAL_SECRETS_*)' : 'You, below'}</td>
                <td>
                  <span className={`badge ${STATE_BADGE[p.state]}`} title={p.error}>
                    {p.state}
                  </span>
                  {p.error && (
                    <div className="subtle" style={{ fontSize: 'var(--text-sm)' }}>
                      {p.error}
                    </div>
                  )}
                </td>
                <td title={(names[p.name] ?? []).join('\n')}>
                  {p.secretCount}
                  {names[p.name]?.length ? (
                    <div className="subtle" style={{ fontSize: 'var(--text-sm)' }}>
                      {names[p.name]!.slice(0, 4).join(', ')}
                      {names[p.name]!.length > 4 ? ' …' : ''}
                    </div>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card card--pad stack" style={{ gap: 'var(--space-4)' }} data-testid="vault-form">
        <div className="row" style={{ justifyContent: 'space-between' }}>
          <h3>HashiCorp Vault (KV version 2)</h3>
          <label className="checkbox">
            <input
              type="checkbox"
              data-testid="vault-connected"
              checked={!!vaultState?.connected}
              disabled={busy !== null}
              onChange={(e) => {
                const connected = e.target.checked;
                setProviders(
                  (list) =>
                    list &&
                    list.map((p) =>
                      p.name === 'vault' ? { ...p, connected, state: connected ? 'initializing' : 'disconnected' } : p,
                    ),
                );
                void run('connect', async () => {
                  try {
                    await api.connectVault(connected);
                  } finally {
                    load();
                  }
                });
              }}
            />
            Connected
          </label>
        </div>
        <div className="settings-grid">
          <Field label="Vault URL" hint="With or without /v1 at the end">
            {(p) => (
              <TextInput
                {...p}
                value={vault.url}
                placeholder="https://vault.example.com/v1/"
                onChange={(e) => set('url', e.target.value)}
                data-testid="vault-url"
              />
            )}
          </Field>
          <Field label="Namespace" hint="Vault Enterprise only">
            {(p) => (
              <TextInput {...p} value={vault.namespace ?? ''} onChange={(e) => set('namespace', e.target.value)} />
            )}
          </Field>
          <Field label="Sign in with">
            {(p) => (
              <Select
                {...p}
                value={vault.authMethod}
                onChange={(e) => set('authMethod', e.target.value as api.VaultSettings['authMethod'])}
                data-testid="vault-auth"
              >
                <option value="token">Token</option>
                <option value="appRole">AppRole</option>
              </Select>
            )}
          </Field>
          <Field label="KV mounts" hint="Comma-separated">
            {(p) => (
              <TextInput
                {...p}
                value={vault.mounts ?? ''}
                placeholder="secret"
                onChange={(e) => set('mounts', e.target.value)}
              />
            )}
          </Field>
          {vault.authMethod === 'token' ? (
            <Field label="Token" hint="Stored encrypted; leave as is to keep the saved one">
              {(p) => (
                <TextInput
                  {...p}
                  type="password"
                  value={vault.token ?? ''}
                  onChange={(e) => set('token', e.target.value)}
                  data-testid="vault-token"
                />
              )}
            </Field>
          ) : (
            <>
              <Field label="Role ID">
                {(p) => (
                  <TextInput
                    {...p}
                    value={vault.roleId ?? ''}
                    onChange={(e) => set('roleId', e.target.value)}
                    data-testid="vault-role-id"
                  />
                )}
              </Field>
              <Field label="Secret ID" hint="Stored encrypted; leave as is to keep the saved one">
                {(p) => (
                  <TextInput
                    {...p}
                    type="password"
                    value={vault.secretId ?? ''}
                    onChange={(e) => set('secretId', e.target.value)}
                    data-testid="vault-secret-id"
                  />
                )}
              </Field>
            </>
          )}
        </div>
        {testResult && (
          <div
            className={`callout ${testResult.success ? 'callout--success' : 'callout--danger'}`}
            role="status"
            data-testid="vault-test-result"
          >
            {testResult.success
              ? 'The Vault answered: signed in and read the secrets.'
              : (testResult.error ?? 'The test failed.')}
          </div>
        )}
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <Button
            onClick={() => void run('test', async () => setTestResult(await api.testVault(vault)))}
            loading={busy === 'test'}
            data-testid="vault-test"
          >
            Test connection
          </Button>
          <Button
            variant="primary"
            data-testid="vault-save"
            loading={busy === 'save'}
            onClick={() =>
              void run('save', async () => {
                await api.saveVault(vault);
                toast.success('Vault settings saved');
                load();
              })
            }
          >
            Save
          </Button>
        </div>
      </section>
    </div>
  );
}
