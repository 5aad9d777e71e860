import { useEffect, useState } from 'react';
import * as api from '../../api/eventbus';
import { useSettingsStore } from '../../stores/settings/store';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { Button } from '../ui/Button';
import { Field, Select, TextInput } from '../ui/Field';
import { Modal } from '../ui/Modal';

const TYPE_LABELS: Record<api.DestinationType, string> = {
  [api.DESTINATION_TYPES.webhook]: 'Webhook',
  [api.DESTINATION_TYPES.syslog]: 'Syslog',
  [api.DESTINATION_TYPES.sentry]: 'Sentry',
};

/** The settingsLogStream modal: create or edit one destination, choose its events, test it. */
export function DestinationModal({ onSaved }: { onSaved(): void }) {
  const data = useUiStore((s) => s.modalStack.find((m) => m.key === 'settingsLogStream')?.data) as
    { destination?: api.Destination } | undefined;
  const close = useUiStore((s) => s.closeModal);
  const [d, setD] = useState<api.Destination>(() => api.newDestination(api.DESTINATION_TYPES.webhook));
  const [names, setNames] = useState<string[]>([]);
  const [busy, setBusy] = useState<'save' | 'test' | 'delete' | null>(null);
  const telemetryOn = useSettingsStore((s) => !!s.settings?.telemetry?.enabled);

  useEffect(() => {
    if (!data) return;
    setD(data.destination ?? api.newDestination(api.DESTINATION_TYPES.webhook));
    api.eventNames().then(setNames, () => setNames([]));
  }, [data]);

  const set = (patch: Partial<api.Destination>) => setD({ ...d, ...patch });
  const toggleEvent = (name: string) =>
    set({
      subscribedEvents: d.subscribedEvents.includes(name)
        ? d.subscribedEvents.filter((n) => n !== name)
        : [...d.subscribedEvents, name],
    });
  const toggleGroup = (group: string, list: string[]) => {
    const on = d.subscribedEvents.includes(group);
    set({
      subscribedEvents: on
        ? d.subscribedEvents.filter((n) => n !== group)
        : [...d.subscribedEvents.filter((n) => !list.includes(n)), group],
    });
  };

  const save = async (): Promise<api.Destination | null> => {
    setBusy('save');
    try {
      const saved = await api.saveDestination(d);
      setD(saved);
      onSaved();
      toast.success('Destination saved', saved.label);
      return saved;
    } catch (e) {
      toast.error(e, 'Could not save the destination');
      return null;
    } finally {
      setBusy(null);
    }
  };
  const test = async () => {
    const saved = d.id ? await save() : await save();
    if (!saved?.id) return;
    setBusy('test');
    try {
      const delivered = await api.sendTestMessage(saved.id);
      if (delivered) toast.success('Test message delivered', `"${saved.label}" received weft.destination.test.`);
      else
        toast.error(
          new Error('The destination did not accept the message'),
          'Test message not delivered',
          `Check the address and credentials of "${saved.label}".`,
        );
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    if (!d.id || !window.confirm(`Delete the destination "${d.label}"? Events not yet delivered to it are dropped.`))
      return;
    setBusy('delete');
    try {
      await api.deleteDestination(d.id);
      onSaved();
      close('settingsLogStream');
    } catch (e) {
      toast.error(e, 'Could not delete the destination');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      name="settingsLogStream"
      size="lg"
      title={d.id ? `Edit ${d.label}` : 'New destination'}
      description="Weft sends each event once it happens, retries with backoff, and keeps undelivered events across restarts."
      footer={
        <>
          {d.id && (
            <Button variant="danger" icon="trash" onClick={() => void remove()} loading={busy === 'delete'}>
              Delete
            </Button>
          )}
          <span className="spacer" />
          <Button onClick={() => void test()} loading={busy === 'test'} data-testid="destination-test">
            Send test message
          </Button>
          <Button
            variant="primary"
            onClick={() => void save().then((s) => s && close('settingsLogStream'))}
            loading={busy === 'save'}
            data-testid="destination-save"
          >
            Save
          </Button>
        </>
      }
    >
      <div className="stack">
        <div className="settings-grid">
          <Field label="Type">
            {(p) => (
              <Select
                {...p}
                value={d.__type}
                disabled={!!d.id}
                onChange={(e) => setD({ ...api.newDestination(e.target.value as api.DestinationType), label: d.label })}
                data-testid="destination-type"
              >
                {Object.entries(TYPE_LABELS).map(([v, l]) => (
                  <option key={v} value={v}>
                    {l}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Name">
            {(p) => (
              <TextInput
                {...p}
                value={d.label}
                onChange={(e) => set({ label: e.target.value })}
                data-testid="destination-label"
              />
            )}
          </Field>
        </div>
        {d.__type === api.DESTINATION_TYPES.webhook && (
          <div className="settings-grid">
            <Field label="URL" required>
              {(p) => (
                <TextInput
                  {...p}
                  placeholder="https://logs.example.com/weft"
                  value={d.url ?? ''}
                  onChange={(e) => set({ url: e.target.value })}
                  data-testid="destination-url"
                />
              )}
            </Field>
            <Field label="Method">
              {(p) => (
                <Select {...p} value={d.method ?? 'POST'} onChange={(e) => set({ method: e.target.value })}>
                  {['POST', 'PUT', 'PATCH', 'GET', 'DELETE', 'HEAD'].map((m) => (
                    <option key={m}>{m}</option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        )}
        {d.__type === api.DESTINATION_TYPES.syslog && (
          <div className="settings-grid">
            <Field label="Host">
              {(p) => <TextInput {...p} value={d.host ?? ''} onChange={(e) => set({ host: e.target.value })} />}
            </Field>
            <Field label="Port">
              {(p) => (
                <TextInput
                  {...p}
                  type="number"
                  value={d.port ?? 514}
                  onChange={(e) => set({ port: Number(e.target.value) })}
                />
              )}
            </Field>
            <Field label="Protocol">
              {(p) => (
                <Select
                  {...p}
                  value={d.protocol ?? 'udp'}
                  onChange={(e) => set({ protocol: e.target.value as 'udp' | 'tcp' })}
                >
                  <option value="udp">UDP</option>
                  <option value="tcp">TCP</option>
                </Select>
              )}
            </Field>
            <Field label="App name">
              {(p) => <TextInput {...p} value={d.app_name ?? ''} onChange={(e) => set({ app_name: e.target.value })} />}
            </Field>
          </div>
        )}
        {d.__type === api.DESTINATION_TYPES.sentry && (
          <Field label="DSN" hint="From your Sentry project's client keys">
            {(p) => (
              <TextInput
                {...p}
                placeholder="https://key@sentry.example.com/1"
                value={d.dsn ?? ''}
                onChange={(e) => set({ dsn: e.target.value })}
              />
            )}
          </Field>
        )}
        <div className="row">
          <label className="checkbox">
            <input type="checkbox" checked={d.enabled} onChange={(e) => set({ enabled: e.target.checked })} /> Enabled
          </label>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={d.anonymizeAuditMessages}
              onChange={(e) => set({ anonymizeAuditMessages: e.target.checked })}
            />{' '}
            Anonymise audit events
          </label>
        </div>
        <div className="stack" style={{ gap: 'var(--space-3)' }}>
          <h3>Events</h3>
          {api.groupEventNames(names).map(({ group, names: list }) => (
            <fieldset key={group} className="card" style={{ padding: 'var(--space-3) var(--space-4)', margin: 0 }}>
              <legend className="checkbox" style={{ padding: '0 var(--space-1)' }}>
                <input
                  type="checkbox"
                  checked={d.subscribedEvents.includes(group)}
                  onChange={() => toggleGroup(group, list)}
                  aria-label={`All ${group} events`}
                />
                <strong>{group}.*</strong>
              </legend>
              {group === 'weft.telemetry' && (
                <p className="field__hint" style={{ margin: '0 0 var(--space-2)' }} data-testid="telemetry-group-hint">
                  {telemetryOn
                    ? 'What people do in the editor. Telemetry is on, so the editor sends these to this instance.'
                    : 'What people do in the editor, sent only while telemetry is on (WEFT_DIAGNOSTICS_ENABLED=true). It is off on this instance.'}
                </p>
              )}
              <div className="settings-grid" style={{ gap: 'var(--space-2)' }}>
                {list.map((n) => (
                  <label key={n} className="checkbox" style={{ fontSize: 'var(--text-sm)' }}>
                    <input
                      type="checkbox"
                      disabled={d.subscribedEvents.includes(group)}
                      checked={d.subscribedEvents.includes(group) || d.subscribedEvents.includes(n)}
                      onChange={() => toggleEvent(n)}
                    />
                    {n.slice(group.length + 1)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </div>
    </Modal>
  );
}
