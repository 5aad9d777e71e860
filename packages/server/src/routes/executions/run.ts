import type { FastifyInstance } from 'fastify';
import {
  CORE_NODE_TYPES,
  defaultStartNode,
  importN8nWorkflow,
  isTriggerType,
  startNodeKinds,
  type NodeTypeRegistry,
  type PinData,
  type RunData,
  type Workflow,
  type WorkflowNode,
} from '@weft/workflow';
import { ok, requireUser } from '../../auth/guards.js';
import type { ServerContext } from '../../context.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import type { StartExecutionArgs } from '../../services/contracts.js';
import { loadStoredWorkflow, permissionsOn } from '../../services/executions/workflows.js';

/** Body of `POST /workflows/run` (n8n's manual-run body, or just a saved workflow's id). */
interface RunBody {
  workflowData?: unknown;
  workflowId?: unknown;
  startNodes?: unknown;
  destinationNode?: unknown;
  runData?: unknown;
  pinData?: unknown;
  pushRef?: unknown;
  sessionId?: unknown;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** The first start node of n8n's `startNodes` (names, or `{name, sourceData}` objects). */
function firstStartNode(value: unknown): string | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const first: unknown = value[0];
  if (typeof first === 'string') return first;
  if (isObject(first) && typeof first.name === 'string') return first.name;
  return undefined;
}

/** Whether a node waits for an HTTP call to start (a trigger with webhooks: Webhook, Form Trigger, app triggers). */
function isWebhookNode(node: WorkflowNode, nodeTypes: NodeTypeRegistry): boolean {
  const description = nodeTypes.get(node.type, node.typeVersion)?.description;
  if (description?.webhooks?.length && isTriggerType(description)) return true;
  return node.type === CORE_NODE_TYPES.webhook || node.type === CORE_NODE_TYPES.formTrigger;
}

/** The node a manual run would start from: the named one, else the one the engine picks (the same rule, {@link defaultStartNode}). */
function startingNode(
  workflow: Workflow,
  nodeTypes: NodeTypeRegistry,
  startNode?: string,
  destinationNode?: string,
): WorkflowNode | undefined {
  if (startNode) return workflow.nodes.find((n) => n.name === startNode && !n.disabled);
  return defaultStartNode(workflow, startNodeKinds(nodeTypes), destinationNode);
}

/**
 * `POST /workflows/run`: starts a manual run and answers `{executionId}` at once; progress goes
 * through the push channel of the tab (`push-ref` header or `pushRef` in the body). A workflow
 * that starts with a webhook and has no data for it waits for a test call instead:
 * `{waitingForWebhook: true}`.
 */
export function registerRunRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.post('/workflows/run', async (req) => {
    const user = requireUser(req);
    const body = (isObject(req.body) ? req.body : {}) as RunBody;
    let workflow: Workflow & { id?: string };
    const storedId =
      typeof body.workflowId === 'string'
        ? body.workflowId
        : isObject(body.workflowData) && typeof body.workflowData.id === 'string'
          ? body.workflowData.id
          : undefined;
    const stored = storedId ? await loadStoredWorkflow(ctx, storedId) : undefined;
    if (stored && !permissionsOn(ctx, user, stored).execute)
      throw forbidden('You do not have permission to run this workflow');
    if (body.workflowData !== undefined) {
      if (!isObject(body.workflowData))
        throw badRequest('"workflowData" must be a workflow object with "nodes" and "connections"');
      try {
        workflow = importN8nWorkflow(body.workflowData);
      } catch (e) {
        throw badRequest(`The workflow cannot be run: ${(e as Error).message}`);
      }
      // An id the database does not know is an unsaved workflow.
      if (!stored) delete workflow.id;
    } else if (typeof body.workflowId === 'string') {
      if (!stored) throw notFound(`The workflow with id "${body.workflowId}" does not exist`);
      workflow = stored.workflow;
    } else {
      throw badRequest(
        'The request body needs "workflowData" (the workflow to run) or "workflowId" (a saved workflow)',
      );
    }
    if (stored) {
      workflow.id = stored.workflow.id;
      workflow.staticData = stored.workflow.staticData;
    }

    const destinationNode =
      typeof body.destinationNode === 'string' && body.destinationNode ? body.destinationNode : undefined;
    const startNode = firstStartNode(body.startNodes);
    for (const name of [destinationNode, startNode]) {
      if (name && !workflow.nodes.some((n) => n.name === name))
        throw badRequest(`The workflow has no node named "${name}"`);
    }
    const runData = isObject(body.runData) ? (body.runData as RunData) : undefined;
    const pinData = isObject(body.pinData) ? (body.pinData as PinData) : workflow.pinData;
    const header = req.headers['push-ref'];
    const pushRef =
      typeof body.pushRef === 'string'
        ? body.pushRef
        : typeof header === 'string'
          ? header
          : typeof body.sessionId === 'string'
            ? body.sessionId
            : undefined;

    const args: StartExecutionArgs = {
      workflow,
      mode: 'manual',
      userId: user.id,
      pushRef,
      startNode,
      destinationNode,
      runData: destinationNode ? runData : undefined,
      pinData,
    };

    const start = startingNode(workflow, ctx.nodeTypes, startNode, destinationNode);
    if (
      start &&
      isWebhookNode(start, ctx.nodeTypes) &&
      !pinData?.[start.name]?.length &&
      !runData?.[start.name]?.length
    ) {
      if (await ctx.activeWorkflows.registerTestWebhooks(args)) return ok({ waitingForWebhook: true });
    }
    const { executionId } = await ctx.executions.start(args);
    return ok({ executionId });
  });
}
