import type { NodeTypeDescription, WebhookEndpoints } from '@weft/workflow';
import { buildEditorContext } from '../expressions/evaluation';
import { isNewWorkflowId, toWorkflow, type WorkflowModel } from '../../stores/workflow/model';
import { webhookEvaluator } from './evaluator';
import { hasTriggerWebhooks, nodeWebhooks, type WebhookUrlResult } from './node-webhooks';

/**
 * The test URLs of every enabled webhook trigger of the open workflow (what a test-webhook wait
 * listens to), built like the node details view builds them.
 */
export function workflowTestWebhookUrls(
  model: WorkflowModel,
  typeOf: (type: string, version: number) => NodeTypeDescription | undefined,
  endpoints: WebhookEndpoints,
): WebhookUrlResult[] {
  const nodes = Object.values(model.nodes).filter(
    (n) => !n.disabled && hasTriggerWebhooks(typeOf(n.type, n.typeVersion)),
  );
  if (!nodes.length) return [];
  const workflow = toWorkflow(model);
  return nodes.flatMap((node) => {
    const ctx = buildEditorContext({ workflow, runData: null, nodeName: node.name });
    return nodeWebhooks({
      node,
      desc: typeOf(node.type, node.typeVersion),
      endpoints,
      workflowId: isNewWorkflowId(model.id) ? undefined : model.id,
      evaluate: webhookEvaluator(ctx),
    })
      .filter((v) => v.kind === 'trigger')
      .map((v) => v.urls.test);
  });
}
