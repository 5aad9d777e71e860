/**
 * The prompt of a root node (agent, chain): with `promptType` `auto` the `chatInput` field of the
 * item (what the Chat Trigger outputs), `guardrails` its `guardrailsInput`, else the `text`
 * parameter. A missing prompt is a clear error naming the field.
 */
import { NodeOperationError, type ExecuteContext } from '@weft/workflow';

export function promptInput(
  ctx: ExecuteContext,
  itemIndex: number,
  options: { promptTypeKey?: string; inputKey?: string } = {},
): unknown {
  const promptType = ctx.getNodeParameter(options.promptTypeKey ?? 'promptType', itemIndex, 'define') as string;
  let input: unknown;
  if (promptType === 'auto') input = ctx.evaluateExpression('{{ $json["chatInput"] }}', itemIndex);
  else if (promptType === 'guardrails') input = ctx.evaluateExpression('{{ $json["guardrailsInput"] }}', itemIndex);
  else input = ctx.getNodeParameter(options.inputKey ?? 'text', itemIndex);
  if (input === undefined) {
    const field = promptType === 'guardrails' ? 'guardrailsInput' : 'chatInput';
    throw new NodeOperationError(ctx.getNode(), 'No prompt specified', {
      itemIndex,
      description: `The prompt was expected in the input field '${field}' (${promptType === 'guardrails' ? 'the Guardrails node' : 'the Chat Trigger'} outputs it). To take it from elsewhere, set the 'Prompt' parameter.`,
    });
  }
  return input;
}
