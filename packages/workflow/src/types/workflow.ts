import type { PinData } from './data.js';

/** A credential reference on a node: `{id, name}`, or the older plain-name form. */
export type NodeCredentialRef = { id: string | null; name: string } | string;

/** What a node does when it fails. */
export type OnErrorSetting = 'stopWorkflow' | 'continueRegularOutput' | 'continueErrorOutput';

/** A node in a workflow, in n8n's export format. */
export interface WorkflowNode {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: NodeParameters;
  credentials?: Record<string, NodeCredentialRef>;
  disabled?: boolean;
  notes?: string;
  notesInFlow?: boolean;
  webhookId?: string;
  retryOnFail?: boolean;
  maxTries?: number;
  waitBetweenTries?: number;
  alwaysOutputData?: boolean;
  executeOnce?: boolean;
  onError?: OnErrorSetting;
  /** Legacy flag, equivalent to onError continueRegularOutput. */
  continueOnFail?: boolean;
}

/** A parameter value: primitives, arrays, nested objects and resource-locator values. */
export type NodeParameterValue =
  string | number | boolean | null | undefined | NodeParameterValue[] | { [key: string]: NodeParameterValue };

/** A node's parameters. */
export type NodeParameters = Record<string, NodeParameterValue>;

/** A connection's target. */
export interface ConnectionTarget {
  node: string;
  type: string;
  index: number;
}

/**
 * Connections in the n8n export shape: source node name → connection type → output index →
 * targets. Duplicate targets are never stored.
 */
export type Connections = Record<string, Record<string, Array<ConnectionTarget[] | null>>>;

/** Workflow settings that change how it runs. */
export interface WorkflowSettings {
  executionOrder?: 'v0' | 'v1';
  timezone?: string;
  saveDataErrorExecution?: 'all' | 'none';
  saveDataSuccessExecution?: 'all' | 'none';
  saveManualExecutions?: boolean;
  saveExecutionProgress?: boolean;
  errorWorkflow?: string;
  executionTimeout?: number;
  callerPolicy?: 'any' | 'none' | 'workflowsFromAList' | 'workflowsFromSameOwner';
  callerIds?: string;
  [key: string]: unknown;
}

/** A workflow in n8n's export format, Weft's interchange format. */
export interface Workflow {
  id?: string;
  name: string;
  active?: boolean;
  nodes: WorkflowNode[];
  connections: Connections;
  settings?: WorkflowSettings;
  pinData?: PinData;
  staticData?: Record<string, unknown>;
  tags?: unknown[];
  versionId?: string;
  meta?: Record<string, unknown>;
  createdAt?: string;
  updatedAt?: string;
}
