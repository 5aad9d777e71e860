/**
 * Remote options of options/multiOptions parameters: loading,
 * loaded and error, reloaded when loadOptionsDependsOn values, the node's credentials or a
 * reloadOnChange parameter change, and on "Refresh list".
 */
import { useEffect, useState } from 'react';
import { getPath, type NodeParameters, type NodeProperty, type NodePropertyOption } from '@weft/workflow';
import { getNodeParameterOptions } from '../../api/ndv-parameters';
import { isNewWorkflowId } from '../../stores/workflow/model';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useParams } from './context';

/** Whether the parameter's options come from the server. */
export function hasRemoteOptions(parameter: Pick<NodeProperty, 'typeOptions'>): boolean {
  return !!(parameter.typeOptions?.loadOptionsMethod || parameter.typeOptions?.loadOptions);
}

/**
 * The key whose change triggers a reload: the values named in loadOptionsDependsOn, the node's
 * credentials, and the values of every parameter marked reloadOnChange.
 */
export function remoteDependencyKey(
  parameter: Pick<NodeProperty, 'typeOptions'>,
  properties: readonly NodeProperty[],
  values: NodeParameters,
  credentials: unknown,
): string {
  const dependsOn = (parameter.typeOptions?.loadOptionsDependsOn as string[] | undefined) ?? [];
  const deps = dependsOn.map((p) => getPath(values, p.replace(/^\//, '')));
  const reload = properties.filter((p) => p.typeOptions?.reloadOnChange).map((p) => values[p.name]);
  return JSON.stringify([deps, reload, credentials ?? null]);
}

/** The state of one parameter's remote options. */
export interface RemoteOptionsState {
  status: 'idle' | 'loading' | 'loaded' | 'error';
  options: NodePropertyOption[];
  error?: string;
}

/** Loads the remote options of `parameter` at `path` (nothing for local options). */
export function useRemoteOptions(parameter: NodeProperty, path: string): RemoteOptionsState {
  const { node, nodeType, values, refreshTokens } = useParams();
  const workflowId = useWorkflowStore((s) => s.workflow.id);
  const remote = hasRemoteOptions(parameter);
  const key = remote ? remoteDependencyKey(parameter, nodeType.properties, values, node.credentials) : '';
  const token = refreshTokens[path] ?? 0;
  const [state, setState] = useState<RemoteOptionsState>({ status: remote ? 'loading' : 'idle', options: [] });
  useEffect(() => {
    if (!remote) return;
    const abort = new AbortController();
    setState((s) => ({ status: 'loading', options: s.options }));
    getNodeParameterOptions(
      {
        nodeTypeAndVersion: { name: node.type, version: node.typeVersion },
        path,
        methodName: parameter.typeOptions?.loadOptionsMethod as string | undefined,
        loadOptions: parameter.typeOptions?.loadOptions,
        currentNodeParameters: values,
        credentials: node.credentials,
        workflowId: isNewWorkflowId(workflowId) ? undefined : workflowId,
      },
      abort.signal,
    ).then(
      (options) => setState({ status: 'loaded', options: Array.isArray(options) ? options : [] }),
      (error: unknown) => {
        if ((error as Error | null)?.name !== 'AbortError')
          setState({ status: 'error', options: [], error: remoteErrorText(error) });
      },
    );
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only when a dependency changes
  }, [remote, key, token, path, node.type, node.typeVersion]);
  return state;
}

/** Longest part of a service's own answer shown with a load failure (the rest is in the server log). */
const MAX_HINT_LENGTH = 300;

/**
 * The text of a remote load failure: the server's message, and the hint it sends with it (a
 * service's own words, e.g. why it refused the credential), shortened when long.
 */
export function remoteErrorText(error: unknown): string {
  const e = error as { message?: string; meta?: { hint?: unknown } } | undefined;
  const message = e?.message ?? String(error);
  const hint = typeof e?.meta?.hint === 'string' ? e.meta.hint.trim() : '';
  if (!hint || message.includes(hint)) return message;
  return `${message} (${hint.length > MAX_HINT_LENGTH ? `${hint.slice(0, MAX_HINT_LENGTH)}…` : hint})`;
}
