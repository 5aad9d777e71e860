import { DateTime } from 'luxon';
import {
  createBasicScope,
  evaluateExpression,
  type Item,
  type NodeType,
  type PollContext,
  type WorkflowNode,
  parametersForRun,
} from '@weft/workflow';
import { defaultHttpRequest } from '@weft/engine';
import type { ServerContext } from '../../context.js';
import { workflowOwnerId } from '../executions/workflows.js';
import type { StoredWorkflow } from '../active/store.js';

/** Items from what a poller answers: an object or a list of objects (n8n's returnJsonArray). */
export function returnJsonArray(data: unknown): Item[] {
  const list = Array.isArray(data) ? data : data === undefined ? [] : [data];
  return list.map((entry) =>
    entry && typeof entry === 'object' && 'json' in entry ? (entry as Item) : { json: (entry ?? {}) as Item['json'] },
  );
}

/** The static data a poll works on: copies, kept only when the host commits them. */
export interface PollState {
  node: Record<string, unknown>;
  global: Record<string, unknown>;
}

/**
 * The {@link PollContext} of a scheduled poll (mode `trigger`) of `node` in an active workflow:
 * parameters with defaults and `=` expressions resolved over `$parameter`, the workflow owner's
 * credentials, the instance's HTTP client (with its SSRF policy), and copies of the static data.
 */
export function serverPollContext(
  ctx: ServerContext,
  workflow: StoredWorkflow,
  node: WorkflowNode,
  type: NodeType,
  timezone: string,
  state: PollState,
): PollContext {
  // The parameters as the engine hands them to a node (defaults filled in, hidden ones left out).
  const { properties, name } = type.description;
  const parameters = parametersForRun(properties, node.parameters ?? {}, node.typeVersion, name.endsWith('Tool'));
  const resolve = (value: unknown): unknown => {
    if (typeof value === 'string' && value.startsWith('=')) {
      try {
        return evaluateExpression(
          value,
          createBasicScope({
            $parameter: parameters,
            $workflow: { id: workflow.id, name: workflow.name, active: true },
          }),
        );
      } catch (e) {
        throw new Error(
          `The expression "${value}" of node "${node.name}" could not be evaluated: ${(e as Error).message}`,
          { cause: e },
        );
      }
    }
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]));
    return value;
  };
  const http = defaultHttpRequest();
  return {
    getNodeParameter(name, fallback) {
      const value = name
        .split('.')
        .reduce<unknown>(
          (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
          parameters,
        );
      return value === undefined ? fallback : resolve(value);
    },
    getNode: () => node,
    getWorkflow: () => workflow,
    getMode: () => 'trigger',
    getTimezone: () => timezone,
    getWorkflowStaticData: (kind) => (kind === 'global' ? state.global : state.node),
    async getCredentials(credentialType) {
      const ref = node.credentials?.[credentialType];
      if (!ref) throw new Error(`Credentials for "${credentialType}" are not set on node "${node.name}".`);
      return ctx.credentials.decryptedForNode(ref, credentialType, await workflowOwnerId(ctx, workflow.id));
    },
    async refreshOAuth2Credentials(credentialType) {
      const ref = node.credentials?.[credentialType];
      if (!ref) throw new Error(`Credentials for "${credentialType}" are not set on node "${node.name}".`);
      return ctx.credentials.decryptedForNode(ref, credentialType, await workflowOwnerId(ctx, workflow.id), {
        refresh: true,
      });
    },
    now: () => DateTime.now().setZone(timezone),
    helpers: { httpRequest: (options) => http(options), returnJsonArray },
  };
}
