/**
 * What every input of one node's parameter list shares: the node, its type, read-only, the
 * root values, the write function and the evaluator for "Remove expression".
 */
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import {
  createBasicScope,
  evaluateExpression,
  type NodeParameters,
  type NodeProperty,
  type NodeTypeDescription,
  type RunData,
  type WorkflowNode,
} from '@weft/workflow';
import type { WorkflowModel } from '../../stores/workflow/model';
import type { Evaluated } from './expression-switch';

/** The shared state of a parameter list. */
export interface ParamsContextValue {
  nodeId: string;
  node: WorkflowNode;
  nodeType: NodeTypeDescription;
  readOnly: boolean;
  /** Root values with defaults filled in. */
  values: NodeParameters;
  /** Writes one value by path (undefined deletes), then clears hidden values. */
  setValue(path: string, value: unknown): void;
  /** Replaces several root values at once (cURL import). */
  setValues(values: NodeParameters): void;
  /** Evaluates an expression for the first input item. */
  evaluate(expression: string): Evaluated;
  /** Bumped by "Refresh list" of a parameter path. */
  refreshTokens: Record<string, number>;
  refresh(path: string): void;
  /**
   * The component that renders one parameter (ParameterField). Collections render their children
   * with it, so nested lists recurse without the input modules importing each other in a circle.
   */
  Field: ComponentType<FieldProps>;
}

/** What the nested-parameter renderer takes (ParameterField's props). */
export interface FieldProps {
  parameter: NodeProperty;
  path: string;
  value: unknown;
  onChange(value: unknown): void;
  hideLabel?: boolean;
  hideIssues?: boolean;
  actions?: ReactNode;
}

export const ParamsContext = createContext<ParamsContextValue | null>(null);

/** The parameter list's shared state (throws outside NodeParameters). */
export function useParams(): ParamsContextValue {
  const ctx = useContext(ParamsContext);
  if (!ctx) throw new Error('Parameter inputs must be rendered inside NodeParameters');
  return ctx;
}

/** The json of the first item the node's first parent produced in the last run, if any. */
export function firstInputJson(
  model: WorkflowModel,
  nodeId: string,
  runData: RunData | null,
): Record<string, unknown> | undefined {
  if (!runData) return undefined;
  const parent = Object.values(model.connections).find((c) => c.target === nodeId && c.type === 'main');
  const parentNode = parent ? model.nodes[parent.source] : undefined;
  if (!parentNode || !parent) return undefined;
  const runs = runData[parentNode.name];
  const last = runs?.[runs.length - 1];
  const item = last?.data?.main?.[parent.sourceOutput]?.[0];
  return item?.json;
}

/** Evaluates an expression with `$json` (first input item), `$parameter` and `$nodeVersion`. */
export function evaluateFor(
  expression: string,
  scope: { json?: Record<string, unknown>; parameters: NodeParameters; nodeVersion?: number },
): Evaluated {
  try {
    const value = evaluateExpression(
      expression,
      createBasicScope({ $json: scope.json ?? {}, $parameter: scope.parameters, $nodeVersion: scope.nodeVersion }),
    );
    return { ok: true, value };
  } catch {
    return { ok: false };
  }
}
