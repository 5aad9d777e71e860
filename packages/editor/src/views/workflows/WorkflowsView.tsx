import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { WorkflowSummary } from '../../api/workflows';
import { ConfirmDialog } from '../../components/workflows-list/ConfirmDialog';
import { EditTagsDialog } from '../../components/workflows-list/EditTagsDialog';
import { ListSkeleton } from '../../components/workflows-list/ListSkeleton';
import { Pager } from '../../components/workflows-list/Pager';
import { useDebounced } from '../../components/workflows-list/use-debounced';
import { WorkflowRow } from '../../components/workflows-list/WorkflowRow';
import { WorkflowsToolbar } from '../../components/workflows-list/WorkflowsToolbar';
import { Button } from '../../components/ui/Button';
import { EmptyState, LoadError, PageHeader } from '../../components/ui/States';
import { isEnterpriseFeatureEnabled, useSettingsStore } from '../../stores/settings/store';
import { toast } from '../../stores/toasts/store';
import { useCurrentUser } from '../../stores/users/store';
import {
  applyWorkflowQuery,
  initialWorkflowQuery,
  isFiltered,
  isSharedWith,
  ownersOf,
  paginate,
  type WorkflowQuery,
} from '../../stores/workflows-list/state';
import { useWorkflowsListStore } from '../../stores/workflows-list/store';
import { permissionUser, workflowPermissions } from '../../utils/permissions';
import '../../styles/lists.css';
import '../../styles/tags.css';

/** Rows per page: the list stays fast with hundreds of workflows. */
export const WORKFLOWS_PAGE_SIZE = 25;

/** /home/workflows: every workflow the user can see, searchable, filterable and sortable. */
export default function WorkflowsView() {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const settings = useSettingsStore((s) => s.settings);
  const sharing = isEnterpriseFeatureEnabled(settings, 'sharing');
  const { workflows, loading, loaded, error, fetchWorkflows, setActive, deleteWorkflow, duplicateWorkflow, setTags } =
    useWorkflowsListStore();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText, 250);
  const [query, setQuery] = useState<Omit<WorkflowQuery, 'search'>>({
    sort: initialWorkflowQuery.sort,
    tagIds: [],
    owner: 'all',
  });
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<WorkflowSummary | null>(null);
  const [tagging, setTagging] = useState<WorkflowSummary | null>(null);

  useEffect(() => {
    void fetchWorkflows();
  }, [fetchWorkflows]);
  useEffect(() => setPage(1), [search, query]);

  const fullQuery: WorkflowQuery = { ...query, search };
  const shown = useMemo(() => applyWorkflowQuery(workflows, fullQuery, user?.id), [workflows, search, query, user?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const paged = paginate(shown, page, WORKFLOWS_PAGE_SIZE);
  const owners = useMemo(() => (sharing ? ownersOf(workflows) : undefined), [sharing, workflows]);
  const me = permissionUser(user);

  const toggle = useCallback(
    async (w: WorkflowSummary, active: boolean) => {
      try {
        await setActive(w.id, active);
        toast.success(
          active ? 'Workflow activated' : 'Workflow deactivated',
          `“${w.name}” is now ${active ? 'active' : 'inactive'}.`,
        );
      } catch (e) {
        toast.error(e, `Problem ${active ? 'activating' : 'deactivating'} workflow`);
      }
    },
    [setActive],
  );
  const open = useCallback((w: WorkflowSummary) => void navigate(`/workflow/${encodeURIComponent(w.id)}`), [navigate]);
  const duplicate = useCallback(
    (w: WorkflowSummary) => {
      duplicateWorkflow(w.id)
        .then((copy) => {
          toast.success('Workflow duplicated', `Created “${copy.name}”.`);
          void navigate(`/workflow/${encodeURIComponent(copy.id)}`);
        })
        .catch((e: unknown) => toast.error(e, 'Problem duplicating workflow'));
    },
    [duplicateWorkflow, navigate],
  );
  const tagClick = useCallback(
    (id: string) =>
      setQuery((q) => ({ ...q, tagIds: q.tagIds.includes(id) ? q.tagIds.filter((t) => t !== id) : [...q.tagIds, id] })),
    [],
  );
  const clear = () => {
    setSearchText('');
    setQuery((q) => ({ ...q, tagIds: [], owner: 'all' }));
  };

  const newButton = (
    <Button variant="primary" icon="plus" onClick={() => void navigate('/workflow/new')} data-testid="new-workflow">
      New workflow
    </Button>
  );
  const empty = loaded && !error && workflows.length === 0;

  return (
    <div className="page" data-testid="workflows-view">
      <PageHeader
        title="Workflows"
        subtitle={
          loaded && !empty
            ? `${workflows.length} workflow${workflows.length === 1 ? '' : 's'}`
            : 'Automate work by connecting your apps and services.'
        }
        actions={!empty ? newButton : undefined}
      />
      {error ? (
        <LoadError error={error} onRetry={() => void fetchWorkflows()} />
      ) : !loaded ? (
        <ListSkeleton label="Loading workflows…" />
      ) : empty ? (
        <EmptyState
          icon="workflow"
          title={user?.firstName ? `Welcome, ${user.firstName}` : 'No workflows yet'}
          action={
            <div className="row empty-actions">
              <Button
                variant="primary"
                size="lg"
                icon="plus"
                onClick={() => void navigate('/workflow/new')}
                data-testid="create-first-workflow"
              >
                Create your first workflow
              </Button>
              {settings?.templates?.enabled && (
                <Button
                  size="lg"
                  icon="templates"
                  onClick={() => void navigate('/templates')}
                  data-testid="browse-templates"
                >
                  Browse templates
                </Button>
              )}
            </div>
          }
        >
          Workflows connect your apps and services: a trigger starts them, and each step passes its data on to the next.
          Start from a blank canvas{settings?.templates?.enabled ? ' or from a ready-made template' : ''}.
        </EmptyState>
      ) : (
        <>
          <WorkflowsToolbar
            search={searchText}
            onSearch={setSearchText}
            sort={query.sort}
            onSort={(sort) => setQuery((q) => ({ ...q, sort }))}
            tagIds={query.tagIds}
            onTags={(tagIds) => setQuery((q) => ({ ...q, tagIds }))}
            owners={owners}
            owner={query.owner}
            onOwner={(owner) => setQuery((q) => ({ ...q, owner }))}
            currentUserId={user?.id}
            filtered={isFiltered(fullQuery) || searchText !== ''}
            onClear={clear}
          />
          {shown.length === 0 ? (
            <EmptyState
              icon="search"
              title="No workflows match"
              action={<Button onClick={clear}>Clear filters</Button>}
            >
              Nothing matches {search ? <>“{search}”</> : 'these filters'}. Try another name or fewer tags.
            </EmptyState>
          ) : (
            <>
              <div className="list" data-testid="workflows-list" aria-busy={loading || undefined}>
                {paged.items.map((w) => {
                  const can = workflowPermissions(me, w, { sharingEnabled: sharing });
                  return (
                    <WorkflowRow
                      key={w.id}
                      workflow={w}
                      currentUserId={user?.id}
                      sharingEnabled={sharing}
                      shared={sharing && isSharedWith(w, user?.id)}
                      canUpdate={can.update}
                      canDelete={can.delete}
                      activeTagIds={query.tagIds}
                      onToggleActive={toggle}
                      onOpen={open}
                      onDuplicate={duplicate}
                      onDelete={setToDelete}
                      onEditTags={setTagging}
                      onTagClick={tagClick}
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
                noun={shown.length === 1 ? 'workflow' : 'workflows'}
                onPage={setPage}
              />
            </>
          )}
        </>
      )}
      <EditTagsDialog
        workflow={tagging}
        onClose={() => setTagging(null)}
        onSave={async (w, tagIds) => {
          try {
            await setTags(w.id, tagIds);
            toast.success(
              'Tags saved',
              `“${w.name}” has ${tagIds.length || 'no'} tag${tagIds.length === 1 ? '' : 's'}.`,
            );
          } catch (e) {
            toast.error(e, 'Problem saving tags');
            throw e;
          }
        }}
      />
      <ConfirmDialog
        open={!!toDelete}
        title="Delete workflow?"
        onOpenChange={(o) => !o && setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          try {
            await deleteWorkflow(toDelete.id);
            toast.success('Workflow deleted', `“${toDelete.name}” was deleted.`);
          } catch (e) {
            toast.error(e, 'Problem deleting workflow');
          }
        }}
      >
        {toDelete && (
          <>
            “<strong>{toDelete.name}</strong>” and its settings will be deleted for everyone. This cannot be undone.
          </>
        )}
      </ConfirmDialog>
    </div>
  );
}
