import { credentialPermissions } from '@weft/workflow';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CredentialResponse } from '../../api/credentials';
import { CredentialModal } from '../../components/credentials/CredentialModal';
import { CredentialRow } from '../../components/credentials/CredentialRow';
import { ConfirmDialog } from '../../components/workflows-list/ConfirmDialog';
import { ListSkeleton } from '../../components/workflows-list/ListSkeleton';
import { Pager } from '../../components/workflows-list/Pager';
import { useDebounced } from '../../components/workflows-list/use-debounced';
import { Button } from '../../components/ui/Button';
import { Select, TextInput } from '../../components/ui/Field';
import { Icon } from '../../components/ui/Icon';
import { EmptyState, LoadError, PageHeader } from '../../components/ui/States';
import { filterCredentials, typesInUse, type CredentialSort } from '../../stores/credentials/state';
import { useCredentialsStore } from '../../stores/credentials/store';
import { isEnterpriseFeatureEnabled, useSettingsStore } from '../../stores/settings/store';
import { toast } from '../../stores/toasts/store';
import { useUiStore } from '../../stores/ui/store';
import { useCurrentUser } from '../../stores/users/store';
import { paginate, sortWorkflows, WORKFLOW_SORTS } from '../../stores/workflows-list/state';
import { permissionUser } from '../../utils/permissions';
import '../../styles/lists.css';

/** Rows per page. */
export const CREDENTIALS_PAGE_SIZE = 25;

/** /home/credentials: the credentials the user may see, with search, type filter and sort. */
export default function CredentialsView() {
  const user = useCurrentUser();
  const settings = useSettingsStore((s) => s.settings);
  const sharing = isEnterpriseFeatureEnabled(settings, 'sharing');
  const { credentials, types, loaded, error, fetchCredentials, fetchCredentialTypes, deleteCredential } =
    useCredentialsStore();
  const openModal = useUiStore((s) => s.openModal);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText, 250);
  const [sort, setSort] = useState<CredentialSort>('lastUpdated');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<CredentialResponse | null>(null);

  useEffect(() => {
    void fetchCredentials();
    fetchCredentialTypes().catch((e: unknown) => toast.error(e, 'Could not load credential types'));
  }, [fetchCredentials, fetchCredentialTypes]);
  useEffect(() => setPage(1), [search, sort, type]);

  const all = useMemo(() => Object.values(credentials), [credentials]);
  const shown = useMemo(
    () => sortWorkflows(filterCredentials(all, { search, sort, types: type ? [type] : [] }, types), sort),
    [all, search, sort, type, types],
  );
  const paged = paginate(shown, page, CREDENTIALS_PAGE_SIZE);
  const inUse = useMemo(() => typesInUse(all, types), [all, types]);
  const me = permissionUser(user);
  const add = () => openModal('editCredential', { mode: 'new' });
  const open = useCallback(
    (c: CredentialResponse) => openModal('editCredential', { mode: 'edit', activeId: c.id }),
    [openModal],
  );
  const filtered = searchText !== '' || type !== '';
  const clear = () => {
    setSearchText('');
    setType('');
  };
  const empty = loaded && !error && all.length === 0;

  return (
    <div className="page" data-testid="credentials-view">
      <PageHeader
        title="Credentials"
        subtitle={
          loaded && !empty
            ? `${all.length} credential${all.length === 1 ? '' : 's'}`
            : 'Keys, tokens and accounts your workflows sign in with.'
        }
        actions={
          !empty ? (
            <Button variant="primary" icon="plus" onClick={add} data-testid="add-credential">
              Add credential
            </Button>
          ) : undefined
        }
      />
      {error ? (
        <LoadError error={error} onRetry={() => void fetchCredentials()} />
      ) : !loaded ? (
        <ListSkeleton label="Loading credentials…" />
      ) : empty ? (
        <EmptyState
          icon="key"
          title="No credentials yet"
          action={
            <div className="row empty-actions">
              <Button variant="primary" size="lg" icon="plus" onClick={add} data-testid="add-first-credential">
                Add your first credential
              </Button>
            </div>
          }
        >
          Credentials let your workflows sign in to the services they use. They are stored encrypted, and you decide who
          else may use them.
        </EmptyState>
      ) : (
        <>
          <div className="list-toolbar" role="search">
            <div className="input-group list-toolbar__search">
              <span className="input-group__icon">
                <Icon name="search" />
              </span>
              <TextInput
                type="search"
                placeholder="Search credentials…"
                aria-label="Search credentials by name or type"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                data-testid="credentials-search"
              />
            </div>
            <Select
              className="list-toolbar__select"
              aria-label="Filter by type"
              value={type}
              onChange={(e) => setType(e.target.value)}
              data-testid="credentials-type-filter"
            >
              <option value="">All types</option>
              {inUse.map((t) => (
                <option key={t.name} value={t.name}>
                  {t.displayName} ({t.count})
                </option>
              ))}
            </Select>
            <Select
              className="list-toolbar__select"
              aria-label="Sort credentials"
              value={sort}
              onChange={(e) => setSort(e.target.value as CredentialSort)}
              data-testid="credentials-sort"
            >
              {WORKFLOW_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  Sort by {s.label.toLowerCase()}
                </option>
              ))}
            </Select>
            {filtered && (
              <Button variant="ghost" size="sm" icon="close" onClick={clear}>
                Clear
              </Button>
            )}
          </div>
          {shown.length === 0 ? (
            <EmptyState
              icon="search"
              title="No credentials match"
              action={<Button onClick={clear}>Clear filters</Button>}
            >
              Nothing matches {search ? <>“{search}”</> : 'this filter'}.
            </EmptyState>
          ) : (
            <>
              <div className="list" data-testid="credentials-list">
                {paged.items.map((c) => {
                  const can = credentialPermissions(me, c, { sharingEnabled: sharing });
                  return (
                    <CredentialRow
                      key={c.id}
                      credential={c}
                      type={types[c.type]}
                      currentUserId={user?.id}
                      sharingEnabled={sharing}
                      shared={sharing && c.ownedBy?.id !== user?.id && c.sharedWith.some((s) => s.id === user?.id)}
                      canDelete={can.delete}
                      onOpen={open}
                      onDelete={setToDelete}
                    />
                  );
                })}
              </div>
              <Pager
                page={paged.page}
                pages={paged.pages}
                from={paged.from}
                to={paged.to}
                total={shown.length}
                noun={shown.length === 1 ? 'credential' : 'credentials'}
                onPage={setPage}
              />
            </>
          )}
        </>
      )}
      <CredentialModal />
      <ConfirmDialog
        open={!!toDelete}
        title="Delete credential?"
        onOpenChange={(o) => !o && setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteCredential(toDelete.id);
            toast.success('Credential deleted', `“${toDelete.name}” was deleted.`);
          } catch (e) {
            toast.error(e, 'Problem deleting credential');
          }
        }}
      >
        {toDelete && (
          <>
            Workflows that use “<strong>{toDelete.name}</strong>” will fail until they get another credential. This
            cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
