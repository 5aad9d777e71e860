import { createBasicScope, evaluateExpression } from '@weft/workflow';
import type { EditorEvaluationContext } from '../expressions/evaluation';
import type { NodeWebhooksInput } from './node-webhooks';

/**
 * The editor's evaluator for webhook descriptions: the node's own expression scope (the same one
 * the parameter previews use), with `$parameter` replaced by the given parameters.
 */
export function webhookEvaluator(ctx: EditorEvaluationContext | undefined): NodeWebhooksInput['evaluate'] {
  return (expression, parameters) => {
    const scope = ctx ? ctx.context.scopeFor(0) : createBasicScope();
    Object.defineProperty(scope, '$parameter', { value: parameters, configurable: true, enumerable: true });
    // Strict: a path expression that fails is shown as invalid rather than as an empty path.
    return evaluateExpression(expression, scope, true);
  };
}
