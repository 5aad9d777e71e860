import { useCallback, useEffect, useState } from 'react';
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router';
import { ReactFlowProvider } from '@xyflow/react';
import * as Tooltip from '@radix-ui/react-tooltip';
import { createWorkflow, getNewWorkflowName, getWorkflow } from '../../api/workflow-editor';
import { templatesApi } from '../../api/templates';
import { useRouteName } from '../../app/use-route-name';
import { isReadOnlyView, VIEWS } from '../../app/route-names';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { LoadError, Loading } from '../../components/ui/States';
import { Canvas } from '../../canvas/Canvas';
import {
  ConflictModal,
  ImportUrlModal,
  RenameNodeDialog,
  SettingsModal,
  SimpleDialog,
} from '../../canvas/header/Dialogs';
import { WorkflowHeader } from '../../canvas/header/WorkflowHeader';
import { RunBar } from '../../canvas/RunBar';
import { BottomPanel } from '../../logs/BottomPanel';
import { useLogsPanel } from '../../logs/store';
import { saveWorkflow } from '../../canvas/save';
import { useCanvasUi } from '../../canvas/ui-store';
import { NodeCreator } from '../../node-creator/NodeCreator';
import { NodeDetailsViewWhenOpen as NodeDetailsView } from '../../ndv/NodeDetailsViewWhenOpen';
import { useHistoryStore } from '../../stores/history/store';
import { useRunStore } from '../../stores/executions-run/store';
import { keepsRunOnReload } from '../../stores/executions-run/state';
import { describeNodeType, useNodeTypesStore } from '../../stores/node-types/store';
import { useCredentialsStore } from '../../stores/credentials/store';
import { useSettingsStore } from '../../stores/settings/store';
import { emptyWorkflow, fromWorkflow, isNewWorkflowId, newNodeId, toWorkflow } from '../../stores/workflow/model';
import { runCommands } from '../../canvas/actions';
import { useWorkflowStore } from '../../stores/workflow/store';
import { CORE_NODE_TYPES } from '@weft/workflow';

type Load = { state: 'loading' } | { state: 'ready' } | { state: 'error'; error: unknown };

/** Opens the workflow the route names: a new one, a saved one, a template, or the demo. */
async function loadFor(
  route: string | undefined,
  id: string | undefined,
  locationState: unknown,
): Promise<string | void> {
  const wf = useWorkflowStore.getState();
  const fresh = () => {
    useHistoryStore.getState().reset();
    useRunStore.getState().reset();
    useCanvasUi.getState().reset();
    useLogsPanel.getState().reset();
  };
  if (route === VIEWS.WORKFLOW && id) {
    // Just saved: the store already holds it (action workflowSave).
    if ((locationState as { action?: string } | null)?.action === 'workflowSave' && wf.workflow.id === id) return;
    const shown = wf.workflow;
    const run = useRunStore.getState();
    const data = await getWorkflow(id);
    wf.setWorkflow(fromWorkflow(data));
    fresh();
    // Back from the Executions tab to the same saved version: the last run stays shown, as in n8n.
    if (run.runData && keepsRunOnReload(shown, data))
      useRunStore.setState({
        runData: run.runData,
        ranWith: run.ranWith,
        lastStatus: run.lastStatus,
        lastError: run.lastError,
      });
    return;
  }
  if (route === VIEWS.TEMPLATE_IMPORT && id) {
    // The template import route creates a workflow from the template and opens it.
    const settings = useSettingsStore.getState().settings;
    const api = templatesApi(settings?.templates?.host || '/templates-api/', settings?.versionCli ?? '0.0.0');
    const t = await api.workflowForImport(id);
    const name = await getNewWorkflowName(t.name)
      .then((r) => r.name)
      .catch(() => t.name);
    const model = {
      ...fromWorkflow({ ...t.workflow, name }),
      id: emptyWorkflow().id,
      meta: { templateId: String(id) },
    };
    const { id: _none, versionId: _v, ...body } = toWorkflow(model, describeNodeType);
    const created = await createWorkflow({ ...body, active: false });
    wf.setWorkflow({
      ...model,
      id: String(created.id),
      ...(created.versionId ? { versionId: created.versionId } : {}),
      name: created.name,
    });
    fresh();
    return `/workflow/${encodeURIComponent(String(created.id))}`;
  }
  if (route === VIEWS.DEMO) {
    wf.setWorkflow(emptyWorkflow());
    fresh();
    return;
  }
  const { name } = await getNewWorkflowName().catch(() => ({ name: 'My workflow' }));
  wf.setWorkflow(emptyWorkflow(name));
  fresh();
}

/**
 * The node view: the canvas with its header, node creator, run bar and
 * dialogs, for a new workflow, a saved one, a template import and the read-only demo.
 */
export default function NodeView() {
  const route = useRouteName();
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const readOnly = route ? isReadOnlyView(route) : true;
  const id = route === VIEWS.TEMPLATE_IMPORT ? params.id : params.name;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const pushBackend = useSettingsStore((s) => s.settings?.pushBackend);
  const isDirty = useWorkflowStore((s) => s.isDirty);
  const creatorOpen = useCanvasUi((s) => s.creatorOpen);
  const typesError = useNodeTypesStore((s) => s.error);

  const start = useCallback(() => {
    // Just saved (the store already holds it): keep the canvas, the open view and the run shown.
    const justSaved =
      (location.state as { action?: string } | null)?.action === 'workflowSave' &&
      useWorkflowStore.getState().workflow.id === id;
    if (!justSaved) setLoad({ state: 'loading' });
    Promise.all([useNodeTypesStore.getState().load(), loadFor(route, id, location.state)])
      .then(([, redirect]) => {
        if (redirect) void navigate(redirect, { replace: true, state: { action: 'workflowSave' } });
        setLoad({ state: 'ready' });
      })
      .catch((error: unknown) => setLoad({ state: 'error', error }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [route, id]);

  useEffect(start, [start]);

  // Credentials are known before anything is pasted or imported, so foreign ones can be left out.
  useEffect(() => {
    if (readOnly || useCredentialsStore.getState().loaded) return;
    void useCredentialsStore.getState().fetchCredentials();
  }, [readOnly]);

  // One push channel while editing: a first save (new → saved route) must not drop a run's messages.
  const wantsPush = !readOnly || route === VIEWS.DEMO;
  useEffect(() => {
    if (!wantsPush) return;
    useRunStore.getState().connect(pushBackend);
    return () => useRunStore.getState().disconnect();
  }, [pushBackend, wantsPush]);

  // The demo view loads a workflow posted to it (spec: postMessage {command: 'openWorkflow', workflow}).
  useEffect(() => {
    if (route !== VIEWS.DEMO) return;
    const onMessage = (e: MessageEvent) => {
      let msg: unknown = e.data;
      if (typeof msg === 'string') {
        try {
          msg = JSON.parse(msg);
        } catch {
          return;
        }
      }
      const m = msg as { command?: string; workflow?: unknown } | null;
      if (m?.command === 'openWorkflow' && m.workflow && typeof m.workflow === 'object') {
        useWorkflowStore.getState().setWorkflow(fromWorkflow(m.workflow));
      }
    };
    window.addEventListener('message', onMessage);
    window.parent?.postMessage(JSON.stringify({ command: 'n8nReady' }), '*');
    return () => window.removeEventListener('message', onMessage);
  }, [route]);

  const save = useCallback(() => saveWorkflow((to, opts) => navigate(to, opts)), [navigate]);
  // A never-saved workflow is saved before its first run, so its executions can be opened (n8n).
  useEffect(() => {
    if (readOnly) return;
    useRunStore.setState({ saveBeforeFirstRun: save });
    return () => useRunStore.setState({ saveBeforeFirstRun: null });
  }, [save, readOnly]);

  // Leaving with unsaved changes asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !readOnly &&
      useWorkflowStore.getState().isDirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(nextLocation.state as { action?: string } | null)?.action,
  );
  useEffect(() => {
    if (readOnly || !isDirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- older Chrome/Edge and Safari ask only when returnValue is set; preventDefault alone is not enough there
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty, readOnly]);

  if (load.state === 'loading') return <Loading label="Opening workflow…" />;
  if (load.state === 'error') {
    return (
      <div className="page">
        <LoadError error={load.error} onRetry={start} />
      </div>
    );
  }
  const saved = !isNewWorkflowId(useWorkflowStore.getState().workflow.id);
  return (
    <Tooltip.Provider delayDuration={300}>
      <ReactFlowProvider>
        <div className="node-view" data-testid="node-view">
          {route !== VIEWS.DEMO && <WorkflowHeader readOnly={readOnly} tab="workflow" onSave={save} />}
          {typesError && (
            <div className="callout callout--warning node-view__banner">
              <Icon name="alert" size={16} /> Node types could not be loaded: {typesError.message}
            </div>
          )}
          <div className="node-view__body">
            <Canvas readOnly={readOnly} onSave={() => void save()} />
            {!readOnly && !creatorOpen && (
              <div className="canvas-tools">
                <Button
                  variant="secondary"
                  icon="plus"
                  aria-label="Open node creator"
                  title="Add node (Tab)"
                  onClick={() => useCanvasUi.getState().openCreator()}
                  data-testid="open-node-creator"
                />
                <Button
                  variant="secondary"
                  icon="edit"
                  aria-label="Add sticky note"
                  title="Add sticky note"
                  onClick={() => addSticky()}
                />
              </div>
            )}
            {!readOnly && <NodeCreator />}
            <RunBar readOnly={readOnly} />
            {route !== VIEWS.DEMO && <BottomPanel />}
          </div>
          <NodeDetailsView readOnly={readOnly} />
          <ConflictModal />
          <ImportUrlModal />
          {saved && <SettingsModal onSaved={save} />}
          <RenameNodeDialog />
          <SimpleDialog
            open={blocker.state === 'blocked'}
            title="Save changes before leaving?"
            description="This workflow has unsaved changes."
            onClose={() => blocker.reset?.()}
            testId="leave-dialog"
            footer={
              <>
                <Button onClick={() => blocker.proceed?.()}>Leave without saving</Button>
                <Button
                  variant="primary"
                  onClick={() => {
                    // saveWorkflow reports its own errors and answers false.
                    void save().then((ok) => (ok ? blocker.proceed?.() : blocker.reset?.()));
                  }}
                >
                  Save
                </Button>
              </>
            }
          />
        </div>
      </ReactFlowProvider>
    </Tooltip.Provider>
  );
}

/** Adds a sticky note above the workflow's nodes (one undoable step). */
function addSticky() {
  const wf = useWorkflowStore.getState().workflow;
  const names = Object.values(wf.nodes).map((n) => n.name);
  let name = 'Sticky Note';
  for (let i = 1; names.includes(name); i++) name = `Sticky Note${i}`;
  const xs = Object.values(wf.nodes).map((n) => n.position);
  const x = xs.length ? Math.min(...xs.map((p) => p[0])) : 0;
  const y = xs.length ? Math.min(...xs.map((p) => p[1])) - 200 : 0;
  runCommands([
    {
      type: 'addNode',
      node: {
        id: newNodeId(),
        name,
        type: CORE_NODE_TYPES.stickyNote,
        typeVersion: 1,
        position: [x, y],
        parameters: { content: '## Note\nDouble-click to edit. **Markdown** works.', width: 240, height: 160 },
      },
    },
  ]);
}
