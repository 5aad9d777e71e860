import { useCallback, useEffect, useState } from 'react';
import { createApiKey, deleteApiKey, getApiKey } from '../../api/auth';
import { errorMessage } from '../../components/auth/FormError';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { EmptyState, LoadError, Loading, PageHeader } from '../../components/ui/States';
import { CopyButton } from '../../components/users/CopyButton';
import { SetupWarning } from '../../components/users/SetupWarning';
import { ApiKeysSection } from '../../components/api-keys/ApiKeysSection';
import { useSettingsStore } from '../../stores/settings/store';
import { toast } from '../../stores/toasts/store';
import { useCurrentUser } from '../../stores/users/store';
import '../../styles/accounts.css';

/** The header that carries the key on public API calls. */
export const API_KEY_HEADER = 'X-WEFT-API-KEY';

type Load =
  { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; apiKey: string | null; full: boolean };

/** Masks a key for display: its start and its last 4 characters. */
export function maskKey(key: string): string {
  if (key.includes('*')) return key;
  const underscore = key.lastIndexOf('_');
  const prefix = underscore > 0 ? key.slice(0, underscore + 1) : '';
  return `${prefix}${'•'.repeat(12)}${key.slice(-4)}`;
}

/** API settings: create, show (masked, reveal, copy) and delete the personal API key. */
export default function ApiSettingsView() {
  const user = useCurrentUser();
  const settings = useSettingsStore((s) => s.settings);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [revealed, setRevealed] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [busy, setBusy] = useState<'create' | 'delete' | null>(null);
  const isDefault = !!user?.isDefaultUser;

  const refresh = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      const { apiKey } = await getApiKey();
      setLoad({ state: 'ready', apiKey, full: false });
    } catch (error) {
      setLoad({ state: 'failed', error });
    }
  }, []);
  useEffect(() => {
    if (!isDefault) void refresh();
  }, [refresh, isDefault]);

  const create = async () => {
    setBusy('create');
    try {
      const { apiKey } = await createApiKey();
      setLoad({ state: 'ready', apiKey, full: true });
      setRevealed(false);
      toast.success('API key created', 'Copy it now: it is shown in full only this once.');
    } catch (error) {
      toast.error(error, 'Could not create the API key', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    setBusy('delete');
    try {
      await deleteApiKey();
      setLoad({ state: 'ready', apiKey: null, full: false });
      setConfirmDelete(false);
      toast.success('API key deleted', 'Calls with the old key are refused from now on.');
    } catch (error) {
      toast.error(error, 'Could not delete the API key', errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  const base = settings?.urlBaseEditor ?? (typeof location !== 'undefined' ? location.origin : '');
  const apiPath = `${base.replace(/\/$/, '')}/${settings?.publicApi?.path ?? 'api'}/v${settings?.publicApi?.latestVersion ?? 1}`;
  const docs = settings?.publicApi?.swaggerUi?.enabled
    ? `/${settings.publicApi.path ?? 'api'}/v${settings.publicApi.latestVersion ?? 1}/docs`
    : null;

  return (
    <div className="settings-page" data-testid="api-settings">
      <PageHeader
        title="API"
        subtitle="Use the public API to manage workflows, executions and credentials from your own code."
      />
      <SetupWarning user={user} what="create an API key" />
      {settings?.publicApi?.enabled === false ? (
        <EmptyState icon="api" title="The public API is switched off">
          The instance operator turned off the public API (WEFT_PUBLIC_API_DISABLED).
        </EmptyState>
      ) : isDefault ? null : load.state === 'loading' ? (
        <Loading label="Loading your API key…" />
      ) : load.state === 'failed' ? (
        <LoadError error={load.error} onRetry={() => void refresh()} />
      ) : !load.apiKey ? (
        <EmptyState
          icon="key"
          title="You have no API key yet"
          action={
            <Button
              variant="primary"
              icon="plus"
              loading={busy === 'create'}
              onClick={() => void create()}
              data-testid="api-key-create"
            >
              Create an API key
            </Button>
          }
        >
          An API key lets scripts and other tools act as you. Keep it secret, like a password.
        </EmptyState>
      ) : (
        <section className="card settings-section" aria-labelledby="api-key-title">
          <div className="settings-section__head">
            <div style={{ flex: 1 }}>
              <h2 className="settings-section__title" id="api-key-title">
                Your API key
              </h2>
              <p className="settings-section__text">
                {load.full
                  ? 'Copy it now and store it somewhere safe: once you leave this page only its last characters are shown.'
                  : 'For safety only the last characters are shown. Delete it and create a new one if you lost it.'}
              </p>
            </div>
            <Button
              size="sm"
              icon="trash"
              disabled={confirmDelete}
              onClick={() => setConfirmDelete(true)}
              data-testid="api-key-delete"
            >
              Delete key
            </Button>
          </div>
          <div className="api-key" data-testid="api-key">
            <Icon name="key" size={16} style={{ color: 'var(--color-text-subtle)', flexShrink: 0 }} />
            <span className="api-key__value" data-testid="api-key-value">
              {revealed && load.full ? load.apiKey : maskKey(load.apiKey)}
            </span>
            {load.full && (
              <Button
                variant="ghost"
                size="sm"
                icon={revealed ? 'eyeOff' : 'eye'}
                onClick={() => setRevealed((r) => !r)}
                aria-pressed={revealed}
                data-testid="api-key-reveal"
              >
                {revealed ? 'Hide' : 'Reveal'}
              </Button>
            )}
            {load.full && <CopyButton text={load.apiKey} aria-label="Copy API key" data-testid="api-key-copy" />}
          </div>
          {confirmDelete && (
            <div
              className="callout callout--danger"
              role="alert"
              style={{ alignItems: 'center', marginTop: 'var(--space-4)' }}
            >
              <Icon name="alert" size={16} style={{ color: 'var(--color-danger)', flexShrink: 0 }} />
              <div style={{ flex: 1 }}>Delete this key? Scripts that use it stop working at once.</div>
              <Button size="sm" onClick={() => setConfirmDelete(false)}>
                Cancel
              </Button>
              <Button
                size="sm"
                variant="danger"
                loading={busy === 'delete'}
                onClick={() => void remove()}
                data-testid="api-key-delete-confirm"
              >
                Delete key
              </Button>
            </div>
          )}
        </section>
      )}
      {settings?.publicApi?.enabled !== false && !isDefault && <ApiKeysSection />}
      {settings?.publicApi?.enabled !== false && (
        <section className="card settings-section" aria-labelledby="api-usage" data-testid="api-usage">
          <h2 className="settings-section__title" id="api-usage">
            Using the API
          </h2>
          <p className="settings-section__text" style={{ marginBottom: 'var(--space-3)' }}>
            Send the key in the <code>{API_KEY_HEADER}</code> header with every request:
          </p>
          <pre className="code-block">{`curl -H "${API_KEY_HEADER}: <your key>" \\\n  ${apiPath}/workflows`}</pre>
          {docs && (
            <p className="settings-section__text" style={{ marginTop: 'var(--space-3)' }}>
              Every endpoint is described in the{' '}
              <a href={docs} target="_blank" rel="noreferrer" data-testid="api-docs-link">
                API reference <Icon name="external" size={12} />
              </a>
              .
            </p>
          )}
        </section>
      )}
    </div>
  );
}
