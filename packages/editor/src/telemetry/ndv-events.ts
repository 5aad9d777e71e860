/**
 * One-call reporters for the node details view's telemetry points, so each call
 * site stays a single import and a single call: the resource locator, the fixed/expression switch,
 * parameter value changes (operation or mode), and the expression editor dialog.
 */
import { useEffect, useRef } from 'react';
import type { TelemetryValue } from '@weft/workflow';
import {
  expressionEditorOpenedEvent,
  operationOrModeEvent,
  parameterModeSwitchEvent,
  resourceLocatorEvent,
  type LocatorSite,
  type ResourceLocatorAction,
} from './payloads';
import { report, runHook } from './telemetry';
import { useWorkflowStore } from '../stores/workflow/store';

/**
 * A resource locator action: 'refresh' (the list was refreshed), 'link' (a link to the resource
 * was opened), 'mode' (with `{ mode }`), 'search' (a list search ran).
 *
 * @example
 * trackResourceLocator('mode', { nodeType: ctx.node.type, values: ctx.values, fieldName: parameter.name }, { mode: 'url' });
 */
export function trackResourceLocator(
  action: ResourceLocatorAction,
  site: LocatorSite,
  extra?: Record<string, TelemetryValue>,
): void {
  report(resourceLocatorEvent(action, site, extra));
}

/** The fixed/expression switch of a parameter: 'User switched parameter mode' and the `parameterInput.modeSwitch` hook. */
export function reportParameterModeSwitch(input: {
  nodeType: string;
  path: string;
  previous: unknown;
  newMode: 'fixed' | 'expression';
}): void {
  report(parameterModeSwitchEvent(input), 'parameterInput.modeSwitch');
}

/**
 * A parameter value written from the parameter list: the `nodeSettings.valueChanged` hook for
 * every change, and 'User set node operation or mode' when the parameter is `operation` or `mode`.
 */
export function reportParameterChange(input: {
  nodeType: string;
  path: string;
  before: unknown;
  after: unknown;
  values: Record<string, unknown>;
}): void {
  report(operationOrModeEvent(input), {
    name: 'nodeSettings.valueChanged',
    metadata: { parameterPath: input.path, oldValue: input.before, newValue: input.after, node_type: input.nodeType },
  });
}

/**
 * For the expression editor dialog (pass its props): when it opens, 'User opened Expression
 * Editor' and the `expressionEdit.dialogVisibleChanged` hook with `dialogVisible: true`; when it
 * closes (or unmounts open), the hook again with `dialogVisible: false` and the value it closed with.
 */
export function useExpressionEditorTelemetry(props: {
  open: boolean;
  nodeId: string;
  path?: string;
  value: string;
}): void {
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    if (!props.open) return;
    const site = () => {
      const { nodeId, path, value } = latest.current;
      return { nodeType: useWorkflowStore.getState().workflow.nodes[nodeId]?.type, path, value };
    };
    const opened = site();
    report(expressionEditorOpenedEvent(opened), {
      name: 'expressionEdit.dialogVisibleChanged',
      metadata: { dialogVisible: true, value: opened.value, path: opened.path, node_type: opened.nodeType },
    });
    return () => {
      const closed = site();
      runHook('expressionEdit.dialogVisibleChanged', {
        dialogVisible: false,
        value: closed.value,
        path: closed.path,
        node_type: closed.nodeType,
      });
    };
  }, [props.open]);
}
