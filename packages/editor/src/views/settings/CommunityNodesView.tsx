import * as Menu from '@radix-ui/react-dropdown-menu';
import { useCallback, useEffect, useState } from 'react';
import * as api from '../../api/community-packages';
import { clusterStatus } from '../../components/community-nodes/cluster-status';
import { InstallModal } from '../../components/community-nodes/InstallModal';
import { ManageConfirmModal } from '../../components/community-nodes/ManageConfirmModal';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { EmptyState, Loading, LoadError, PageHeader } from '../../components/ui/States';
import { useSettingsStore } from '../../stores/settings/store';
import { useUiStore } from '../../stores/ui/store';
import '../../styles/settings.css';

/** Community nodes: install, update and uninstall node packages. */
export default function CommunityNodesView() {
  const settings = useSettingsStore((s) => s.settings);
  const open = useUiStore((s) => s.openModal);
  const [list, setList] = useState<api.CommunityPackage[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(() => {
    setError(null);
    api.listPackages().then(setList, setError);
  }, []);
  useEffect(load, [load]);
  // In a cluster, while processes install a change, look again until they are done.
  useEffect(() => {
    if (!list?.some((p) => clusterStatus(p)?.pending)) return;
    const timer = setTimeout(() => api.listPackages().then(setList, () => undefined), 2000);
    return () => clearTimeout(timer);
  }, [list]);
  const manage = (mode: string, name: string) =>
    open('communityPackageManageConfirm', { mode, activePackageName: name });
  const canInstall = settings?.communityNodesEnabled !== false && settings?.isNpmAvailable !== false;

  return (
    <div className="page" data-testid="community-nodes-view" style={{ maxWidth: 960 }}>
      <PageHeader
        title="Community nodes"
        subtitle="Add nodes that others have published as npm packages."
        actions={
          list && list.length > 0 ? (
            <Button
              variant="primary"
              icon="plus"
              disabled={!canInstall}
              onClick={() => open('communityPackageInstall')}
            >
              Install a package
            </Button>
          ) : undefined
        }
      />
      {!canInstall && (
        <div className="callout callout--warning" style={{ marginBottom: 'var(--space-4)' }} role="status">
          {!settings?.communityNodesEnabled
            ? 'Community nodes are switched off on this instance.'
            : 'npm is not available on this server, so packages cannot be installed.'}
        </div>
      )}
      {error ? (
        <LoadError error={error} onRetry={load} />
      ) : !list ? (
        <Loading label="Loading packages…" />
      ) : list.length === 0 ? (
        <EmptyState
          icon="box"
          title="No community packages installed"
          action={
            <Button
              variant="primary"
              icon="plus"
              disabled={!canInstall}
              onClick={() => open('communityPackageInstall')}
              data-testid="open-install"
            >
              Install a package
            </Button>
          }
        >
          Packages add nodes to the node creator. Weft checks what a package declares before loading it, and a broken
          package never takes the server down.
        </EmptyState>
      ) : (
        <div className="list">
          {list.map((p) => {
            const cluster = clusterStatus(p);
            return (
              <div key={p.packageName} className="list-item package-row" data-testid="package-row">
                <span className="empty-state__icon" style={{ width: 36, height: 36 }}>
                  <Icon name="box" />
                </span>
                <div className="list-item__main">
                  <div className="list-item__title">{p.packageName}</div>
                  <div className="list-item__meta">
                    {p.installedNodes.map((n) => n.name).join(' · ')}
                    {p.authorName ? ` — by ${p.authorName}` : ''}
                    {cluster?.tone === 'ok' && <span data-testid="package-cluster-ok"> · {cluster.label}</span>}
                  </div>
                </div>
                {p.failedLoading && <span className="badge badge--danger">Failed to load</span>}
                {cluster && cluster.tone !== 'ok' && (
                  <span className={`badge badge--${cluster.tone}`} data-testid="package-cluster-badge">
                    {cluster.label}
                  </span>
                )}
                {p.updateAvailable && (
                  <Button size="sm" onClick={() => manage('update', p.packageName)}>
                    Update to {p.updateAvailable}
                  </Button>
                )}
                <span className="badge">v{p.installedVersion}</span>
                <Menu.Root>
                  <Menu.Trigger asChild>
                    <Button variant="ghost" size="sm" icon="more" aria-label={`Actions for ${p.packageName}`} />
                  </Menu.Trigger>
                  <Menu.Portal>
                    <Menu.Content className="menu" align="end" sideOffset={4}>
                      <Menu.Item className="menu__item" onSelect={() => manage('view-documentation', p.packageName)}>
                        <Icon name="book" /> View documentation
                      </Menu.Item>
                      <Menu.Item className="menu__item" onSelect={() => manage('update', p.packageName)}>
                        <Icon name="refresh" /> Update
                      </Menu.Item>
                      <Menu.Separator className="menu__separator" />
                      <Menu.Item
                        className="menu__item menu__item--danger"
                        onSelect={() => manage('uninstall', p.packageName)}
                      >
                        <Icon name="trash" /> Uninstall
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Portal>
                </Menu.Root>
                {cluster && cluster.lines.length > 0 && (
                  <ul className="package-processes" data-testid="package-processes">
                    {cluster.lines.map((l) => (
                      <li
                        key={l.key}
                        className={l.failed ? 'package-processes__line is-failed' : 'package-processes__line'}
                        title={l.text}
                      >
                        {l.text}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
      <InstallModal onInstalled={load} />
      <ManageConfirmModal onDone={load} />
    </div>
  );
}
