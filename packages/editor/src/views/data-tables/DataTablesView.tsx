import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  createDataTable,
  deleteDataTable,
  listDataTables,
  renameDataTable,
  type DataTable,
} from '../../api/data-tables';
import { ConfirmDialog } from '../../components/workflows-list/ConfirmDialog';
import { useDebounced } from '../../components/workflows-list/use-debounced';
import { Button } from '../../components/ui/Button';
import { TextInput } from '../../components/ui/Field';
import { Icon } from '../../components/ui/Icon';
import { EmptyState, LoadError, Loading, PageHeader } from '../../components/ui/States';
import { toast } from '../../stores/toasts/store';
import { NameDialog } from './NameDialog';
import '../../styles/lists.css';
import './data-tables.css';

/** /home/datatables: the user's data tables (every table for the instance owner); create, rename, delete. */
export default function DataTablesView() {
  const [tables, setTables] = useState<DataTable[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText, 250);
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<DataTable | null>(null);
  const [toDelete, setToDelete] = useState<DataTable | null>(null);

  const load = useCallback(async () => {
    try {
      setError(null);
      setTables((await listDataTables(search)).data);
    } catch (e) {
      setError(e);
    }
  }, [search]);
  useEffect(() => void load(), [load]);

  const empty = tables !== null && tables.length === 0 && !search;
  return (
    <div className="page" data-testid="data-tables-view">
      <PageHeader
        title="Data tables"
        subtitle={
          tables && !empty
            ? `${tables.length} table${tables.length === 1 ? '' : 's'}`
            : 'Tables your workflows read and write between executions.'
        }
        actions={
          !empty ? (
            <Button variant="primary" icon="plus" onClick={() => setCreating(true)} data-testid="add-data-table">
              Create data table
            </Button>
          ) : undefined
        }
      />
      {error ? (
        <LoadError error={error} onRetry={() => void load()} />
      ) : tables === null ? (
        <Loading label="Loading data tables…" />
      ) : empty ? (
        <EmptyState
          icon="table"
          title="No data tables yet"
          action={
            <div className="row empty-actions">
              <Button
                variant="primary"
                size="lg"
                icon="plus"
                onClick={() => setCreating(true)}
                data-testid="add-first-data-table"
              >
                Create your first data table
              </Button>
            </div>
          }
        >
          A data table keeps rows in this instance’s database. The Data table node inserts, reads, updates and deletes
          them.
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
                placeholder="Search data tables…"
                aria-label="Search data tables by name"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                data-testid="data-tables-search"
              />
            </div>
          </div>
          {tables.length === 0 ? (
            <EmptyState icon="search" title="No data tables match">
              Nothing matches “{search}”.
            </EmptyState>
          ) : (
            <div className="list" data-testid="data-tables-list">
              {tables.map((t) => (
                <div key={t.id} className="list-item" data-testid="data-table-row">
                  <Icon name="table" size={20} />
                  <div className="list-item__main">
                    <Link
                      className="list-item__title dt-link"
                      to={`/home/datatables/${t.id}`}
                      data-testid="data-table-link"
                    >
                      {t.name}
                    </Link>
                    <div className="list-item__meta">
                      {t.columns.length} column{t.columns.length === 1 ? '' : 's'} · updated{' '}
                      {new Date(t.updatedAt).toLocaleString()}
                    </div>
                  </div>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon="edit"
                    aria-label={`Rename ${t.name}`}
                    onClick={() => setRenaming(t)}
                    data-testid="rename-data-table"
                  />
                  <Button
                    size="sm"
                    variant="ghost"
                    icon="trash"
                    aria-label={`Delete ${t.name}`}
                    onClick={() => setToDelete(t)}
                    data-testid="delete-data-table"
                  />
                </div>
              ))}
            </div>
          )}
        </>
      )}
      <NameDialog
        open={creating}
        title="Create data table"
        label="Name"
        confirmLabel="Create"
        testId="create-data-table"
        onOpenChange={setCreating}
        onSave={async (name) => {
          await createDataTable(name);
          toast.success('Data table created', `“${name}” is ready for columns and rows.`);
          await load();
        }}
      />
      <NameDialog
        open={!!renaming}
        title="Rename data table"
        label="Name"
        initial={renaming?.name}
        confirmLabel="Rename"
        testId="rename-data-table-dialog"
        onOpenChange={(o) => !o && setRenaming(null)}
        onSave={async (name) => {
          if (renaming) await renameDataTable(renaming.id, name);
          await load();
        }}
      />
      <ConfirmDialog
        open={!!toDelete}
        title="Delete data table?"
        onOpenChange={(o) => !o && setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteDataTable(toDelete.id);
            toast.success('Data table deleted', `“${toDelete.name}” and its rows were deleted.`);
            await load();
          } catch (e) {
            toast.error(e, 'Problem deleting data table');
          }
        }}
      >
        {toDelete && (
          <>
            “<strong>{toDelete.name}</strong>” and all its rows will be deleted. Workflows that use it will fail. This
            cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
