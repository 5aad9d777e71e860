import { useMemo } from 'react';
import type { NodeTypeDescription, WorkflowNode } from '@weft/workflow';
import { useSettingsStore } from '../../stores/settings/store';
import { useWorkflowStore } from '../../stores/workflow/store';
import { isNewWorkflowId } from '../../stores/workflow/model';
import { useExpressionContext } from '../expressions/use-expression-scope';
import { webhookEndpoints } from './endpoints';
import { webhookEvaluator } from './evaluator';
import { nodeWebhooks, type NodeWebhookView } from './node-webhooks';

/** The webhook URLs of the node open in the view, rebuilt as its parameters or the settings change. */
export function useNodeWebhooks(
  nodeId: string,
  node: WorkflowNode | undefined,
  desc: NodeTypeDescription | undefined,
): NodeWebhookView[] {
  const settings = useSettingsStore((s) => s.settings);
  const workflowId = useWorkflowStore((s) => s.workflow.id);
  const ctx = useExpressionContext(desc?.webhooks?.length ? nodeId : undefined);
  return useMemo(() => {
    if (!node || !desc?.webhooks?.length) return [];
    return nodeWebhooks({
      node,
      desc,
      endpoints: webhookEndpoints(settings, location.origin),
      workflowId: isNewWorkflowId(workflowId) ? undefined : workflowId,
      evaluate: webhookEvaluator(ctx),
    });
  }, [node, desc, settings, workflowId, ctx]);
}
