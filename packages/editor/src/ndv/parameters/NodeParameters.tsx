/**
 * The parameter list of a node in the node details view.
 *
 * Props:
 * - `nodeId: string`: the id of the node in stores/workflow (`useWorkflowStore`).
 * - `readOnly?: boolean`: disables every input and hides add, delete and move controls.
 *
 * Values are read from and written to the workflow store (`setNodeParameters`); the parameter
 * definitions come from the node type (stores/node-types). Display rules are @weft/workflow's
 * (`isDisplayed`, `withDefaults`) on values whose expressions were resolved first (`$parameter`
 * chains capped at 50); a parameter that stops being displayed has its value cleared. The HTTP Request node
 * (typeVersion ≥ 3) gets the Import cURL button and modal.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { withDefaults, type NodeParameters as NodeParameterValues } from '@weft/workflow';
import { useWorkflowStore } from '../../stores/workflow/store';
import { useNodeTypesStore } from '../../stores/node-types/store';
import { useRunStore } from '../../stores/executions-run/store';
import { Loading } from '../../components/ui/States';
import { t } from '../../i18n';
import { ParamsContext, evaluateFor, firstInputJson, type ParamsContextValue } from './context';
import { clearHiddenValues, displayedParameters, resolveValuesForDisplay } from './display';
import { getValueAt, setValueAt } from './paths';
import { ParameterList } from './collections';
import { ParameterField } from './ParameterField';
import { ImportCurlModal } from '../curl/ImportCurlModal';
import { buildEditorContext } from '../expressions/evaluation';
import { toWorkflow } from '../../stores/workflow/model';
import type { Evaluated } from './expression-switch';
import { reportParameterChange } from '../../telemetry/ndv-events';
import '../../styles/ndv-parameters.css';

export interface NodeParametersProps {
  nodeId: string;
  readOnly?: boolean;
}

/** Renders every displayed parameter of the node with its input. */
export function NodeParameters({ nodeId, readOnly = false }: NodeParametersProps) {
  const node = useWorkflowStore((s) => s.workflow.nodes[nodeId]);
  const setNodeParameters = useWorkflowStore((s) => s.setNodeParameters);
  const typesLoaded = useNodeTypesStore((s) => s.loaded);
  const loadTypes = useNodeTypesStore((s) => s.load);
  const nodeType = useNodeTypesStore((s) => (node ? s.get(node.type, node.typeVersion) : undefined));
  const [refreshTokens, setRefreshTokens] = useState<Record<string, number>>({});

  useEffect(() => {
    if (!typesLoaded) void loadTypes();
  }, [typesLoaded, loadTypes]);

  const properties = nodeType?.properties;
  const version = node?.typeVersion;
  const values = useMemo(
    () => (properties && node ? withDefaults(properties, node.parameters ?? {}, version) : {}),
    [properties, node, version],
  );
  const shown = useMemo(() => {
    if (!properties || !node) return [];
    const resolved = resolveValuesForDisplay(values, version);
    return displayedParameters(properties, resolved, {
      nodeType: node.type,
      hasCredentials: !!nodeType?.credentials?.length,
      nodeVersion: version,
    });
  }, [properties, values, node, nodeType, version]);

  const setValues = useCallback(
    (next: NodeParameterValues) => {
      if (!properties) return;
      setNodeParameters(nodeId, clearHiddenValues(properties, next, version));
    },
    [nodeId, properties, version, setNodeParameters],
  );

  const setValue = useCallback(
    (path: string, value: unknown) => {
      if (!properties) return;
      const current = useWorkflowStore.getState().workflow.nodes[nodeId];
      if (!current) return;
      const base = withDefaults(properties, current.parameters ?? {}, version);
      const next = setValueAt(base, path, value);
      setValues(next);
      reportParameterChange({
        nodeType: current.type,
        path,
        before: getValueAt(base, path),
        after: value,
        values: next,
      });
    },
    [nodeId, properties, version, setValues],
  );

  // "Remove expression" keeps what the inline editor shows: the engine's context for item 0 of
  // the node's input (run or pinned data), falling back to a basic scope.
  const evaluate = useCallback(
    (expression: string): Evaluated => {
      const model = useWorkflowStore.getState().workflow;
      const current = model.nodes[nodeId];
      const runData = useRunStore.getState().runData;
      if (current) {
        try {
          const built = buildEditorContext({
            workflow: toWorkflow(model),
            runData,
            pinData: model.pinData,
            nodeName: current.name,
            timezone: model.settings?.timezone,
          });
          return { ok: true, value: built.context.evaluate(expression, 0) };
        } catch {
          /* fall back below */
        }
      }
      const json = firstInputJson(model, nodeId, runData);
      return evaluateFor(expression, { json, parameters: values, nodeVersion: version });
    },
    [nodeId, values, version],
  );

  const refresh = useCallback(
    (path: string) => setRefreshTokens((tokens) => ({ ...tokens, [path]: (tokens[path] ?? 0) + 1 })),
    [],
  );

  const ctx = useMemo<ParamsContextValue | null>(
    () =>
      node && nodeType
        ? {
            nodeId,
            node,
            nodeType,
            readOnly,
            values,
            setValue,
            setValues,
            evaluate,
            refreshTokens,
            refresh,
            Field: ParameterField,
          }
        : null,
    [nodeId, node, nodeType, readOnly, values, setValue, setValues, evaluate, refreshTokens, refresh],
  );

  if (!node) return <div className="ndv-params ndvp-empty">{t('nodeSettings.nodeGone')}</div>;
  if (!nodeType) {
    if (!typesLoaded)
      return (
        <div className="ndv-params">
          <Loading label={t('nodeSettings.loadingParameters')} />
        </div>
      );
    return (
      <div className="ndv-params ndvp-unknown" role="alert">
        {t('nodeSettings.nodeTypeUnknown', { type: node.type })}
      </div>
    );
  }
  const isHttp = node.type.endsWith('httpRequest') && node.typeVersion >= 3;
  return (
    <ParamsContext.Provider value={ctx}>
      <div
        className={`ndv-params${readOnly ? ' is-readonly' : ''}`}
        data-node-id={nodeId}
        data-testid="node-parameters"
      >
        {shown.length === 0 ? (
          <div className="ndvp-empty">{t('nodeSettings.thisNodeDoesNotHaveAnyParameters')}</div>
        ) : (
          <ParameterList properties={shown} values={values} path="" filtered />
        )}
        {isHttp && !readOnly && <ImportCurlModal nodeId={nodeId} />}
      </div>
    </ParamsContext.Provider>
  );
}

export default NodeParameters;
