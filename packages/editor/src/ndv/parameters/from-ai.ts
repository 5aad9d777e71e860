/**
 * "Let the model define this" for a parameter of a node used as an agent's tool: the value becomes
 * `$fromAI(key, description, type)` with a key made from the parameter's name, marked as
 * generated the way n8n marks it, so that n8n and Weft both show it as a chip and can undo it.
 */
import type { NodeProperty, NodeTypeDescription } from '@weft/workflow';
import { subNodeOutputOf } from '../../canvas/sub-nodes';

/** The marker n8n writes before a generated `$fromAI` call. */
export const FROM_AI_MARKER = '/*n8n-auto-generated-fromAI-override*/';

const TYPES: Readonly<Record<string, string>> = {
  string: 'string',
  number: 'number',
  boolean: 'boolean',
  json: 'json',
  dateTime: 'string',
  resourceLocator: 'string',
};

/** The key the model sees for a parameter: its display name with spaces as `_` and nothing but letters, digits, `_` and `-`. */
export function fromAiKey(parameter: Pick<NodeProperty, 'displayName' | 'name'>): string {
  const key = (parameter.displayName || parameter.name)
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_-]/g, '');
  return key.slice(0, 64) || parameter.name;
}

/** Whether a parameter of this node may be left to the model: the node is a tool, and the parameter a plain value. */
export function canDefineWithAi(parameter: NodeProperty, nodeType: NodeTypeDescription | undefined): boolean {
  if (!nodeType || parameter.noDataExpression || !(parameter.type in TYPES)) return false;
  return subNodeOutputOf(nodeType) === 'ai_tool';
}

/** The value that leaves a parameter to the model. */
export function fromAiValue(parameter: NodeProperty, description = ''): string {
  const escaped = description.replace(/[`\\]/g, (c) => `\\${c}`).replace(/\$\{/g, '\\${');
  return `={{ ${FROM_AI_MARKER} $fromAI('${fromAiKey(parameter)}', \`${escaped}\`, '${TYPES[parameter.type] ?? 'string'}') }}`;
}

/** Whether a value is the generated `$fromAI` override (not an expression a person wrote). */
export function isFromAiOverride(value: unknown): boolean {
  const v =
    typeof value === 'object' && value !== null && '__rl' in value ? (value as { value?: unknown }).value : value;
  return typeof v === 'string' && v.startsWith('=') && v.includes(FROM_AI_MARKER);
}
