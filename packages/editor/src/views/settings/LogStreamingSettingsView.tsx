import { useCallback, useEffect, useState } from 'react';
import * as api from '../../api/eventbus';
import { DestinationModal } from '../../components/log-streaming/DestinationModal';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { EmptyState, Loading, LoadError, PageHeader } from '../../components/ui/States';
import { useUiStore } from '../../stores/ui/store';
import '../../styles/settings.css';

const TYPE: Record<string, { label: string; icon: 'link' | 'stream' | 'alert' }> = {
  [api.DESTINATION_TYPES.webhook]: { label: 'Webhook', icon: 'link' },
  [api.DESTINATION_TYPES.syslog]: { label: 'Syslog', icon: 'stream' },
  [api.DESTINATION_TYPES.sentry]: { label: 'Sentry', icon: 'alert' },
};

function target(d: api.Destination): string {
  if (d.__type === api.DESTINATION_TYPES.webhook) return `${d.method ?? 'POST'} ${d.url ?? ''}`;
  if (d.__type === api.DESTINATION_TYPES.syslog) return `${d.protocol ?? 'udp'}://${d.host}:${d.port}`;
  return String(d.dsn ?? '').replace(/\/\/[^@]*@/, '//…@');
}

/** Log streaming: destinations that receive workflow, node, audit, queue and editor telemetry events. */
export default function LogStreamingSettingsView() {
  const [list, setList] = useState<api.Destination[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const open = useUiStore((s) => s.openModal);
  const load = useCallback(() => {
    setError(null);
    api.listDestinations().then(setList, setError);
  }, []);
  useEffect(load, [load]);

  return (
    <div className="page" data-testid="log-streaming-view" style={{ maxWidth: 960 }}>
      <PageHeader
        title="Log streaming"
        subtitle="Send workflow, node, audit, queue and editor telemetry events to your logging tools as they happen."
        actions={
          list && list.length > 0 ? (
            <Button variant="primary" icon="plus" onClick={() => open('settingsLogStream', {})}>
              Add destination
            </Button>
          ) : undefined
        }
      />
      {error ? (
        <LoadError error={error} onRetry={load} />
      ) : !list ? (
        <Loading label="Loading destinations…" />
      ) : list.length === 0 ? (
        <EmptyState
          icon="stream"
          title="No destinations yet"
          action={
            <Button
              variant="primary"
              icon="plus"
              onClick={() => open('settingsLogStream', {})}
              data-testid="add-destination"
            >
              Add your first destination
            </Button>
          }
        >
          Stream events to a webhook, a syslog server or Sentry. Undelivered events survive restarts and are retried.
        </EmptyState>
      ) : (
        <div className="list">
          {list.map((d) => (
            <button
              key={d.id}
              type="button"
              className="list-item"
              style={{ textAlign: 'left', cursor: 'pointer', font: 'inherit', color: 'inherit' }}
              onClick={() => open('settingsLogStream', { destination: d })}
              data-testid="destination-row"
            >
              <span className="empty-state__icon" style={{ width: 36, height: 36 }}>
                <Icon name={TYPE[d.__type]?.icon ?? 'stream'} />
              </span>
              <span className="list-item__main">
                <span className="list-item__title" style={{ display: 'block' }}>
                  {d.label}
                </span>
                <span className="list-item__meta mono" style={{ display: 'block' }}>
                  {target(d)}
                </span>
              </span>
              <span className="badge">{TYPE[d.__type]?.label}</span>
              <span className="badge">
                {d.subscribedEvents.length} event group{d.subscribedEvents.length === 1 ? '' : 's'}
              </span>
              <span className={`badge ${d.enabled ? 'badge--success' : ''}`}>{d.enabled ? 'Enabled' : 'Disabled'}</span>
            </button>
          ))}
        </div>
      )}
      <DestinationModal onSaved={load} />
    </div>
  );
}
