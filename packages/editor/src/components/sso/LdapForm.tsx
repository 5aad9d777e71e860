import { useEffect, useState } from 'react';
import * as api from '../../api/sso';
import { toast } from '../../stores/toasts/store';
import { Button } from '../ui/Button';
import { Field, Select, TextInput } from '../ui/Field';
import { Loading, LoadError } from '../ui/States';

type Key = keyof api.LdapConfig;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="card card--pad stack" style={{ gap: 'var(--space-4)' }}>
      <h3>{title}</h3>
      <div className="settings-grid">{children}</div>
    </section>
  );
}

/** LDAP settings: connection, binding, attribute mapping and synchronisation, with test and sync. */
export function LdapForm() {
  const [config, setConfig] = useState<api.LdapConfig | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [syncing, setSyncing] = useState<'dry' | 'live' | null>(null);
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [history, setHistory] = useState<api.LdapSyncRecord[]>([]);
  const [dirty, setDirty] = useState(false);

  const load = () => {
    setLoadError(null);
    api.getLdapConfig().then(setConfig, setLoadError);
    api.listLdapSyncs().then(setHistory, () => setHistory([]));
  };
  useEffect(load, []);

  if (loadError) return <LoadError error={loadError} onRetry={load} />;
  if (!config) return <Loading label="Loading LDAP settings…" />;

  const set = <K extends Key>(key: K, value: api.LdapConfig[K]) => {
    setConfig({ ...config, [key]: value });
    setDirty(true);
  };
  const text = (key: Key, label: string, hint?: string, placeholder?: string, type = 'text') => (
    <Field label={label} hint={hint}>
      {(p) => (
        <TextInput
          {...p}
          type={type}
          placeholder={placeholder}
          value={String(config[key] ?? '')}
          disabled={!config.loginEnabled && key !== 'loginEnabled'}
          onChange={(e) => set(key, (type === 'number' ? Number(e.target.value) : e.target.value) as never)}
          data-testid={`ldap-${key}`}
        />
      )}
    </Field>
  );

  const save = async () => {
    setSaving(true);
    try {
      setConfig(await api.saveLdapConfig(config));
      setDirty(false);
      toast.success('LDAP settings saved');
    } catch (error) {
      toast.error(error, 'Could not save the LDAP settings');
    } finally {
      setSaving(false);
    }
  };
  const test = async () => {
    setTesting(true);
    setTestResult(null);
    try {
      if (dirty) {
        setConfig(await api.saveLdapConfig(config));
        setDirty(false);
      }
      await api.testLdapConnection();
      setTestResult({ ok: true, message: 'Connection succeeded: Weft bound to the directory with the admin DN.' });
    } catch (error) {
      setTestResult({ ok: false, message: (error as Error).message });
    } finally {
      setTesting(false);
    }
  };
  const sync = async (type: 'dry' | 'live') => {
    setSyncing(type);
    try {
      const r = await api.runLdapSync(type);
      toast.success(
        type === 'dry' ? 'Dry run finished' : 'Synchronisation finished',
        `${r.scanned} scanned · ${r.created} to create · ${r.updated} to update · ${r.disabled} to disable`,
      );
    } catch (error) {
      toast.error(error, 'Synchronisation failed');
    } finally {
      setSyncing(null);
      api.listLdapSyncs().then(setHistory, () => undefined);
    }
  };

  return (
    <div className="stack" style={{ gap: 'var(--space-5)' }} data-testid="ldap-form">
      <section className="card card--pad row" style={{ justifyContent: 'space-between' }}>
        <div>
          <h3>Sign in with LDAP</h3>
          <p className="muted" style={{ marginTop: 4 }}>
            Members sign in with their directory login; accounts are created on first sign-in.
          </p>
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={config.loginEnabled}
            onChange={(e) => set('loginEnabled', e.target.checked)}
            data-testid="ldap-loginEnabled"
          />
          Enabled
        </label>
      </section>
      <Section title="Connection">
        {text('loginLabel', 'Sign-in label', 'Shown in place of "Email" on the sign-in page', 'Company login')}
        {text('connectionUrl', 'Server address', 'Host name or IP, without scheme or port', 'ldap.example.com')}
        <Field label="Security">
          {(p) => (
            <Select
              {...p}
              value={config.connectionSecurity}
              disabled={!config.loginEnabled}
              onChange={(e) => set('connectionSecurity', e.target.value as api.LdapConfig['connectionSecurity'])}
            >
              <option value="none">None</option>
              <option value="tls">TLS</option>
              <option value="startTls">STARTTLS</option>
            </Select>
          )}
        </Field>
        {text('connectionPort', 'Port', undefined, '389', 'number')}
        <label className="checkbox" style={{ alignSelf: 'end', paddingBottom: 8 }}>
          <input
            type="checkbox"
            checked={config.allowUnauthorizedCerts}
            disabled={!config.loginEnabled}
            onChange={(e) => set('allowUnauthorizedCerts', e.target.checked)}
          />
          Accept self-signed certificates
        </label>
      </Section>
      <Section title="Binding">
        {text('bindingAdminDn', 'Admin DN', 'Used to search for users', 'cn=admin,dc=example,dc=com')}
        {text(
          'bindingAdminPassword',
          'Admin password',
          'Stored encrypted; leave as is to keep the saved one',
          '',
          'password',
        )}
        {text('baseDn', 'Base DN', 'Where users are searched', 'ou=people,dc=example,dc=com')}
        {text('userFilter', 'User filter', 'Optional LDAP filter', '(objectClass=inetOrgPerson)')}
      </Section>
      <Section title="Attribute mapping">
        {text('ldapIdAttribute', 'ID', undefined, 'entryUUID')}
        {text('loginIdAttribute', 'Login ID', undefined, 'uid')}
        {text('emailAttribute', 'Email', undefined, 'mail')}
        {text('firstNameAttribute', 'First name', undefined, 'givenName')}
        {text('lastNameAttribute', 'Last name', undefined, 'sn')}
      </Section>
      <Section title="Synchronisation">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={config.synchronizationEnabled}
            disabled={!config.loginEnabled}
            onChange={(e) => set('synchronizationEnabled', e.target.checked)}
          />
          Synchronise users on a schedule
        </label>
        {text('synchronizationInterval', 'Every (minutes)', undefined, '60', 'number')}
        {text('searchPageSize', 'Page size', '0 reads all entries at once', '0', 'number')}
        {text('searchTimeout', 'Timeout (seconds)', undefined, '60', 'number')}
      </Section>
      {testResult && (
        <div
          className={`callout ${testResult.ok ? 'callout--success' : 'callout--danger'}`}
          role="status"
          data-testid="ldap-test-result"
        >
          {testResult.message}
        </div>
      )}
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void test()} loading={testing} disabled={!config.loginEnabled}>
          Test connection
        </Button>
        <Button onClick={() => void sync('dry')} loading={syncing === 'dry'} disabled={!config.loginEnabled || dirty}>
          Dry run
        </Button>
        <Button onClick={() => void sync('live')} loading={syncing === 'live'} disabled={!config.loginEnabled || dirty}>
          Synchronise now
        </Button>
        <Button
          variant="primary"
          onClick={() => void save()}
          loading={saving}
          disabled={!dirty}
          data-testid="ldap-save"
        >
          Save
        </Button>
      </div>
      <section className="stack" style={{ gap: 'var(--space-3)' }}>
        <h3>Synchronisation history</h3>
        {history.length === 0 ? (
          <p className="muted">No synchronisation has run yet.</p>
        ) : (
          <table className="table" data-testid="ldap-history">
            <thead>
              <tr>
                <th>Started</th>
                <th>Mode</th>
                <th>Status</th>
                <th>Scanned</th>
                <th>Created</th>
                <th>Updated</th>
                <th>Disabled</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h) => (
                <tr key={h.id}>
                  <td>{new Date(h.startedAt).toLocaleString()}</td>
                  <td>{h.runMode === 'dry' ? 'Dry run' : 'Live'}</td>
                  <td>
                    <span
                      className={`badge ${h.status === 'success' ? 'badge--success' : 'badge--danger'}`}
                      title={h.error ?? undefined}
                    >
                      {h.status}
                    </span>
                  </td>
                  <td>{h.scanned}</td>
                  <td>{h.created}</td>
                  <td>{h.updated}</td>
                  <td>{h.disabled}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
