import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  oauthAuthorizationUrl,
  testCredential,
  type CredentialResponse,
  type CredentialTestResult,
} from '../../api/credentials';
import type { ResourceUser } from '../../api/workflows';
import { isTestable, oauthKind, resolveProperties } from '../../stores/credentials/state';
import { useCredentialsStore } from '../../stores/credentials/store';
import { isEnterpriseFeatureEnabled, useSettingsStore } from '../../stores/settings/store';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { useCurrentUser, useUsersStore } from '../../stores/users/store';
import { permissionUser } from '../../utils/permissions';
import { sanitizeHtml } from '../../utils/sanitize';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { Modal } from '../ui/Modal';
import { Loading, LoadError } from '../ui/States';
import { ConfirmDialog } from '../workflows-list/ConfirmDialog';
import {
  dataToSave,
  initialValues,
  isOAuthConnected,
  missingRequired,
  modalAccess,
  needsOAuthPopup,
  type CredentialValues,
} from './credential-form';
import { CredentialForm } from './CredentialForm';
import { CredentialName } from './CredentialName';
import { CredentialTypeIcon } from './CredentialTypeIcon';
import { CredentialTypePicker } from './CredentialTypePicker';
import { SharingPanel } from './SharingPanel';
import '../../styles/credentials.css';

/** The data the editCredential modal is opened with. */
export interface EditCredentialModalData {
  mode: 'new' | 'edit';
  /** The credential to edit (mode edit). */
  activeId?: string;
  /** The type of a new credential; without it the modal starts with the type picker. */
  type?: string;
  /** Lets the user go back and choose another type. */
  showAuthSelector?: boolean;
}

const sameIds = (a: ResourceUser[], b: ResourceUser[]) =>
  a
    .map((u) => u.id)
    .sort()
    .join() ===
  b
    .map((u) => u.id)
    .sort()
    .join();

/**
 * The editCredential modal (modes new and edit). Mount it once in a view; it opens when
 * `openModal('editCredential', {mode, activeId?, type?})` is called.
 */
export function CredentialModal({ onSaved }: { onSaved?(credential: CredentialResponse): void } = {}) {
  const entry = useUiStore((s) => s.modalStack.find((m) => m.key === 'editCredential'));
  const [session, setSession] = useState(0);
  const data = entry?.data as EditCredentialModalData | undefined;
  const key = data ? `${data.mode}:${data.activeId ?? ''}:${data.type ?? ''}:${session}` : 'closed';
  if (!entry || !data) return null;
  return <CredentialModalContent key={key} data={data} onSaved={onSaved} onClosed={() => setSession((n) => n + 1)} />;
}

function CredentialModalContent({
  data,
  onSaved,
  onClosed,
}: {
  data: EditCredentialModalData;
  onSaved?(c: CredentialResponse): void;
  onClosed(): void;
}) {
  const user = useCurrentUser();
  const settings = useSettingsStore((s) => s.settings);
  const sharing = isEnterpriseFeatureEnabled(settings, 'sharing');
  const closeModal = useUiStore((s) => s.closeModal);
  const store = useCredentialsStore();
  const { types, typesLoaded } = store;
  const users = useUsersStore((s) => s.users);

  const [credentialId, setCredentialId] = useState<string | null>(
    data.mode === 'edit' ? (data.activeId ?? null) : null,
  );
  const [credential, setCredential] = useState<CredentialResponse | null>(null);
  const [typeName, setTypeName] = useState<string | undefined>(data.type);
  const [name, setName] = useState('');
  const [values, setValues] = useState<CredentialValues>({});
  const [sharees, setSharees] = useState<ResourceUser[]>([]);
  const [snapshot, setSnapshot] = useState('');
  const [loadError, setLoadError] = useState<unknown>(null);
  const [ready, setReady] = useState(false);
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<CredentialTestResult | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [tab, setTab] = useState('connection');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const cleanup = useRef<() => void>(() => undefined);
  useEffect(() => () => cleanup.current(), []);

  const properties = useMemo(() => (typeName ? resolveProperties(types, typeName) : []), [types, typeName]);
  const access = modalAccess(permissionUser(user), credential, sharing);
  const kind = typeName ? oauthKind(types, typeName) : undefined;
  const testable = !!typeName && isTestable(types, typeName);
  const type = typeName ? types[typeName] : undefined;
  const state = JSON.stringify([name, values, sharees.map((s) => s.id).sort()]);
  const dirty = ready && state !== snapshot;

  useEffect(() => {
    store.fetchCredentialTypes().catch((e: unknown) => setLoadError(e));
    if (sharing)
      useUsersStore
        .getState()
        .fetchUsers()
        .catch(() => undefined);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // Edit: load the credential (with its redacted data when the viewer may see it).
  useEffect(() => {
    if (data.mode !== 'edit' || !data.activeId) return;
    store.fetchCredential(data.activeId).then(
      (c) => {
        setCredential(c);
        setTypeName(c.type);
      },
      (e: unknown) => setLoadError(e),
    );
  }, [data.mode, data.activeId]); // eslint-disable-line react-hooks/exhaustive-deps

  // Starting values once the type (and, when editing, the credential) is known.
  useEffect(() => {
    if (!typesLoaded || !typeName || ready) return;
    if (data.mode === 'edit') {
      if (!credential) return;
      const v = initialValues(properties, credential.data);
      setName(credential.name);
      setValues(v);
      setSharees(credential.sharedWith);
      setSnapshot(JSON.stringify([credential.name, v, credential.sharedWith.map((s) => s.id).sort()]));
      setReady(true);
      return;
    }
    let cancelled = false;
    const v = initialValues(properties, {});
    void store.proposeName(typeName).then((proposed) => {
      if (cancelled) return;
      setName(proposed);
      setValues(v);
      setSnapshot('');
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [typesLoaded, typeName, credential, ready]); // eslint-disable-line react-hooks/exhaustive-deps

  const close = () => {
    cleanup.current();
    closeModal('editCredential');
    onClosed();
  };

  const save = async (opts: { test?: boolean } = {}): Promise<CredentialResponse | null> => {
    if (!typeName) return null;
    if (!name.trim()) {
      toast.error(new Error('The credential needs a name'), 'Problem saving credential');
      return null;
    }
    setSaving(true);
    setTestResult(null);
    const payloadData = dataToSave(properties, values);
    try {
      let saved: CredentialResponse;
      if (!credentialId) saved = await store.createCredential({ name: name.trim(), type: typeName, data: payloadData });
      else if (access.readOnly)
        saved =
          name !== credential?.name && access.canRename
            ? await store.updateCredential(credentialId, { name: name.trim() })
            : credential!;
      else saved = await store.updateCredential(credentialId, { name: name.trim(), type: typeName, data: payloadData });
      const owner = modalAccess(permissionUser(user), saved, sharing);
      if (sharing && owner.canShare && !sameIds(sharees, saved.sharedWith))
        saved = await store.shareCredential(
          saved.id,
          sharees.map((s) => s.id),
        );
      setCredential(saved);
      setCredentialId(saved.id);
      setSharees(saved.sharedWith);
      setSnapshot(JSON.stringify([saved.name, values, saved.sharedWith.map((s) => s.id).sort()]));
      setName(saved.name);
      setShowErrors(missingRequired(properties, values).length > 0);
      onSaved?.(saved);
      if (opts.test !== false && testable && !access.readOnly) {
        setSaving(false);
        setTesting(true);
        try {
          setTestResult(await testCredential({ id: saved.id, name: saved.name, type: typeName, data: payloadData }));
        } catch (e) {
          setTestResult({ status: 'Error', message: (e as Error).message });
        } finally {
          setTesting(false);
        }
      } else toast.success('Credential saved', `“${saved.name}” was saved.`);
      return saved;
    } catch (e) {
      toast.error(e, 'Problem saving credential');
      return null;
    } finally {
      setSaving(false);
    }
  };

  const connect = async () => {
    if (!kind) return;
    let id = credentialId;
    if (!id || dirty) id = (await save({ test: false }))?.id ?? null;
    if (!id) return;
    setConnecting(true);
    try {
      const url = await oauthAuthorizationUrl(kind, id);
      const popup = window.open(url, 'OAuth Authorization', 'popup,width=560,height=720');
      if (!popup) throw new Error('The browser blocked the sign-in window. Allow pop-ups for this site and try again.');
      const done = async () => {
        cleanup.current();
        const fresh = await store.fetchCredential(id);
        setCredential(fresh);
        const connected = (v: CredentialValues) => ({ ...v, oauthTokenData: fresh.data?.oauthTokenData ?? true });
        setValues((v) => {
          const next = connected(v);
          setSnapshot((snap) =>
            snap ? JSON.stringify([fresh.name, next, fresh.sharedWith.map((u) => u.id).sort()]) : snap,
          );
          return next;
        });
        setConnecting(false);
        toast.success('Account connected', `“${fresh.name}” is connected.`);
      };
      const onMessage = (e: MessageEvent) => {
        if (e.origin === window.location.origin && e.data === 'success') void done();
      };
      const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('oauth-callback') : null;
      if (channel) channel.onmessage = (e) => e.data === 'success' && void done();
      window.addEventListener('message', onMessage);
      const poll = setInterval(() => {
        if (popup.closed) {
          clearInterval(poll);
          setTimeout(() => setConnecting(false), 500);
        }
      }, 500);
      cleanup.current = () => {
        window.removeEventListener('message', onMessage);
        channel?.close();
        clearInterval(poll);
      };
    } catch (e) {
      setConnecting(false);
      toast.error(e, 'Problem connecting the account');
    }
  };

  const picking = data.mode === 'new' && !typeName;
  const title = picking ? (
    'Add new credential'
  ) : (
    <CredentialName name={name} onChange={setName} disabled={!ready || !access.canRename} />
  );
  const description = picking ? (
    'Choose the app or the authentication method the credential is for.'
  ) : (
    <span className="cred-subtitle">
      <span className="cred-subtitle__icon">
        <CredentialTypeIcon type={type} size={14} />
      </span>
      {type?.displayName ?? typeName}
      {credential?.ownedBy && sharing && (
        <span className="subtle">
          {' '}
          · Owned by{' '}
          {credential.ownedBy.id === user?.id
            ? 'you'
            : [credential.ownedBy.firstName, credential.ownedBy.lastName].filter(Boolean).join(' ') ||
              credential.ownedBy.email}
        </span>
      )}
      {data.showAuthSelector && data.mode === 'new' && !credentialId && (
        <button
          type="button"
          className="btn btn--link btn--sm cred-subtitle__change"
          onClick={() => {
            setTypeName(undefined);
            setReady(false);
          }}
        >
          Change type
        </button>
      )}
    </span>
  );
  const canSave = ready && (!access.readOnly || access.canRename || access.canShare);
  const footer = picking ? (
    <Button onClick={close}>Cancel</Button>
  ) : (
    <>
      {access.canDelete && credentialId && (
        <Button
          variant="ghost"
          icon="trash"
          className="cred-delete"
          onClick={() => setConfirmDelete(true)}
          data-testid="credential-delete-button"
        >
          Delete
        </Button>
      )}
      <span className="spacer" />
      {dirty && !saving && <span className="subtle cred-unsaved">Unsaved changes</span>}
      <Button onClick={close}>{canSave && (dirty || !credentialId) ? 'Cancel' : 'Close'}</Button>
      {canSave && (
        <Button
          variant="primary"
          icon={credentialId && !dirty && !saving && !testing ? 'check' : undefined}
          loading={saving || testing}
          disabled={!!credentialId && !dirty}
          onClick={() => void save()}
          data-testid="credential-save"
        >
          {testing ? 'Testing…' : credentialId && !dirty ? 'Saved' : 'Save'}
        </Button>
      )}
    </>
  );

  const connection = (
    <div className="stack cred-connection">
      {testResult &&
        (testResult.status === 'OK' ? (
          <div className="callout callout--success" role="status" data-testid="credential-test-result" data-status="OK">
            <Icon name="check" size={18} style={{ color: 'var(--color-success)' }} />
            <div>
              <strong>Connection tested successfully</strong>
              <div className="muted">{testResult.message}</div>
            </div>
          </div>
        ) : (
          <div
            className="callout callout--danger"
            role="alert"
            data-testid="credential-test-result"
            data-status="Error"
          >
            <Icon name="alert" size={18} style={{ color: 'var(--color-danger)' }} />
            <div>
              <strong>Couldn’t connect with these settings</strong>
              <div
                className="muted cred-test-message"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(testResult.message) }}
              />
            </div>
            <Button size="sm" variant="ghost" icon="refresh" onClick={() => void save()} disabled={saving || testing}>
              Retry
            </Button>
          </div>
        ))}
      {testing && (
        <div className="callout" role="status">
          <span className="spinner" aria-hidden /> Testing the connection…
        </div>
      )}
      {access.isSharee ? (
        <div className="callout callout--info cred-readonly" data-testid="credential-readonly">
          <Icon name="lock" size={18} />
          <div>
            <strong>
              Shared with you by{' '}
              {credential?.ownedBy
                ? [credential.ownedBy.firstName, credential.ownedBy.lastName].filter(Boolean).join(' ') ||
                  credential.ownedBy.email
                : 'its owner'}
            </strong>
            <div className="muted">
              You can use this credential in your workflows. Only its owner can see or change its details.
            </div>
          </div>
        </div>
      ) : (
        <>
          {kind && needsOAuthPopup(kind, values) && (
            <div className={`cred-oauth${isOAuthConnected(values) ? ' is-connected' : ''}`} data-testid="oauth-box">
              <span className="cred-oauth__icon" aria-hidden>
                <Icon name={isOAuthConnected(values) ? 'check' : 'link'} size={16} />
              </span>
              {isOAuthConnected(values) ? (
                <span className="cred-oauth__text" data-testid="oauth-connected">
                  <strong>Account connected</strong>
                  <span className="muted">Weft holds a token for this account and refreshes it when it can.</span>
                </span>
              ) : (
                <span className="cred-oauth__text">
                  <strong>Not connected yet</strong>
                  <span className="muted">
                    Fill in the details below, then sign in with the provider in a pop-up window.
                  </span>
                </span>
              )}
              <Button
                variant={isOAuthConnected(values) ? 'secondary' : 'primary'}
                icon="link"
                loading={connecting}
                disabled={!access.canConnect || saving}
                onClick={() => void connect()}
                data-testid="oauth-connect"
              >
                {isOAuthConnected(values) ? 'Reconnect' : 'Connect my account'}
              </Button>
            </div>
          )}
          {access.readOnly && (
            <div className="callout callout--warning">
              <Icon name="lock" size={16} /> You can see this credential but not change its details.
            </div>
          )}
          <CredentialForm
            properties={properties}
            values={values}
            readOnly={access.readOnly}
            showErrors={showErrors}
            onChange={(n, v) => setValues((old) => ({ ...old, [n]: v }))}
          />
          {ready && !access.readOnly && (
            <p className="subtle cred-hint">
              <Icon name="info" size={13} />
              {testable
                ? 'Saving also tests the connection with these settings.'
                : 'Weft can’t test this type of credential; it is checked when a workflow uses it.'}
            </p>
          )}
        </>
      )}
    </div>
  );

  const owner: ResourceUser | null =
    credential?.ownedBy ??
    (user ? { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName } : null);

  return (
    <>
      <Modal
        name="editCredential"
        size="lg"
        title={title}
        description={description}
        footer={footer}
        onClose={() => {
          cleanup.current();
          onClosed();
        }}
      >
        {loadError ? (
          <LoadError error={loadError} />
        ) : picking ? (
          <CredentialTypePicker
            types={types}
            loading={!typesLoaded}
            onPick={(n) => {
              setTypeName(n);
              setReady(false);
            }}
          />
        ) : !ready ? (
          <Loading label="Loading credential…" />
        ) : sharing ? (
          <Tabs.Root value={tab} onValueChange={setTab} className="cred-tabs">
            <Tabs.List className="tabs" aria-label="Credential sections">
              <Tabs.Trigger value="connection" className="tab" data-testid="tab-connection">
                Connection
              </Tabs.Trigger>
              <Tabs.Trigger value="sharing" className="tab" data-testid="tab-sharing">
                Sharing{sharees.length ? <span className="badge cred-tab-count">{sharees.length}</span> : null}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="connection" className="cred-tab">
              {connection}
            </Tabs.Content>
            <Tabs.Content value="sharing" className="cred-tab">
              <SharingPanel
                owner={owner}
                sharees={sharees}
                users={Object.values(users)}
                canShare={access.canShare}
                currentUserId={user?.id}
                onChange={setSharees}
              />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          connection
        )}
      </Modal>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete credential?"
        onOpenChange={setConfirmDelete}
        onConfirm={async () => {
          if (!credentialId) return;
          try {
            await store.deleteCredential(credentialId);
            toast.success('Credential deleted', `“${name}” was deleted.`);
            close();
          } catch (e) {
            toast.error(e, 'Problem deleting credential');
          }
        }}
      >
        Workflows that use “<strong>{name}</strong>” will fail until they get another credential. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
