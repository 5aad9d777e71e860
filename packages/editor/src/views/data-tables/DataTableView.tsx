import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router';
import {
  addDataTableColumn,
  deleteDataTableColumn,
  deleteDataTableRow,
  getDataTable,
  insertDataTableRow,
  listDataTableRows,
  renameDataTable,
  updateDataTableRow,
  type DataTable,
  type DataTableColumn,
  type DataTableRow,
} from '../../api/data-tables';
import { ConfirmDialog } from '../../components/workflows-list/ConfirmDialog';
import { Pager } from '../../components/workflows-list/Pager';
import { Button } from '../../components/ui/Button';
import { LoadError, Loading, PageHeader } from '../../components/ui/States';
import { toast } from '../../stores/toasts/store';
import { cellText, editedValue, shortDate } from './cells';
import { NameDialog } from './NameDialog';
import '../../styles/lists.css';
import './data-tables.css';

/** Rows per page. */
export const DATA_TABLE_PAGE_SIZE = 20;

/** One editable cell: click (or Enter) to edit, Enter or leaving the field saves, Escape cancels. */
function Cell({
  row,
  column,
  onSave,
}: {
  row: DataTableRow;
  column: DataTableColumn;
  onSave(value: unknown): Promise<void>;
}) {
  const value = row[column.name];
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  if (column.type === 'boolean') {
    return (
      <td className="dt-cell dt-cell--boolean">
        <input
          type="checkbox"
          checked={value === true}
          aria-label={`${column.name} of row ${row.id}`}
          onChange={(e) => void onSave(e.target.checked)}
          data-testid={`cell-${row.id}-${column.name}`}
        />
      </td>
    );
  }
  const commit = async () => {
    setEditing(false);
    if (text !== cellText(value, column.type)) await onSave(editedValue(text));
  };
  const keys = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') void commit();
    if (e.key === 'Escape') setEditing(false);
  };
  return (
    <td className={`dt-cell dt-cell--${column.type}`}>
      {editing ? (
        <input
          className="input dt-cell__input"
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => void commit()}
          onKeyDown={keys}
          aria-label={`${column.name} of row ${row.id}`}
          data-testid={`cell-input-${row.id}-${column.name}`}
        />
      ) : (
        <button
          type="button"
          className={`dt-cell__value${value === null || value === undefined ? ' dt-cell__value--empty' : ''}`}
          onClick={() => {
            setText(cellText(value, column.type));
            setEditing(true);
          }}
          aria-label={`Edit ${column.name} of row ${row.id}`}
          data-testid={`cell-${row.id}-${column.name}`}
        >
          {value === null || value === undefined ? 'empty' : cellText(value, column.type)}
        </button>
      )}
    </td>
  );
}

/** /home/datatables/:id: a table's columns and rows, page by page, with cells edited in place. */
export default function DataTableView() {
  const { id = '' } = useParams();
  const [table, setTable] = useState<DataTable | null>(null);
  const [rows, setRows] = useState<{ count: number; data: DataTableRow[] } | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<unknown>(null);
  const [addingColumn, setAddingColumn] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [columnToDelete, setColumnToDelete] = useState<DataTableColumn | null>(null);
  const [rowToDelete, setRowToDelete] = useState<DataTableRow | null>(null);

  const load = useCallback(
    async (toPage = page) => {
      try {
        setError(null);
        const [t, r] = await Promise.all([
          getDataTable(id),
          listDataTableRows(id, (toPage - 1) * DATA_TABLE_PAGE_SIZE, DATA_TABLE_PAGE_SIZE),
        ]);
        setTable(t);
        setRows(r);
      } catch (e) {
        setError(e);
      }
    },
    [id, page],
  );
  useEffect(() => void load(), [load]);

  const pages = Math.max(1, Math.ceil((rows?.count ?? 0) / DATA_TABLE_PAGE_SIZE));
  const saveCell = async (row: DataTableRow, column: DataTableColumn, value: unknown) => {
    try {
      const [updated] = await updateDataTableRow(id, Number(row.id), { [column.name]: value });
      if (updated) setRows((r) => r && { ...r, data: r.data.map((x) => (x.id === updated.id ? updated : x)) });
    } catch (e) {
      toast.error(e, `Could not save ${column.name}`);
    }
  };
  const addRow = async () => {
    try {
      await insertDataTableRow(id, {});
      const last = Math.max(1, Math.ceil(((rows?.count ?? 0) + 1) / DATA_TABLE_PAGE_SIZE));
      setPage(last);
      if (last === page) await load(last);
    } catch (e) {
      toast.error(e, 'Could not add a row');
    }
  };

  if (error)
    return (
      <div className="page">
        <LoadError error={error} onRetry={() => void load()} />
      </div>
    );
  if (!table || !rows)
    return (
      <div className="page">
        <Loading label="Loading data table…" />
      </div>
    );
  const from = rows.count === 0 ? 0 : (page - 1) * DATA_TABLE_PAGE_SIZE + 1;
  return (
    <div className="page page--wide" data-testid="data-table-view">
      <nav className="dt-breadcrumb" aria-label="Breadcrumb">
        <Link to="/home/datatables">‹ Data tables</Link>
      </nav>
      <PageHeader
        title={<span data-testid="data-table-name">{table.name}</span>}
        subtitle={`${table.columns.length} column${table.columns.length === 1 ? '' : 's'} · ${rows.count} row${rows.count === 1 ? '' : 's'}`}
        actions={
          <>
            <Button icon="edit" onClick={() => setRenaming(true)} data-testid="rename-table">
              Rename
            </Button>
            <Button icon="plus" onClick={() => setAddingColumn(true)} data-testid="add-column">
              Add column
            </Button>
            <Button variant="primary" icon="plus" onClick={() => void addRow()} data-testid="add-row">
              Add row
            </Button>
          </>
        }
      />
      <div className="dt-grid-wrap">
        <table className="table dt-grid" data-testid="data-table-grid">
          <thead>
            <tr>
              <th className="dt-col--system">id</th>
              {table.columns.map((c) => (
                <th key={c.id} data-testid={`column-${c.name}`}>
                  <span className="dt-col">
                    <span>{c.name}</span>
                    <span className="dt-col__type">{c.type}</span>
                    <Button
                      size="sm"
                      variant="ghost"
                      icon="close"
                      aria-label={`Remove column ${c.name}`}
                      onClick={() => setColumnToDelete(c)}
                      data-testid={`remove-column-${c.name}`}
                    />
                  </span>
                </th>
              ))}
              <th className="dt-col--system">createdAt</th>
              <th className="dt-col--system">updatedAt</th>
              <th aria-label="Row actions" />
            </tr>
          </thead>
          <tbody>
            {rows.data.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length + 4} className="dt-empty muted">
                  No rows yet. Add one here, or let a workflow insert them with the Data table node.
                </td>
              </tr>
            ) : (
              rows.data.map((row) => (
                <tr key={String(row.id)} data-testid="data-table-grid-row">
                  <td className="dt-cell dt-cell--system">{row.id}</td>
                  {table.columns.map((c) => (
                    <Cell key={c.id} row={row} column={c} onSave={(v) => saveCell(row, c, v)} />
                  ))}
                  <td className="dt-cell dt-cell--system" title={cellText(row.createdAt, 'system')}>
                    {shortDate(row.createdAt)}
                  </td>
                  <td className="dt-cell dt-cell--system" title={cellText(row.updatedAt, 'system')}>
                    {shortDate(row.updatedAt)}
                  </td>
                  <td className="dt-cell dt-cell--actions">
                    <Button
                      size="sm"
                      variant="ghost"
                      icon="trash"
                      aria-label={`Delete row ${row.id}`}
                      onClick={() => setRowToDelete(row)}
                      data-testid={`delete-row-${row.id}`}
                    />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        page={page}
        pages={pages}
        from={from}
        to={Math.min(rows.count, page * DATA_TABLE_PAGE_SIZE)}
        total={rows.count}
        noun={rows.count === 1 ? 'row' : 'rows'}
        onPage={setPage}
      />
      <NameDialog
        open={addingColumn}
        title="Add column"
        label="Column name"
        confirmLabel="Add column"
        withType
        testId="add-column-dialog"
        onOpenChange={setAddingColumn}
        onSave={async (name, type) => {
          await addDataTableColumn(id, name, type as DataTableColumn['type']);
          await load();
        }}
      />
      <NameDialog
        open={renaming}
        title="Rename data table"
        label="Name"
        initial={table.name}
        confirmLabel="Rename"
        testId="rename-table-dialog"
        onOpenChange={setRenaming}
        onSave={async (name) => {
          await renameDataTable(id, name);
          await load();
        }}
      />
      <ConfirmDialog
        open={!!columnToDelete}
        title="Remove column?"
        confirmLabel="Remove"
        onOpenChange={(o) => !o && setColumnToDelete(null)}
        onConfirm={async () => {
          if (!columnToDelete) return;
          try {
            await deleteDataTableColumn(id, columnToDelete.id);
            await load();
          } catch (e) {
            toast.error(e, 'Could not remove the column');
          }
        }}
      >
        {columnToDelete && (
          <>
            The column “<strong>{columnToDelete.name}</strong>” and its values in every row will be removed.
          </>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={!!rowToDelete}
        title="Delete row?"
        onOpenChange={(o) => !o && setRowToDelete(null)}
        onConfirm={async () => {
          if (!rowToDelete) return;
          try {
            await deleteDataTableRow(id, Number(rowToDelete.id));
            const last = Math.max(1, Math.ceil((rows.count - 1) / DATA_TABLE_PAGE_SIZE));
            if (page > last) setPage(last);
            else await load();
          } catch (e) {
            toast.error(e, 'Could not delete the row');
          }
        }}
      >
        {rowToDelete && <>Row {rowToDelete.id} will be deleted.</>}
      </ConfirmDialog>
    </div>
  );
}
