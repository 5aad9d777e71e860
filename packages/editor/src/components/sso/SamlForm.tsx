import { useEffect, useState } from 'react';
import * as api from '../../api/sso';
import { toast } from '../../stores/toasts/store';
import { Button } from '../ui/Button';
import { Field, Select, TextArea, TextInput } from '../ui/Field';
import { Loading, LoadError } from '../ui/States';

function CopyField({ label, value }: { label: string; value: string }) {
  return (
    <Field label={label}>
      {(p) => (
        <div className="row">
          <TextInput {...p} readOnly value={value} />
          <Button
            icon="copy"
            aria-label={`Copy ${label}`}
            onClick={() => void navigator.clipboard?.writeText(value).then(() => toast.success('Copied'))}
          />
        </div>
      )}
    </Field>
  );
}

/** SAML settings: the service provider's addresses, the IdP metadata (URL or XML) and the attribute mapping. */
export function SamlForm() {
  const [config, setConfig] = useState<api.SamlConfig | null>(null);
  const [source, setSource] = useState<'url' | 'xml'>('url');
  const [error, setError] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const load = () => {
    setError(null);
    api.getSamlConfig().then((c) => {
      setConfig(c);
      setSource(c.metadataUrl || !c.metadata ? 'url' : 'xml');
    }, setError);
  };
  useEffect(load, []);
  if (error) return <LoadError error={error} onRetry={load} />;
  if (!config) return <Loading label="Loading SAML settings…" />;

  const save = async () => {
    setSaving(true);
    try {
      const body: Partial<api.SamlConfig> = {
        loginLabel: config.loginLabel,
        mapping: config.mapping,
        loginBinding: config.loginBinding,
        wantAssertionsSigned: config.wantAssertionsSigned,
        wantMessageSigned: config.wantMessageSigned,
      };
      if (source === 'url') body.metadataUrl = config.metadataUrl;
      else {
        body.metadata = config.metadata;
        body.metadataUrl = '';
      }
      setConfig(await api.saveSamlConfig(body));
      toast.success('SAML settings saved');
    } catch (e) {
      toast.error(e, 'Could not save the SAML settings');
    } finally {
      setSaving(false);
    }
  };
  const toggle = async (on: boolean) => {
    try {
      setConfig(await api.toggleSaml(on));
      toast.success(on ? 'SAML sign-in is on' : 'SAML sign-in is off');
    } catch (e) {
      toast.error(e, 'Could not change SAML sign-in');
    }
  };
  const mapping = (key: keyof api.SamlConfig['mapping'], label: string) => (
    <Field label={label}>
      {(p) => (
        <TextInput
          {...p}
          value={config.mapping[key]}
          onChange={(e) => setConfig({ ...config, mapping: { ...config.mapping, [key]: e.target.value } })}
        />
      )}
    </Field>
  );

  return (
    <div className="stack" style={{ gap: 'var(--space-5)' }} data-testid="saml-form">
      <section className="card card--pad row" style={{ justifyContent: 'space-between' }}>
        <div>
          <h3>Sign in with SAML</h3>
          <p className="muted" style={{ marginTop: 4 }}>
            A 'Sign in with SSO' button appears on the sign-in page; users are created on first sign-in.
          </p>
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={config.loginEnabled}
            onChange={(e) => void toggle(e.target.checked)}
            data-testid="saml-loginEnabled"
          />
          Enabled
        </label>
      </section>
      <section className="card card--pad stack" style={{ gap: 'var(--space-4)' }}>
        <h3>Give these to your identity provider</h3>
        <div className="settings-grid">
          <CopyField label="Entity ID" value={config.entityID} />
          <CopyField label="Redirect URL (ACS)" value={config.returnUrl} />
        </div>
      </section>
      <section className="card card--pad stack" style={{ gap: 'var(--space-4)' }}>
        <h3>Identity provider metadata</h3>
        <div className="row">
          <label className="checkbox">
            <input type="radio" name="saml-source" checked={source === 'url'} onChange={() => setSource('url')} />{' '}
            Metadata URL
          </label>
          <label className="checkbox">
            <input type="radio" name="saml-source" checked={source === 'xml'} onChange={() => setSource('xml')} />{' '}
            Metadata XML
          </label>
        </div>
        {source === 'url' ? (
          <Field label="Metadata URL" hint="Weft fetches it when you save">
            {(p) => (
              <TextInput
                {...p}
                placeholder="https://idp.example.com/metadata"
                value={config.metadataUrl}
                onChange={(e) => setConfig({ ...config, metadataUrl: e.target.value })}
              />
            )}
          </Field>
        ) : (
          <Field label="Metadata XML">
            {(p) => (
              <TextArea
                {...p}
                rows={8}
                className="mono"
                placeholder="<EntityDescriptor …>"
                value={config.metadata}
                onChange={(e) => setConfig({ ...config, metadata: e.target.value })}
              />
            )}
          </Field>
        )}
        <div className="settings-grid">
          <Field label="Sign-in label">
            {(p) => (
              <TextInput
                {...p}
                placeholder="Sign in with SSO"
                value={config.loginLabel}
                onChange={(e) => setConfig({ ...config, loginLabel: e.target.value })}
              />
            )}
          </Field>
          <Field label="Request binding">
            {(p) => (
              <Select
                {...p}
                value={config.loginBinding}
                onChange={(e) => setConfig({ ...config, loginBinding: e.target.value as 'redirect' | 'post' })}
              >
                <option value="redirect">HTTP redirect</option>
                <option value="post">HTTP POST</option>
              </Select>
            )}
          </Field>
        </div>
      </section>
      <section className="card card--pad stack" style={{ gap: 'var(--space-4)' }}>
        <h3>Attribute mapping</h3>
        <div className="settings-grid">
          {mapping('email', 'Email')}
          {mapping('firstName', 'First name')}
          {mapping('lastName', 'Last name')}
          {mapping('userPrincipalName', 'User principal name')}
        </div>
      </section>
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <a className="btn" href="/rest/sso/saml/config/test" target="_blank" rel="noreferrer">
          Test settings
        </a>
        <Button variant="primary" loading={saving} onClick={() => void save()} data-testid="saml-save">
          Save
        </Button>
      </div>
    </div>
  );
}
