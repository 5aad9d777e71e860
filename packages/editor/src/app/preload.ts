import { matchPath } from 'react-router';
import { prefetchWorkflow } from '../api/workflow-editor';
import { useNodeTypesStore } from '../stores/node-types/store';
import { PATHS, VIEWS } from './route-names';
import { views } from './routes';

/**
 * Starts, while the app boots (settings, then the session), what the page opened at `pathname`
 * will ask for: for a workflow's canvas, the view's code, the node types and the saved workflow.
 * The code that needs each takes it from there; a failure is met again by that code.
 */
export function preloadFor(pathname: string): void {
  const saved = matchPath(PATHS[VIEWS.WORKFLOW], pathname);
  if (!saved && !matchPath(PATHS[VIEWS.NEW_WORKFLOW], pathname)) return;
  views.nodeView.preload().catch(() => undefined); // the route meets the failure again, and says what it was
  void useNodeTypesStore.getState().load();
  const id = saved?.params.name;
  if (id && id !== 'new') prefetchWorkflow(id);
}
