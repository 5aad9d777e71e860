/**
 * Perplexity's failures as n8n's Perplexity node reports them: it turns a 4xx / 5xx answer into a NodeApiError — `Invalid model` (with a pointer to the
 * model list) for `invalid_model`, otherwise the service's message with a full stop (and the item
 * it names), described by the rule on message order.
 */
import { NodeApiError, type HttpResponse, type WorkflowNode } from '@weft/workflow';

/** Description of an invalid model. */
export const INVALID_MODEL_DESCRIPTION =
  'The model is not valid. Permitted models can be found in the documentation at https://docs.perplexity.ai/guides/model-cards.';
/** Description of any other failure. */
export const MESSAGE_ORDER_DESCRIPTION =
  'Any optional system messages must be sent first, followed by alternating user and assistant messages. For more details, refer to the API documentation: https://docs.perplexity.ai/api-reference/chat-completions';

/** The error of a 4xx / 5xx answer, as n8n's node makes it; undefined for other answers. */
export function perplexityError(node: WorkflowNode, response: HttpResponse): NodeApiError | undefined {
  const status = String(response.statusCode);
  if (!status.startsWith('4') && !status.startsWith('5')) return undefined;
  const body = response.body as
    { error?: { message?: unknown; type?: unknown; itemIndex?: unknown } } | null | undefined;
  const error = body?.error ?? {};
  const message =
    typeof error.message === 'string' ? error.message : response.statusMessage || 'An unexpected issue occurred';
  const item = typeof error.itemIndex === 'number' ? ` [Item ${error.itemIndex}]` : '';
  if (error.type === 'invalid_model') {
    return new NodeApiError(node, {
      message: 'Invalid model',
      description: INVALID_MODEL_DESCRIPTION,
      httpCode: response.statusCode,
      body,
    });
  }
  return new NodeApiError(node, {
    message: `${message}${item}.`,
    description: MESSAGE_ORDER_DESCRIPTION,
    httpCode: response.statusCode,
    body,
  });
}
