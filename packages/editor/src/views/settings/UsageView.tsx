import { useCallback, useEffect, useState } from 'react';
import {
  formatBytes,
  loadUsage,
  loadUsageStorage,
  retentionSentence,
  type UsageFigures,
  type UsageStorage,
} from '../../api/usage';
import { Icon, type IconName } from '../../components/ui/Icon';
import { Loading, LoadError, PageHeader } from '../../components/ui/States';
import { useSettingsStore } from '../../stores/settings/store';
import { useCurrentUser } from '../../stores/users/store';

function Figure({
  icon,
  label,
  value,
  hint,
}: {
  icon: IconName;
  label: string;
  value: number | string;
  hint?: string;
}) {
  return (
    <div className="card card--pad" data-testid={`usage-${label.toLowerCase().replace(/\W+/g, '-')}`}>
      <div className="row muted" style={{ fontSize: 'var(--text-md)' }}>
        <Icon name={icon} /> {label}
      </div>
      <div style={{ fontSize: 32, fontWeight: 600, marginTop: 8, fontVariantNumeric: 'tabular-nums' }}>
        {typeof value === 'number' ? value.toLocaleString() : value}
      </div>
      {hint && (
        <div className="subtle" style={{ fontSize: 'var(--text-sm)', marginTop: 4 }}>
          {hint}
        </div>
      )}
    </div>
  );
}

const FEATURES: Array<{ key: 'sharing' | 'ldap' | 'saml' | 'logStreaming'; label: string }> = [
  { key: 'sharing', label: 'Sharing workflows and credentials' },
  { key: 'ldap', label: 'LDAP sign-in and user sync' },
  { key: 'saml', label: 'SAML single sign-on' },
  { key: 'logStreaming', label: 'Log streaming' },
];

/** Usage and plan: what this instance runs, and that every feature is free. */
export default function UsageView() {
  const settings = useSettingsStore((s) => s.settings);
  const [figures, setFigures] = useState<UsageFigures | null>(null);
  const [error, setError] = useState<unknown>(null);
  const isOwner = useCurrentUser()?.role === 'owner';
  const [storage, setStorage] = useState<UsageStorage | null>(null);
  const load = useCallback(() => {
    setError(null);
    loadUsage().then(setFigures, setError);
    // Storage is instance-wide: only the owner is told.
    if (isOwner) loadUsageStorage().then(setStorage, setError);
  }, [isOwner]);
  useEffect(load, [load]);

  return (
    <div className="page" data-testid="usage-view">
      <PageHeader
        title="Usage and plan"
        subtitle={`Weft ${settings?.versionCli ?? ''} · Community edition: every feature, no limits, no licence key.`}
      />
      {error ? (
        <LoadError error={error} onRetry={load} />
      ) : !figures ? (
        <Loading label="Counting…" />
      ) : (
        <div className="stack" style={{ gap: 'var(--space-6)' }}>
          <div
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              gap: 'var(--space-4)',
            }}
          >
            <Figure
              icon="power"
              label="Active workflows"
              value={figures.activeWorkflows}
              hint={`of ${figures.workflows} workflow${figures.workflows === 1 ? '' : 's'} you can see`}
            />
            <Figure
              icon="executions"
              label="Executions (30 days)"
              value={figures.executionsLast30Days}
              hint={`${figures.failedLast30Days} failed`}
            />
            <Figure
              icon="clock"
              label="Executions stored"
              value={figures.executions}
              hint="Kept according to the instance's execution data settings"
            />
            {storage && (
              <Figure
                icon="box"
                label="Database size"
                value={formatBytes(storage.database.sizeBytes)}
                hint={`${storage.database.type === 'sqlite' ? 'SQLite' : 'PostgreSQL'}${storage.executions.awaitingDeletion ? ` · ${storage.executions.awaitingDeletion.toLocaleString()} deleted executions not yet removed` : ''}`}
              />
            )}
          </div>
          {storage && (
            <div className="card card--pad stack" style={{ gap: 'var(--space-2)' }} data-testid="usage-retention">
              <h3>Execution retention</h3>
              <p>{retentionSentence(storage.retention)}</p>
              <p className="subtle" style={{ fontSize: 'var(--text-sm)' }}>
                {storage.executions.stored.toLocaleString()} executions stored
                {storage.executions.oldestStartedAt
                  ? `, the oldest from ${new Date(storage.executions.oldestStartedAt).toLocaleString()}`
                  : ''}
                .{' '}
                {storage.retention.enabled
                  ? storage.retention.nextPassRemoves
                    ? `The next pass removes ${storage.retention.nextPassRemoves.toLocaleString()} of them.`
                    : 'The next pass removes none of them.'
                  : ''}{' '}
                Settings: WEFT_EXECUTIONS_DATA_PRUNE, _MAX_AGE (hours), _PRUNE_MAX_COUNT.
              </p>
            </div>
          )}
          <div className="card card--pad stack" style={{ gap: 'var(--space-3)' }}>
            <h3>Included features</h3>
            {FEATURES.map((f) => {
              const on = !!settings?.enterprise?.[f.key];
              return (
                <div key={f.key} className="row" style={{ justifyContent: 'space-between' }}>
                  <span>{f.label}</span>
                  <span className={`badge ${on ? 'badge--success' : ''}`}>
                    {on ? 'Enabled' : 'Switched off by the operator'}
                  </span>
                </div>
              );
            })}
            <p className="subtle" style={{ fontSize: 'var(--text-sm)' }}>
              Operators can switch a feature off with its setting; nothing here is sold separately.
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
