import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import {
  createScopedApiKey,
  deleteScopedApiKey,
  getApiKeyScopes,
  listApiKeys,
  type ApiKeyInfo,
} from '../../api/api-keys';
import { errorMessage, FormError } from '../auth/FormError';
import { Button } from '../ui/Button';
import { Field, Select, TextInput } from '../ui/Field';
import { Icon } from '../ui/Icon';
import { LoadError, Loading } from '../ui/States';
import { CopyButton } from '../users/CopyButton';
import { toast } from '../../stores/toasts/store';
import { describeExpiry, EXPIRY_CHOICES, groupScopes } from './scopes';
import '../../styles/mfa.css';

type Load =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; keys: ApiKeyInfo[]; scopes: string[] };

/**
 * Scoped API keys: the list (label, scopes, expiry, last use) and a form that creates a key with
 * a label, the scopes it may use and an expiry. The new key is shown once.
 */
export function ApiKeysSection() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [creating, setCreating] = useState(false);
  const [label, setLabel] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [expiryDays, setExpiryDays] = useState<string>('30');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const [keys, scopes] = await Promise.all([listApiKeys(), getApiKeyScopes()]);
      setLoad({ state: 'ready', keys, scopes });
    } catch (e) {
      setLoad({ state: 'failed', error: e });
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);

  const toggle = (scope: string) =>
    setChosen((set) => {
      const next = new Set(set);
      if (next.has(scope)) next.delete(scope);
      else next.add(scope);
      return next;
    });

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const days = expiryDays === 'never' ? null : Number(expiryDays);
      const expiresAt = days === null ? null : Math.floor(Date.now() / 1000) + days * 86_400;
      const key = await createScopedApiKey({ label: label.trim(), scopes: [...chosen], expiresAt });
      setCreated(key.rawApiKey);
      setCreating(false);
      setLabel('');
      setChosen(new Set());
      toast.success('API key created', 'Copy it now: it is shown in full only this once.');
      await refresh();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const remove = async (key: ApiKeyInfo) => {
    try {
      await deleteScopedApiKey(key.id);
      toast.success(`API key “${key.label}” deleted`);
      await refresh();
    } catch (e) {
      toast.error(e, 'Could not delete the API key', errorMessage(e));
    }
  };

  return (
    <section
      className="card settings-section api-keys-section"
      aria-labelledby="api-keys-title"
      data-testid="api-keys-section"
    >
      <div className="settings-section__head" style={{ alignItems: 'center' }}>
        <div style={{ flex: 1 }}>
          <h2 className="settings-section__title" id="api-keys-title">
            Scoped API keys
          </h2>
          <p className="settings-section__text">Keys that may do only what you choose, optionally until a date.</p>
        </div>
        {!creating && (
          <Button
            variant="primary"
            icon="plus"
            onClick={() => {
              setCreating(true);
              setCreated(null);
            }}
            data-testid="api-keys-new"
          >
            New key
          </Button>
        )}
      </div>
      {created && (
        <div
          className="callout callout--success"
          style={{ alignItems: 'center', marginBottom: 'var(--space-4)' }}
          data-testid="api-keys-created"
        >
          <Icon name="key" size={16} style={{ flexShrink: 0 }} />
          <code className="mfa-secret" style={{ flex: 1 }} data-testid="api-keys-created-value">
            {created}
          </code>
          <CopyButton text={created} aria-label="Copy the new API key" data-testid="api-keys-created-copy" />
        </div>
      )}
      {load.state === 'loading' ? (
        <Loading label="Loading API keys…" />
      ) : load.state === 'failed' ? (
        <LoadError error={load.error} onRetry={() => void refresh()} />
      ) : (
        <>
          {load.keys.length === 0 ? (
            <p className="settings-section__text" data-testid="api-keys-empty">
              No scoped keys yet.
            </p>
          ) : (
            <table className="api-keys-table" data-testid="api-keys-table">
              <thead>
                <tr>
                  <th>Label</th>
                  <th>Scopes</th>
                  <th>Expires</th>
                  <th>Last used</th>
                  <th aria-label="Actions" />
                </tr>
              </thead>
              <tbody>
                {load.keys.map((key) => (
                  <tr key={key.id} data-testid="api-keys-row">
                    <td>
                      <div style={{ fontWeight: 600 }}>{key.label}</div>
                      <div
                        className="settings-section__text"
                        style={{ marginTop: 0, fontFamily: 'var(--font-mono, monospace)' }}
                      >
                        {key.apiKey}
                      </div>
                    </td>
                    <td>
                      <div className="chips">
                        {key.scopes.map((s) => (
                          <span key={s} className="badge">
                            {s}
                          </span>
                        ))}
                      </div>
                    </td>
                    <td data-testid="api-keys-expiry">{describeExpiry(key.expiresAt)}</td>
                    <td data-testid="api-keys-last-used">
                      {key.lastUsedAt ? new Date(key.lastUsedAt).toLocaleString() : 'Never'}
                    </td>
                    <td>
                      <Button
                        size="sm"
                        variant="ghost"
                        icon="trash"
                        aria-label={`Delete ${key.label}`}
                        onClick={() => void remove(key)}
                        data-testid="api-keys-delete"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {creating && (
            <form className="api-key-form" onSubmit={(e) => void submit(e)} noValidate data-testid="api-keys-form">
              <FormError error={error} />
              <div className="mfa-inline">
                <Field label="Label" required>
                  {(p) => (
                    <TextInput
                      {...p}
                      value={label}
                      maxLength={50}
                      placeholder="e.g. CI deploys"
                      onChange={(e) => setLabel(e.target.value)}
                      autoFocus
                      data-testid="api-keys-label"
                    />
                  )}
                </Field>
                <Field label="Expires">
                  {(p) => (
                    <Select
                      {...p}
                      value={expiryDays}
                      onChange={(e) => setExpiryDays(e.target.value)}
                      data-testid="api-keys-expiry-select"
                    >
                      {EXPIRY_CHOICES.map((c) => (
                        <option key={c.label} value={c.days === null ? 'never' : String(c.days)}>
                          {c.label}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
              </div>
              <div>
                <div className="mfa-step__title">Scopes</div>
                <div className="scope-groups" data-testid="api-keys-scopes">
                  {groupScopes(load.scopes).map((g) => (
                    <div key={g.resource} className="scope-group">
                      <div className="scope-group__title">{g.resource}</div>
                      {g.scopes.map((scope) => (
                        <label key={scope} className="scope-option">
                          <input
                            type="checkbox"
                            checked={chosen.has(scope)}
                            onChange={() => toggle(scope)}
                            data-testid={`scope-${scope}`}
                          />
                          {scope.split(':')[1]}
                        </label>
                      ))}
                    </div>
                  ))}
                </div>
              </div>
              <div className="settings-section__footer" style={{ marginTop: 0 }}>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setCreating(false);
                    setError(null);
                  }}
                >
                  Cancel
                </Button>
                <Button
                  type="submit"
                  variant="primary"
                  loading={busy}
                  disabled={!label.trim() || chosen.size === 0}
                  data-testid="api-keys-create"
                >
                  Create key
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
